import { formatKRW } from '@market/domain/format';
import { RETURN_STATUS_LABELS, RETURN_STATUSES, type ReturnStatus } from '@market/domain/lifecycle';
import {
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_TYPE_LABELS,
  RETURN_TYPES,
  type ReturnReason,
  type ReturnType,
} from '@market/domain/order';
import type { AdminReturnItem } from '@market/domain/admin-returns';
import type { RefundBreakdown } from '@market/domain/refund';
import type { StatusTone } from '@market/ui/status-badge';

export const RETURN_STATUS_TONES: Record<ReturnStatus, StatusTone> = {
  requested: 'warning',
  approved: 'info',
  processing: 'highlight',
  completed: 'success',
  rejected: 'danger',
};
export const RETURN_TYPE_TONES: Record<ReturnType, StatusTone> = { return: 'danger', exchange: 'info' };
/** Defects are the seller's fault, changes of mind the shopper's. */
export const RETURN_REASON_TONES: Record<ReturnReason, StatusTone> = {
  defective: 'danger',
  damaged: 'danger',
  wrong_item: 'warning',
  size: 'neutral',
  mind_changed: 'neutral',
};

export const TYPE_OPTIONS = [{ value: '', label: '전체 유형' }, ...RETURN_TYPES.map((t) => ({ value: t, label: RETURN_TYPE_LABELS[t] }))];
export const STATUS_OPTIONS = [
  { value: '', label: '전체 상태' },
  ...RETURN_STATUSES.map((s) => ({ value: s, label: RETURN_STATUS_LABELS[s] })),
];
export const REASON_OPTIONS = [
  { value: '', label: '전체 사유' },
  ...RETURN_REASONS.map((r) => ({ value: r, label: RETURN_REASON_LABELS[r] })),
];

/** The refund column: a dash when nothing is given back (spec). */
export function formatRefund(amount: number): string {
  return amount > 0 ? formatKRW(amount) : '-';
}

/** "블랙 / M 니트 외 1건": the first item and how many more. */
export function itemsSummary(items: readonly AdminReturnItem[]): string {
  if (items.length === 0) return '-';
  const [first] = items;
  return items.length > 1 ? `${first!.productName} 외 ${items.length - 1}건` : first!.productName;
}

/** Units across the items ("총 3개"). */
export function unitCount(items: readonly AdminReturnItem[]): number {
  return items.reduce((s, i) => s + i.quantity, 0);
}

/** A deduction: '-3,000원', or '-' when there is none. */
function minus(amount: number): string {
  return amount > 0 ? `-${formatKRW(amount)}` : '-';
}

/** The breakdown's lines before the totals: [label, value, key]. */
export function refundRows(r: RefundBreakdown): [string, string, string][] {
  return [
    ['상품 금액', formatKRW(r.goods), 'goods'],
    ['쿠폰 할인 분담', minus(r.couponShare), 'coupon'],
    ['사용 포인트 분담 (포인트로 환원)', minus(r.pointsRefund), 'points-share'],
    ['배송비 재부과', minus(r.shippingRecharge), 'shipping'],
    ['반품 배송비', minus(r.returnFee), 'return-fee'],
  ];
}
