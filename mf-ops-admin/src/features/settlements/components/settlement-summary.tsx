import { SimpleGrid, Stack } from '@market/ui/chakra';
import type { AdminSettlementSummary } from '@market/domain/admin-settlements';
import { formatKRW, formatNumber } from '@market/domain/format';
import { SETTLEMENT_STATUS_LABELS, SETTLEMENT_STATUSES } from '@market/domain/lifecycle';
import { StatCard } from '@market/ui/stat-card';

/** Five status tiles and three totals (revenue, commission, net) of the filtered set, from the server. */
export function SettlementSummary({ summary }: { summary: AdminSettlementSummary | undefined }) {
  const totals = [
    { key: 'gross', label: '총 매출액', value: summary?.totalGross },
    { key: 'commission', label: '총 수수료', value: summary?.totalCommission },
    { key: 'net', label: '총 정산액', value: summary?.totalNet },
  ];
  return (
    <Stack gap="3" data-testid="settlement-summary">
      <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="3">
        {SETTLEMENT_STATUSES.map((s) => (
          <StatCard
            key={s}
            label={SETTLEMENT_STATUS_LABELS[s]}
            value={summary ? `${formatNumber(summary[s])}건` : ''}
            loading={!summary}
            testId={`tile-${s}`}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {totals.map((t) => (
          <StatCard
            key={t.key}
            label={t.label}
            value={t.value === undefined ? '' : formatKRW(t.value)}
            loading={!summary}
            testId={`total-${t.key}`}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
