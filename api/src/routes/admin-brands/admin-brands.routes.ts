import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminBrandExportQuerySchema,
  AdminBrandListQuerySchema,
  AdminBrandPageSchema,
  AdminBrandResultSchema,
  AdminBrandSchema,
  BRAND_MESSAGES,
  ChangeBrandStatusSchema,
  CreateBrandSchema,
  UpdateBrandSchema,
} from '@market/domain/admin-brands';
import { exportResponses } from '../../lib/export';
import { AdminErrors, errorResponse, jsonBody, jsonResponse, StandardErrors } from '../../lib/openapi';

export const BrandIdParamSchema = z.object({ id: z.string().max(100) });
const NotFound = { 404: errorResponse(BRAND_MESSAGES.notFound) };

export const list = createRoute({
  method: 'get',
  path: '/brands',
  tags: ['admin'],
  summary: '브랜드 관리 목록 (이름·카테고리 검색, 상태 필터, 정렬, 페이지; 타일 포함)',
  request: { query: AdminBrandListQuerySchema },
  responses: { 200: jsonResponse(AdminBrandPageSchema, '브랜드 페이지'), ...AdminErrors, ...StandardErrors },
});

export const exportList = createRoute({
  method: 'get',
  path: '/brands/export',
  tags: ['admin'],
  summary: '브랜드 목록 내려받기 (CSV·엑셀; 현재 검색·필터·정렬)',
  request: { query: AdminBrandExportQuerySchema },
  responses: { ...exportResponses('브랜드 목록 파일'), ...AdminErrors },
});

export const detail = createRoute({
  method: 'get',
  path: '/brands/{id}',
  tags: ['admin'],
  summary: '브랜드 상세',
  request: { params: BrandIdParamSchema },
  responses: { 200: jsonResponse(AdminBrandSchema, '브랜드'), ...NotFound, ...AdminErrors, ...StandardErrors },
});

export const create = createRoute({
  method: 'post',
  path: '/brands',
  tags: ['admin'],
  summary: '브랜드 등록 (승인 대기; 슬러그는 영문명에서 만들거나 입력값을 중복 검사)',
  request: { body: jsonBody(CreateBrandSchema) },
  responses: {
    201: jsonResponse(AdminBrandResultSchema, '등록된 브랜드와 안내 문구'),
    404: errorResponse(BRAND_MESSAGES.categoryNotFound),
    409: errorResponse('같은 이름의 브랜드 또는 사용 중인 슬러그'),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const update = createRoute({
  method: 'patch',
  path: '/brands/{id}',
  tags: ['admin'],
  summary: '브랜드 정보 수정 (보낸 필드만)',
  request: { params: BrandIdParamSchema, body: jsonBody(UpdateBrandSchema) },
  responses: {
    200: jsonResponse(AdminBrandResultSchema, '수정된 브랜드와 안내 문구'),
    400: errorResponse(BRAND_MESSAGES.noChanges),
    ...NotFound,
    409: errorResponse('같은 이름의 브랜드 또는 사용 중인 슬러그'),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const changeStatus = createRoute({
  method: 'post',
  path: '/brands/{id}/status',
  tags: ['admin'],
  summary: '브랜드 상태 변경 (승인 대기→운영중|정지, 운영중→정지, 정지→운영중; 정지된 브랜드는 스토어에서 내려감)',
  request: { params: BrandIdParamSchema, body: jsonBody(ChangeBrandStatusSchema) },
  responses: {
    200: jsonResponse(AdminBrandResultSchema, "변경된 브랜드와 안내 문구 ('브랜드 상태 변경 완료')"),
    ...NotFound,
    409: errorResponse('허용되지 않거나 이미 바뀐 상태 변경, 정지된 셀러의 브랜드 활성화'),
    ...AdminErrors,
    ...StandardErrors,
  },
});
