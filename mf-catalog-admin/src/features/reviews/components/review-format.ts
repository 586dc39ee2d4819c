import { REVIEW_STATUSES, type ReviewStatus } from '@market/domain/lifecycle';
import { REVIEW_STATUS_LABELS } from '@market/domain/review';
import type { StatusTone } from '@market/ui/status-badge';

export const REVIEW_STATUS_TONES: Record<ReviewStatus, StatusTone> = {
  approved: 'success',
  pending: 'warning',
  hidden: 'neutral',
  flagged: 'danger',
};

export const STATUS_OPTIONS = [
  { value: '', label: '전체 상태' },
  ...REVIEW_STATUSES.map((s) => ({ value: s, label: REVIEW_STATUS_LABELS[s] })),
];
export const REPORTED_OPTIONS = [
  { value: '', label: '전체 리뷰' },
  { value: '1', label: '신고된 리뷰' },
];
export const RATING_OPTIONS = [{ value: '', label: '전체 평점' }, ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n}점` }))];

/** Share of `part` in `total`, in percent with one decimal ("12.5%"); 0.0% for an empty set. */
export function percent(part: number, total: number): string {
  return `${(total > 0 ? Math.round((part / total) * 1000) / 10 : 0).toFixed(1)}%`;
}

/** A rating out of 5.0 with one decimal; a dash without reviews. */
export function formatAverage(rating: number, count: number): string {
  return count > 0 ? `${rating.toFixed(1)} / 5.0` : '-';
}
