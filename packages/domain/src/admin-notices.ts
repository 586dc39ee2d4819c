import { z } from 'zod';
import { boundedText, optionalDateTime, SORT_ORDER } from './admin-content';
import { ExportQuerySchema } from './export';
import { PageQuerySchema, SearchTextSchema } from './paging';

/**
 * Announcement management in the admin (spec 001 "Announcement management", sections 3, 4, 8):
 * the list query, the write bodies, the row shape and the Korean words, shared by the API and the
 * screen. A notice is a draft or published (`isActive`); a published one is scheduled, active or
 * expired by its publishing period. The storefront's customer service shows the active ones.
 */

export const NOTICE_TYPES = ['promotion', 'policy', 'service', 'maintenance', 'notice'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
export const NOTICE_TYPE_ADMIN_LABELS: Record<NoticeType, string> = {
  promotion: '프로모션',
  policy: '정책',
  service: '서비스',
  maintenance: '점검',
  notice: '일반 공지',
};

export const NOTICE_PRIORITIES = ['urgent', 'high', 'normal', 'low'] as const;
export type NoticePriority = (typeof NOTICE_PRIORITIES)[number];
export const NOTICE_PRIORITY_LABELS: Record<NoticePriority, string> = { urgent: '긴급', high: '중요', normal: '보통', low: '낮음' };

export const NOTICE_AUDIENCES = ['all', 'premium', 'sellers', 'new'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];
export const NOTICE_AUDIENCE_LABELS: Record<NoticeAudience, string> = {
  all: '전체 고객',
  premium: '프리미엄 고객',
  sellers: '셀러',
  new: '신규 고객',
};

export const NOTICE_STATUSES = ['active', 'scheduled', 'expired', 'draft'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];
export const NOTICE_STATUS_LABELS: Record<NoticeStatus, string> = {
  active: '게시중',
  scheduled: '예약',
  expired: '종료',
  draft: '임시저장',
};

export const NOTICE_TITLE_MAX = 200;
export const NOTICE_CONTENT_MAX = 10_000;

export const NOTICE_MESSAGES = {
  title: '제목을 입력해주세요.',
  titleTooLong: `제목은 ${NOTICE_TITLE_MAX}자 이하로 입력해주세요.`,
  content: '내용을 입력해주세요.',
  contentTooLong: `내용은 ${NOTICE_CONTENT_MAX.toLocaleString('ko-KR')}자 이하로 입력해주세요.`,
  type: '공지 유형이 올바르지 않습니다.',
  priority: '중요도가 올바르지 않습니다.',
  audience: '대상 고객이 올바르지 않습니다.',
  status: '상태 값이 올바르지 않습니다.',
  date: '게시 기간을 올바른 날짜와 시간으로 입력해주세요.',
  period: '게시 종료일은 시작일 이후여야 합니다.',
  flag: '값이 올바르지 않습니다.',
  action: '요청한 작업이 올바르지 않습니다.',
  sort: '정렬 기준이 올바르지 않습니다.',
  notFound: '공지사항을 찾을 수 없습니다.',
  noChanges: '변경할 내용을 입력해주세요.',
  /** Spec 001 section 8: 'announcement update complete' with pinned / unpinned / updated. */
  successTitle: '공지사항 업데이트 완료',
  created: '공지사항이 등록되었습니다.',
  updated: '공지사항이 수정되었습니다.',
  pinned: '공지사항이 고정되었습니다.',
  unpinned: '공지사항 고정이 해제되었습니다.',
  published: '공지사항이 게시되었습니다.',
  unpublished: '공지사항이 게시 중지되었습니다.',
  deleted: '공지사항이 삭제되었습니다.',
  alreadyPinned: '이미 고정된 공지사항입니다.',
  alreadyUnpinned: '고정되지 않은 공지사항입니다.',
  alreadyPublished: '이미 게시된 공지사항입니다.',
  alreadyDraft: '게시되지 않은 공지사항입니다.',
} as const;

const noticeFields = {
  title: boundedText(NOTICE_MESSAGES.title, NOTICE_TITLE_MAX, NOTICE_MESSAGES.titleTooLong),
  content: boundedText(NOTICE_MESSAGES.content, NOTICE_CONTENT_MAX, NOTICE_MESSAGES.contentTooLong),
  type: z.enum(NOTICE_TYPES, { error: NOTICE_MESSAGES.type }),
  priority: z.enum(NOTICE_PRIORITIES, { error: NOTICE_MESSAGES.priority }),
  targetAudience: z.enum(NOTICE_AUDIENCES, { error: NOTICE_MESSAGES.audience }),
  startDate: optionalDateTime(NOTICE_MESSAGES.date),
  endDate: optionalDateTime(NOTICE_MESSAGES.date),
  isActive: z.boolean({ error: NOTICE_MESSAGES.flag }),
  isPinned: z.boolean({ error: NOTICE_MESSAGES.flag }),
};

/** End after start when both are given (the service checks the merged values of an edit too). */
export function periodIsValid(start: string | null | undefined, end: string | null | undefined): boolean {
  return !start || !end || Date.parse(end) > Date.parse(start);
}

/** `POST /api/admin/notices` (and the write form). */
export const NoticeInputSchema = z
  .strictObject(noticeFields)
  .refine((v) => periodIsValid(v.startDate, v.endDate), { path: ['endDate'], message: NOTICE_MESSAGES.period });
export type NoticeInput = z.infer<typeof NoticeInputSchema>;
export type NoticeFormValues = z.input<typeof NoticeInputSchema>;

/** `PATCH /api/admin/notices/{id}`: the fields sent. */
export const NoticeUpdateSchema = z
  .strictObject(noticeFields)
  .partial()
  .refine((v) => periodIsValid(v.startDate, v.endDate), { path: ['endDate'], message: NOTICE_MESSAGES.period });
export type NoticeUpdate = z.infer<typeof NoticeUpdateSchema>;

/** `POST /api/admin/notices/{id}/status`: pin / unpin (spec 001 section 4) and publish / unpublish. */
export const NOTICE_ACTIONS = ['pin', 'unpin', 'publish', 'unpublish'] as const;
export type NoticeAction = (typeof NOTICE_ACTIONS)[number];
export const NOTICE_ACTION_LABELS: Record<NoticeAction, string> = {
  pin: '고정',
  unpin: '고정 해제',
  publish: '게시',
  unpublish: '게시 중지',
};
export const NoticeStatusSchema = z.strictObject({ action: z.enum(NOTICE_ACTIONS, { error: NOTICE_MESSAGES.action }) });
export type NoticeStatusChange = z.infer<typeof NoticeStatusSchema>;

export const ADMIN_NOTICE_SORTS = ['created', 'title', 'priority', 'views', 'start', 'end'] as const;
export type AdminNoticeSort = (typeof ADMIN_NOTICE_SORTS)[number];

const noticeFilters = {
  q: SearchTextSchema,
  type: z.enum(NOTICE_TYPES, { error: NOTICE_MESSAGES.type }).optional(),
  status: z.enum(NOTICE_STATUSES, { error: NOTICE_MESSAGES.status }).optional(),
  sort: z.enum(ADMIN_NOTICE_SORTS, { error: NOTICE_MESSAGES.sort }).default('created'),
  order: SORT_ORDER,
};

/** `GET /api/admin/notices`: text on title and content; type and status filters; pinned first within the order. */
export const AdminNoticeListQuerySchema = PageQuerySchema.extend(noticeFilters);
export type AdminNoticeListQuery = z.infer<typeof AdminNoticeListQuerySchema>;
export const AdminNoticeExportQuerySchema = ExportQuerySchema.extend(noticeFilters);

export const AdminNoticeSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  type: z.enum(NOTICE_TYPES),
  priority: z.enum(NOTICE_PRIORITIES),
  targetAudience: z.enum(NOTICE_AUDIENCES),
  /** draft, or by the period: scheduled, active, expired. */
  status: z.enum(NOTICE_STATUSES),
  isActive: z.boolean(),
  isPinned: z.boolean(),
  views: z.number().int(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  lastModified: z.string(),
});
export type AdminNotice = z.infer<typeof AdminNoticeSchema>;

/** The five cards over the searched set: published, pinned, total views, important/urgent, scheduled. */
export const AdminNoticeSummarySchema = z.object({
  published: z.number().int(),
  pinned: z.number().int(),
  totalViews: z.number().int(),
  important: z.number().int(),
  scheduled: z.number().int(),
});
export type AdminNoticeSummary = z.infer<typeof AdminNoticeSummarySchema>;

export const AdminNoticePageSchema = z.object({
  items: z.array(AdminNoticeSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  summary: AdminNoticeSummarySchema,
});
export type AdminNoticePage = z.infer<typeof AdminNoticePageSchema>;

export const AdminNoticeResultSchema = z.object({ item: AdminNoticeSchema, title: z.string(), message: z.string() });
export type AdminNoticeResult = z.infer<typeof AdminNoticeResultSchema>;

/** The actions offered for a notice: pin or unpin, publish or unpublish. */
export function noticeActions(n: Pick<AdminNotice, 'isPinned' | 'isActive'>): NoticeAction[] {
  return [n.isPinned ? 'unpin' : 'pin', n.isActive ? 'unpublish' : 'publish'];
}
