import { Box, HStack, Separator, Stack, Text } from '@market/ui/chakra';
import type { CartSummary } from '@market/domain/cart';
import { formatKRW } from '@market/domain/format';
import type { ReactNode } from 'react';

export function SummaryRow({ label, value, testId, tone }: { label: string; value: ReactNode; testId: string; tone?: 'sale' | 'muted' }) {
  return (
    <HStack justify="space-between" fontSize="sm">
      <Text color="fg.muted">{label}</Text>
      <Text data-testid={testId} color={tone === 'sale' ? 'sale' : undefined} fontWeight="600">
        {value}
      </Text>
    </HStack>
  );
}

/**
 * Order summary: products, coupon discount, shipping (무료 at or above the threshold, spec 9), the
 * total, and how much more buys free shipping.
 */
export function CartSummaryBox({
  summary,
  couponDiscount = 0,
  shippingDiscount = 0,
  extra,
  totalOverride,
  children,
}: {
  summary: CartSummary;
  couponDiscount?: number;
  shippingDiscount?: number;
  /** More rows before the total (checkout: points). */
  extra?: ReactNode;
  /** The total when more than coupon and shipping go into it (checkout: points). */
  totalOverride?: number;
  children?: ReactNode;
}) {
  const shipping = Math.max(0, summary.shippingFee - shippingDiscount);
  const total = totalOverride ?? Math.max(0, summary.subtotal - couponDiscount) + shipping;
  const missing = summary.freeShippingThreshold - summary.subtotal;
  return (
    <Stack gap="3" data-testid="cart-summary">
      <SummaryRow label="상품금액" value={formatKRW(summary.subtotal)} testId="summary-subtotal" />
      {couponDiscount > 0 && <SummaryRow label="쿠폰 할인" value={`-${formatKRW(couponDiscount)}`} testId="summary-coupon" tone="sale" />}
      <SummaryRow label="배송비" value={shipping === 0 && summary.subtotal > 0 ? '무료' : formatKRW(shipping)} testId="summary-shipping" />
      {extra}
      {summary.subtotal > 0 && missing > 0 && shippingDiscount === 0 && (
        <Box bg="bg.subtle" rounded="md" px="3" py="2" fontSize="xs" color="fg.muted" data-testid="free-shipping-hint">
          <Text as="span" fontWeight="700" color="fg">
            {formatKRW(missing)}
          </Text>{' '}
          더 담으면 무료배송
        </Box>
      )}
      <Separator />
      <HStack justify="space-between" align="baseline">
        <Text fontWeight="700">총 결제금액</Text>
        <Text fontSize="xl" fontWeight="800" data-testid="summary-total">
          {formatKRW(total)}
        </Text>
      </HStack>
      {children}
    </Stack>
  );
}
