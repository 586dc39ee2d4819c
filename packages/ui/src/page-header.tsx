import { Heading, HStack, Stack, Text } from '@market/ui/chakra';
import type { ReactNode } from 'react';

/** An admin page's title (`data-testid="page-title"`), one-line description and actions. */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap">
      <Stack gap="1">
        <Heading as="h1" size="xl" fontWeight="semibold" data-testid="page-title">
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions}
    </HStack>
  );
}
