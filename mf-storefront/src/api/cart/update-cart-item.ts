import { apiFetch } from '@market/api-client/api-fetch';
import type { Cart } from '@market/domain/cart';

const linePath = (id: string) => `/api/cart/items/${encodeURIComponent(id)}`;

/** `PATCH /api/cart/items/{id}`: a new quantity; 0 removes the line. */
export function updateCartItem(id: string, quantity: number): Promise<Cart> {
  return apiFetch<Cart>(linePath(id), { method: 'PATCH', body: { quantity } });
}

/** `DELETE /api/cart/items/{id}`. */
export function removeCartItem(id: string): Promise<Cart> {
  return apiFetch<Cart>(linePath(id), { method: 'DELETE' });
}
