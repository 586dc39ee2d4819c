import { Box, Stack, Text } from '@market/ui/chakra';
import {
  PROMOTION_AUDIENCE_LABELS,
  PROMOTION_STATUS_LABELS,
  PROMOTION_TYPE_LABELS,
  type AdminPromotion,
} from '@market/domain/admin-promotions';
import { formatDate, formatKRW, formatNumber } from '@market/domain/format';
import { detailColumn, statusColumn } from '@market/ui/admin-list';
import type { DataTableColumn } from '@market/ui/data-table';
import { formatPercent, PROMOTION_STATUS_TONES } from './promotion-format';

/** The promotions table (spec 001): info, type and target, budget with spent bar, performance, period, status. */
export function promotionColumns(onOpen: (p: AdminPromotion) => void): DataTableColumn<AdminPromotion>[] {
  return [
    {
      key: 'name',
      header: '프로모션 정보',
      sortKey: 'name',
      minW: '200px',
      cell: (p) => (
        <Stack gap="0" minW="0" maxW="260px">
          <Text fontWeight="medium" truncate data-testid="promotion-name">
            {p.name}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {p.description || '-'}
          </Text>
          <Text fontSize="xs" color="fg.subtle" fontVariantNumeric="tabular-nums">
            {p.code}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'type',
      header: '유형 / 대상',
      cell: (p) => (
        <Stack gap="0">
          <Text fontSize="sm">{PROMOTION_TYPE_LABELS[p.type]}</Text>
          <Text fontSize="xs" color="fg.muted">
            {PROMOTION_AUDIENCE_LABELS[p.targetAudience]}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'budget',
      header: '예산 / 집행',
      sortKey: 'budget',
      minW: '150px',
      cell: (p) => (
        <Stack gap="1" fontVariantNumeric="tabular-nums">
          <Text fontSize="sm" whiteSpace="nowrap">
            {formatKRW(p.budget)}
          </Text>
          <Box h="1.5" w="full" maxW="140px" bg="bg.muted" rounded="full" overflow="hidden" aria-hidden>
            <Box h="full" w={`${Math.min(100, p.spentRate)}%`} bg={p.spentRate > 90 ? 'red.solid' : 'blue.solid'} />
          </Box>
          <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
            {formatKRW(p.spent)} ({formatPercent(p.spentRate)})
          </Text>
        </Stack>
      ),
    },
    {
      key: 'revenue',
      header: '성과 (노출 / 클릭 / 전환 / 매출)',
      sortKey: 'revenue',
      align: 'end',
      cell: (p) => (
        <Stack gap="0" align="flex-end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
          <Text fontSize="sm">
            {formatNumber(p.impressions)} / {formatNumber(p.clicks)} / {formatNumber(p.conversions)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {formatKRW(p.revenue)} · CTR {formatPercent(p.ctr)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'starts',
      header: '기간',
      sortKey: 'starts',
      cell: (p) => (
        <Text fontSize="sm" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
          {formatDate(p.startsAt)} ~ {formatDate(p.endsAt)}
        </Text>
      ),
    },
    statusColumn(PROMOTION_STATUS_TONES, PROMOTION_STATUS_LABELS, 'promotion-status'),
    { ...detailColumn(onOpen), sticky: true },
  ];
}
