import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminPromotionExportQuerySchema,
  AdminPromotionListQuerySchema,
  AdminPromotionPageSchema,
  AdminPromotionResultSchema,
  AdminPromotionSchema,
  ChangePromotionStatusSchema,
  CreatePromotionSchema,
  PROMOTION_MESSAGES,
  PromotionDailyStatsSchema,
  PromotionScopeOptionsSchema,
  UpdatePromotionSchema,
} from '@market/domain/admin-promotions';
import { exportResponses } from '../../lib/export';
import { AdminErrors, errorResponse, jsonBody, jsonResponse, StandardErrors } from '../../lib/openapi';

export const PromotionIdParamSchema = z.object({ id: z.string().max(100) });
const NotFound = { 404: errorResponse(PROMOTION_MESSAGES.notFound) };

export const list = createRoute({
  method: 'get',
  path: '/promotions',
  tags: ['admin'],
  summary: '프로모션 목록 (이름·설명 검색, 유형·상태 필터, 정렬, 페이지; 카드 다섯 개)',
  request: { query: AdminPromotionListQuerySchema },
  responses: { 200: jsonResponse(AdminPromotionPageSchema, '프로모션 페이지'), ...AdminErrors, ...StandardErrors },
});

export const exportList = createRoute({
  method: 'get',
  path: '/promotions/export',
  tags: ['admin'],
  summary: '프로모션 목록 내려받기 (CSV·엑셀; 현재 검색·필터·정렬)',
  request: { query: AdminPromotionExportQuerySchema },
  responses: { ...exportResponses('프로모션 목록 파일'), ...AdminErrors },
});

export const scopeOptions = createRoute({
  method: 'get',
  path: '/promotions/scope-options',
  tags: ['admin'],
  summary: '적용 범위로 고를 수 있는 브랜드와 카테고리',
  responses: { 200: jsonResponse(PromotionScopeOptionsSchema, '브랜드·카테고리'), ...AdminErrors, ...StandardErrors },
});

export const detail = createRoute({
  method: 'get',
  path: '/promotions/{id}',
  tags: ['admin'],
  summary: '프로모션 상세 (CTR, 전환율, ROAS, 객단가 포함)',
  request: { params: PromotionIdParamSchema },
  responses: { 200: jsonResponse(AdminPromotionSchema, '프로모션'), ...NotFound, ...AdminErrors, ...StandardErrors },
});

export const daily = createRoute({
  method: 'get',
  path: '/promotions/{id}/daily',
  tags: ['admin'],
  summary: '프로모션 일별 실적 (노출, 클릭, 전환, 매출; 최근 180일)',
  request: { params: PromotionIdParamSchema },
  responses: { 200: jsonResponse(PromotionDailyStatsSchema, '일별 실적'), ...NotFound, ...AdminErrors, ...StandardErrors },
});

export const create = createRoute({
  method: 'post',
  path: '/promotions',
  tags: ['admin'],
  summary: '프로모션 등록 (초안; 코드 PROMO-연도-번호 자동 부여)',
  request: { body: jsonBody(CreatePromotionSchema) },
  responses: { 201: jsonResponse(AdminPromotionResultSchema, '등록된 프로모션과 안내 문구'), ...AdminErrors, ...StandardErrors },
});

export const update = createRoute({
  method: 'patch',
  path: '/promotions/{id}',
  tags: ['admin'],
  summary: '프로모션 수정 (보낸 필드만)',
  request: { params: PromotionIdParamSchema, body: jsonBody(UpdatePromotionSchema) },
  responses: {
    200: jsonResponse(AdminPromotionResultSchema, "수정된 프로모션과 안내 문구 ('프로모션 업데이트 완료')"),
    400: errorResponse(PROMOTION_MESSAGES.noChanges),
    ...NotFound,
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const changeStatus = createRoute({
  method: 'post',
  path: '/promotions/{id}/status',
  tags: ['admin'],
  summary: '프로모션 활성화·일시 중지 (초안·일시 중지→진행중, 진행중→일시 중지; 완료·취소는 변경 불가)',
  request: { params: PromotionIdParamSchema, body: jsonBody(ChangePromotionStatusSchema) },
  responses: {
    200: jsonResponse(AdminPromotionResultSchema, "변경된 프로모션과 안내 문구 ('프로모션 업데이트 완료')"),
    ...NotFound,
    409: errorResponse('허용되지 않는 상태 변경, 종료일이 지난 프로모션, 이미 바뀐 상태'),
    ...AdminErrors,
    ...StandardErrors,
  },
});
