import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminShipmentDetailSchema,
  AdminShipmentExportQuerySchema,
  AdminShipmentListQuerySchema,
  AdminShipmentPageSchema,
  AdminShipmentResultSchema,
} from '@market/domain/admin-shipments';
import { exportResponses } from '../../lib/export';
import { AdminErrors, errorResponse, jsonResponse, StandardErrors } from '../../lib/openapi';

export const ShipmentIdParamSchema = z.object({ id: z.string().max(100) });
const NotFound = { 404: errorResponse('배송 정보를 찾을 수 없습니다.') };

export const list = createRoute({
  method: 'get',
  path: '/shipments',
  tags: ['admin'],
  summary: '배송 목록 (검색, 택배사·상태 필터, 정렬, 커서 페이지; 상태별 건수 포함; 셀러는 자기 배송만)',
  request: { query: AdminShipmentListQuerySchema },
  responses: { 200: jsonResponse(AdminShipmentPageSchema, '배송 페이지'), ...AdminErrors, ...StandardErrors },
});

export const exportList = createRoute({
  method: 'get',
  path: '/shipments/export',
  tags: ['admin'],
  summary: '배송 목록 내려받기 (현재 필터·정렬 그대로 CSV 또는 엑셀; 받는 분과 주소가 있어 사유 필수, 기록됨)',
  request: { query: AdminShipmentExportQuerySchema },
  responses: { ...exportResponses('배송 목록 파일'), ...AdminErrors },
});

export const detail = createRoute({
  method: 'get',
  path: '/shipments/{id}',
  tags: ['admin'],
  summary: '배송 상세 (고객, 상품과 무게, 배송비, 배송 이벤트)',
  request: { params: ShipmentIdParamSchema },
  responses: { 200: jsonResponse(AdminShipmentDetailSchema, '배송 상세'), ...NotFound, ...AdminErrors, ...StandardErrors },
});

export const refresh = createRoute({
  method: 'post',
  path: '/shipments/{id}/refresh',
  tags: ['admin'],
  summary: '배송 조회 새로고침 (택배사에서 새 배송 이벤트를 가져와 기록)',
  request: { params: ShipmentIdParamSchema },
  responses: {
    200: jsonResponse(AdminShipmentResultSchema, '갱신된 배송과 안내 문구'),
    ...NotFound,
    409: errorResponse('발송 전 배송이거나 택배사 조회 실패'),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const retry = createRoute({
  method: 'post',
  path: '/shipments/{id}/retry',
  tags: ['admin'],
  summary: '재배송 요청 (배송 예외 상태에서만; 배송중으로 돌아감)',
  request: { params: ShipmentIdParamSchema },
  responses: {
    200: jsonResponse(AdminShipmentResultSchema, '갱신된 배송과 안내 문구'),
    ...NotFound,
    409: errorResponse('배송 예외 상태가 아님'),
    ...AdminErrors,
    ...StandardErrors,
  },
});
