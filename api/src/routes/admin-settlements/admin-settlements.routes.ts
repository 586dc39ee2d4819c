import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminSettlementDetailSchema,
  AdminSettlementExportQuerySchema,
  AdminSettlementListQuerySchema,
  AdminSettlementPageSchema,
  AdminSettlementResultSchema,
  BulkApproveResultSchema,
  BulkApproveSettlementsSchema,
  GenerateSettlementsResultSchema,
  GenerateSettlementsSchema,
  HoldSettlementSchema,
} from '@market/domain/admin-settlements';
import { exportResponses } from '../../lib/export';
import { AdminErrors, errorResponse, jsonBody, jsonResponse, StandardErrors } from '../../lib/openapi';

export const SettlementIdParamSchema = z.object({ id: z.string().max(100) });
const NotFound = { 404: errorResponse('정산을 찾을 수 없습니다.') };
const Conflict = { 409: errorResponse('허용되지 않는 상태 변경 (예: 승인되지 않은 정산 지급)') };

export const list = createRoute({
  method: 'get',
  path: '/settlements',
  tags: ['admin'],
  summary: '정산 목록 (정산번호·브랜드 검색, 기간·상태 필터, 정렬, 커서 페이지; 상태별 건수와 합계 포함)',
  request: { query: AdminSettlementListQuerySchema },
  responses: { 200: jsonResponse(AdminSettlementPageSchema, '정산 페이지'), ...AdminErrors, ...StandardErrors },
});

export const detail = createRoute({
  method: 'get',
  path: '/settlements/{id}',
  tags: ['admin'],
  summary: '정산 상세 (매출 요약, 계산, 내역, 계좌(마스킹), 지급 예정일·지급일)',
  request: { params: SettlementIdParamSchema },
  responses: { 200: jsonResponse(AdminSettlementDetailSchema, '정산'), ...NotFound, ...AdminErrors, ...StandardErrors },
});

export const approve = createRoute({
  method: 'post',
  path: '/settlements/{id}/approve',
  tags: ['admin'],
  summary: '정산 승인 (대기 → 승인)',
  request: { params: SettlementIdParamSchema },
  responses: {
    200: jsonResponse(AdminSettlementResultSchema, '승인된 정산과 안내 문구'),
    ...NotFound,
    ...Conflict,
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const hold = createRoute({
  method: 'post',
  path: '/settlements/{id}/hold',
  tags: ['admin'],
  summary: '정산 보류 (대기 → 보류, 사유 필수)',
  request: { params: SettlementIdParamSchema, body: jsonBody(HoldSettlementSchema) },
  responses: {
    200: jsonResponse(AdminSettlementResultSchema, '보류된 정산과 안내 문구'),
    400: errorResponse('보류 사유를 입력해주세요.'),
    ...NotFound,
    ...Conflict,
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const pay = createRoute({
  method: 'post',
  path: '/settlements/{id}/pay',
  tags: ['admin'],
  summary: '정산 지급 (승인 → 지급 완료, 지급 기록; 두 번 지급해도 한 번)',
  request: { params: SettlementIdParamSchema },
  responses: {
    200: jsonResponse(AdminSettlementResultSchema, '지급된 정산과 안내 문구'),
    ...NotFound,
    ...Conflict,
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const bulkApprove = createRoute({
  method: 'post',
  path: '/settlements/approve',
  tags: ['admin'],
  summary: '정산 일괄 승인 (건별 결과)',
  request: { body: jsonBody(BulkApproveSettlementsSchema) },
  responses: { 200: jsonResponse(BulkApproveResultSchema, '건별 결과'), ...AdminErrors, ...StandardErrors },
});

export const generate = createRoute({
  method: 'post',
  path: '/settlements/generate',
  tags: ['admin'],
  summary: '지금 정산 생성 (마감된 기간과, 선택 시 진행 중인 기간의 오늘까지 구매확정분)',
  request: { body: jsonBody(GenerateSettlementsSchema) },
  responses: { 200: jsonResponse(GenerateSettlementsResultSchema, '생성 결과'), ...AdminErrors, ...StandardErrors },
});

export const exportList = createRoute({
  method: 'get',
  path: '/settlements/export',
  tags: ['admin'],
  summary: '정산 내역 내려받기 (현재 검색·필터·정렬 그대로, CSV 또는 xlsx)',
  request: { query: AdminSettlementExportQuerySchema },
  responses: { ...exportResponses('정산 내역 파일'), ...AdminErrors },
});
