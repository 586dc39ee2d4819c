import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminReturnExportQuerySchema,
  AdminReturnListQuerySchema,
  AdminReturnResultSchema,
  AdminReturnSchema,
  AdminReturnSummarySchema,
  UpdateReturnStatusSchema,
} from '@market/domain/admin-returns';
import { exportResponses } from '../../lib/export';
import { AdminErrors, errorResponse, jsonBody, jsonResponse, pageSchema, StandardErrors } from '../../lib/openapi';

export const ReturnIdParamSchema = z.object({ id: z.string().max(100) });
const NotFound = { 404: errorResponse('반품/교환 요청을 찾을 수 없습니다.') };

export const list = createRoute({
  method: 'get',
  path: '/returns',
  tags: ['admin'],
  summary: '반품/교환 목록 (유형·상태·사유 필터, 검색, 정렬; 상태별 건수 포함; 셀러는 자기 브랜드만)',
  request: { query: AdminReturnListQuerySchema },
  responses: {
    200: jsonResponse(pageSchema(AdminReturnSchema).extend({ summary: AdminReturnSummarySchema }), '반품/교환 페이지'),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const exportList = createRoute({
  method: 'get',
  path: '/returns/export',
  tags: ['admin'],
  summary: '반품/교환 목록 내려받기 (CSV·xlsx, 현재 필터, 환불 내역 포함; 고객명은 마스킹)',
  request: { query: AdminReturnExportQuerySchema },
  responses: { ...exportResponses('반품/교환 목록 파일'), ...AdminErrors, ...StandardErrors },
});

export const detail = createRoute({
  method: 'get',
  path: '/returns/{id}',
  tags: ['admin'],
  summary: '반품/교환 상세',
  request: { params: ReturnIdParamSchema },
  responses: { 200: jsonResponse(AdminReturnSchema, '반품/교환 요청'), ...NotFound, ...AdminErrors, ...StandardErrors },
});

export const changeStatus = createRoute({
  method: 'post',
  path: '/returns/{id}/status',
  tags: ['admin'],
  summary: '반품/교환 상태 변경 (요청→승인|거절, 승인→처리중, 처리중→완료; 완료 시 환불 기록)',
  request: { params: ReturnIdParamSchema, body: jsonBody(UpdateReturnStatusSchema) },
  responses: {
    200: jsonResponse(AdminReturnResultSchema, '변경된 요청과 안내 문구'),
    ...NotFound,
    409: errorResponse('허용되지 않는 상태 변경'),
    ...AdminErrors,
    ...StandardErrors,
  },
});
