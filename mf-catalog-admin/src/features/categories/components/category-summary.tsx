import { SimpleGrid } from '@market/ui/chakra';
import type { AdminCategorySummary } from '@market/domain/admin-categories';
import { formatNumber } from '@market/domain/format';
import { StatCard } from '@market/ui/stat-card';

/** The four tiles of the spec over the whole tree: parents, children, total products, active categories. */
export function CategorySummary({ summary }: { summary: AdminCategorySummary | undefined }) {
  const tiles = [
    { key: 'parents', label: '상위 카테고리', value: summary && `${formatNumber(summary.parents)}개` },
    { key: 'children', label: '하위 카테고리', value: summary && `${formatNumber(summary.children)}개` },
    { key: 'products', label: '전체 상품', value: summary && `${formatNumber(summary.totalProducts)}개` },
    { key: 'active', label: '활성 카테고리', value: summary && `${formatNumber(summary.active)}개` },
  ];
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3" data-testid="category-summary">
      {tiles.map((t) => (
        <StatCard key={t.key} label={t.label} value={t.value ?? ''} loading={!summary} testId={`tile-${t.key}`} />
      ))}
    </SimpleGrid>
  );
}
