import {
  SETTLEMENT_CYCLE_LABELS,
  SETTLEMENT_PERIOD_FILTER_LABELS,
  SETTLEMENT_PERIOD_FILTERS,
  type AdminSettlement,
} from '@market/domain/admin-settlements';
import { formatKRW } from '@market/domain/format';
import { SETTLEMENT_STATUS_LABELS, SETTLEMENT_STATUSES, type SettlementStatus } from '@market/domain/lifecycle';
import type { StatusTone } from '@market/ui/status-badge';

export const SETTLEMENT_STATUS_TONES: Record<SettlementStatus, StatusTone> = {
  pending: 'warning',
  approved: 'info',
  processing: 'highlight',
  paid: 'success',
  suspended: 'danger',
};

export const PERIOD_OPTIONS = SETTLEMENT_PERIOD_FILTERS.map((p) => ({
  value: p === 'all' ? '' : p,
  label: `기간: ${SETTLEMENT_PERIOD_FILTER_LABELS[p]}`,
}));
export const STATUS_OPTIONS = [
  { value: '', label: '전체 상태' },
  ...SETTLEMENT_STATUSES.map((s) => ({ value: s, label: SETTLEMENT_STATUS_LABELS[s] })),
];

/** '2026-11-01' → '2026.11.01'. */
export function dotDate(day: string): string {
  return day.replaceAll('-', '.');
}

/** '2026.11.01 ~ 2026.11.30'. */
export function periodLabel(s: Pick<AdminSettlement, 'periodStart' | 'periodEnd'>): string {
  return `${dotDate(s.periodStart)} ~ ${dotDate(s.periodEnd)}`;
}

export function cycleLabel(cycle: AdminSettlement['cycle']): string {
  return SETTLEMENT_CYCLE_LABELS[cycle];
}

/** A signed amount: '+3,000원', '-1,500원', '0원'. */
export function signedKRW(amount: number): string {
  if (amount === 0) return formatKRW(0);
  return `${amount > 0 ? '+' : '-'}${formatKRW(Math.abs(amount))}`;
}

/** '12.5%' (one decimal only when there is one). */
export function rateLabel(rate: number): string {
  return `${Number.isInteger(rate) ? rate : rate.toFixed(1)}%`;
}

/** The calculation of the detail dialog, each line with its sign, ending at the net amount. */
export function calculationRows(
  s: Pick<AdminSettlement, 'grossAmount' | 'commission' | 'commissionRate' | 'returnAmount' | 'adjustments' | 'netAmount'>,
) {
  return [
    { label: '총 매출', value: formatKRW(s.grossAmount) },
    { label: `수수료 (${rateLabel(s.commissionRate)})`, value: signedKRW(-s.commission) },
    { label: '반품 금액', value: signedKRW(-s.returnAmount) },
    { label: '조정 금액', value: signedKRW(s.adjustments) },
    { label: '정산 금액', value: formatKRW(s.netAmount), total: true },
  ];
}

/** The ids of the selected rows that can be approved (pending), in the page's order. */
export function approvableIds(rows: readonly Pick<AdminSettlement, 'id' | 'status'>[], selected: ReadonlySet<string>): string[] {
  return rows.filter((r) => selected.has(r.id) && r.status === 'pending').map((r) => r.id);
}
