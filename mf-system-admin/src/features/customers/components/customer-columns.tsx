import { HStack, Stack, Text } from '@market/ui/chakra';
import { CUSTOMER_GRADE_LABELS, CUSTOMER_STATUS_LABELS, type AdminCustomerRow } from '@market/domain/customer';
import { formatDate, formatKRW } from '@market/domain/format';
import type { DataTableColumn } from '@market/ui/data-table';
import { StatusBadge } from '@market/ui/status-badge';
import { CUSTOMER_GRADE_TONES, CUSTOMER_STATUS_TONES, elapsedLabel, formatPoints } from './customer-format';

const n = (v: number) => v.toLocaleString('ko-KR');

/** The customer table's columns (system spec: info, grade+status, purchases, activity, join date). */
export function customerColumns(now: Date): DataTableColumn<AdminCustomerRow>[] {
  return [
    {
      key: 'customer',
      header: '고객 정보',
      sortKey: 'name',
      minW: '200px',
      cell: (c) => (
        <Stack gap="0" minW="0">
          <Text fontWeight="medium">{c.name}</Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {c.email}
          </Text>
          {c.phone && (
            <Text fontSize="xs" color="fg.muted">
              {c.phone}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'grade',
      header: '등급 / 상태',
      cell: (c) => (
        <HStack gap="1">
          <StatusBadge tone={CUSTOMER_GRADE_TONES[c.grade]} variant="outline">
            {CUSTOMER_GRADE_LABELS[c.grade]}
          </StatusBadge>
          <StatusBadge tone={CUSTOMER_STATUS_TONES[c.status]}>{CUSTOMER_STATUS_LABELS[c.status]}</StatusBadge>
        </HStack>
      ),
    },
    {
      key: 'purchases',
      header: '구매 이력',
      sortKey: 'totalSpent',
      minW: '180px',
      cell: (c) => (
        <Stack gap="0" fontSize="sm">
          <Text>
            주문 {n(c.totalOrders)}건 ·{' '}
            <Text as="span" fontWeight="medium">
              {formatKRW(c.totalSpent)}
            </Text>
          </Text>
          <Text fontSize="xs" color="fg.muted">
            평균 {formatKRW(c.averageOrderValue)} · 적립금 {formatPoints(c.points)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'activity',
      header: '활동',
      sortKey: 'lastOrder',
      minW: '200px',
      cell: (c) => (
        <Stack gap="0" fontSize="sm">
          <Text>
            로그인 {n(c.loginCount)} · 리뷰 {n(c.reviewCount)} · 문의 {n(c.qnaCount)}
            {c.refundCount > 0 && (
              <Text as="span" color="fg.error">
                {' '}
                · 환불 {n(c.refundCount)}
              </Text>
            )}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {c.lastOrderDate ? `최근 주문 ${formatDate(c.lastOrderDate)}` : '주문 내역 없음'}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'joined',
      header: '가입일',
      sortKey: 'joined',
      cell: (c) => (
        <Stack gap="0" fontSize="sm">
          <Text>{formatDate(c.joinDate)}</Text>
          <Text fontSize="xs" color="fg.muted">
            {elapsedLabel(c.joinDate, now)}
          </Text>
        </Stack>
      ),
    },
  ];
}
