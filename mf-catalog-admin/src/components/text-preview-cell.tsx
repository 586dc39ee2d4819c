import { HStack, Stack, Text } from '@market/ui/chakra';
import type { ReactNode } from 'react';
import { preview } from './text-preview';

/** A table cell for what a shopper wrote: the title, the text cut to one line, and its badges. */
export function TextPreviewCell({
  title,
  text,
  maxChars,
  titleTestId,
  maxW,
  children,
}: {
  title: string;
  text: string;
  maxChars: number;
  titleTestId: string;
  maxW: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="1" minW="0" maxW={maxW}>
      <Text fontWeight="medium" truncate data-testid={titleTestId}>
        {title}
      </Text>
      <Text fontSize="xs" color="fg.muted" truncate>
        {preview(text, maxChars)}
      </Text>
      <HStack gap="1" wrap="wrap">
        {children}
      </HStack>
    </Stack>
  );
}
