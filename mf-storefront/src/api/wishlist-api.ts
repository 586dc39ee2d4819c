import { api, apiGet, apiKey, call } from '@market/api-client/api';
import type { WishlistItem } from '@market/domain/wishlist';
import useSWR from 'swr';

export type { WishlistItem };

/** SWR key of the wished product ids (hearts on the product page). */
export const WISHLIST_IDS_PATH = apiKey(api.wishlist.ids);
const itemArgs = (productId: string) => ({ param: { productId: encodeURIComponent(productId) } });
const pageArgs = (page: number, limit: number) => ({ query: { page, limit } });
export const wishlistPagePath = (page: number, limit: number) => apiKey(api.wishlist, pageArgs(page, limit));

export function getWishlistIds() {
  return apiGet(api.wishlist.ids);
}

/** `GET /api/wishlist?page=&limit=`: wished products, newest first. */
export function useServerWishlist(enabled: boolean, page: number, limit: number) {
  return useSWR(enabled ? wishlistPagePath(page, limit) : null, () => apiGet(api.wishlist, pageArgs(page, limit)));
}

/** `PUT /api/wishlist/{productId}`. */
export function addWishlistItem(productId: string) {
  return call(api.wishlist[':productId'].$put(itemArgs(productId)));
}

/** `DELETE /api/wishlist/{productId}`. */
export function removeWishlistItem(productId: string) {
  return call(api.wishlist[':productId'].$delete(itemArgs(productId)));
}

/** `DELETE /api/wishlist`: clear all. */
export function clearWishlist() {
  return call(api.wishlist.$delete());
}

/** `POST /api/wishlist/merge`: this browser's wishlist, once, after sign-in. */
export function mergeWishlist(productIds: string[]) {
  return call(api.wishlist.merge.$post({ json: { productIds } }));
}

/** `POST /api/wishlist/to-cart`: each wished product's first in-stock option, quantity 1; counts what it added. */
export function moveWishlistToCart() {
  return call(api.wishlist['to-cart'].$post());
}
