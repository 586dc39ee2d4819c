import { api, call } from '@market/api-client/api';

/** `DELETE /api/cart`: empties the server cart. */
export function clearCart() {
  return call(api.cart.$delete());
}
