import { api, apiGet, apiKey } from '@market/api-client/api';
import useSWR from 'swr';

/** SWR key of the signed-in shopper's cart (also read by the header count). */
export const CART_PATH = apiKey(api.cart);

/** `GET /api/cart`: lines priced from the database now, and the summary. */
export function getCart() {
  return apiGet(api.cart);
}

/** The server cart while `enabled` (a signed-in shopper); nothing is fetched otherwise. */
export function useServerCart(enabled: boolean) {
  return useSWR(enabled ? CART_PATH : null, getCart);
}
