import { z } from 'zod';
import { boundedText, requiredDateTime } from './admin-content';
import { ExportQuerySchema } from './export';
import { EVENT_STATUSES, EVENT_TRANSITIONS, type EventStatus } from './lifecycle';
import { PageQuerySchema, SearchTextSchema } from './paging';

/**
 * Event management in the admin (spec 001 "Event management", sections 3, 4, 8): list, detail,
 * create, edit, start (scheduled only), end (active only), delete. The storefront's events page
 * lists the published ones (scheduled and active); shoppers enter active events there, which
 * counts the participants.
 */

export type { EventStatus };
/** The events table's types: the spec's five and the storefront's sale, promotion and brand events. */
export const ADMIN_EVENT_TYPES = [
  'lucky_draw',
  'offline_event',
  'welcome_event',
  'photo_contest',
  'vip_preview',
  'sale',
  'promotion',
  'brand_event',
] as const;
export type AdminEventType = (typeof ADMIN_EVENT_TYPES)[number];
export const EVENT_TYPE_LABELS: Record<AdminEventType, string> = {
  lucky_draw: '럭키 드로우',
  offline_event: '오프라인 이벤트',
  welcome_event: '웰컴 이벤트',
  photo_contest: '포토 콘테스트',
  vip_preview: 'VIP 프리뷰',
  sale: '세일',
  promotion: '프로모션',
  brand_event: '브랜드 이벤트',
};
export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  scheduled: '예정',
  active: '진행중',
  upcoming: '오픈 예정',
  completed: '종료',
  cancelled: '취소',
};
/** Statuses the storefront shows. */
export const PUBLISHED_EVENT_STATUSES = ['scheduled', 'active'] as const satisfies readonly EventStatus[];

export function eventLocationName(location: string): string {
  return location === 'online' ? '온라인' : location === 'sns' ? 'SNS' : location;
}

export const EVENT_TITLE_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 5000;
export const EVENT_MAX_PARTICIPANTS = 10_000_000;
export const EVENT_PRIZE_VALUE_MAX = 1_000_000_000;

export const EVENT_MESSAGES = {
  title: '이벤트명을 입력해주세요.',
  titleTooLong: `이벤트명은 ${EVENT_TITLE_MAX}자 이하로 입력해주세요.`,
  description: `설명은 ${EVENT_DESCRIPTION_MAX.toLocaleString('ko-KR')}자 이하로 입력해주세요.`,
  type: '이벤트 유형이 올바르지 않습니다.',
  location: '장소를 입력해주세요. (online, sns 또는 주소, 200자 이하)',
  maxParticipants: `최대 참여자 수는 1 이상 ${EVENT_MAX_PARTICIPANTS.toLocaleString('ko-KR')} 이하의 정수로 입력해주세요.`,
  belowParticipants: '최대 참여자 수는 현재 참여자 수보다 적을 수 없습니다.',
  startDate: '시작 일시를 올바르게 입력해주세요.',
  endDate: '종료 일시를 올바르게 입력해주세요.',
  period: '종료 일시는 시작 일시 이후여야 합니다.',
  prize: '경품은 100자 이하로 입력해주세요.',
  prizeValue: '경품 가액은 0 이상의 정수(원)로 입력해주세요.',
  condition: '참여 조건은 300자 이하로 입력해주세요.',
  status: '상태 값이 올바르지 않습니다.',
  action: '요청한 작업이 올바르지 않습니다.',
  sort: '정렬 기준이 올바르지 않습니다.',
  notFound: '이벤트를 찾을 수 없습니다.',
  noChanges: '변경할 내용을 입력해주세요.',
  /** Spec 001 section 8: 'event update complete' with started / ended / updated. */
  successTitle: '이벤트 업데이트 완료',
  created: '이벤트가 등록되었습니다.',
  updated: '이벤트가 수정되었습니다.',
  started: '이벤트가 시작되었습니다.',
  ended: '이벤트가 종료되었습니다.',
  deleted: '이벤트가 삭제되었습니다.',
  // The storefront's entries.
  entered: '이벤트에 참여했습니다.',
  alreadyEntered: '이미 참여한 이벤트입니다.',
  notRunning: '진행 중인 이벤트에만 참여할 수 있습니다.',
  full: '참여 인원이 마감되었습니다.',
  signIn: '로그인 후 참여할 수 있습니다.',
} as const;

