import {
  NOTICE_AUDIENCES,
  NOTICE_AUDIENCE_LABELS,
  NOTICE_PRIORITIES,
  NOTICE_PRIORITY_LABELS,
  NOTICE_STATUSES,
  NOTICE_STATUS_LABELS,
  NOTICE_TYPES,
  NOTICE_TYPE_ADMIN_LABELS,
  type AdminNotice,
  type NoticeFormValues,
  type NoticePriority,
  type NoticeStatus,
} from '@market/domain/admin-notices';
import { toDateTimeLocal } from '@market/domain/admin-content';
import { formatDate } from '@market/domain/format';
import type { StatusTone } from '@market/ui/status-badge';
import { optionsOf } from '../../../components/label-options';

export const NOTICE_STATUS_TONES: Record<NoticeStatus, StatusTone> = {
  active: 'success',
  scheduled: 'info',
  expired: 'neutral',
  draft: 'warning',
};
export const NOTICE_PRIORITY_TONES: Record<NoticePriority, StatusTone> = {
  urgent: 'danger',
  high: 'warning',
  normal: 'neutral',
  low: 'neutral',
};

export const TYPE_OPTIONS = optionsOf(NOTICE_TYPE_ADMIN_LABELS, NOTICE_TYPES);
export const PRIORITY_OPTIONS = optionsOf(NOTICE_PRIORITY_LABELS, NOTICE_PRIORITIES);
export const AUDIENCE_OPTIONS = optionsOf(NOTICE_AUDIENCE_LABELS, NOTICE_AUDIENCES);
export const TYPE_FILTER = [{ value: '', label: '전체 유형' }, ...TYPE_OPTIONS];
export const STATUS_FILTER = [{ value: '', label: '전체 상태' }, ...optionsOf(NOTICE_STATUS_LABELS, NOTICE_STATUSES)];

/** "2026. 11. 1. ~ 2026. 11. 30.", an open end as "상시", no period as "즉시 ~ 상시". */
export function publishingPeriod(n: Pick<AdminNotice, 'startDate' | 'endDate'>): string {
  return `${n.startDate ? formatDate(n.startDate) : '즉시'} ~ ${n.endDate ? formatDate(n.endDate) : '상시'}`;
}

export const EMPTY_NOTICE_FORM: NoticeFormValues = {
  title: '',
  content: '',
  type: 'notice',
  priority: 'normal',
  targetAudience: 'all',
  startDate: '',
  endDate: '',
  isActive: true,
  isPinned: false,
};

/** The edit form's values of a notice (dates as the date-time inputs show them). */
export function noticeFormValues(n: AdminNotice): NoticeFormValues {
  return {
    title: n.title,
    content: n.content,
    type: n.type,
    priority: n.priority,
    targetAudience: n.targetAudience,
    startDate: toDateTimeLocal(n.startDate),
    endDate: toDateTimeLocal(n.endDate),
    isActive: n.isActive,
    isPinned: n.isPinned,
  };
}
