import { apiFetch } from '@market/api-client/api-fetch';
import type { CartItemInput, MergeCartResult } from '@market/domain/cart';

/** `POST /api/cart/merge`: the browser cart, once, right after sign-in (sold-out lines are skipped). */
export function mergeCart(items: CartItemInput[]): Promise<MergeCartResult> {
  return apiFetch<MergeCartResult>('/api/cart/merge', { method: 'POST', body: { items } });
}
