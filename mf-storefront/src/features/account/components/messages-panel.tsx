import { Box, Heading, Stack, Text } from '@market/ui/chakra';
import { formatDateTime } from '@market/domain/format';
import { ErrorState } from '@market/ui/states';
import { ListSkeleton } from '../../../components/list-skeleton';
import { useMyMessages } from '../api/get-my-messages';

/** 알림: the messages the shop's operators sent this shopper (admin customers screen), newest first. */
export function MessagesPanel() {
  const { data, error, isLoading, mutate } = useMyMessages();
  return (
    <Stack as="section" gap="3" aria-labelledby="account-messages-title" data-testid="account-messages">
      <Heading as="h2" size="md" id="account-messages-title">
        알림
      </Heading>
      {error ? (
        <ErrorState
          title="알림을 불러오지 못했습니다"
          description={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : isLoading && !data ? (
        <ListSkeleton rows={2} label="알림을 불러오는 중" />
      ) : !data || data.items.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          받은 알림이 없습니다.
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {data.items.map((m) => (
            <Box as="li" key={m.id} borderWidth="1px" borderColor="border" rounded="lg" p="4" data-testid="account-message">
              <Text fontWeight="700">{m.title}</Text>
              <Text fontSize="xs" color="fg.subtle">
                <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
              </Text>
              <Text mt="2" fontSize="sm" whiteSpace="pre-wrap">
                {m.body}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