const money = z.coerce
  .number({ error: EVENT_MESSAGES.prizeValue })
  .int(EVENT_MESSAGES.prizeValue)
  .min(0, EVENT_MESSAGES.prizeValue)
  .max(EVENT_PRIZE_VALUE_MAX, EVENT_MESSAGES.prizeValue);
const optionalText = (max: number, message: string) =>
  z.union([z.string({ error: message }).trim().max(max, message), z.null()], { error: message }).transform((v) => (v ? v : null));

const eventFields = {
  title: boundedText(EVENT_MESSAGES.title, EVENT_TITLE_MAX, EVENT_MESSAGES.titleTooLong),
  description: z.string({ error: EVENT_MESSAGES.description }).trim().max(EVENT_DESCRIPTION_MAX, EVENT_MESSAGES.description),
  type: z.enum(ADMIN_EVENT_TYPES, { error: EVENT_MESSAGES.type }),
  location: boundedText(EVENT_MESSAGES.location, 200, EVENT_MESSAGES.location),
  /** Null or empty: no limit. */
  maxParticipants: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .union([
        z.coerce
          .number({ error: EVENT_MESSAGES.maxParticipants })
          .int(EVENT_MESSAGES.maxParticipants)
          .min(1, EVENT_MESSAGES.maxParticipants)
          .max(EVENT_MAX_PARTICIPANTS, EVENT_MESSAGES.maxParticipants),
        z.null(),
      ])
      .refine((v) => v === null || Number.isFinite(v), EVENT_MESSAGES.maxParticipants),
  ),
  startDate: requiredDateTime(EVENT_MESSAGES.startDate),
  endDate: requiredDateTime(EVENT_MESSAGES.endDate),
  prize: optionalText(100, EVENT_MESSAGES.prize),
  prizeValue: money,
  participationCondition: optionalText(300, EVENT_MESSAGES.condition),
};

const periodOk = (v: { startDate?: string; endDate?: string }) =>
  !v.startDate || !v.endDate || Date.parse(v.endDate) > Date.parse(v.startDate);

/** `POST /api/admin/events` (and the form): a scheduled event. */
export const EventInputSchema = z
  .strictObject({
    ...eventFields,
    description: eventFields.description.optional().default(''),
    maxParticipants: eventFields.maxParticipants.optional().default(null),
    prize: eventFields.prize.optional().default(null),
    prizeValue: money.optional().default(0),
    participationCondition: eventFields.participationCondition.optional().default(null),
  })
  .refine(periodOk, { path: ['endDate'], message: EVENT_MESSAGES.period });
export type EventInput = z.infer<typeof EventInputSchema>;
export type EventFormValues = z.input<typeof EventInputSchema>;

/** `PATCH /api/admin/events/{id}`: the fields sent (the service checks the merged period). */
export const EventUpdateSchema = z
  .strictObject(eventFields)
  .partial()
  .refine(periodOk, { path: ['endDate'], message: EVENT_MESSAGES.period });
export type EventUpdate = z.infer<typeof EventUpdateSchema>;

/** `POST /api/admin/events/{id}/status`: start (scheduled → active) or end (active → completed). */
export const EVENT_ACTIONS = { start: 'active', end: 'completed' } as const satisfies Record<string, EventStatus>;
export type EventAction = keyof typeof EVENT_ACTIONS;
export const EVENT_ACTION_LABELS: Record<EventAction, string> = { start: '시작', end: '종료' };
export const EventStatusSchema = z.strictObject({ action: z.enum(['start', 'end'], { error: EVENT_MESSAGES.action }) });
export type EventStatusChange = z.infer<typeof EventStatusSchema>;

