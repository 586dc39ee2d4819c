import { createRoute } from '@hono/zod-openapi';
import {
  AddCartItemSchema,
  CartLineIdParamSchema,
  CartSchema,
  MergeCartResultSchema,
  MergeCartSchema,
  UpdateCartItemSchema,
} from '@market/domain/cart';
import { errorResponse, jsonBody, jsonResponse, StandardErrors } from '../../lib/openapi';

const ShopperErrors = { 401: errorResponse('로그인이 필요합니다.'), ...StandardErrors };

export const get = createRoute({
  method: 'get',
  path: '/cart',
  tags: ['cart'],
  summary: '장바구니 (가격은 지금 DB 기준)',
  responses: { 200: jsonResponse(CartSchema, '장바구니'), ...ShopperErrors },
});

export const add = createRoute({
  method: 'post',
  path: '/cart/items',
  tags: ['cart'],
  summary: '장바구니에 담기 (같은 상품·색상·사이즈는 수량 합산)',
  request: { body: jsonBody(AddCartItemSchema) },
  responses: {
    200: jsonResponse(CartSchema, '장바구니'),
    404: errorResponse('상품을 찾을 수 없습니다'),
    409: errorResponse('품절 또는 재고/최대 주문 수량 초과'),
    ...ShopperErrors,
  },
});

export const update = createRoute({
  method: 'patch',
  path: '/cart/items/{id}',
  tags: ['cart'],
  summary: '수량 변경 (0이면 삭제)',
  request: { params: CartLineIdParamSchema, body: jsonBody(UpdateCartItemSchema) },
  responses: {
    200: jsonResponse(CartSchema, '장바구니'),
    404: errorResponse('장바구니 상품을 찾을 수 없습니다'),
    409: errorResponse('재고/최대 주문 수량 초과'),
    ...ShopperErrors,
  },
});

export const remove = createRoute({
  method: 'delete',
  path: '/cart/items/{id}',
  tags: ['cart'],
  summary: '장바구니 상품 삭제',
  request: { params: CartLineIdParamSchema },
  responses: { 200: jsonResponse(CartSchema, '장바구니'), 404: errorResponse('장바구니 상품을 찾을 수 없습니다'), ...ShopperErrors },
});

export const clear = createRoute({
  method: 'delete',
  path: '/cart',
  tags: ['cart'],
  summary: '장바구니 비우기',
  responses: { 200: jsonResponse(CartSchema, '빈 장바구니'), ...ShopperErrors },
});

export const merge = createRoute({
  method: 'post',
  path: '/cart/merge',
  tags: ['cart'],
  summary: '로그인 직후 브라우저 장바구니 합치기 (없거나 품절인 상품은 skipped)',
  request: { body: jsonBody(MergeCartSchema) },
  responses: { 200: jsonResponse(MergeCartResultSchema, '합쳐진 장바구니'), ...ShopperErrors },
});
