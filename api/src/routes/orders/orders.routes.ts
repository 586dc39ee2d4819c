import { createRoute } from '@hono/zod-openapi';
import {
  CancelOrderSchema,
  IdempotencyHeaderSchema,
  OrderIdParamSchema,
  OrderSchema,
  OrdersQuerySchema,
  OrderSummarySchema,
  PlaceOrderSchema,
  ReorderResultSchema,
  RequestReturnSchema,
  ReturnRequestSchema,
} from '@market/domain/order';
import { errorResponse, jsonBody, jsonResponse, pageSchema, StandardErrors } from '../../lib/openapi';

const ShopperErrors = { 401: errorResponse('로그인이 필요합니다.'), ...StandardErrors };
const NotFound = { 404: errorResponse('주문을 찾을 수 없습니다') };

export const place = createRoute({
  method: 'post',
  path: '/orders',
  tags: ['orders'],
  summary: '주문하기 (한 트랜잭션; Idempotency-Key 필수, 같은 키는 같은 응답)',
  request: { headers: IdempotencyHeaderSchema, body: jsonBody(PlaceOrderSchema) },
  responses: {
    201: jsonResponse(OrderSchema, '생성된 주문 (같은 키의 재요청도 201과 같은 본문)'),
    404: errorResponse('상품을 찾을 수 없습니다'),
    409: errorResponse('품절, 재고 부족, 가격 변경, 쿠폰 소진 (상품명 포함); 같은 키의 첫 요청이 아직 처리 중'),
    ...ShopperErrors,
    422: errorResponse('입력값 오류 (필드별 메시지); 같은 Idempotency-Key를 다른 본문에 다시 사용'),
  },
});

export const list = createRoute({
  method: 'get',
  path: '/orders',
  tags: ['orders'],
  summary: '내 주문 (탭: all, pending, confirmed, shipped, delivered, cancelled)',
  request: { query: OrdersQuerySchema },
  responses: { 200: jsonResponse(pageSchema(OrderSummarySchema), '주문 페이지'), ...ShopperErrors },
});

export const detail = createRoute({
  method: 'get',
  path: '/orders/{id}',
  tags: ['orders'],
  summary: '주문 상세 (배송 추적, 반품 포함)',
  request: { params: OrderIdParamSchema },
  responses: { 200: jsonResponse(OrderSchema, '주문'), ...NotFound, ...ShopperErrors },
});

export const cancel = createRoute({
  method: 'post',
  path: '/orders/{id}/cancel',
  tags: ['orders'],
  summary: '주문 취소 (재고·쿠폰·포인트 복원, 환불 기록)',
  request: { params: OrderIdParamSchema, body: { ...jsonBody(CancelOrderSchema), required: false } },
  responses: {
    200: jsonResponse(OrderSchema, '취소된 주문'),
    ...NotFound,
    409: errorResponse('취소할 수 없는 주문입니다'),
    ...ShopperErrors,
  },
});

export const confirm = createRoute({
  method: 'post',
  path: '/orders/{id}/confirm',
  tags: ['orders'],
  summary: '구매확정 (배송 완료 주문; 포인트 적립)',
  request: { params: OrderIdParamSchema },
  responses: {
    200: jsonResponse(OrderSchema, '구매확정된 주문'),
    ...NotFound,
    409: errorResponse('배송 완료된 주문만 구매확정할 수 있습니다'),
    ...ShopperErrors,
  },
});

export const requestReturn = createRoute({
  method: 'post',
  path: '/orders/{id}/returns',
  tags: ['orders'],
  summary: '반품/교환 신청 (배송 완료 후 7일 이내)',
  request: { params: OrderIdParamSchema, body: jsonBody(RequestReturnSchema) },
  responses: {
    201: jsonResponse(ReturnRequestSchema, '접수된 반품/교환'),
    ...NotFound,
    409: errorResponse('기간이 지났거나 이미 신청한 상품'),
    ...ShopperErrors,
  },
});

export const reorder = createRoute({
  method: 'post',
  path: '/orders/{id}/reorder',
  tags: ['orders'],
  summary: '재주문 (주문 상품을 장바구니에 다시 담기)',
  request: { params: OrderIdParamSchema },
  responses: {
    200: jsonResponse(ReorderResultSchema, '담은 결과와 장바구니'),
    ...NotFound,
    409: errorResponse('아직 진행 중인 주문 (canReorder가 false)'),
    ...ShopperErrors,
  },
});
