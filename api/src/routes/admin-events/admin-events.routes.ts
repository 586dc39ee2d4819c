import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminEventExportQuerySchema,
  AdminEventListQuerySchema,
  AdminEventPageSchema,
  AdminEventResultSchema,
  AdminEventSchema,
  EventInputSchema,
  EventStatusSchema,
  EventUpdateSchema,
  EVENT_MESSAGES,
} from '@market/domain/admin-events';
import { exportResponses } from '../../lib/export';
import { AdminErrors, errorResponse, jsonBody, jsonResponse, StandardErrors } from '../../lib/openapi';

const tags = ['admin'];
const IdParamSchema = z.object({ id: z.string().max(100) });
const NotFound = { 404: errorResponse(EVENT_MESSAGES.notFound) };
const Invalid = { 400: errorResponse('잘못된 요청'), 422: errorResponse('입력값 오류 (한국어 메시지와 필드별 오류)') };
const DeletedSchema = z.object({ id: z.string(), title: z.string(), message: z.string() });

export const list = createRoute({
  method: 'get',
  path: '/events',
  tags,
  summary: '이벤트 목록 (이벤트명·설명 검색, 유형·상태 필터, 정렬, 페이지; 카드 5종)',
  request: { query: AdminEventListQuerySchema },
  responses: { 200: jsonResponse(AdminEventPageSchema, '이벤트 페이지'), ...AdminErrors, ...StandardErrors },
});

export const exportList = createRoute({
  method: 'get',
  path: '/events/export',
  tags,
  summary: '이벤트 목록 내려받기 (CSV·엑셀; 현재 검색·필터·정렬)',
  request: { query: AdminEventExportQuerySchema },
  responses: { ...exportResponses('이벤트 목록 파일'), ...AdminErrors },
});

export const detail = createRoute({
  method: 'get',
  path: '/events/{id}',
  tags,
  summary: '이벤트 상세',
  request: { params: IdParamSchema },
  responses: { 200: jsonResponse(AdminEventSchema, '이벤트'), ...NotFound, ...AdminErrors, ...StandardErrors },
});

export const create = createRoute({
  method: 'post',
  path: '/events',
  tags,
  summary: '이벤트 등록',
  request: { body: jsonBody(EventInputSchema) },
  responses: { 201: jsonResponse(AdminEventResultSchema, '등록된 이벤트와 안내 문구'), ...Invalid, ...AdminErrors, ...StandardErrors },
});

export const update = createRoute({
  method: 'patch',
  path: '/events/{id}',
  tags,
  summary: '이벤트 수정 (보낸 필드만)',
  request: { params: IdParamSchema, body: jsonBody(EventUpdateSchema) },
  responses: {
    200: jsonResponse(AdminEventResultSchema, '수정된 이벤트와 안내 문구'),
    ...Invalid,
    ...NotFound,
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const changeStatus = createRoute({
  method: 'post',
  path: '/events/{id}/status',
  tags,
  summary: '이벤트 상태 변경: 시작(예정 → 진행중)·종료(진행중 → 종료); 그 밖은 409',
  request: { params: IdParamSchema, body: jsonBody(EventStatusSchema) },
  responses: {
    200: jsonResponse(AdminEventResultSchema, '바뀐 이벤트와 안내 문구'),
    ...NotFound,
    409: errorResponse('허용되지 않는 상태 변경'),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const remove = createRoute({
  method: 'delete',
  path: '/events/{id}',
  tags,
  summary: '이벤트 삭제',
  request: { params: IdParamSchema },
  responses: { 200: jsonResponse(DeletedSchema, '삭제된 id와 안내 문구'), ...NotFound, ...AdminErrors, ...StandardErrors },
});
