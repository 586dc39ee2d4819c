import { Box, HStack, Stack, Text } from '@market/ui/chakra';
import { formatDate, formatKRW } from '@market/domain/format';
import { EmptyState, ErrorState } from '@market/ui/states';
import { useState } from 'react';
import { ListPager } from '../../../components/list-pager';
import { ListSkeleton } from '../../../components/list-skeleton';
import { POINTS_PAGE_SIZE, useMyPoints } from '../api/get-my-points';

const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '-' : ''}${formatKRW(Math.abs(n))}`;

/** Points balance and its history, newest first, paged on the server. */
export function PointsHistory() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useMyPoints(page, true);
  if (error)
    return (
      <ErrorState
        title="적립금 내역을 불러오지 못했습니다"
        description={error instanceof Error ? error.message : undefined}
        onRetry={() => void mutate()}
      />
    );
  if (isLoading && !data) return <ListSkeleton rows={3} label="적립금 내역을 불러오는 중" />;
  if (!data) return null;
  return (
    <Stack gap="3" opacity={isLoading ? 0.6 : 1} aria-busy={isLoading}>
      <HStack justify="space-between" bg="bg.subtle" rounded="lg" p="4">
        <Text fontWeight="600">사용 가능한 적립금</Text>
        <Text fontSize="xl" fontWeight="800" data-testid="points-balance">
          {formatKRW(data.balance)}
        </Text>
      </HStack>
      <Text fontSize="xs" color="fg.subtle">
        적립금은 구매 확정 다음 날부터 1,000원 이상, 결제 금액의 50%까지 사용하실 수 있습니다.
      </Text>
      {data.items.length === 0 ? (
        <EmptyState title="적립금 내역이 없습니다" description="구매 확정 시 결제 금액의 1%가 적립됩니다." />
      ) : (
        <Box>
          <Stack as="ul" gap="0" listStyleType="none" data-testid="points-list">
            {data.items.map((p) => (
              <HStack
                as="li"
                key={p.id}
                justify="space-between"
                py="3"
                borderBottomWidth="1px"
                borderColor="border"
                gap="3"
                data-testid="points-entry"
              >
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="600" fontSize="sm">
                    {p.reasonLabel}
                  </Text>
                  <Text fontSize="xs" color="fg.subtle" truncate>
                    {formatDate(p.createdAt)}
                    {p.orderNumber ? ` · 주문번호 ${p.orderNumber}` : ''}
                    {p.description ? ` · ${p.description}` : ''}
                  </Text>
                </Stack>
                <Stack gap="0" align="end" flexShrink="0">
                  <Text fontWeight="700" fontSize="sm" color={p.delta < 0 ? 'fg.muted' : 'accent.fg'}>
                    {signed(p.delta)}
                  </Text>
                  <Text fontSize="xs" color="fg.subtle">
                    잔액 {formatKRW(p.balanceAfter)}
                  </Text>
                </Stack>
              </HStack>
            ))}
          </Stack>
          <ListPager total={data.total} limit={POINTS_PAGE_SIZE} page={page} onPageChange={setPage} />
        </Box>
      )}
    </Stack>
  );
}
