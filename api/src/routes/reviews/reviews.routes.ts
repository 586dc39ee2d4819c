import { createRoute, z } from '@hono/zod-openapi';
import { ReviewListQuerySchema, type Review } from '@market/domain/product';
import {
  CreateReviewSchema,
  REVIEW_REPORT_MESSAGES,
  ReportReviewSchema,
  type CreateReviewResult,
  type ReportReviewResult,
} from '@market/domain/review';
import { customerRequired } from '../../lib/customer-session';
import { errorResponse, jsonBody, jsonResponse, pageSchema, StandardErrors } from '../../lib/openapi';

export const ReviewSchema: z.ZodType<Review> = z
  .object({
    id: z.string(),
    productId: z.string(),
    author: z.string(),
    rating: z.number().int(),
    title: z.string(),
    content: z.string(),
    photoCount: z.number().int(),
    verified: z.boolean(),
    helpful: z.number().int(),
    adminReply: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('Review');

export const list = createRoute({
  method: 'get',
  path: '/reviews',
  tags: ['reviews'],
  summary: '상품 리뷰 (승인된 리뷰, 최신순)',
  request: { query: ReviewListQuerySchema },
  responses: { 200: jsonResponse(pageSchema(ReviewSchema), '리뷰 페이지'), ...StandardErrors },
});

export const CreateReviewResultSchema: z.ZodType<CreateReviewResult> = z
  .object({
    review: z.object({
      id: z.string(),
      productId: z.string(),
      rating: z.number().int(),
      title: z.string(),
      content: z.string(),
      verified: z.boolean(),
      status: z.enum(['pending', 'approved', 'hidden', 'flagged']),
      createdAt: z.string(),
    }),
    message: z.string(),
  })
  .openapi('CreateReviewResult');

export const create = createRoute({
  method: 'post',
  path: '/reviews',
  tags: ['reviews'],
  middleware: [customerRequired()],
  summary: '리뷰 작성 (로그인 회원, 상품당 1개, 승인 후 게시; 구매한 상품이면 구매 인증)',
  request: { body: jsonBody(CreateReviewSchema) },
  responses: {
    201: jsonResponse(CreateReviewResultSchema, '등록된 리뷰 (승인 대기)'),
    401: errorResponse('로그인이 필요합니다.'),
    403: errorResponse('현재 리뷰 작성이 중단되었습니다.'),
    404: errorResponse('상품을 찾을 수 없습니다'),
    409: errorResponse('이미 리뷰를 작성한 상품입니다.'),
    ...StandardErrors,
  },
});

export const ReportReviewResultSchema: z.ZodType<ReportReviewResult> = z
  .object({ reviewId: z.string(), reported: z.number().int(), flagged: z.boolean(), message: z.string() })
  .openapi('ReportReviewResult');

export const report = createRoute({
  method: 'post',
  path: '/reviews/{id}/report',
  tags: ['reviews'],
  middleware: [customerRequired(REVIEW_REPORT_MESSAGES.signIn)],
  summary: '리뷰 신고 (로그인 회원, 리뷰당 1회; 신고가 일정 수에 이르면 검토중으로 바뀜)',
  request: { params: z.object({ id: z.string().max(100) }), body: jsonBody(ReportReviewSchema) },
  responses: {
    201: jsonResponse(ReportReviewResultSchema, '신고 접수'),
    401: errorResponse(REVIEW_REPORT_MESSAGES.signIn),
    404: errorResponse(REVIEW_REPORT_MESSAGES.notFound),
    409: errorResponse(`${REVIEW_REPORT_MESSAGES.already} / ${REVIEW_REPORT_MESSAGES.own}`),
    ...StandardErrors,
  },
});
