import type { AdminOrderLine } from '@market/domain/admin-orders';
import { ORDER_STATUS_ADMIN_LABELS, ORDER_STATUSES, type OrderStatus, type ShipmentStatus } from '@market/domain/lifecycle';
import type { StatusTone } from '@market/ui/status-badge';

export const ORDER_STATUS_TONES: Record<OrderStatus, StatusTone> = {
  pending: 'warning',
  paid: 'info',
  processing: 'highlight',
  shipped: 'info',
  delivered: 'success',
  purchase_confirmed: 'success',
  cancelled: 'danger',
};

export const SHIPMENT_STATUS_TONES: Record<ShipmentStatus, StatusTone> = {
  pending: 'neutral',
  shipped: 'info',
  in_transit: 'info',
  out_for_delivery: 'highlight',
  delivered: 'success',
  exception: 'danger',
  returned: 'warning',
};

/** The status filter: all, then every status (입금 대기 and 구매 확정 included). */
export const STATUS_OPTIONS = [
  { value: '', label: '전체 상태' },
  ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_ADMIN_LABELS[s] })),
];

/** "니트 외 1건": the first line and how many more. */
export function itemsSummary(items: readonly AdminOrderLine[]): string {
  if (items.length === 0) return '-';
  const [first] = items;
  return items.length > 1 ? `${first!.productName} 외 ${items.length - 1}건` : first!.productName;
}
