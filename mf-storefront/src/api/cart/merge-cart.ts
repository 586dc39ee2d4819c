import { api, call } from '@market/api-client/api';
import type { CartItemInput } from '@market/domain/cart';

/** `POST /api/cart/merge`: the browser cart, once, right after sign-in (sold-out lines are skipped). */
export function mergeCart(items: CartItemInput[]) {
  return call(api.cart.merge.$post({ json: { items } }));
}
