import { Box, HStack, Text } from '@market/ui/chakra';

/** The back office's mark: the shop's name with an ADMIN tag. */
export function AdminLogo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const lg = size === 'lg';
  return (
    <HStack gap="2" aria-label="스타일허브 ADMIN" role="img">
      <Box
        aria-hidden
        display="grid"
        placeItems="center"
        boxSize={lg ? '9' : '7'}
        rounded="md"
        bg="brand.solid"
        color="brand.contrast"
        fontWeight="black"
        fontSize={lg ? 'md' : 'sm'}
        letterSpacing="-0.04em"
        // The mark's letter is drawn, not text: a link around the logo is named '스타일허브 ADMIN …',
        // and a visible 'S' missing from that name trips speech input (WCAG 2.5.3).
        _before={{ content: '"S"' }}
      />
      <Text as="span" aria-hidden fontWeight="extrabold" fontSize={lg ? 'xl' : 'md'} letterSpacing="-0.03em" whiteSpace="nowrap">
        스타일허브
      </Text>
      {/* A space between the words for text extraction (axe, speech input); flex layout drops it on screen. */}{' '}
      <Text
        as="span"
        aria-hidden
        fontSize={lg ? 'xs' : '2xs'}
        fontWeight="bold"
        letterSpacing="0.08em"
        px="1.5"
        py="0.5"
        rounded="sm"
        bg="bg.emphasized"
        color="fg.muted"
        // The header on a phone has no room for the tag; the sign-in page (lg) always shows it.
        hideBelow={lg ? undefined : 'sm'}
      >
        ADMIN
      </Text>
    </HStack>
  );
}
