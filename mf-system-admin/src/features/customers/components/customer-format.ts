import {
  CUSTOMER_GRADE_LABELS,
  CUSTOMER_GRADES,
  CUSTOMER_STATUS_LABELS,
  CUSTOMER_STATUSES,
  type CustomerGrade,
  type CustomerStatus,
} from '@market/domain/customer';
import type { StatusTone } from '@market/ui/status-badge';

export const CUSTOMER_GRADE_TONES: Record<CustomerGrade, StatusTone> = {
  vip: 'highlight',
  gold: 'warning',
  silver: 'neutral',
  bronze: 'info',
};
export const CUSTOMER_STATUS_TONES: Record<CustomerStatus, StatusTone> = { active: 'success', inactive: 'neutral', suspended: 'danger' };

export const GRADE_OPTIONS = [
  { value: '', label: '전체 등급' },
  ...CUSTOMER_GRADES.map((g) => ({ value: g, label: CUSTOMER_GRADE_LABELS[g] })),
];
export const STATUS_OPTIONS = [
  { value: '', label: '전체 상태' },
  ...CUSTOMER_STATUSES.map((s) => ({ value: s, label: CUSTOMER_STATUS_LABELS[s] })),
];

const DAY_MS = 86_400_000;

/** Whole days from `since` to `now` (never negative). */
export function daysSince(since: string | Date, now: Date = new Date()): number {
  const diff = now.getTime() - new Date(since).getTime();
  return Number.isFinite(diff) ? Math.max(0, Math.floor(diff / DAY_MS)) : 0;
}

/** "오늘 가입" for day 0, otherwise "N일 경과". */
export function elapsedLabel(since: string | Date, now: Date = new Date()): string {
  const days = daysSince(since, now);
  return days === 0 ? '오늘 가입' : `${days.toLocaleString('ko-KR')}일 경과`;
}

/** Average orders per customer, one decimal ("2.4건"). */
export function formatAverageOrders(n: number): string {
  return `${(Math.round(n * 10) / 10).toFixed(1)}건`;
}

/** Points ("1,200P"). */
export function formatPoints(n: number): string {
  return `${n.toLocaleString('ko-KR')}P`;
}
