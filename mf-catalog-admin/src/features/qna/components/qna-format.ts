import {
  QNA_CATEGORIES,
  QNA_KIND_LABELS,
  QNA_KINDS,
  QNA_PRIORITIES,
  QNA_PRIORITY_LABELS,
  QNA_STATUS_LABELS,
  type QnaPriority,
} from '@market/domain/admin-qna';
import { QNA_STATUSES, type QnaStatus } from '@market/domain/lifecycle';
import { QNA_CATEGORY_LABELS } from '@market/domain/support';
import type { StatusTone } from '@market/ui/status-badge';

export const QNA_STATUS_TONES: Record<QnaStatus, StatusTone> = {
  pending: 'warning',
  urgent: 'danger',
  answered: 'success',
  closed: 'neutral',
};
export const QNA_PRIORITY_TONES: Record<QnaPriority, StatusTone> = { urgent: 'danger', high: 'warning', normal: 'neutral', low: 'info' };

export const KIND_OPTIONS = [{ value: '', label: '전체 구분' }, ...QNA_KINDS.map((k) => ({ value: k, label: QNA_KIND_LABELS[k] }))];
export const CATEGORY_OPTIONS = [{ value: '', label: '전체 분류' }, ...QNA_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }))];
export const PRIORITY_OPTIONS = [
  { value: '', label: '전체 우선순위' },
  ...QNA_PRIORITIES.map((p) => ({ value: p, label: QNA_PRIORITY_LABELS[p] })),
];
export const STATUS_OPTIONS = [{ value: '', label: '전체 상태' }, ...QNA_STATUSES.map((s) => ({ value: s, label: QNA_STATUS_LABELS[s] }))];

export function categoryLabel(category: string): string {
  return QNA_CATEGORY_LABELS[category] ?? category;
}

/** "답변 대기 12건": the header's count of questions waiting for a reply (pending plus urgent). */
export function waitingLabel(pending: number, urgent: number): string {
  return `답변 대기 ${(pending + urgent).toLocaleString('ko-KR')}건`;
}
