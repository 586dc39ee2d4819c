import { createRoute } from '@hono/zod-openapi';
import { GuestOrderCancelSchema, GuestOrderLookupSchema, GuestOrderSchema, PlaceGuestOrderSchema } from '@market/domain/guest-order';
import { CheckoutOptionsSchema, IdempotencyHeaderSchema, OrderSchema } from '@market/domain/order';
import { errorResponse, jsonBody, jsonResponse, StandardErrors } from '../../lib/openapi';

const Disabled = { 403: errorResponse('비회원 주문을 사용할 수 없습니다 (상점 설정)') };
const NotFound = { 404: errorResponse('주문 정보를 찾을 수 없습니다 (번호나 비밀번호가 틀려도 같은 응답)') };
const Limited = { 429: errorResponse('주문조회 시도가 너무 많습니다') };

export const options = createRoute({
  method: 'get',
  path: '/guest/checkout/options',
  tags: ['guest-orders'],
  summary: '비회원 주문서의 결제 수단과 배송비 규칙 (포인트 없음)',
  responses: { 200: jsonResponse(CheckoutOptionsSchema, '주문서 옵션'), ...Disabled, ...StandardErrors },
});

export const place = createRoute({
  method: 'post',
  path: '/guest/orders',
  tags: ['guest-orders'],
  summary: '비회원 주문하기 (회원 주문과 같은 워크플로; 쿠폰·포인트 없음; Idempotency-Key 필수)',
  request: { headers: IdempotencyHeaderSchema, body: jsonBody(PlaceGuestOrderSchema) },
  responses: {
    201: jsonResponse(OrderSchema, '생성된 주문'),
    ...Disabled,
    404: errorResponse('상품을 찾을 수 없습니다'),
    409: errorResponse('품절, 재고 부족, 가격 변경; 같은 키의 첫 요청이 아직 처리 중'),
    ...StandardErrors,
  },
});

export const lookup = createRoute({
  method: 'post',
  path: '/guest/orders/lookup',
  tags: ['guest-orders'],
  summary: '비회원 주문조회 (주문번호 + 주문 비밀번호; IP별 시도 제한)',
  request: { body: jsonBody(GuestOrderLookupSchema) },
  responses: { 200: jsonResponse(GuestOrderSchema, '주문'), ...NotFound, ...Limited, ...StandardErrors },
});

export const cancel = createRoute({
  method: 'post',
  path: '/guest/orders/cancel',
  tags: ['guest-orders'],
  summary: '비회원 주문 취소 (주문번호 + 주문 비밀번호; 회원 취소와 같은 워크플로)',
  request: { body: jsonBody(GuestOrderCancelSchema) },
  responses: {
    200: jsonResponse(GuestOrderSchema, '취소된 주문'),
    ...NotFound,
    409: errorResponse('취소할 수 없는 주문입니다'),
    ...Limited,
    ...StandardErrors,
  },
});
