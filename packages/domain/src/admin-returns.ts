import { z } from 'zod';
import { RETURN_STATUS_LABELS, RETURN_STATUSES, RETURN_TRANSITIONS, type ReturnStatus } from './lifecycle';
import { RETURN_REASONS, RETURN_TYPES } from './order';
import { ExportQuerySchema } from './export';
import { PageQuerySchema, SearchTextSchema } from './paging';
import { RefundBreakdownSchema } from './refund';

/**
 * Returns and exchanges in the admin (spec 001: "Returns and exchanges", section 4): the list
 * query, the status change body, the row shape and the messages, shared by the API and the screen.
 */

export const RETURN_NOTES_MAX = 500;

/** The statuses an operator can move a request to (requested is where every request starts). */
export const RETURN_TARGET_STATUSES = ['approved', 'rejected', 'processing', 'completed'] as const;
export type ReturnTargetStatus = (typeof RETURN_TARGET_STATUSES)[number];

/** The button that moves a request to each status. */
export const RETURN_ACTION_LABELS: Record<ReturnTargetStatus, string> = {
  approved: '승인',
  rejected: '거절',
  processing: '처리 시작',
  completed: '처리 완료',
};

export const ADMIN_RETURN_MESSAGES = {
  type: '유형 값이 올바르지 않습니다.',
  status: '상태 값이 올바르지 않습니다.',
  reason: '사유 값이 올바르지 않습니다.',
  sort: '정렬 기준이 올바르지 않습니다.',
  order: '정렬 방향이 올바르지 않습니다.',
  targetStatus: '변경할 상태가 올바르지 않습니다.',
  notes: '관리자 메모가 올바르지 않습니다.',
  notesTooLong: `관리자 메모는 ${RETURN_NOTES_MAX}자 이하로 입력해주세요.`,
  notFound: '반품/교환 요청을 찾을 수 없습니다.',
  noPayment: '결제 정보를 찾을 수 없어 환불할 수 없습니다.',
  refundTooLarge: '환불 금액이 환불 가능한 금액을 넘습니다.',
  /** Spec 001 section 8. */
  successTitle: '반품/교환 처리 완료',
  successDescription: '요청이 성공적으로 처리되었습니다.',
} as const;

/** 409 for a status change section 4 does not offer, e.g. '완료' → '승인'. */
export function illegalReturnTransitionMessage(from: ReturnStatus, to: ReturnStatus): string {
  return `'${RETURN_STATUS_LABELS[from]}' 상태의 요청은 '${RETURN_STATUS_LABELS[to]}' 상태로 변경할 수 없습니다.`;
}

/** The status changes offered for a request in `status` (spec 001 section 4). */
export function nextReturnStatuses(status: ReturnStatus): readonly ReturnTargetStatus[] {
  return RETURN_TRANSITIONS[status] as readonly ReturnTargetStatus[];
}

export const ADMIN_RETURN_SORTS = ['requested', 'refund', 'processed'] as const;

/** `GET /api/admin/returns`: text on return number, order number or customer name. */
export const AdminReturnListQuerySchema = PageQuerySchema.extend({
  q: SearchTextSchema,
  type: z.enum(RETURN_TYPES, { error: ADMIN_RETURN_MESSAGES.type }).optional(),
  status: z.enum(RETURN_STATUSES, { error: ADMIN_RETURN_MESSAGES.status }).optional(),
  reason: z.enum(RETURN_REASONS, { error: ADMIN_RETURN_MESSAGES.reason }).optional(),
  sort: z.enum(ADMIN_RETURN_SORTS, { error: ADMIN_RETURN_MESSAGES.sort }).default('requested'),
  order: z.enum(['asc', 'desc'], { error: ADMIN_RETURN_MESSAGES.order }).default('desc'),
});
export type AdminReturnListQuery = z.infer<typeof AdminReturnListQuerySchema>;

/**
 * `GET /api/admin/returns/export`: the list's filters (newest first, every page). Customer names
 * are masked as in the list, so the file holds no personal data and asks no reason.
 */
export const AdminReturnExportQuerySchema = ExportQuerySchema.extend(
  AdminReturnListQuerySchema.pick({ q: true, type: true, status: true, reason: true }).shape,
);
export type AdminReturnExportQuery = z.infer<typeof AdminReturnExportQuerySchema>;

/** `POST /api/admin/returns/{id}/status`: the spec's payload (status, notes). */
export const UpdateReturnStatusSchema = z
  .object({
    status: z.enum(RETURN_TARGET_STATUSES, { error: ADMIN_RETURN_MESSAGES.targetStatus }),
    notes: z.string({ error: ADMIN_RETURN_MESSAGES.notes }).trim().max(RETURN_NOTES_MAX, ADMIN_RETURN_MESSAGES.notesTooLong).optional(),
  })
  .strict();
export type UpdateReturnStatus = z.infer<typeof UpdateReturnStatusSchema>;

export const AdminReturnItemSchema = z.object({
  orderLineId: z.string(),
  productId: z.string(),
  productName: z.string(),
  brandName: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  /** Unit price times quantity as bought. */
  lineTotal: z.number().int(),
  /** What this line gives back (0 for exchanges and rejected requests). */
  refundAmount: z.number().int(),
  reason: z.enum(RETURN_REASONS),
});
export type AdminReturnItem = z.infer<typeof AdminReturnItemSchema>;

/** A row of the admin returns table (and its detail dialog). The customer's name is masked. */
export const AdminReturnSchema = z.object({
  id: z.string(),
  returnNumber: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  type: z.enum(RETURN_TYPES),
  reason: z.enum(RETURN_REASONS),
  status: z.enum(RETURN_STATUSES),
  items: z.array(AdminReturnItemSchema),
  refundAmount: z.number().int(),
  /**
   * How the refund is made up (domain/refund.ts): an estimate until the request is completed,
   * then what was paid. The points part goes back as points; refund is the money (= refundAmount).
   */
  refund: RefundBreakdownSchema,
  /** The shopper's request text. */
  description: z.string(),
  images: z.array(z.string()),
  adminNotes: z.string().nullable(),
  requestedAt: z.string(),
  processedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminReturn = z.infer<typeof AdminReturnSchema>;

/** Counts by status of the filtered set (the status filter itself left out): the five tiles. */
export const AdminReturnSummarySchema = z.object({
  requested: z.number().int(),
  approved: z.number().int(),
  processing: z.number().int(),
  completed: z.number().int(),
  rejected: z.number().int(),
});
export type AdminReturnSummary = z.infer<typeof AdminReturnSummarySchema>;

/** What a status change answers: the request as it is now and the success notice. */
export const AdminReturnResultSchema = z.object({ item: AdminReturnSchema, title: z.string(), message: z.string() });
export type AdminReturnResult = z.infer<typeof AdminReturnResultSchema>;
