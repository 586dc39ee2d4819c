import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminReviewListQuerySchema,
  AdminReviewResultSchema,
  AdminReviewSchema,
  AdminReviewSummarySchema,
  ReviewReplySchema,
} from '@market/domain/admin-reviews';
import { AdminErrors, errorResponse, jsonBody, jsonResponse, pageSchema, StandardErrors } from '../../lib/openapi';

export const ReviewIdParamSchema = z.object({ id: z.string().max(100) });
const NotFound = { 404: errorResponse('리뷰를 찾을 수 없습니다.') };
const Result = jsonResponse(AdminReviewResultSchema, '처리된 리뷰와 안내 문구');

export const list = createRoute({
  method: 'get',
  path: '/reviews',
  tags: ['admin'],
  summary: '리뷰 목록 (상태·평점 필터, 검색, 정렬; 평균 평점과 분포 포함)',
  request: { query: AdminReviewListQuerySchema },
  responses: {
    200: jsonResponse(pageSchema(AdminReviewSchema).extend({ summary: AdminReviewSummarySchema }), '리뷰 페이지'),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const detail = createRoute({
  method: 'get',
  path: '/reviews/{id}',
  tags: ['admin'],
  summary: '리뷰 상세',
  request: { params: ReviewIdParamSchema },
  responses: { 200: jsonResponse(AdminReviewSchema, '리뷰'), ...NotFound, ...AdminErrors, ...StandardErrors },
});

export const approve = createRoute({
  method: 'post',
  path: '/reviews/{id}/approve',
  tags: ['admin'],
  summary: '리뷰 승인 (대기·숨김 → 게시; 상품 평점과 리뷰 수 갱신)',
  request: { params: ReviewIdParamSchema },
  responses: { 200: Result, ...NotFound, 409: errorResponse('승인할 수 없는 상태'), ...AdminErrors, ...StandardErrors },
});

export const hide = createRoute({
  method: 'post',
  path: '/reviews/{id}/hide',
  tags: ['admin'],
  summary: '리뷰 숨김 (대기·게시 → 숨김; 상품 평점과 리뷰 수 갱신)',
  request: { params: ReviewIdParamSchema },
  responses: { 200: Result, ...NotFound, 409: errorResponse('숨길 수 없는 상태'), ...AdminErrors, ...StandardErrors },
});

export const reply = createRoute({
  method: 'put',
  path: '/reviews/{id}/reply',
  tags: ['admin'],
  summary: '리뷰 답변 작성·수정 (모든 상태)',
  request: { params: ReviewIdParamSchema, body: jsonBody(ReviewReplySchema) },
  responses: { 200: Result, ...NotFound, ...AdminErrors, ...StandardErrors },
});
