import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminCategoryExportQuerySchema,
  AdminCategoryResultSchema,
  AdminCategoryTreeQuerySchema,
  AdminCategoryTreeSchema,
  CATEGORY_MESSAGES,
  ChangeCategoryStatusSchema,
  CreateCategorySchema,
  UpdateCategorySchema,
} from '@market/domain/admin-categories';
import { exportResponses } from '../../lib/export';
import { AdminErrors, errorResponse, jsonBody, jsonResponse, StandardErrors } from '../../lib/openapi';

export const CategoryIdParamSchema = z.object({ id: z.string().max(100) });
const NotFound = { 404: errorResponse(CATEGORY_MESSAGES.notFound) };

export const tree = createRoute({
  method: 'get',
  path: '/categories',
  tags: ['admin'],
  summary: '카테고리 트리 (이름·설명 검색: 하위가 맞으면 상위도 표시; 타일 포함)',
  request: { query: AdminCategoryTreeQuerySchema },
  responses: { 200: jsonResponse(AdminCategoryTreeSchema, '2단계 카테고리 트리'), ...AdminErrors, ...StandardErrors },
});

export const exportList = createRoute({
  method: 'get',
  path: '/categories/export',
  tags: ['admin'],
  summary: '카테고리 목록 내려받기 (CSV·엑셀; 현재 검색·필터·정렬, 상위 다음에 하위)',
  request: { query: AdminCategoryExportQuerySchema },
  responses: { ...exportResponses('카테고리 목록 파일'), ...AdminErrors },
});

export const create = createRoute({
  method: 'post',
  path: '/categories',
  tags: ['admin'],
  summary: '카테고리 등록 (최상위 또는 최상위 카테고리의 하위)',
  request: { body: jsonBody(CreateCategorySchema) },
  responses: {
    201: jsonResponse(AdminCategoryResultSchema, "등록된 카테고리와 안내 문구 ('카테고리 업데이트 완료')"),
    404: errorResponse(CATEGORY_MESSAGES.parentNotFound),
    409: errorResponse(CATEGORY_MESSAGES.slugTaken),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const update = createRoute({
  method: 'patch',
  path: '/categories/{id}',
  tags: ['admin'],
  summary: '카테고리 수정 (이름, 상위, 표시 순서, 설명, 슬러그; 자기 자신이나 하위 아래로는 못 옮김)',
  request: { params: CategoryIdParamSchema, body: jsonBody(UpdateCategorySchema) },
  responses: {
    200: jsonResponse(AdminCategoryResultSchema, "수정된 카테고리와 안내 문구 ('카테고리 업데이트 완료')"),
    400: errorResponse(CATEGORY_MESSAGES.noChanges),
    ...NotFound,
    409: errorResponse(CATEGORY_MESSAGES.slugTaken),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const changeStatus = createRoute({
  method: 'post',
  path: '/categories/{id}/status',
  tags: ['admin'],
  summary: '카테고리 활성/비활성 (비활성 카테고리는 스토어 메뉴·필터에서 바로 사라짐)',
  request: { params: CategoryIdParamSchema, body: jsonBody(ChangeCategoryStatusSchema) },
  responses: {
    200: jsonResponse(AdminCategoryResultSchema, "변경된 카테고리와 안내 문구 ('카테고리 업데이트 완료')"),
    ...NotFound,
    409: errorResponse('이미 그 상태이거나 다른 관리자가 먼저 변경함'),
    ...AdminErrors,
    ...StandardErrors,
  },
});
