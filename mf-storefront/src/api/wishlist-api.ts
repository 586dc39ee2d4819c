import { apiFetch, withQuery } from '@market/api-client/api-fetch';
import type { Page } from '@market/domain/paging';
import type { WishlistIds, WishlistItem, WishlistToCartResult } from '@market/domain/wishlist';
import useSWR from 'swr';

export type { WishlistItem };

/** SWR key of the wished product ids (hearts on the product page). */
export const WISHLIST_IDS_PATH = '/api/wishlist/ids';
const itemPath = (productId: string) => `/api/wishlist/${encodeURIComponent(productId)}`;
export const wishlistPagePath = (page: number, limit: number) => withQuery('/api/wishlist', { page, limit });

export function getWishlistIds(): Promise<WishlistIds> {
  return apiFetch<WishlistIds>(WISHLIST_IDS_PATH);
}

/** `GET /api/wishlist?page=&limit=`: wished products, newest first. */
export function useServerWishlist(enabled: boolean, page: number, limit: number) {
  return useSWR<Page<WishlistItem>>(enabled ? wishlistPagePath(page, limit) : null, (path: string) => apiFetch<Page<WishlistItem>>(path));
}

/** `PUT /api/wishlist/{productId}`. */
export function addWishlistItem(productId: string): Promise<void> {
  return apiFetch<void>(itemPath(productId), { method: 'PUT' });
}

/** `DELETE /api/wishlist/{productId}`. */
export function removeWishlistItem(productId: string): Promise<void> {
  return apiFetch<void>(itemPath(productId), { method: 'DELETE' });
}

/** `DELETE /api/wishlist`: clear all. */
export function clearWishlist(): Promise<void> {
  return apiFetch<void>('/api/wishlist', { method: 'DELETE' });
}

/** `POST /api/wishlist/merge`: this browser's wishlist, once, after sign-in. */
export function mergeWishlist(productIds: string[]): Promise<{ productIds: string[] }> {
  return apiFetch<{ productIds: string[] }>('/api/wishlist/merge', { method: 'POST', body: { productIds } });
}

/** `POST /api/wishlist/to-cart`: each wished product's first in-stock option, quantity 1; counts what it added. */
export function moveWishlistToCart(): Promise<WishlistToCartResult> {
  return apiFetch<WishlistToCartResult>('/api/wishlist/to-cart', { method: 'POST' });
}
