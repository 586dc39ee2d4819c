import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminNoticeExportQuerySchema,
  AdminNoticeListQuerySchema,
  AdminNoticePageSchema,
  AdminNoticeResultSchema,
  AdminNoticeSchema,
  NoticeInputSchema,
  NoticeStatusSchema,
  NoticeUpdateSchema,
  NOTICE_MESSAGES,
} from '@market/domain/admin-notices';
import { exportResponses } from '../../lib/export';
import { AdminErrors, errorResponse, jsonBody, jsonResponse, StandardErrors } from '../../lib/openapi';

const tags = ['admin'];
const IdParamSchema = z.object({ id: z.string().max(100) });
const NotFound = { 404: errorResponse(NOTICE_MESSAGES.notFound) };
const Invalid = { 400: errorResponse('잘못된 요청'), 422: errorResponse('입력값 오류 (한국어 메시지와 필드별 오류)') };
const DeletedSchema = z.object({ id: z.string(), title: z.string(), message: z.string() });

export const list = createRoute({
  method: 'get',
  path: '/notices',
  tags,
  summary: '공지사항 목록 (제목·내용 검색, 유형·상태 필터, 정렬, 페이지; 고정 공지 먼저; 카드 5종)',
  request: { query: AdminNoticeListQuerySchema },
  responses: { 200: jsonResponse(AdminNoticePageSchema, '공지사항 페이지'), ...AdminErrors, ...StandardErrors },
});

export const exportList = createRoute({
  method: 'get',
  path: '/notices/export',
  tags,
  summary: '공지사항 목록 내려받기 (CSV·엑셀; 현재 검색·필터·정렬)',
  request: { query: AdminNoticeExportQuerySchema },
  responses: { ...exportResponses('공지사항 목록 파일'), ...AdminErrors },
});

export const detail = createRoute({
  method: 'get',
  path: '/notices/{id}',
  tags,
  summary: '공지사항 상세',
  request: { params: IdParamSchema },
  responses: { 200: jsonResponse(AdminNoticeSchema, '공지사항'), ...NotFound, ...AdminErrors, ...StandardErrors },
});

export const create = createRoute({
  method: 'post',
  path: '/notices',
  tags,
  summary: '공지사항 등록',
  request: { body: jsonBody(NoticeInputSchema) },
  responses: { 201: jsonResponse(AdminNoticeResultSchema, '등록된 공지사항와 안내 문구'), ...Invalid, ...AdminErrors, ...StandardErrors },
});

export const update = createRoute({
  method: 'patch',
  path: '/notices/{id}',
  tags,
  summary: '공지사항 수정 (보낸 필드만)',
  request: { params: IdParamSchema, body: jsonBody(NoticeUpdateSchema) },
  responses: {
    200: jsonResponse(AdminNoticeResultSchema, '수정된 공지사항와 안내 문구'),
    ...Invalid,
    ...NotFound,
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const changeStatus = createRoute({
  method: 'post',
  path: '/notices/{id}/status',
  tags,
  summary: '공지사항 상태 변경: 고정·고정 해제·게시·게시 중지 (이미 그 상태면 409)',
  request: { params: IdParamSchema, body: jsonBody(NoticeStatusSchema) },
  responses: {
    200: jsonResponse(AdminNoticeResultSchema, '바뀐 공지사항와 안내 문구'),
    ...NotFound,
    409: errorResponse('허용되지 않는 상태 변경'),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const remove = createRoute({
  method: 'delete',
  path: '/notices/{id}',
  tags,
  summary: '공지사항 삭제',
  request: { params: IdParamSchema },
  responses: { 200: jsonResponse(DeletedSchema, '삭제된 id와 안내 문구'), ...NotFound, ...AdminErrors, ...StandardErrors },
});
