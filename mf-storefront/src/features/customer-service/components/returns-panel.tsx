import { Box, Button, HStack, Stack, Text } from '@market/ui/chakra';
import { List } from '@market/ui/chakra-more';
import { formatDate, formatKRW } from '@market/domain/format';
import { RETURN_STATUS_LABELS, type ReturnStatus } from '@market/domain/lifecycle';
import { RETURN_REASON_LABELS, RETURN_TYPE_LABELS, type ReturnRequest } from '@market/domain/order';
import { EmptyState, ErrorState } from '@market/ui/states';
import { StatusBadge, type StatusTone } from '@market/ui/status-badge';
import { useState } from 'react';
import { Link as RouterLink } from '@market/ui/router';
import { LoginPrompt } from '../../../components/auth/login-prompt';
import { ListPager } from '../../../components/list-pager';
import { ListSkeleton } from '../../../components/list-skeleton';
import { urls } from '../../../urls';
import { RETURNS_PAGE_SIZE, useMyReturns } from '../api/get-my-returns';

const RETURN_TONE: Record<ReturnStatus, StatusTone> = {
  requested: 'warning',
  approved: 'info',
  processing: 'info',
  completed: 'success',
  rejected: 'danger',
};

/** The returns and exchanges policy (spec 000 section 9). */
export function ReturnPolicy() {
  return (
    <Stack gap="4" fontSize="sm" bg="bg.subtle" rounded="xl" p={{ base: '4', md: '6' }} data-testid="return-policy">
      <Text fontWeight="700" fontSize="md">
        반품/교환 안내
      </Text>
      <List.Root gap="1.5" ps="4" color="fg.muted">
        <List.Item>상품 수령 후 7일 이내에 반품 및 교환을 신청하실 수 있습니다.</List.Item>
        <List.Item>단순 변심에 의한 반품 배송비는 고객 부담이며, 상품 불량 시 무료로 처리됩니다.</List.Item>
        <List.Item>세탁하거나 착용한 상품은 반품이 불가합니다.</List.Item>
        <List.Item>사이즈 교환은 1회 무료로 가능합니다.</List.Item>
        <List.Item>세일 상품은 교환만 가능합니다.</List.Item>
        <List.Item>구매 확정 후에는 온라인으로 반품을 신청하실 수 없습니다.</List.Item>
      </List.Root>
      <Text fontWeight="700">신청 방법</Text>
      <List.Root as="ol" gap="1.5" ps="4" color="fg.muted">
        <List.Item>주문 내역에서 배송 완료된 주문을 선택합니다.</List.Item>
        <List.Item>반품 또는 교환을 선택하고 사유를 입력합니다.</List.Item>
        <List.Item>접수 후 1~2 영업일 안에 회수 일정을 안내드립니다.</List.Item>
      </List.Root>
      <HStack gap="3" wrap="wrap">
        <Button asChild size="sm" rounded="full">
          <RouterLink to={urls.orders()}>주문 내역 보기</RouterLink>
        </Button>
        <Text fontSize="xs" color="fg.subtle">
          고객센터 운영시간: 평일 09:00 - 18:00
        </Text>
      </HStack>
    </Stack>
  );
}

function ReturnCard({ r }: { r: ReturnRequest }) {
  return (
    <Stack gap="2" py="4" borderBottomWidth="1px" borderColor="border" data-testid="return-item">
      <HStack gap="2" wrap="wrap">
        <StatusBadge tone={RETURN_TONE[r.status] ?? 'neutral'}>{RETURN_STATUS_LABELS[r.status] ?? r.status}</StatusBadge>
        <Text fontWeight="700">{RETURN_TYPE_LABELS[r.type] ?? r.type}</Text>
        <Text fontSize="xs" color="fg.subtle">
          {formatDate(r.requestedAt)} 신청 · 주문번호 {r.orderNumber}
        </Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        사유: {RETURN_REASON_LABELS[r.reason] ?? r.reason}
        {r.detail ? ` — ${r.detail}` : ''}
      </Text>
      {r.items.length > 0 && (
        <List.Root gap="1" ps="4" fontSize="sm" color="fg.muted">
          {r.items.map((i) => (
            <List.Item key={i.orderItemId}>
              {i.name} ({i.selectedColor} / {i.selectedSize}) × {i.quantity}
            </List.Item>
          ))}
        </List.Root>
      )}
      {r.refundAmount > 0 && (
        <Text fontSize="sm">
          환불 금액{' '}
          <Text as="span" fontWeight="700">
            {formatKRW(r.refundAmount)}
          </Text>
        </Text>
      )}
    </Stack>
  );
}

function MyReturns() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useMyReturns(page, true);
  if (error)
    return (
      <ErrorState
        title="반품/교환 내역을 불러오지 못했습니다"
        description={error instanceof Error ? error.message : undefined}
        onRetry={() => void mutate()}
      />
    );
  if (isLoading && !data) return <ListSkeleton rows={2} label="반품/교환 내역을 불러오는 중" />;
  if (!data || data.items.length === 0)
    return <EmptyState title="반품/교환 신청 내역이 없습니다" description="배송 완료 후 7일 이내에 주문 내역에서 신청하실 수 있습니다." />;
  return (
    <Box opacity={isLoading ? 0.6 : 1} aria-busy={isLoading} data-testid="return-list">
      {data.items.map((r) => (
        <ReturnCard key={r.id} r={r} />
      ))}
      <ListPager total={data.total} limit={RETURNS_PAGE_SIZE} page={page} onPageChange={setPage} />
    </Box>
  );
}

/** Returns tab: the shopper's return and exchange requests (signed in) and the policy. */
export function ReturnsPanel({ signedIn }: { signedIn: boolean }) {
  return (
    <Stack gap="8">
      <Stack gap="2">
        <Text as="h2" fontWeight="700" fontSize="lg">
          나의 반품/교환 내역
        </Text>
        {signedIn ? <MyReturns /> : <LoginPrompt compact description="로그인하시면 반품/교환 신청 내역을 확인하실 수 있습니다." />}
      </Stack>
      <ReturnPolicy />
    </Stack>
  );
}
