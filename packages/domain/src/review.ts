import { z } from 'zod';
import { PageQuerySchema } from './paging';
import {
  QUESTION_CONTENT_MAX,
  QUESTION_MESSAGES,
  QUESTION_TITLE_MAX,
  RATING_MAX,
  RATING_MIN,
  REVIEW_CONTENT_MAX,
  REVIEW_MESSAGES,
  REVIEW_REPORT_MESSAGES,
  REVIEW_REPORT_REASON_MAX,
  REVIEW_STATUS_LABELS,
  REVIEW_TITLE_MAX,
  type QuestionStatus,
} from './review-rules';

export * from './review-rules';

/**
 * Writing reviews and product questions (issue 5, point 7). Reviews start `pending` and show on the
 * product page once approved; questions land in the admin Q&A list and show their answer once given.
 */

/** Order statuses whose lines make a review a verified purchase (the shopper received the product). */
export const VERIFIED_PURCHASE_STATUSES = ['delivered', 'purchase_confirmed'] as const;

const requiredText = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** `POST /api/reviews`. */
export const CreateReviewSchema = z
  .object({
    productId: z.string({ error: REVIEW_MESSAGES.productId }).trim().min(1, REVIEW_MESSAGES.productId).max(100, REVIEW_MESSAGES.productId),
    rating: z
      .number({ error: REVIEW_MESSAGES.rating })
      .int(REVIEW_MESSAGES.rating)
      .min(RATING_MIN, REVIEW_MESSAGES.rating)
      .max(RATING_MAX, REVIEW_MESSAGES.rating),
    title: requiredText(REVIEW_MESSAGES.titleRequired, REVIEW_MESSAGES.titleTooLong, REVIEW_TITLE_MAX),
    content: requiredText(REVIEW_MESSAGES.contentRequired, REVIEW_MESSAGES.contentTooLong, REVIEW_CONTENT_MAX),
  })
  .strict();
export type CreateReview = z.infer<typeof CreateReviewSchema>;

/** The shopper's own review as just written (any status). */
export interface MyReview {
  id: string;
  productId: string;
  rating: number;
  title: string;
  content: string;
  /** True when the shopper received the product (a delivered or purchase-confirmed order line). */
  verified: boolean;
  status: keyof typeof REVIEW_STATUS_LABELS;
  createdAt: string;
}

export interface CreateReviewResult {
  review: MyReview;
  message: string;
}

/** `GET /api/products/{id}/questions`. */
export const QuestionListQuerySchema = PageQuerySchema;
export type QuestionListQuery = z.infer<typeof QuestionListQuerySchema>;

/** `POST /api/products/{id}/questions`. */
export const CreateQuestionSchema = z
  .object({
    title: z.string().trim().max(QUESTION_TITLE_MAX, QUESTION_MESSAGES.titleTooLong).optional(),
    content: requiredText(QUESTION_MESSAGES.contentRequired, QUESTION_MESSAGES.contentTooLong, QUESTION_CONTENT_MAX),
    isPrivate: z.boolean({ error: QUESTION_MESSAGES.isPrivate }).optional(),
  })
  .strict();
export type CreateQuestion = z.infer<typeof CreateQuestionSchema>;

/** Title of a question written without one. */
export const DEFAULT_QUESTION_TITLE = '상품 문의';

/** A product question on the product page: public ones, plus the shopper's own private ones. */
export interface ProductQuestion {
  id: string;
  productId: string;
  title: string;
  content: string;
  /** Masked name, or '탈퇴 회원'. */
  author: string;
  isPrivate: boolean;
  /** Written by the signed-in shopper. */
  isMine: boolean;
  status: QuestionStatus;
  answer: string | null;
  answeredBy: string | null;
  answeredAt: string | null;
  createdAt: string;
}

export interface CreateQuestionResult {
  question: ProductQuestion;
  message: string;
}

/** `POST /api/reviews/{id}/report`: an optional reason. */
export const ReportReviewSchema = z.strictObject({
  reason: z.string({ error: REVIEW_REPORT_MESSAGES.reason }).trim().max(REVIEW_REPORT_REASON_MAX, REVIEW_REPORT_MESSAGES.reason).optional(),
});
export type ReportReview = z.infer<typeof ReportReviewSchema>;

export interface ReportReviewResult {
  reviewId: string;
  /** Reports so far. */
  reported: number;
  /** The report that reached the threshold flagged the review. */
  flagged: boolean;
  message: string;
}
