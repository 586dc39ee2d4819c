import { SimpleGrid } from '@market/ui/chakra';
import type { AdminBrandSummary } from '@market/domain/admin-brands';
import { formatNumber } from '@market/domain/format';
import { StatCard } from '@market/ui/stat-card';

/** The four tiles of the spec: active and pending brands, total products and followers (the search applied, not the status filter). */
export function BrandSummary({ summary }: { summary: AdminBrandSummary | undefined }) {
  const tiles = [
    { key: 'active', label: '운영중 브랜드', value: summary && `${formatNumber(summary.active)}개` },
    { key: 'pending', label: '승인 대기 브랜드', value: summary && `${formatNumber(summary.pending)}개` },
    { key: 'products', label: '전체 상품', value: summary && `${formatNumber(summary.totalProducts)}개` },
    { key: 'followers', label: '전체 팔로워', value: summary && `${formatNumber(summary.totalFollowers)}명` },
  ];
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3" data-testid="brand-summary">
      {tiles.map((t) => (
        <StatCard key={t.key} label={t.label} value={t.value ?? ''} loading={!summary} testId={`tile-${t.key}`} />
      ))}
    </SimpleGrid>
  );
}
