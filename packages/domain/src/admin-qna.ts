import { z } from 'zod';
import { canCloseQna, QNA_STATUSES, type QnaStatus } from './lifecycle';
import { PageQuerySchema, SearchTextSchema } from './paging';

/**
 * Q&A management in the admin (spec 001: "Q&A management", section 4). Product questions and
 * 1:1 inquiries are one table (DESIGN 3: they land in one admin list); a row with a product is a
 * product question. A reply records who answered and when; close needs a reply; answered reopens.
 */

/** Storefront inquiry categories and the admin's Q&A categories, merged. */
export const QNA_CATEGORIES = ['product', 'order', 'shipping', 'return', 'exchange', 'account', 'payment', 'coupon', 'other'] as const;
export type QnaCategory = (typeof QNA_CATEGORIES)[number];
export const QNA_PRIORITIES = ['urgent', 'high', 'normal', 'low'] as const;
export type QnaPriority = (typeof QNA_PRIORITIES)[number];
export const QNA_PRIORITY_LABELS: Record<QnaPriority, string> = { urgent: '긴급', high: '높음', normal: '보통', low: '낮음' };
export const QNA_STATUS_LABELS: Record<QnaStatus, string> = {
  pending: '답변 대기',
  urgent: '긴급',
  answered: '답변 완료',
  closed: '처리 완료',
};

export const QNA_KINDS = ['product', 'inquiry'] as const;
export type QnaKind = (typeof QNA_KINDS)[number];
export const QNA_KIND_LABELS: Record<QnaKind, string> = { product: '상품 문의', inquiry: '1:1 문의' };

export const QNA_REPLY_MAX = 2000;
/** Question previews in the list (spec 001 section 9). */
export const QNA_PREVIEW_CHARS = 80;

export type QnaAction = 'reply' | 'close' | 'reopen';

/** Close ('완료') needs a reply and a waiting question; reopen is for answered ones (spec 001 section 4). */
export function qnaActions(status: QnaStatus, hasReply: boolean): { close: boolean; reopen: boolean } {
  return { close: canCloseQna(status, hasReply), reopen: status === 'answered' };
}

/** The status a reply leaves: a waiting question becomes answered; answered and closed stay. */
export function statusAfterReply(status: QnaStatus): QnaStatus {
  return status === 'pending' || status === 'urgent' ? 'answered' : status;
}

export const ADMIN_QNA_MESSAGES = {
  status: '상태 값이 올바르지 않습니다.',
  category: '분류 값이 올바르지 않습니다.',
  priority: '우선순위 값이 올바르지 않습니다.',
  kind: '문의 구분 값이 올바르지 않습니다.',
  sort: '정렬 기준이 올바르지 않습니다.',
  order: '정렬 방향이 올바르지 않습니다.',
  replyRequired: '답변 내용을 입력해주세요.',
  replyTooLong: `답변은 ${QNA_REPLY_MAX}자 이하로 입력해주세요.`,
  notFound: '문의를 찾을 수 없습니다.',
  notClosable: '답변이 등록된 대기 중인 문의만 완료 처리할 수 있습니다.',
  notReopenable: '답변 완료된 문의만 다시 열 수 있습니다.',
  /** Spec 001 section 8: 'Q&A processing complete' with replied / closed / processed (reopen has no wording of its own). */
  successTitle: 'Q&A 처리 완료',
  replied: '답변이 등록되었습니다.',
  closed: '문의가 완료 처리되었습니다.',
  processed: '문의가 처리되었습니다.',
  deleted: '문의가 삭제되었습니다.',
  deleteConfirm: '이 문의를 삭제할까요? 삭제한 문의는 관리자 목록과 스토어에서 보이지 않습니다.',
} as const;

export const ADMIN_QNA_SORTS = ['created', 'priority', 'updated'] as const;

/** `GET /api/admin/qna`: text on title, question and customer name. */
export const AdminQnaListQuerySchema = PageQuerySchema.extend({
  q: SearchTextSchema,
  status: z.enum(QNA_STATUSES, { error: ADMIN_QNA_MESSAGES.status }).optional(),
  category: z.enum(QNA_CATEGORIES, { error: ADMIN_QNA_MESSAGES.category }).optional(),
  priority: z.enum(QNA_PRIORITIES, { error: ADMIN_QNA_MESSAGES.priority }).optional(),
  kind: z.enum(QNA_KINDS, { error: ADMIN_QNA_MESSAGES.kind }).optional(),
  sort: z.enum(ADMIN_QNA_SORTS, { error: ADMIN_QNA_MESSAGES.sort }).default('created'),
  order: z.enum(['asc', 'desc'], { error: ADMIN_QNA_MESSAGES.order }).default('desc'),
});
export type AdminQnaListQuery = z.infer<typeof AdminQnaListQuerySchema>;

/** `PUT /api/admin/qna/{id}/reply`: the reply dialog's one field. */
export const QnaReplySchema = z
  .object({
    adminReply: z
      .string({ error: ADMIN_QNA_MESSAGES.replyRequired })
      .trim()
      .min(1, ADMIN_QNA_MESSAGES.replyRequired)
      .max(QNA_REPLY_MAX, ADMIN_QNA_MESSAGES.replyTooLong),
  })
  .strict();
export type QnaReply = z.infer<typeof QnaReplySchema>;

/** A row of the admin Q&A table. The customer's name and e-mail are masked. */
export const AdminQnaSchema = z.object({
  id: z.string(),
  kind: z.enum(QNA_KINDS),
  title: z.string(),
  question: z.string(),
  category: z.enum(QNA_CATEGORIES),
  priority: z.enum(QNA_PRIORITIES),
  status: z.enum(QNA_STATUSES),
  isPublic: z.boolean(),
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  brandName: z.string().nullable(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  adminReply: z.string().nullable(),
  /** The operator who replied last. */
  repliedBy: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminQna = z.infer<typeof AdminQnaSchema>;

/** The six cards, over the filtered set (status filter left out). `replyRate` in percent, one decimal. */
export const AdminQnaSummarySchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  urgent: z.number().int(),
  answered: z.number().int(),
  closed: z.number().int(),
  customers: z.number().int(),
  replyRate: z.number(),
});
export type AdminQnaSummary = z.infer<typeof AdminQnaSummarySchema>;

export const AdminQnaResultSchema = z.object({ item: AdminQnaSchema, title: z.string(), message: z.string() });
export type AdminQnaResult = z.infer<typeof AdminQnaResultSchema>;
