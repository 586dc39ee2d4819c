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
