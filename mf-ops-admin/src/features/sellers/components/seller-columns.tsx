import { Stack, Text } from '@market/ui/chakra';
import { SELLER_STATUS_LABELS, SETTLEMENT_CYCLE_LABELS, type AdminSeller } from '@market/domain/admin-sellers';
import { formatDate, formatKRW, formatNumber } from '@market/domain/format';
import { detailColumn, statusColumn } from '@market/ui/admin-list';
import type { DataTableColumn } from '@market/ui/data-table';
import { formatRate, SELLER_STATUS_TONES } from './seller-format';

/**
 * The sellers table (spec 001): brand and company with business number, contact with phone and
 * e-mail, commission, cycle, monthly revenue, active/total products, status, join date.
 */
export function sellerColumns(onOpen: (s: AdminSeller) => void): DataTableColumn<AdminSeller>[] {
  return [
    {
      key: 'company',
      header: '브랜드 / 회사',
      sortKey: 'company',
      minW: '200px',
      cell: (s) => (
        <Stack gap="0" minW="0" maxW="260px">
          <Text fontWeight="medium" truncate data-testid="seller-brand">
            {s.brandName || '-'}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {s.companyName}
          </Text>
          <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
            {s.businessNumber}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'contact',
      header: '담당자',
      minW: '180px',
      cell: (s) => (
        <Stack gap="0" minW="0">
          <Text>{s.contactPerson}</Text>
          <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
            {s.phone}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate maxW="220px">
            {s.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'commission',
      header: '수수료율',
      sortKey: 'commission',
      align: 'end',
      cell: (s) => <Text fontVariantNumeric="tabular-nums">{formatRate(s.commissionRate)}</Text>,
    },
    { key: 'cycle', header: '정산 주기', cell: (s) => SETTLEMENT_CYCLE_LABELS[s.settlementCycle] },
    {
      key: 'revenue',
      header: '월 매출',
      sortKey: 'revenue',
      align: 'end',
      cell: (s) => (
        <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
          {formatKRW(s.monthlyRevenue)}
        </Text>
      ),
    },
    {
      key: 'products',
      header: '상품 (판매/전체)',
      sortKey: 'products',
      align: 'end',
      cell: (s) => (
        <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
          {formatNumber(s.activeProductCount)} / {formatNumber(s.productCount)}
        </Text>
      ),
    },
    statusColumn(SELLER_STATUS_TONES, SELLER_STATUS_LABELS, 'seller-status'),
    {
      key: 'joined',
      header: '가입일',
      sortKey: 'joined',
      cell: (s) => (
        <Text fontSize="sm" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
          {formatDate(s.joinedAt)}
        </Text>
      ),
    },
    // Sticky: the table scrolls sideways on narrow screens, the row's button stays in view.
    { ...detailColumn(onOpen), sticky: true },
  ];
}
