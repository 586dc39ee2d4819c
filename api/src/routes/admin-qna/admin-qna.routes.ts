import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminQnaListQuerySchema,
  AdminQnaResultSchema,
  AdminQnaSchema,
  AdminQnaSummarySchema,
  QnaReplySchema,
} from '@market/domain/admin-qna';
import { AdminErrors, errorResponse, jsonBody, jsonResponse, pageSchema, StandardErrors } from '../../lib/openapi';

export const QnaIdParamSchema = z.object({ id: z.string().max(100) });
const NotFound = { 404: errorResponse('문의를 찾을 수 없습니다.') };
const Result = jsonResponse(AdminQnaResultSchema, '처리된 문의와 안내 문구');

export const list = createRoute({
  method: 'get',
  path: '/qna',
  tags: ['admin'],
  summary: 'Q&A 목록: 상품 문의와 1:1 문의 (상태·분류·우선순위·구분 필터, 검색, 정렬; 카드 수치 포함)',
  request: { query: AdminQnaListQuerySchema },
  responses: {
    200: jsonResponse(pageSchema(AdminQnaSchema).extend({ summary: AdminQnaSummarySchema }), 'Q&A 페이지'),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const detail = createRoute({
  method: 'get',
  path: '/qna/{id}',
  tags: ['admin'],
  summary: '문의 상세',
  request: { params: QnaIdParamSchema },
  responses: { 200: jsonResponse(AdminQnaSchema, '문의'), ...NotFound, ...AdminErrors, ...StandardErrors },
});

export const reply = createRoute({
  method: 'put',
  path: '/qna/{id}/reply',
  tags: ['admin'],
  summary: '답변 작성·수정 (답변자와 시각 기록; 대기 문의는 답변 완료로)',
  request: { params: QnaIdParamSchema, body: jsonBody(QnaReplySchema) },
  responses: { 200: Result, ...NotFound, ...AdminErrors, ...StandardErrors },
});

export const close = createRoute({
  method: 'post',
  path: '/qna/{id}/close',
  tags: ['admin'],
  summary: '완료 처리 (답변이 있는 대기·긴급 문의)',
  request: { params: QnaIdParamSchema },
  responses: { 200: Result, ...NotFound, 409: errorResponse('완료 처리할 수 없는 문의'), ...AdminErrors, ...StandardErrors },
});

export const reopen = createRoute({
  method: 'post',
  path: '/qna/{id}/reopen',
  tags: ['admin'],
  summary: '다시 열기 (답변 완료 → 답변 대기)',
  request: { params: QnaIdParamSchema },
  responses: { 200: Result, ...NotFound, 409: errorResponse('다시 열 수 없는 문의'), ...AdminErrors, ...StandardErrors },
});

export const remove = createRoute({
  method: 'delete',
  path: '/qna/{id}',
  tags: ['admin'],
  summary: '문의 삭제 (소프트 삭제: 관리자 목록과 스토어에서 숨김, 감사 기록)',
  request: { params: QnaIdParamSchema },
  responses: {
    200: jsonResponse(z.object({ id: z.string(), title: z.string(), message: z.string() }), '삭제 안내 문구'),
    ...NotFound,
    ...AdminErrors,
    ...StandardErrors,
  },
});
