import { SimpleGrid } from '@market/ui/chakra';
import type { AdminProductSummary } from '@market/domain/admin-products';
import { formatNumber } from '@market/domain/format';
import { StatCard } from '@market/ui/stat-card';
import { LuCircleCheck, LuPackageX, LuShoppingCart, LuTriangleAlert } from 'react-icons/lu';

const TILES = [
  { key: 'onSale', label: '판매중', unit: '개', icon: <LuCircleCheck /> },
  { key: 'soldOut', label: '품절', unit: '개', icon: <LuPackageX /> },
  { key: 'lowStock', label: '재고 부족', unit: '개', icon: <LuTriangleAlert /> },
  { key: 'unitsSold', label: '총 판매량', unit: '개', icon: <LuShoppingCart /> },
] as const;

/** The four tiles of the spec from the database: on sale, sold out, low stock, total units sold. */
export function ProductSummary({ summary }: { summary: AdminProductSummary | undefined }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" data-testid="product-summary">
      {TILES.map((t) => (
        <StatCard
          key={t.key}
          label={t.label}
          icon={t.icon}
          value={summary ? `${formatNumber(summary[t.key])}${t.unit}` : ''}
          loading={!summary}
          testId={`tile-${t.key}`}
        />
      ))}
    </SimpleGrid>
  );
}
