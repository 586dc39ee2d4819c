import { apiFetch } from '@market/api-client/api-fetch';
import type { Order, ReorderResult, RequestReturn, ReturnRequest } from '@market/domain/order';
import { mutate } from 'swr';
import { orderPath } from './get-orders';

/** Every cached order list and detail, and the account's figures, are stale after a change. */
export function refreshOrders(): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && (key.startsWith('/api/orders') || key.startsWith('/api/me')));
}

/** `POST /api/orders/{id}/cancel`: while cancellable; stock, coupon and points come back, refund recorded. */
export function cancelOrder(id: string, reason?: string): Promise<Order> {
  return apiFetch<Order>(`${orderPath(id)}/cancel`, { method: 'POST', body: reason ? { reason } : {} });
}

/** `POST /api/orders/{id}/confirm`: 구매확정 of a delivered order; credits its points. */
export function confirmOrder(id: string): Promise<Order> {
  return apiFetch<Order>(`${orderPath(id)}/confirm`, { method: 'POST' });
}

/** `POST /api/orders/{id}/returns`: a return or exchange within 7 days of delivery. */
export function requestReturn(id: string, body: RequestReturn): Promise<ReturnRequest> {
  return apiFetch<ReturnRequest>(`${orderPath(id)}/returns`, { method: 'POST', body: { ...body } });
}

/** `POST /api/orders/{id}/reorder`: puts the order's lines back in the cart. */
export function reorder(id: string): Promise<ReorderResult> {
  return apiFetch<ReorderResult>(`${orderPath(id)}/reorder`, { method: 'POST' });
}
