import { Box, Skeleton, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import type { AdminSettlementSummary } from '@market/domain/admin-settlements';
import { formatKRW, formatNumber } from '@market/domain/format';
import { SETTLEMENT_STATUS_LABELS, SETTLEMENT_STATUSES } from '@market/domain/lifecycle';

/**
 * One tile: label over value. (Not the kit's StatCard: its label row is a <div> between the <dl>
 * and its <dt>, which axe reports as 'definition-list'; see the report of issue 14.)
 */
function Tile({ label, value, loading, testId }: { label: string; value: string; loading: boolean; testId: string }) {
  return (
    <Box
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      bg="bg"
      px={{ base: 3, md: 4 }}
      py={{ base: 2, md: 3 }}
      data-testid={testId}
    >
      <Text color="fg.muted" fontSize={{ base: 'xs', md: 'sm' }}>
        {label}
      </Text>
      {loading ? (
        <Skeleton height="7" width="60%" mt="1" />
      ) : (
        <Text fontSize={{ base: 'lg', md: '2xl' }} fontWeight="semibold" fontVariantNumeric="tabular-nums" mt="1">
          {value}
        </Text>
      )}
    </Box>
  );
}

/** Five status tiles and three totals (revenue, commission, net) of the filtered set, from the server. */
export function SettlementSummary({ summary }: { summary: AdminSettlementSummary | undefined }) {
  const totals = [
    { key: 'gross', label: '총 매출액', value: summary?.totalGross },
    { key: 'commission', label: '총 수수료', value: summary?.totalCommission },
    { key: 'net', label: '총 정산액', value: summary?.totalNet },
  ];
  return (
    <Stack gap="3" data-testid="settlement-summary">
      <SimpleGrid columns={{ base: 3, md: 5 }} gap={{ base: 2, md: 3 }}>
        {SETTLEMENT_STATUSES.map((s) => (
          <Tile
            key={s}
            label={SETTLEMENT_STATUS_LABELS[s]}
            value={summary ? `${formatNumber(summary[s])}건` : ''}
            loading={!summary}
            testId={`tile-${s}`}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap={{ base: 2, md: 3 }}>
        {totals.map((t) => (
          <Tile
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
