import { Badge, Box, HStack, Stack, Text } from '@market/ui/chakra';
import {
  COUPON_STATUS_LABELS,
  COUPON_TYPE_LABELS,
  couponConditionText,
  couponDiscountText,
  type AdminCoupon,
} from '@market/domain/admin-coupons';
import { formatNumber } from '@market/domain/format';
import { detailColumn, statusColumn } from '@market/ui/admin-list';
import type { DataTableColumn } from '@market/ui/data-table';
import { COUPON_STATUS_TONES, formatPeriod, formatUsage, usageTone } from './coupon-format';

/** The usage bar: used of total, the percent and what remains. */
export function UsageBar({ c }: { c: AdminCoupon }) {
  return (
    <Stack gap="1" minW="120px">
      <HStack justify="space-between" fontSize="xs" fontVariantNumeric="tabular-nums">
        <Text>
          {formatNumber(c.usedQuantity)} / {formatNumber(c.totalQuantity)}
        </Text>
        <Text fontWeight="semibold" data-testid="coupon-usage">
          {formatUsage(c.usagePercent)}
        </Text>
      </HStack>
      <Box
        role="progressbar"
        aria-label={`${c.code} 사용률`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, c.usagePercent)}
        h="1.5"
        rounded="full"
        bg="bg.emphasized"
        overflow="hidden"
        colorPalette={usageTone(c.usagePercent)}
      >
        <Box h="full" w={`${Math.min(100, c.usagePercent)}%`} bg="colorPalette.solid" />
      </Box>
      <Text fontSize="xs" color="fg.muted">
        남은 수량 {formatNumber(c.remainingQuantity)}
      </Text>
    </Stack>
  );
}

/** The coupons table (spec 001): info, discount, conditions, usage, period, status, actions. */
export function couponColumns(onOpen: (c: AdminCoupon) => void): DataTableColumn<AdminCoupon>[] {
  return [
    {
      key: 'code',
      header: '쿠폰 정보',
      sortKey: 'code',
      minW: '200px',
      cell: (c) => (
        <Stack gap="0.5" minW="0" maxW="260px">
          <HStack gap="1.5">
            <Text fontFamily="mono" fontWeight="semibold" data-testid="coupon-code">
              {c.code}
            </Text>
            {c.isPublic && (
              <Badge size="xs" variant="subtle" colorPalette="blue">
                공개
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm" truncate>
            {c.name}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'value',
      header: '할인',
      sortKey: 'value',
      cell: (c) => (
        <Stack gap="0">
          <Text fontWeight="medium" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
            {couponDiscountText(c)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {COUPON_TYPE_LABELS[c.type]}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'minOrder',
      header: '사용 조건',
      sortKey: 'minOrder',
      cell: (c) => (
        <Box maxW="170px">
          <Text fontSize="sm" whiteSpace="normal">
            {couponConditionText(c)}
          </Text>
        </Box>
      ),
    },
    { key: 'used', header: '사용 현황', sortKey: 'used', cell: (c) => <UsageBar c={c} /> },
    {
      key: 'ends',
      header: '기간',
      sortKey: 'ends',
      cell: (c) => {
        const [from, to] = formatPeriod(c.startsAt, c.endsAt).split(' ~ ');
        return (
          <Stack gap="0" fontSize="sm" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
            <Text>{from} ~</Text>
            <Text>{to}</Text>
          </Stack>
        );
      },
    },
    { ...statusColumn(COUPON_STATUS_TONES, COUPON_STATUS_LABELS, 'coupon-status'), sortKey: 'status' },
    { ...detailColumn(onOpen), sticky: true },
  ];
}
