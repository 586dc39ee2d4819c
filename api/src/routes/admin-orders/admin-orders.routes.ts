import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminCancelOrderSchema,
  AdminOrderDetailSchema,
  AdminOrderListQuerySchema,
  AdminOrderPageSchema,
  AdminOrderResultSchema,
  AdvanceOrderSchema,
} from '@market/domain/admin-orders';
import { AdminErrors, errorResponse, jsonBody, jsonResponse, StandardErrors } from '../../lib/openapi';

export const OrderIdParamSchema = z.object({ id: z.string().max(100) });
const NotFound = { 404: errorResponse('주문을 찾을 수 없습니다.') };

export const list = createRoute({
  method: 'get',
  path: '/orders',
  tags: ['admin'],
  summary: '주문 목록 (주문번호·고객명 검색, 상태 필터, 정렬, 커서 페이지; 상태별 건수 포함; 셀러는 자기 브랜드 상품만)',
  request: { query: AdminOrderListQuerySchema },
  responses: { 200: jsonResponse(AdminOrderPageSchema, '주문 페이지'), ...AdminErrors, ...StandardErrors },
});

export const detail = createRoute({
  method: 'get',
  path: '/orders/{id}',
  tags: ['admin'],
  summary: '주문 상세 (상품, 배송지, 결제, 배송 추적, 이력)',
  request: { params: OrderIdParamSchema },
  responses: { 200: jsonResponse(AdminOrderDetailSchema, '주문'), ...NotFound, ...AdminErrors, ...StandardErrors },
});

export const advance = createRoute({
  method: 'post',
  path: '/orders/{id}/status',
  tags: ['admin'],
  summary: '주문 상태 변경 (결제 완료→배송 준비중→배송중→배송 완료; 발송 시 택배사와 송장번호)',
  request: { params: OrderIdParamSchema, body: jsonBody(AdvanceOrderSchema) },
  responses: {
    200: jsonResponse(AdminOrderResultSchema, '변경된 주문과 안내 문구'),
    400: errorResponse('송장번호 형식 오류'),
    ...NotFound,
    409: errorResponse('허용되지 않거나 이미 처리된 상태 변경'),
    ...AdminErrors,
    ...StandardErrors,
  },
});

export const cancel = createRoute({
  method: 'post',
  path: '/orders/{id}/cancel',
  tags: ['admin'],
  summary: '주문 취소 및 환불 (재고, 쿠폰, 적립금 복원)',
  request: { params: OrderIdParamSchema, body: jsonBody(AdminCancelOrderSchema) },
  responses: {
    200: jsonResponse(AdminOrderResultSchema, '취소된 주문과 안내 문구'),
    ...NotFound,
    409: errorResponse('취소할 수 없는 상태'),
    ...AdminErrors,
    ...StandardErrors,
  },
});
