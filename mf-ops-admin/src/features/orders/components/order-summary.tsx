import { chakra, SimpleGrid, Skeleton, Text } from '@market/ui/chakra';
import type { AdminOrderSummary } from '@market/domain/admin-orders';
import { formatNumber } from '@market/domain/format';
import { ORDER_STATUS_ADMIN_LABELS, ORDER_STATUSES, type OrderStatus } from '@market/domain/lifecycle';

const Tile = chakra('button', {
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '1',
    textAlign: 'start',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l2',
    bg: 'bg',
    px: '4',
    py: '3',
    cursor: 'pointer',
    transition: 'border-color 0.15s, background 0.15s',
    _hover: { bg: 'bg.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
    _pressed: { borderColor: 'colorPalette.solid', bg: 'colorPalette.subtle' },
  },
});

/**
 * The tiles: orders in each status (search and seller scope applied, the status filter not). A tile
 * is a toggle of the status filter.
 */
export function OrderSummary({
  summary,
  selected,
  onSelect,
}: {
  summary: AdminOrderSummary | undefined;
  selected: string;
  onSelect: (status: OrderStatus | '') => void;
}) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4, xl: 7 }} gap="3" data-testid="order-summary" role="group" aria-label="상태별 주문 수">
      {ORDER_STATUSES.map((s) => (
        <Tile
          key={s}
          type="button"
          colorPalette="blue"
          aria-pressed={selected === s}
          onClick={() => onSelect(selected === s ? '' : s)}
          data-testid={`tile-${s}`}
        >
          <Text fontSize="sm" color="fg.muted">
            {ORDER_STATUS_ADMIN_LABELS[s]}
          </Text>
          {summary ? (
            <Text fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums" lineHeight="short">
              {formatNumber(summary[s])}건
            </Text>
          ) : (
            <Skeleton height="7" width="60%" />
          )}
        </Tile>
      ))}
    </SimpleGrid>
  );
}
