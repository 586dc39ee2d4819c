import { CARRIER_CODES, CARRIERS } from '@market/domain/carriers';
import { formatDate } from '@market/domain/format';
import { SHIPMENT_STATUS_LABELS, SHIPMENT_STATUSES, type ShipmentStatus } from '@market/domain/lifecycle';
import type { StatusTone } from '@market/ui/status-badge';

export const SHIPMENT_STATUS_TONES: Record<ShipmentStatus, StatusTone> = {
  pending: 'neutral',
  shipped: 'info',
  in_transit: 'info',
  out_for_delivery: 'highlight',
  delivered: 'success',
  exception: 'danger',
  returned: 'warning',
};

export const CARRIER_OPTIONS = [{ value: '', label: '전체 택배사' }, ...CARRIER_CODES.map((c) => ({ value: c, label: CARRIERS[c].name }))];
export const STATUS_OPTIONS = [
  { value: '', label: '전체 상태' },
  ...SHIPMENT_STATUSES.map((s) => ({ value: s, label: SHIPMENT_STATUS_LABELS[s] })),
];

/** The id as the table shows it: its first eight hex digits, upper case (searchable as typed). */
export function shortShipmentId(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** The last column: the completion date once delivered, else the expected one, else a dash. */
export function arrivalText(s: { status: ShipmentStatus; deliveredAt: string | null; estimatedDelivery: string | null }): {
  label: string;
  value: string;
} {
  if (s.deliveredAt) return { label: '완료', value: formatDate(s.deliveredAt) };
  if (s.estimatedDelivery && s.status !== 'returned') return { label: '예정', value: formatDate(`${s.estimatedDelivery}T00:00:00+09:00`) };
  return { label: '', value: '-' };
}
