import { Box, Heading, Stack } from '@market/ui/chakra';
import type { ReactNode } from 'react';

/** A titled block of the checkout page. */
export function CheckoutSection({
  title,
  children,
  testId,
  aside,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  aside?: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-label={title}
      borderWidth="1px"
      borderColor="border"
      rounded="lg"
      p={{ base: '4', md: '6' }}
      bg="bg"
      data-testid={testId}
    >
      <Stack gap="4">
        <Stack direction="row" justify="space-between" align="center">
          <Heading as="h2" size="md" letterSpacing="-0.02em">
            {title}
          </Heading>
          {aside}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