export function eventActions(status: EventStatus): EventAction[] {
  return (Object.keys(EVENT_ACTIONS) as EventAction[]).filter((a) => EVENT_TRANSITIONS[status].includes(EVENT_ACTIONS[a]));
}
export function illegalEventActionMessage(status: EventStatus, action: EventAction): string {
  return `'${EVENT_STATUS_LABELS[status]}' 상태의 이벤트는 ${EVENT_ACTION_LABELS[action]}할 수 없습니다.`;
}

export const ADMIN_EVENT_SORTS = ['start', 'end', 'created', 'title', 'participants', 'views', 'revenue'] as const;
export type AdminEventSort = (typeof ADMIN_EVENT_SORTS)[number];

const eventFilters = {
  q: SearchTextSchema,
  type: z.enum(ADMIN_EVENT_TYPES, { error: EVENT_MESSAGES.type }).optional(),
  status: z.enum(EVENT_STATUSES, { error: EVENT_MESSAGES.status }).optional(),
  sort: z.enum(ADMIN_EVENT_SORTS, { error: EVENT_MESSAGES.sort }).default('start'),
  order: z.enum(['asc', 'desc'], { error: '정렬 방향이 올바르지 않습니다.' }).default('desc'),
};

/** `GET /api/admin/events`: text on title and description; type and status filters. */
export const AdminEventListQuerySchema = PageQuerySchema.extend(eventFilters);
export type AdminEventListQuery = z.infer<typeof AdminEventListQuerySchema>;
export const AdminEventExportQuerySchema = ExportQuerySchema.extend(eventFilters);

export const AdminEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(ADMIN_EVENT_TYPES),
  typeName: z.string(),
  location: z.string(),
  locationName: z.string(),
  status: z.enum(EVENT_STATUSES),
  startDate: z.string(),
  endDate: z.string(),
  maxParticipants: z.number().int().nullable(),
  currentParticipants: z.number().int(),
  /** current / max in percent, one decimal; null without a limit. */
  participationRate: z.number().nullable(),
  prize: z.string().nullable(),
  prizeValue: z.number().int(),
  participationCondition: z.string().nullable(),
  winners: z.number().int(),
  revenue: z.number().int(),
  cost: z.number().int(),
  /** (revenue − cost) / cost in percent, one decimal; 0 without a cost. */
  roi: z.number(),
  views: z.number().int(),
  clicks: z.number().int(),
  /** participants / views in percent, one decimal; 0 without views. */
  conversionRate: z.number(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  lastModified: z.string(),
});
export type AdminEvent = z.infer<typeof AdminEventSchema>;

export const AdminEventSummarySchema = z.object({
  inProgress: z.number().int(),
  totalParticipants: z.number().int(),
  totalRevenue: z.number().int(),
  totalPrizeValue: z.number().int(),
  /** The mean of the participation rates of events with a limit, percent, one decimal. */
  averageParticipationRate: z.number(),
});
export type AdminEventSummary = z.infer<typeof AdminEventSummarySchema>;

export const AdminEventPageSchema = z.object({
  items: z.array(AdminEventSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  summary: AdminEventSummarySchema,
});
export type AdminEventPage = z.infer<typeof AdminEventPageSchema>;

export const AdminEventResultSchema = z.object({ item: AdminEventSchema, title: z.string(), message: z.string() });
export type AdminEventResult = z.infer<typeof AdminEventResultSchema>;

export const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export function participationRate(current: number, max: number | null): number | null {
  return max && max > 0 ? oneDecimal((current / max) * 100) : null;
}
export function eventRoi(revenue: number, cost: number): number {
  return cost > 0 ? oneDecimal(((revenue - cost) / cost) * 100) : 0;
}
