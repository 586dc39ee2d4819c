import { apiFetch } from '@market/api-client/api-fetch';
import type { Cart } from '@market/domain/cart';
import useSWR from 'swr';

/** SWR key of the signed-in shopper's cart (also read by the header count). */
export const CART_PATH = '/api/cart';

/** `GET /api/cart`: lines priced from the database now, and the summary. */
export function getCart(): Promise<Cart> {
  return apiFetch<Cart>(CART_PATH);
}

/** The server cart while `enabled` (a signed-in shopper); nothing is fetched otherwise. */
export function useServerCart(enabled: boolean) {
  return useSWR<Cart>(enabled ? CART_PATH : null, getCart);
}
