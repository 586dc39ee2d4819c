import { api, apiKey, call, idParam } from '@market/api-client/api';
import type { RequestReturn } from '@market/domain/order';
import { mutate } from 'swr';

const ORDERS_KEY = apiKey(api.orders, { query: {} });
/** The account's routes (`/api/me/summary`, `/api/me/points`, ...): no route of its own to name it. */
const ME_KEY = '/api/me/';

/** Every cached order list and detail, and the account's figures, are stale after a change. */
export function refreshOrders(): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && (key.startsWith(ORDERS_KEY) || key.startsWith(ME_KEY)));
}

/** `POST /api/orders/{id}/cancel`: while cancellable; stock, coupon and points come back, refund recorded. */
export function cancelOrder(id: string, reason?: string) {
  return call(api.orders[':id'].cancel.$post({ param: idParam(id), json: reason ? { reason } : {} }));
}

/** `POST /api/orders/{id}/confirm`: 구매확정 of a delivered order; credits its points. */
export function confirmOrder(id: string) {
  return call(api.orders[':id'].confirm.$post({ param: idParam(id) }));
}

/** `POST /api/orders/{id}/returns`: a return or exchange within 7 days of delivery. */
export function requestReturn(id: string, body: RequestReturn) {
  return call(api.orders[':id'].returns.$post({ param: idParam(id), json: { ...body } }));
}

/** `POST /api/orders/{id}/reorder`: puts the order's lines back in the cart. */
export function reorder(id: string) {
  return call(api.orders[':id'].reorder.$post({ param: idParam(id) }));
}
