import { SimpleGrid } from '@market/ui/chakra';
import type { AdminReturnSummary } from '@market/domain/admin-returns';
import { formatNumber } from '@market/domain/format';
import { RETURN_STATUS_LABELS, RETURN_STATUSES } from '@market/domain/lifecycle';
import { StatCard } from '@market/ui/stat-card';

/** The five tiles: how many requests are in each status (search and type filters applied). */
export function ReturnSummary({ summary }: { summary: AdminReturnSummary | undefined }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="3" data-testid="return-summary">
      {RETURN_STATUSES.map((s) => (
        <StatCard
          key={s}
          label={RETURN_STATUS_LABELS[s]}
          value={summary ? `${formatNumber(summary[s])}건` : ''}
          loading={!summary}
          testId={`tile-${s}`}
        />
      ))}
    </SimpleGrid>
  );
}
