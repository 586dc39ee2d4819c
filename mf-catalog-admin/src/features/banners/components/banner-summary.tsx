import { SimpleGrid } from '@market/ui/chakra';
import type { AdminBannerSummary } from '@market/domain/admin-banners';
import { formatNumber } from '@market/domain/format';
import { StatCard } from '@market/ui/stat-card';
import { formatPercent } from './banner-format';

/** The five cards of the spec: active banners, impressions, clicks, average CTR, scheduled banners (the search applied, not the filters). */
export function BannerSummary({ summary }: { summary: AdminBannerSummary | undefined }) {
  const tiles = [
    { key: 'active', label: '활성 배너', value: summary && `${formatNumber(summary.active)}개` },
    { key: 'impressions', label: '총 노출수', value: summary && formatNumber(summary.impressions) },
    { key: 'clicks', label: '총 클릭수', value: summary && formatNumber(summary.clicks) },
    { key: 'ctr', label: '평균 CTR', value: summary && formatPercent(summary.averageCtr) },
    { key: 'scheduled', label: '예약 배너', value: summary && `${formatNumber(summary.scheduled)}개` },
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" data-testid="banner-summary">
      {tiles.map((t) => (
        <StatCard key={t.key} label={t.label} value={t.value ?? ''} loading={!summary} testId={`tile-${t.key}`} />
      ))}
    </SimpleGrid>
  );
}
