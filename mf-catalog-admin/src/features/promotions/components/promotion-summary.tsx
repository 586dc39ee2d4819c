import { SimpleGrid } from '@market/ui/chakra';
import type { AdminPromotionSummary } from '@market/domain/admin-promotions';
import { formatKRW, formatNumber } from '@market/domain/format';
import { StatCard } from '@market/ui/stat-card';

/** The five cards of the spec: active, total conversions, total clicks, total revenue, total ad spend (the search applied, not the filters). */
export function PromotionSummary({ summary }: { summary: AdminPromotionSummary | undefined }) {
  const tiles = [
    { key: 'active', label: '진행중 프로모션', value: summary && `${formatNumber(summary.active)}개` },
    { key: 'conversions', label: '총 전환수', value: summary && formatNumber(summary.conversions) },
    { key: 'clicks', label: '총 클릭수', value: summary && formatNumber(summary.clicks) },
    { key: 'revenue', label: '총 매출', value: summary && formatKRW(summary.revenue) },
    { key: 'spent', label: '총 광고비', value: summary && formatKRW(summary.spent) },
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" data-testid="promotion-summary">
      {tiles.map((t) => (
        <StatCard key={t.key} label={t.label} value={t.value ?? ''} loading={!summary} testId={`tile-${t.key}`} />
      ))}
    </SimpleGrid>
  );
}
