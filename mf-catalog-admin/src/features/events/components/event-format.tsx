import {
  ADMIN_EVENT_TYPES,
  EVENT_STATUS_LABELS,
  EVENT_TYPE_LABELS,
  type AdminEvent,
  type AdminEventType,
  type EventFormValues,
  type EventStatus,
} from '@market/domain/admin-events';
import { toDateTimeLocal } from '@market/domain/admin-content';
import { EVENT_STATUSES } from '@market/domain/lifecycle';
import type { StatusTone } from '@market/ui/status-badge';
import type { IconType } from 'react-icons';
import { LuCamera, LuCrown, LuGift, LuHandHeart, LuMapPin, LuMegaphone, LuPercent, LuStore } from 'react-icons/lu';
import { optionsOf } from '../../../components/label-options';

export const EVENT_STATUS_TONES: Record<EventStatus, StatusTone> = {
  scheduled: 'info',
  active: 'success',
  upcoming: 'info',
  completed: 'neutral',
  cancelled: 'danger',
};

/** The icon of each type (spec 001: event info with an icon per type). */
export const EVENT_TYPE_ICONS: Record<AdminEventType, IconType> = {
  lucky_draw: LuGift,
  offline_event: LuMapPin,
  welcome_event: LuHandHeart,
  photo_contest: LuCamera,
  vip_preview: LuCrown,
  sale: LuPercent,
  promotion: LuMegaphone,
  brand_event: LuStore,
};

export const TYPE_OPTIONS = optionsOf(EVENT_TYPE_LABELS, ADMIN_EVENT_TYPES);
export const TYPE_FILTER = [{ value: '', label: '전체 유형' }, ...TYPE_OPTIONS];
export const STATUS_FILTER = [{ value: '', label: '전체 상태' }, ...optionsOf(EVENT_STATUS_LABELS, EVENT_STATUSES)];

/** "12.5%", or "제한 없음" without a limit. */
export const rateText = (rate: number | null) => (rate === null ? '제한 없음' : `${rate.toFixed(1)}%`);

export function emptyEventForm(now = new Date()): EventFormValues {
  const start = new Date(now.getTime() + 86_400_000);
  start.setMinutes(0, 0, 0);
  const end = new Date(start.getTime() + 7 * 86_400_000);
  return {
    title: '',
    type: 'lucky_draw',
    maxParticipants: '',
    location: 'online',
    description: '',
    startDate: toDateTimeLocal(start.toISOString()),
    endDate: toDateTimeLocal(end.toISOString()),
    prize: '',
    prizeValue: 0,
    participationCondition: '',
  } as EventFormValues;
}

export function eventFormValues(e: AdminEvent): EventFormValues {
  return {
    title: e.title,
    type: e.type,
    maxParticipants: e.maxParticipants ?? '',
    location: e.location,
    description: e.description,
    startDate: toDateTimeLocal(e.startDate),
    endDate: toDateTimeLocal(e.endDate),
    prize: e.prize ?? '',
    prizeValue: e.prizeValue,
    participationCondition: e.participationCondition ?? '',
  } as EventFormValues;
}
