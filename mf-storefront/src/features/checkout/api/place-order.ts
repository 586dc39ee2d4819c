import { apiFetch } from '@market/api-client/api-fetch';
import type { Order, PlaceOrder } from '@market/domain/order';

/**
 * `POST /api/orders` with an `Idempotency-Key`: the same key replays the first answer, so a retry
 * after a lost response never places a second order.
 */
export function placeOrder(body: PlaceOrder, idempotencyKey: string): Promise<Order> {
  return apiFetch<Order>('/api/orders', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}
