import { z } from 'zod';
import type { Cart } from './cart';
import { PageQuerySchema } from './paging';
import type { ProductSummary } from './product';

/** The shopper's wishlist (issue 5); anonymous shoppers keep theirs in browser storage. */

export const MAX_WISHLIST_MERGE = 500;

export const WISHLIST_MESSAGES = {
  added: '위시리스트에 추가되었습니다',
  removed: '위시리스트에서 제거되었습니다',
  productNotFound: '상품을 찾을 수 없습니다',
  tooMany: `한 번에 ${MAX_WISHLIST_MERGE}개까지 담을 수 있습니다`,
  allSoldOut: '담을 수 있는 상품이 없습니다',
} as const;

export const WishlistProductParamSchema = z.object({ productId: z.string().max(100) });

export const WishlistQuerySchema = PageQuerySchema;
export type WishlistQuery = z.infer<typeof WishlistQuerySchema>;

/** The browser wishlist, sent once right after sign-in; unknown or unlisted products are dropped. */
export const MergeWishlistSchema = z
  .object({
    productIds: z.array(z.guid({ error: WISHLIST_MESSAGES.productNotFound })).max(MAX_WISHLIST_MERGE, WISHLIST_MESSAGES.tooMany),
  })
  .strict();
export type MergeWishlist = z.infer<typeof MergeWishlistSchema>;

export interface WishlistItem {
  productId: string;
  addedAt: string;
  product: ProductSummary;
}

export interface WishlistIds {
  productIds: string[];
}

/** Add-all: each wished product's first colour/size in stock, quantity 1; counts what it really added. */
export interface WishlistToCartResult {
  added: number;
  skippedSoldOut: number;
  cart: Cart;
}
