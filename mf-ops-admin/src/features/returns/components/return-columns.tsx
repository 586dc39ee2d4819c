import { Stack, Text } from '@market/ui/chakra';
import type { AdminReturn } from '@market/domain/admin-returns';
import { formatDateTime } from '@market/domain/format';
import { RETURN_STATUS_LABELS } from '@market/domain/lifecycle';
import { RETURN_REASON_LABELS, RETURN_TYPE_LABELS } from '@market/domain/order';
import { detailColumn, statusColumn } from '@market/ui/admin-list';
import type { DataTableColumn } from '@market/ui/data-table';
import { StatusBadge } from '@market/ui/status-badge';
import { formatRefund, itemsSummary, RETURN_REASON_TONES, RETURN_STATUS_TONES, RETURN_TYPE_TONES, unitCount } from './return-format';

/** The returns table's columns (spec: id and order id, type, customer, items, reason, refund, status, request date). */
export function returnColumns(onOpen: (r: AdminReturn) => void): DataTableColumn<AdminReturn>[] {
  return [
    {
      key: 'number',
      header: '요청 번호',
      minW: '170px',
      cell: (r) => (
        <Stack gap="0">
          <Text fontWeight="medium" fontVariantNumeric="tabular-nums" data-testid="return-number">
            {r.returnNumber}
          </Text>
          <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
            주문 {r.orderNumber}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'type',
      header: '유형',
      cell: (r) => (
        <StatusBadge tone={RETURN_TYPE_TONES[r.type]} variant="outline">
          {RETURN_TYPE_LABELS[r.type]}
        </StatusBadge>
      ),
    },
    { key: 'customer', header: '고객', cell: (r) => r.customerName },
    {
      key: 'items',
      header: '상품',
      minW: '200px',
      cell: (r) => (
        <Stack gap="0" minW="0" maxW="280px">
          <Text truncate>{itemsSummary(r.items)}</Text>
          <Text fontSize="xs" color="fg.muted">
            총 {unitCount(r.items)}개{r.items[0] ? ` · ${r.items[0].brandName}` : ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'reason',
      header: '사유',
      cell: (r) => <StatusBadge tone={RETURN_REASON_TONES[r.reason]}>{RETURN_REASON_LABELS[r.reason]}</StatusBadge>,
    },
    {
      key: 'refund',
      header: '환불 금액',
      sortKey: 'refund',
      align: 'end',
      cell: (r) => (
        <Text fontVariantNumeric="tabular-nums" color={r.refundAmount > 0 ? 'fg' : 'fg.subtle'}>
          {formatRefund(r.refundAmount)}
        </Text>
      ),
    },
    statusColumn(RETURN_STATUS_TONES, RETURN_STATUS_LABELS, 'return-status'),
    {
      key: 'requested',
      header: '요청 일시',
      sortKey: 'requested',
      cell: (r) => (
        <Text fontSize="sm" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
          {formatDateTime(r.requestedAt)}
        </Text>
      ),
    },
    detailColumn(onOpen),
  ];
}
