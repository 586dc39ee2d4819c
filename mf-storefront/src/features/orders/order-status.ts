import { orderStatusLabel, type OrderStatus } from '@market/domain/lifecycle';
import type { StatusTone } from '@market/ui/status-badge';

/** The storefront's tabs (spec 2) with the spec's words. */
export const ORDER_TAB_ITEMS = [
  { value: 'all', label: '전체' },
  { value: 'pending', label: '주문 확인중' },
  { value: 'confirmed', label: '주문 확정' },
  { value: 'shipped', label: '배송중' },
  { value: 'delivered', label: '배송 완료' },
] as const;

const TONES: Record<OrderStatus, StatusTone> = {
  pending: 'warning',
  paid: 'info',
  processing: 'info',
  shipped: 'highlight',
  delivered: 'success',
  purchase_confirmed: 'neutral',
  cancelled: 'danger',
};

export function orderStatusTone(status: string): StatusTone {
  return TONES[status as OrderStatus] ?? 'neutral';
}

export { orderStatusLabel };

/** Words for a line's own status once a return or exchange touches it. */
export const ORDER_ITEM_STATUS_LABELS: Record<string, string> = {
  return_requested: '반품 신청',
  returned: '반품 완료',
  exchange_requested: '교환 신청',
  exchanged: '교환 완료',
};
