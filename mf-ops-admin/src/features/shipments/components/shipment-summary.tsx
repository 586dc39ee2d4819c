import { Box, SimpleGrid, Skeleton, Text } from '@market/ui/chakra';
import { SHIPMENT_TILE_LABELS, SHIPMENT_TILES, type AdminShipmentSummary } from '@market/domain/admin-shipments';
import { formatNumber } from '@market/domain/format';

/**
 * The five tiles: pending, in transit (shipped, in transit, out for delivery), delivered,
 * exception, returned. Own tiles rather than the kit's StatCard, whose <dl> wraps its <dt> in a
 * <div> without its <dd> (axe: definition-list).
 */
export function ShipmentSummary({ summary }: { summary: AdminShipmentSummary | undefined }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="3" data-testid="shipment-summary">
      {SHIPMENT_TILES.map((t) => (
        <Box
          key={t}
          role="group"
          aria-label={SHIPMENT_TILE_LABELS[t]}
          borderWidth="1px"
          borderColor="border"
          borderRadius="l2"
          bg="bg"
          px="4"
          py="3"
          data-testid={`tile-${t}`}
        >
          <Text color={t === 'exception' && summary && summary.exception > 0 ? 'fg.error' : 'fg.muted'} fontSize="sm">
            {SHIPMENT_TILE_LABELS[t]}
          </Text>
          {summary ? (
            <Text fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {formatNumber(summary[t])}건
            </Text>
          ) : (
            <Skeleton height="7" width="60%" mt="1" />
          )}
        </Box>
      ))}
    </SimpleGrid>
  );
}
