import { z } from 'zod';
import { PageQuerySchema } from './paging';
import {
  QUESTION_CONTENT_MAX,
  QUESTION_TITLE_MAX,
  RATING_MAX,
  RATING_MIN,
  REVIEW_CONTENT_MAX,
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

export const REVIEW_MESSAGES = {
  productId: '상품 ID가 올바르지 않습니다.',
  rating: '별점은 1점에서 5점 사이로 선택해주세요.',
  titleRequired: '리뷰 제목을 입력해주세요.',
  titleTooLong: `리뷰 제목은 ${REVIEW_TITLE_MAX}자 이하로 입력해주세요.`,
  contentRequired: '리뷰 내용을 입력해주세요.',
  contentTooLong: `리뷰 내용은 ${REVIEW_CONTENT_MAX}자 이하로 입력해주세요.`,
  duplicate: '이미 리뷰를 작성한 상품입니다.',
  disabled: '현재 리뷰 작성이 중단되었습니다.',
  created: '리뷰가 등록되었습니다. 관리자 승인 후 상품 페이지에 게시됩니다.',
  published: '리뷰가 등록되었습니다.',
} as const;

export const QUESTION_MESSAGES = {
  titleTooLong: `문의 제목은 ${QUESTION_TITLE_MAX}자 이하로 입력해주세요.`,
  contentRequired: '문의 내용을 입력해주세요.',
  contentTooLong: `문의 내용은 ${QUESTION_CONTENT_MAX}자 이하로 입력해주세요.`,
  isPrivate: '비밀글 여부가 올바르지 않습니다.',
  created: '상품 문의가 등록되었습니다.',
} as const;

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

export const REVIEW_REPORT_MESSAGES = {
  reason: '신고 사유는 500자 이하로 입력해주세요.',
  reported: '리뷰를 신고했습니다. 검토 후 조치하겠습니다.',
  already: '이미 신고한 리뷰입니다.',
  own: '내가 쓴 리뷰는 신고할 수 없습니다.',
  notFound: '리뷰를 찾을 수 없습니다.',
  signIn: '로그인 후 리뷰를 신고할 수 있습니다.',
} as const;

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
