/**
 * Limits and labels of reviews and product questions, without the schemas (./review.ts) and
 * their zod: a product page shows question statuses and star ratings but validates nothing
 * until a shopper opens a form.
 */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_CONTENT_MAX = 2000;
export const QUESTION_TITLE_MAX = 100;
export const QUESTION_CONTENT_MAX = 1000;

export const REVIEW_STATUS_LABELS = { pending: '승인 대기', approved: '게시됨', hidden: '숨김', flagged: '검토중' } as const;

export type QuestionStatus = 'pending' | 'answered';
export const QUESTION_STATUS_LABELS: Record<QuestionStatus, string> = { pending: '답변 대기', answered: '답변 완료' };

/** Reports from this many shoppers flag a published review for the admin (it leaves the product page). */
export const REVIEW_REPORT_FLAG_THRESHOLD = 5;
export const REVIEW_REPORT_REASON_MAX = 500;
