import { Box, HStack, Separator, Stack, Text } from '@market/ui/chakra';
import { formatKRW, formatNumber } from '@market/domain/format';
import type { PriceSummary } from '../price-summary';

function Row({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <HStack justify="space-between" fontSize={strong ? 'md' : 'sm'}>
      <Text color={strong ? 'fg' : 'fg.muted'} fontWeight={strong ? '700' : '500'}>
        {label}
      </Text>
      <Text fontWeight={strong ? '800' : '600'} data-testid={testId}>
        {value}
      </Text>
    </HStack>
  );
}

/** Product amount, shipping fee or 무료, earned points and total (spec 2). */
export function PriceSummaryBox({ summary }: { summary: PriceSummary }) {
  return (
    <Box bg="bg.subtle" rounded="lg" p="4" role="group" aria-label="결제 예정 금액" data-testid="price-summary">
      <Stack gap="2">
        <Row label="상품 금액" value={formatKRW(summary.amount)} testId="summary-amount" />
        <Row label="배송비" value={summary.shipping === 0 ? '무료' : formatKRW(summary.shipping)} testId="summary-shipping" />
        <Row label="적립 포인트" value={`${formatNumber(summary.points)}P`} testId="summary-points" />
        <Separator my="1" />
        <Row label="총 결제 금액" value={formatKRW(summary.total)} testId="summary-total" strong />
        {summary.shipping > 0 && (
          <Text fontSize="xs" color="fg.subtle">
            {formatKRW(summary.freeShippingThreshold - summary.amount)} 더 담으면 무료배송
          </Text>
        )}
      </Stack>
    </Box>
  );
}
