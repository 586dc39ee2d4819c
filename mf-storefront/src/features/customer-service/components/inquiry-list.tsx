import { Box, HStack, Stack, Text } from '@market/ui/chakra';
import { Accordion } from '@market/ui/chakra-interactive';
import { formatDate, formatDateTime } from '@market/domain/format';
import { INQUIRY_STATUS_LABELS } from '@market/domain/support';
import { EmptyState, ErrorState } from '@market/ui/states';
import { StatusBadge } from '@market/ui/status-badge';
import { ListPager } from '../../../components/list-pager';
import { ListSkeleton } from '../../../components/list-skeleton';
import { INQUIRY_PAGE_SIZE, useInquiries } from '../api/get-inquiries';

/** The shopper's own 1:1 inquiries, newest first; each opens to its content and the answer. */
export function InquiryList({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { data, error, isLoading, mutate } = useInquiries(page, true);
  if (error)
    return (
      <ErrorState
        title="문의 내역을 불러오지 못했습니다"
        description={error instanceof Error ? error.message : undefined}
        onRetry={() => void mutate()}
      />
    );
  if (isLoading && !data) return <ListSkeleton rows={3} label="문의 내역을 불러오는 중" />;
  if (!data || data.items.length === 0)
    return <EmptyState title="문의 내역이 없습니다" description="궁금한 점이 있으면 1:1 문의를 남겨주세요." />;
  return (
    <Box opacity={isLoading ? 0.6 : 1} aria-busy={isLoading}>
      <Accordion.Root collapsible variant="plain" data-testid="inquiry-list">
        {data.items.map((q) => (
          <Accordion.Item key={q.id} value={q.id} borderBottomWidth="1px" borderColor="border" data-testid="inquiry-item">
            <Accordion.ItemTrigger py="4" cursor="pointer" gap="3" textAlign="start">
              <Stack gap="1" flex="1">
                <HStack gap="2" wrap="wrap">
                  <StatusBadge tone={q.status === 'answered' ? 'success' : 'neutral'} data-testid="inquiry-status">
                    {INQUIRY_STATUS_LABELS[q.status] ?? q.status}
                  </StatusBadge>
                  <Text fontSize="xs" color="fg.muted">
                    {q.categoryLabel}
                  </Text>
                  <Text fontSize="xs" color="fg.subtle">
                    {formatDate(q.createdAt)}
                  </Text>
                </HStack>
                <Text fontWeight="600">{q.title}</Text>
              </Stack>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <Stack gap="3" pb="2">
                  <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
                    {q.content}
                  </Text>
                  {q.answer ? (
                    <Box bg="bg.subtle" rounded="md" p="4" data-testid="inquiry-answer">
                      <Text fontWeight="700" fontSize="sm" mb="1">
                        스타일허브 고객센터 답변
                      </Text>
                      <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
                        {q.answer}
                      </Text>
                      {q.answeredAt && (
                        <Text fontSize="xs" color="fg.subtle" mt="2">
                          {formatDateTime(q.answeredAt)}
                        </Text>
                      )}
                    </Box>
                  ) : (
                    <Text fontSize="sm" color="fg.subtle">
                      아직 답변이 등록되지 않았습니다. 평일 09:00 - 18:00에 순차적으로 답변드립니다.
                    </Text>
                  )}
                </Stack>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <ListPager total={data.total} limit={INQUIRY_PAGE_SIZE} page={page} onPageChange={onPageChange} />
    </Box>
  );
}
