import { api, call } from '@market/api-client/api';
import type { PlaceGuestOrder } from '@market/domain/guest-order';

/** `POST /api/guest/orders` with an `Idempotency-Key`, like a member's order (ADR 033). */
export function placeGuestOrder(body: PlaceGuestOrder, idempotencyKey: string) {
  return call(api.guest.orders.$post({ json: body, header: { 'idempotency-key': idempotencyKey } }));
}
