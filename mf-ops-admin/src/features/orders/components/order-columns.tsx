import { HStack, Stack, Text } from '@market/ui/chakra';
import type { AdminOrder } from '@market/domain/admin-orders';
import { formatDateTime, formatKRW } from '@market/domain/format';
import { ORDER_STATUS_ADMIN_LABELS } from '@market/domain/lifecycle';
import { PAYMENT_METHOD_LABELS } from '@market/domain/order';
import { detailColumn, statusColumn } from '@market/ui/admin-list';
import type { DataTableColumn } from '@market/ui/data-table';
import { StatusBadge } from '@market/ui/status-badge';
import { itemsSummary, ORDER_STATUS_TONES } from './order-format';

/** The orders table (spec: number with tracking, customer and phone masked, items, final amount with discount, payment, status, date). */
export function orderColumns(onOpen: (o: AdminOrder) => void): DataTableColumn<AdminOrder>[] {
  return [
    {
      key: 'number',
      header: '주문 번호',
      sortKey: 'number',
      minW: '160px',
      cell: (o) => (
        <Stack gap="0">
          <Text fontWeight="medium" fontVariantNumeric="tabular-nums" data-testid="order-number">
            {o.orderNumber}
          </Text>
          {o.trackingNumbers.map((t) => (
            <Text key={t} fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums" data-testid="order-tracking">
              송장 {t}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      key: 'customer',
      header: '고객',
      sortKey: 'customer',
      cell: (o) => (
        <Stack gap="0">
          <HStack gap="1">
            <Text whiteSpace="nowrap">{o.customerName}</Text>
            {o.isGuest && <StatusBadge tone="neutral">비회원</StatusBadge>}
          </HStack>
          <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
            {o.customerPhone}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'items',
      header: '상품',
      sortKey: 'items',
      minW: '200px',
      cell: (o) => (
        <Stack gap="0" minW="0" maxW="280px">
          <Text truncate>{itemsSummary(o.items)}</Text>
          <Text fontSize="xs" color="fg.muted">
            총 {o.itemCount}개{o.items[0] ? ` · ${o.items[0].brandName}` : ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'total',
      header: '결제 금액',
      sortKey: 'total',
      align: 'end',
      cell: (o) => (
        <Stack gap="0" align="flex-end">
          <Text fontWeight="medium" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
            {formatKRW(o.total)}
          </Text>
          {o.discount > 0 && (
            <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
              할인 -{formatKRW(o.discount)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'payment',
      header: '결제 수단',
      sortKey: 'payment',
      cell: (o) => <Text whiteSpace="nowrap">{PAYMENT_METHOD_LABELS[o.paymentMethod]}</Text>,
    },
    { ...statusColumn(ORDER_STATUS_TONES, ORDER_STATUS_ADMIN_LABELS, 'order-status'), sortKey: 'status' },
    {
      key: 'created',
      header: '주문 일시',
      sortKey: 'created',
      cell: (o) => (
        <Text fontSize="sm" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
          {formatDateTime(o.createdAt)}
        </Text>
      ),
    },
    detailColumn(onOpen),
  ];
}
