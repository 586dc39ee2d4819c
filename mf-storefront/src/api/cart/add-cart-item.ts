import { api, call } from '@market/api-client/api';
import type { AddCartItem } from '@market/domain/cart';

/** `POST /api/cart/items`: the same product, colour and size merge their quantities (409 above stock). */
export function addCartItem(body: AddCartItem) {
  return call(api.cart.items.$post({ json: body }));
}
