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

/** Messages of the review and question forms and the API, here so that pages showing reviews need no zod. */
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

export const REVIEW_REPORT_MESSAGES = {
  reason: '신고 사유는 500자 이하로 입력해주세요.',
  reported: '리뷰를 신고했습니다. 검토 후 조치하겠습니다.',
  already: '이미 신고한 리뷰입니다.',
  own: '내가 쓴 리뷰는 신고할 수 없습니다.',
  notFound: '리뷰를 찾을 수 없습니다.',
  signIn: '로그인 후 리뷰를 신고할 수 있습니다.',
} as const;
