import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminFaqExportQuerySchema,
  AdminFaqListQuerySchema,
  AdminFaqPageSchema,
  AdminFaqResultSchema,
  AdminFaqSchema,
  FaqInputSchema,
  FaqStatusSchema,
  FaqUpdateSchema,
  FaqMoveSchema,
  FAQ_MESSAGES,
} from '@market/domain/admin-faqs';
import { exportResponses } from '../../lib/export';
import { AdminErrors, errorResponse, jsonBody, jsonResponse, StandardErrors } from '../../lib/openapi';

const tags = ['admin'];
const IdParamSchema = z.object({ id: z.string().max(100) });
const NotFound = { 404: errorResponse(FAQ_MESSAGES.notFound) };
const Invalid = { 400: errorResponse('잘못된 요청'), 422: errorResponse('입력값 오류 (한국어 메시지와 필드별 오류)') };
const DeletedSchema = z.object({ id: z.string(), title: z.string(), message: z.string() });

export const list = createRoute({
  method: 'get',
  path: '/faqs',
  tags,
  summary: 'FAQ 목록 (질문·답변·태그 검색, 분류·상태 필터, 정렬, 페이지; 카드 5종)',
  request: { query: AdminFaqListQuerySchema },
  responses: { 200: jsonResponse(AdminFaqPageSchema, 'FAQ 페이지'), ...AdminErrors, ...StandardErrors },
});

export const exportList = createRoute({
  method: 'get',
  path: '/faqs/export',
  tags,
  summary: 'FAQ 목록 내려받기 (CSV·엑셀; 현재 검색·필터·정렬)',
  request: { query: AdminFaqExportQuerySchema },
  responses: { ...exportResponses('FAQ 목록 파일'), ...AdminErrors },
});

export const detail = createRoute({
  method: 'get',
  path: '/faqs/{id}',
  tags,
  summary: 'FAQ 상세',
  request: { params: IdParamSchema },
  responses: { 200: jsonResponse(AdminFaqSchema, 'FAQ'), ...NotFound, ...AdminErrors, ...StandardErrors },
});

export const create = createRoute({
  method: 'post',
  path: '/faqs',
  tags,
  summary: 'FAQ 등록',
  request: { body: jsonBody(FaqInputSchema) },
  responses: { 201: jsonResponse(AdminFaqResultSchema, '등록된 FAQ와 안내 문구'), ...Invalid, ...AdminErrors, ...StandardErrors },
});

export const update = createRoute({
  method: 'patch',
  path: '/faqs/{id}',
  tags,
  summary: 'FAQ 수정 (보낸 필드만)',
  request: { params: IdParamSchema, body: jsonBody(FaqUpdateSchema) },
  responses: {
    200: jsonResponse(AdminFaqResultSchema, '수정된 FAQ와 안내 문구'),
    ...Invalid,
    ...NotFound,
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const changeStatus = createRoute({
  method: 'post',
  path: '/faqs/{id}/status',
  tags,
  summary: 'FAQ 상태 변경: 공개(비공개·임시저장 → 공개)·비공개(공개 → 비공개); 그 밖은 409',
  request: { params: IdParamSchema, body: jsonBody(FaqStatusSchema) },
  responses: {
    200: jsonResponse(AdminFaqResultSchema, '바뀐 FAQ와 안내 문구'),
    ...NotFound,
    409: errorResponse('허용되지 않는 상태 변경'),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const move = createRoute({
  method: 'post',
  path: '/faqs/{id}/move',
  tags,
  summary: 'FAQ 순서 한 칸 위·아래로 이동 (이웃과 우선순위를 바꿈, 한 트랜잭션; 맨 위·맨 아래에서 더 가면 409)',
  request: { params: IdParamSchema, body: jsonBody(FaqMoveSchema) },
  responses: {
    200: jsonResponse(AdminFaqResultSchema, '옮긴 FAQ와 안내 문구'),
    ...NotFound,
    409: errorResponse(FAQ_MESSAGES.edge),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const remove = createRoute({
  method: 'delete',
  path: '/faqs/{id}',
  tags,
  summary: 'FAQ 삭제',
  request: { params: IdParamSchema },
  responses: { 200: jsonResponse(DeletedSchema, '삭제된 id와 안내 문구'), ...NotFound, ...AdminErrors, ...StandardErrors },
});
