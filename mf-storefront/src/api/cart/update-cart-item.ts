import { api, call, idParam } from '@market/api-client/api';

/** `PATCH /api/cart/items/{id}`: a new quantity; 0 removes the line. */
export function updateCartItem(id: string, quantity: number) {
  return call(api.cart.items[':id'].$patch({ param: idParam(id), json: { quantity } }));
}

/** `DELETE /api/cart/items/{id}`. */
export function removeCartItem(id: string) {
  return call(api.cart.items[':id'].$delete({ param: idParam(id) }));
}
