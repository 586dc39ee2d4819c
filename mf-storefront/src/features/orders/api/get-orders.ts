import { apiFetch, withQuery } from '@market/api-client/api-fetch';
import type { Order, OrderSummary } from '@market/domain/order';
import type { Page } from '@market/domain/paging';
import useSWR from 'swr';

export type OrderTab = 'all' | 'pending' | 'confirmed' | 'shipped' | 'delivered';
export const ORDERS_PAGE_SIZE = 10;

export const ordersPath = (status: OrderTab, page: number) => withQuery('/api/orders', { status, page, limit: ORDERS_PAGE_SIZE });
export const orderPath = (id: string) => `/api/orders/${encodeURIComponent(id)}`;

/** `GET /api/orders?status=&page=&limit=`: the shopper's own orders, filtered and paged on the server. */
export function useOrders(enabled: boolean, status: OrderTab, page: number) {
  return useSWR<Page<OrderSummary>>(enabled ? ordersPath(status, page) : null, (path: string) => apiFetch<Page<OrderSummary>>(path));
}

/** `GET /api/orders/{id}`: one order with shipment tracking and returns (someone else's → 404). */
export function useOrder(id: string | null) {
  return useSWR<Order>(id ? orderPath(id) : null, (path: string) => apiFetch<Order>(path), { keepPreviousData: false });
}
