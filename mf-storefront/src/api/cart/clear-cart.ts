import { apiFetch } from '@market/api-client/api-fetch';
import type { Cart } from '@market/domain/cart';

/** `DELETE /api/cart`: empties the server cart. */
export function clearCart(): Promise<Cart> {
  return apiFetch<Cart>('/api/cart', { method: 'DELETE' });
}
