import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminBannerExportQuerySchema,
  AdminBannerListQuerySchema,
  AdminBannerPageSchema,
  AdminBannerResultSchema,
  AdminBannerSchema,
  BANNER_MESSAGES,
  ChangeBannerStatusSchema,
  CreateBannerSchema,
  UpdateBannerSchema,
} from '@market/domain/admin-banners';
import { exportResponses } from '../../lib/export';
import { AdminErrors, errorResponse, jsonBody, jsonResponse, StandardErrors } from '../../lib/openapi';

export const BannerIdParamSchema = z.object({ id: z.string().max(100) });
const NotFound = { 404: errorResponse(BANNER_MESSAGES.notFound) };

export const list = createRoute({
  method: 'get',
  path: '/banners',
  tags: ['admin'],
  summary: '배너 목록 (제목·설명 검색, 위치·상태 필터, 정렬, 페이지; 카드 다섯 개)',
  request: { query: AdminBannerListQuerySchema },
  responses: { 200: jsonResponse(AdminBannerPageSchema, '배너 페이지'), ...AdminErrors, ...StandardErrors },
});

export const exportList = createRoute({
  method: 'get',
  path: '/banners/export',
  tags: ['admin'],
  summary: '배너 목록 내려받기 (CSV·엑셀; 현재 검색·필터·정렬)',
  request: { query: AdminBannerExportQuerySchema },
  responses: { ...exportResponses('배너 목록 파일'), ...AdminErrors },
});

export const detail = createRoute({
  method: 'get',
  path: '/banners/{id}',
  tags: ['admin'],
  summary: '배너 상세',
  request: { params: BannerIdParamSchema },
  responses: { 200: jsonResponse(AdminBannerSchema, '배너'), ...NotFound, ...AdminErrors, ...StandardErrors },
});

export const create = createRoute({
  method: 'post',
  path: '/banners',
  tags: ['admin'],
  summary: '배너 등록 (isActive가 아니면 비활성; 링크는 http(s) 또는 사이트 경로)',
  request: { body: jsonBody(CreateBannerSchema) },
  responses: { 201: jsonResponse(AdminBannerResultSchema, '등록된 배너와 안내 문구'), ...AdminErrors, ...StandardErrors },
});

export const update = createRoute({
  method: 'patch',
  path: '/banners/{id}',
  tags: ['admin'],
  summary: '배너 수정 (보낸 필드만)',
  request: { params: BannerIdParamSchema, body: jsonBody(UpdateBannerSchema) },
  responses: {
    200: jsonResponse(AdminBannerResultSchema, "수정된 배너와 안내 문구 ('배너 업데이트 완료')"),
    400: errorResponse(BANNER_MESSAGES.noChanges),
    ...NotFound,
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const changeStatus = createRoute({
  method: 'post',
  path: '/banners/{id}/status',
  tags: ['admin'],
  summary: '배너 활성화·비활성화 (활성→비활성, 비활성·예약·만료→활성; 종료일이 지난 배너는 종료일 수정 후 활성화)',
  request: { params: BannerIdParamSchema, body: jsonBody(ChangeBannerStatusSchema) },
  responses: {
    200: jsonResponse(AdminBannerResultSchema, "변경된 배너와 안내 문구 ('배너 업데이트 완료')"),
    ...NotFound,
    409: errorResponse('허용되지 않는 상태 변경, 종료일이 지난 배너, 이미 바뀐 상태'),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const uploadImage = createRoute({
  method: 'post',
  path: '/banners/{id}/image',
  tags: ['admin'],
  summary: '배너 이미지 교체 (multipart/form-data의 file 하나; 바이트로 형식 판별, WebP로 다시 저장, 최대 폭 1920px)',
  request: { params: BannerIdParamSchema },
  responses: {
    200: jsonResponse(AdminBannerResultSchema, "이미지가 바뀐 배너와 안내 문구 ('배너 업데이트 완료')"),
    ...NotFound,
    413: errorResponse('10MB 또는 8000×8000 픽셀을 넘는 이미지'),
    415: errorResponse('multipart/form-data가 아닌 요청'),
    422: errorResponse('이미지가 아닌 파일, 파일 없음'),
    ...AdminErrors,
  },
});
