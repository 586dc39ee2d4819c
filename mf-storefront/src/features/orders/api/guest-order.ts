import { api, call } from '@market/api-client/api';
import type { GuestOrderCancel, GuestOrderLookup } from '@market/domain/guest-order';

/** `POST /api/guest/orders/lookup`: a guest's order by number and order password. */
export function lookupGuestOrder(body: GuestOrderLookup) {
  return call(api.guest.orders.lookup.$post({ json: body }));
}

/** `POST /api/guest/orders/cancel`: the same credentials, while the order can be cancelled. */
export function cancelGuestOrder(body: GuestOrderCancel) {
  return call(api.guest.orders.cancel.$post({ json: body }));
}
