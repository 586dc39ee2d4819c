import { HStack, Stack, Text } from '@market/ui/chakra';
import type { AdminReturn } from '@market/domain/admin-returns';
import { formatKRW, formatNumber } from '@market/domain/format';
import { DetailSection } from '@market/ui/detail-dialog';
import { refundRows } from './return-format';

/**
 * How a return's refund is made up (domain/refund.ts): goods, the coupon's share, the points'
 * share (given back as points), the shipping re-charge and the return fee, then the money
 * refunded on the payment. An estimate until the request is completed (the amount is fixed then).
 */
export function RefundBreakdown({ item }: { item: AdminReturn }) {
  if (item.type === 'exchange')
    return (
      <DetailSection title="환불 내역" gap="1">
        <Text fontSize="sm" color="fg.muted">
          교환은 환불되지 않습니다. 처리 완료 시 교환 상품 배송이 등록됩니다.
        </Text>
      </DetailSection>
    );
  const estimate = item.status !== 'completed' && item.status !== 'rejected';
  const { refund } = item;
  return (
    <DetailSection title={estimate ? '환불 내역 (예상, 완료 시 확정)' : '환불 내역'} gap="1">
      <Stack
        as="dl"
        gap="0"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        px="3"
        py="2"
        fontSize="sm"
        fontVariantNumeric="tabular-nums"
        data-testid="refund-breakdown"
      >
        {refundRows(refund).map(([label, value, key]) => (
          <HStack key={key} justify="space-between" py="1" data-testid={`refund-${key}`}>
            <Text as="dt" color="fg.muted">
              {label}
            </Text>
            <Text as="dd">{value}</Text>
          </HStack>
        ))}
        <HStack justify="space-between" py="1" mt="1" borderTopWidth="1px" borderColor="border" data-testid="refund-total">
          <Text as="dt" fontWeight="semibold">
            환불 금액 (결제 수단)
          </Text>
          <Text as="dd" fontWeight="semibold">
            {formatKRW(refund.refund)}
          </Text>
        </HStack>
        <HStack justify="space-between" py="1" data-testid="refund-points">
          <Text as="dt" fontWeight="semibold">
            포인트 환원
          </Text>
          <Text as="dd" fontWeight="semibold">
            {formatNumber(refund.pointsRefund)}P
          </Text>
        </HStack>
      </Stack>
    </DetailSection>
  );
}
