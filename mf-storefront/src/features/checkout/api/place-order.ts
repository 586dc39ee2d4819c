import { api, call } from '@market/api-client/api';
import type { PlaceOrder } from '@market/domain/order';

/**
 * `POST /api/orders` with an `Idempotency-Key`: the same key replays the first answer, so a retry
 * after a lost response never places a second order.
 */
export function placeOrder(body: PlaceOrder, idempotencyKey: string) {
  return call(api.orders.$post({ json: body, header: { 'idempotency-key': idempotencyKey } }));
}
