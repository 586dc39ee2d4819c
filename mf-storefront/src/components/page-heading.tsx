import { Heading, Stack, Text } from '@market/ui/chakra';
import type { ReactNode } from 'react';

/** The storefront's page title block: small English eyebrow, Korean title, optional lead. */
export function PageHeading({ eyebrow, title, lead }: { eyebrow: string; title: string; lead?: ReactNode }) {
  return (
    <Stack gap="1" mb={{ base: '5', md: '8' }}>
      <Text fontSize="xs" fontWeight="700" letterSpacing="0.16em" color="fg.subtle">
        {eyebrow}
      </Text>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.03em">
        {title}
      </Heading>
      {lead && (
        <Text color="fg.muted" fontSize="sm">
          {lead}
        </Text>
      )}
    </Stack>
  );
}
