import { apiFetch } from '@market/api-client/api-fetch';
import type { AddCartItem, Cart } from '@market/domain/cart';

/** `POST /api/cart/items`: the same product, colour and size merge their quantities (409 above stock). */
export function addCartItem(body: AddCartItem): Promise<Cart> {
  return apiFetch<Cart>('/api/cart/items', { method: 'POST', body });
}
