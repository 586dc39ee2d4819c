import { Box, chakra, Flex, HStack, Separator, Stack, Text, type BoxProps } from '@market/ui/chakra';
import { useChakraContext } from '@market/ui/chakra-more';

/**
 * What `@chakra-ui/charts` imports from `@chakra-ui/react`, taken from the kit's shared facades
 * (webpack and jest alias `@chakra-ui/react` to this module for this remote): the charts then use
 * the shell's Chakra system and its colour tokens instead of a second copy of Chakra without a
 * provider (ADR 005). Numbers and dates format in Korean.
 */
export { Box, Flex, HStack, Separator, Stack, Text, useChakraContext };

export const Span = chakra('span');

export function defineStyle<T>(style: T): T {
  return style;
}

/** The series colour dot of the charts' tooltip and legend. */
export function ColorSwatch({ value, ...rest }: BoxProps & { value: string }) {
  return <Box as="span" display="inline-block" flexShrink={0} boxSize="2.5" borderRadius="full" bg={value} {...rest} />;
}

export function useLocaleContext() {
  return { locale: 'ko-KR', dir: 'ltr' as const };
}
