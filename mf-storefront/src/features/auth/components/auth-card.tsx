import { Box, Heading, Stack, Text } from '@market/ui/chakra';
import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/page-container';

/** The sign-in and sign-up frame: a narrow centred column with the shop's name on top. */
export function AuthCard({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <PageContainer py={{ base: '8', md: '14' }}>
      <Box maxW="md" mx="auto" borderWidth={{ base: '0', md: '1px' }} borderColor="border" rounded="xl" p={{ base: '0', md: '10' }} bg="bg">
        <Stack gap="1" mb="8" textAlign="center">
          <Text fontSize="xs" fontWeight="700" letterSpacing="0.2em" color="fg.subtle">
            {eyebrow}
          </Text>
          <Heading as="h1" size="2xl" letterSpacing="-0.03em">
            {title}
          </Heading>
          {lead && (
            <Text color="fg.muted" fontSize="sm">
              {lead}
            </Text>
          )}
        </Stack>
        {children}
      </Box>
    </PageContainer>
  );
}
