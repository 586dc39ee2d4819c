import { z } from 'zod';
import { REVIEW_STATUSES, REVIEW_TRANSITIONS, type ReviewStatus } from './lifecycle';
import { PageQuerySchema, SearchTextSchema } from './paging';
import { RATING_MAX, RATING_MIN, REVIEW_STATUS_LABELS } from './review';

/**
 * Review management in the admin (spec 001: "Review management", section 4): approve and hide
 * move a review on and off the product page; a reply can be written or edited in any status.
 */

export const REVIEW_REPLY_MAX = 1000;

/** The status actions: approve shows a review on the product page, hide takes it off. */
export const REVIEW_ACTIONS = { approve: 'approved', hide: 'hidden' } as const satisfies Record<string, ReviewStatus>;
export type ReviewAction = keyof typeof REVIEW_ACTIONS;
export const REVIEW_ACTION_LABELS: Record<ReviewAction, string> = { approve: '승인', hide: '숨김' };

/** The status actions offered for a review in `status` (flagged offers none). */
export function reviewActions(status: ReviewStatus): ReviewAction[] {
  return (Object.keys(REVIEW_ACTIONS) as ReviewAction[]).filter((a) => REVIEW_TRANSITIONS[status].includes(REVIEW_ACTIONS[a]));
}

export const ADMIN_REVIEW_MESSAGES = {
  status: '상태 값이 올바르지 않습니다.',
  rating: '평점은 1점에서 5점 사이로 선택해주세요.',
  sort: '정렬 기준이 올바르지 않습니다.',
  order: '정렬 방향이 올바르지 않습니다.',
  replyRequired: '답변 내용을 입력해주세요.',
  replyTooLong: `답변은 ${REVIEW_REPLY_MAX}자 이하로 입력해주세요.`,
  notFound: '리뷰를 찾을 수 없습니다.',
  /** Spec 001 section 8: 'review processing complete' with approved / hidden / replied / processed. */
  successTitle: '리뷰 처리 완료',
  approved: '리뷰가 승인되었습니다.',
  hidden: '리뷰가 숨김 처리되었습니다.',
  replied: '답변이 저장되었습니다.',
  processed: '리뷰가 처리되었습니다.',
} as const;

/** 409 for an action section 4 does not offer, e.g. approving a flagged review. */
export function illegalReviewActionMessage(status: ReviewStatus, action: ReviewAction): string {
  return `'${REVIEW_STATUS_LABELS[status]}' 상태의 리뷰는 ${REVIEW_ACTION_LABELS[action]} 처리할 수 없습니다.`;
}

export const ADMIN_REVIEW_SORTS = ['created', 'rating', 'helpful', 'reported'] as const;

/** `GET /api/admin/reviews`: text on title, content, product name and customer name. */
export const AdminReviewListQuerySchema = PageQuerySchema.extend({
  q: SearchTextSchema,
  status: z.enum(REVIEW_STATUSES, { error: ADMIN_REVIEW_MESSAGES.status }).optional(),
  rating: z.coerce
    .number({ error: ADMIN_REVIEW_MESSAGES.rating })
    .int(ADMIN_REVIEW_MESSAGES.rating)
    .min(RATING_MIN, ADMIN_REVIEW_MESSAGES.rating)
    .max(RATING_MAX, ADMIN_REVIEW_MESSAGES.rating)
    .optional(),
  /** `1`: reported by at least one shopper. */
  reported: z
    .enum(['1', '0', 'true', 'false'], { error: '신고 필터 값이 올바르지 않습니다.' })
    .transform((v) => v === '1' || v === 'true')
    .optional(),
  sort: z.enum(ADMIN_REVIEW_SORTS, { error: ADMIN_REVIEW_MESSAGES.sort }).default('created'),
  order: z.enum(['asc', 'desc'], { error: ADMIN_REVIEW_MESSAGES.order }).default('desc'),
});
export type AdminReviewListQuery = z.infer<typeof AdminReviewListQuerySchema>;

/** `PUT /api/admin/reviews/{id}/reply`: the reply dialog's one field. */
export const ReviewReplySchema = z
  .object({
    adminReply: z
      .string({ error: ADMIN_REVIEW_MESSAGES.replyRequired })
      .trim()
      .min(1, ADMIN_REVIEW_MESSAGES.replyRequired)
      .max(REVIEW_REPLY_MAX, ADMIN_REVIEW_MESSAGES.replyTooLong),
  })
  .strict();
export type ReviewReply = z.infer<typeof ReviewReplySchema>;

/** A row of the admin review table. The customer's name is masked. */
export const AdminReviewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  brandName: z.string(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  customerName: z.string(),
  rating: z.number().int(),
  title: z.string(),
  content: z.string(),
  photoCount: z.number().int(),
  /** Written on a line the shopper received. */
  verified: z.boolean(),
  helpful: z.number().int(),
  notHelpful: z.number().int(),
  reported: z.number().int(),
  status: z.enum(REVIEW_STATUSES),
  adminReply: z.string().nullable(),
  adminRepliedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

/** The header, rating distribution and four cards, over the filtered set (status and rating filters left out). */
export const AdminReviewSummarySchema = z.object({
  total: z.number().int(),
  averageRating: z.number(),
  /** Count of each rating, index 0 = 1 point ... index 4 = 5 points. */
  distribution: z.array(z.number().int()),
  approved: z.number().int(),
  pending: z.number().int(),
  withPhotos: z.number().int(),
  replied: z.number().int(),
  reported: z.number().int(),
});
export type AdminReviewSummary = z.infer<typeof AdminReviewSummarySchema>;

export const AdminReviewResultSchema = z.object({ item: AdminReviewSchema, title: z.string(), message: z.string() });
export type AdminReviewResult = z.infer<typeof AdminReviewResultSchema>;

/** Helpful rate in percent, one decimal; 0 without votes. */
export function helpfulRate(helpful: number, notHelpful: number): number {
  const votes = helpful + notHelpful;
  return votes > 0 ? Math.round((helpful / votes) * 1000) / 10 : 0;
}
