import { SimpleGrid } from '@market/ui/chakra';
import type { AdminCustomerSummary } from '@market/domain/customer';
import { formatKRW } from '@market/domain/format';
import { StatCard } from '@market/ui/stat-card';
import { formatAverageOrders, formatPoints } from './customer-format';

/** The summary row above the customer table, as computed by the API. */
export function CustomerSummary({ summary }: { summary: AdminCustomerSummary | undefined }) {
  const loading = !summary;
  const s = summary;
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="3" data-testid="customer-summary">
      <StatCard label="VIP 고객" value={s ? `${s.vipCount.toLocaleString('ko-KR')}명` : ''} loading={loading} testId="summary-vip" />
      <StatCard label="활성 고객" value={s ? `${s.activeCount.toLocaleString('ko-KR')}명` : ''} loading={loading} testId="summary-active" />
      <StatCard label="총 구매액" value={s ? formatKRW(s.totalSpent) : ''} loading={loading} testId="summary-spent" />
      <StatCard label="총 적립금" value={s ? formatPoints(s.totalPoints) : ''} loading={loading} testId="summary-points" />
      <StatCard label="고객당 평균 주문" value={s ? formatAverageOrders(s.averageOrders) : ''} loading={loading} testId="summary-orders" />
    </SimpleGrid>
  );
}
