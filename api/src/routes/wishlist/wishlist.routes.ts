import { createRoute, z } from '@hono/zod-openapi';
import { CartSchema } from '@market/domain/cart';
import type { Page } from '@market/domain/paging';
import {
  MergeWishlistSchema,
  WishlistProductParamSchema,
  WishlistQuerySchema,
  type WishlistItem,
  type WishlistToCartResult,
} from '@market/domain/wishlist';
import { errorResponse, jsonBody, jsonResponse, pageSchema, StandardErrors } from '../../lib/openapi';
import { ProductSummarySchema } from '../products/products.routes';

const ShopperErrors = { 401: errorResponse('로그인이 필요합니다.'), ...StandardErrors };

const WishlistItemSchema: z.ZodType<WishlistItem> = z.object({ productId: z.string(), addedAt: z.string(), product: ProductSummarySchema });
const WishlistPageSchema: z.ZodType<Page<WishlistItem>> = pageSchema(WishlistItemSchema);
const IdsSchema = z.object({ productIds: z.array(z.string()) });
const ToCartSchema: z.ZodType<WishlistToCartResult> = z.object({
  added: z.number().int(),
  skippedSoldOut: z.number().int(),
  cart: CartSchema,
});

export const list = createRoute({
  method: 'get',
  path: '/wishlist',
  tags: ['wishlist'],
  summary: '위시리스트 (최근 추가 순)',
  request: { query: WishlistQuerySchema },
  responses: { 200: jsonResponse(WishlistPageSchema, '위시리스트 페이지'), ...ShopperErrors },
});

export const ids = createRoute({
  method: 'get',
  path: '/wishlist/ids',
  tags: ['wishlist'],
  summary: '위시리스트 상품 ID (목록의 하트 표시용)',
  responses: { 200: jsonResponse(IdsSchema, '상품 ID'), ...ShopperErrors },
});

export const put = createRoute({
  method: 'put',
  path: '/wishlist/{productId}',
  tags: ['wishlist'],
  summary: '위시리스트에 추가 (이미 있으면 그대로)',
  request: { params: WishlistProductParamSchema },
  responses: { 204: { description: '추가됨' }, 404: errorResponse('상품을 찾을 수 없습니다'), ...ShopperErrors },
});

export const remove = createRoute({
  method: 'delete',
  path: '/wishlist/{productId}',
  tags: ['wishlist'],
  summary: '위시리스트에서 제거',
  request: { params: WishlistProductParamSchema },
  responses: { 204: { description: '제거됨' }, ...ShopperErrors },
});

export const clear = createRoute({
  method: 'delete',
  path: '/wishlist',
  tags: ['wishlist'],
  summary: '위시리스트 비우기',
  responses: { 204: { description: '비워짐' }, ...ShopperErrors },
});

export const merge = createRoute({
  method: 'post',
  path: '/wishlist/merge',
  tags: ['wishlist'],
  summary: '로그인 직후 브라우저 위시리스트 합치기',
  request: { body: jsonBody(MergeWishlistSchema) },
  responses: { 200: jsonResponse(IdsSchema, '합쳐진 위시리스트의 상품 ID'), ...ShopperErrors },
});

export const toCart = createRoute({
  method: 'post',
  path: '/wishlist/to-cart',
  tags: ['wishlist'],
  summary: '전체 장바구니 담기 (품절 제외, 실제로 담은 수)',
  responses: { 200: jsonResponse(ToCartSchema, '담은 결과와 장바구니'), ...ShopperErrors },
});
