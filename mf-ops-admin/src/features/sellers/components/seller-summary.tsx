import { SimpleGrid } from '@market/ui/chakra';
import { SELLER_STATUS_LABELS, type AdminSellerSummary } from '@market/domain/admin-sellers';
import { formatNumber } from '@market/domain/format';
import type { PartnerStatus } from '@market/domain/lifecycle';
import { StatCard } from '@market/ui/stat-card';

const TILES: { status: PartnerStatus; label: string }[] = [
  { status: 'active', label: `${SELLER_STATUS_LABELS.active} 셀러` },
  { status: 'pending', label: `${SELLER_STATUS_LABELS.pending} 셀러` },
  { status: 'suspended', label: `${SELLER_STATUS_LABELS.suspended} 셀러` },
];

/** The three tiles of the spec: active, pending and suspended sellers (the search applied, not the status filter). */
export function SellerSummary({ summary }: { summary: AdminSellerSummary | undefined }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" data-testid="seller-summary">
      {TILES.map((t) => (
        <StatCard
          key={t.status}
          label={t.label}
          value={summary ? `${formatNumber(summary[t.status])}곳` : ''}
          loading={!summary}
          testId={`tile-${t.status}`}
        />
      ))}
    </SimpleGrid>
  );
}
