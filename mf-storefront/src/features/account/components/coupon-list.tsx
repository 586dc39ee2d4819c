import { Badge, Box, HStack, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import type { MyCoupon } from '@market/domain/coupon';
import { formatDate, formatKRW, formatNumber } from '@market/domain/format';
import { EmptyState, ErrorState } from '@market/ui/states';
import { useState } from 'react';
import { ListPager } from '../../../components/list-pager';
import { ListSkeleton } from '../../../components/list-skeleton';
import { COUPON_PAGE_SIZE, useMyCoupons } from '../api/get-my-coupons';

/** '30% 할인 (최대 10,000원)', '5,000원 할인' or '무료배송'. */
export function couponBenefit(c: Pick<MyCoupon, 'type' | 'value' | 'maxDiscount'>): string {
  switch (c.type) {
    case 'percentage':
      return `${c.value}% 할인${c.maxDiscount ? ` (최대 ${formatKRW(c.maxDiscount)})` : ''}`;
    case 'fixed':
      return `${formatKRW(c.value)} 할인`;
    case 'shipping':
      return '무료배송';
  }
}

function CouponCard({ c }: { c: MyCoupon }) {
  return (
    <HStack align="stretch" gap="0" borderWidth="1px" borderColor="border" rounded="lg" overflow="hidden" data-testid="coupon-card">
      <Box w="2" bg="accent.solid" flexShrink="0" />
      <Stack gap="1" p="4" flex="1" minW="0">
        <Text fontSize="xl" fontWeight="800" color="accent.fg" data-testid="coupon-benefit">
          {couponBenefit(c)}
        </Text>
        <Text fontWeight="600">{c.name}</Text>
        {c.description && (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {c.description}
          </Text>
        )}
        <HStack gap="2" wrap="wrap" fontSize="xs" color="fg.subtle">
          {c.minOrderAmount > 0 && <Text>{formatKRW(c.minOrderAmount)} 이상 구매 시</Text>}
          {c.brandName && <Text>{c.brandName} 전용</Text>}
          <Text>~ {formatDate(c.validUntil)}까지</Text>
        </HStack>
        <Badge alignSelf="start" variant="outline" size="sm" fontFamily="mono" mt="1">
          {c.code}
        </Badge>
      </Stack>
    </HStack>
  );
}

/** Usable coupons the shopper holds (the welcome coupon among them), 6 per page. */
export function CouponList() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useMyCoupons(page, true);
  if (error)
    return (
      <ErrorState
        title="쿠폰을 불러오지 못했습니다"
        description={error instanceof Error ? error.message : undefined}
        onRetry={() => void mutate()}
      />
    );
  if (isLoading && !data) return <ListSkeleton rows={2} label="쿠폰을 불러오는 중" />;
  if (!data || data.items.length === 0)
    return <EmptyState title="사용 가능한 쿠폰이 없습니다" description="이벤트와 프로모션에서 쿠폰을 받아보세요." />;
  return (
    <Box opacity={isLoading ? 0.6 : 1} aria-busy={isLoading}>
      <Text fontSize="sm" color="fg.muted" mb="3">
        사용 가능한 쿠폰{' '}
        <Text as="span" fontWeight="700" color="fg" data-testid="coupon-total">
          {formatNumber(data.total)}
        </Text>
        장
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" data-testid="coupon-list">
        {data.items.map((c) => (
          <CouponCard key={c.id} c={c} />
        ))}
      </SimpleGrid>
      <ListPager total={data.total} limit={COUPON_PAGE_SIZE} page={page} onPageChange={setPage} />
    </Box>
  );
}
