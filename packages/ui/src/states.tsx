import { Box, Button, Center, Heading, Stack, Text } from '@market/ui/chakra';
import type { ReactNode } from 'react';
import { LuCircleAlert, LuInbox } from 'react-icons/lu';

/** Error panel with a retry, in Korean. Used for failed requests and for remotes that fail to load. */
export function ErrorState({
  title = '문제가 발생했습니다',
  description = '잠시 후 다시 시도해주세요.',
  onRetry,
  retryLabel = '다시 시도',
}: {
  title?: string;
  description?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <Center py="16" px="4" role="alert">
      <Stack align="center" gap="3" textAlign="center" maxW="md">
        <Box color="fg.error" fontSize="3xl" aria-hidden>
          <LuCircleAlert />
        </Box>
        <Heading size="md">{title}</Heading>
        <Text color="fg.muted">{description}</Text>
        {onRetry && (
          <Button onClick={onRetry} variant="outline" size="sm">
            {retryLabel}
          </Button>
        )}
      </Stack>
    </Center>
  );
}

/** Empty list or result, with an optional action. */
export function EmptyState({ title, description, action }: { title: string; description?: ReactNode; action?: ReactNode }) {
  return (
    <Center py="16" px="4">
      <Stack align="center" gap="3" textAlign="center" maxW="md">
        <Box color="fg.subtle" fontSize="3xl" aria-hidden>
          <LuInbox />
        </Box>
        <Heading size="sm">{title}</Heading>
        {description && <Text color="fg.muted">{description}</Text>}
        {action}
      </Stack>
    </Center>
  );
}
