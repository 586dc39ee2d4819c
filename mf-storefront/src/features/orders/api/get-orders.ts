import { api, apiGet, apiKey, idParam } from '@market/api-client/api';
import useSWR from 'swr';

export type OrderTab = 'all' | 'pending' | 'confirmed' | 'shipped' | 'delivered';
export const ORDERS_PAGE_SIZE = 10;

const ordersArgs = (status: OrderTab, page: number) => ({ query: { status, page, limit: ORDERS_PAGE_SIZE } });
const orderArgs = (id: string) => ({ param: idParam(id) });

export const ordersPath = (status: OrderTab, page: number) => apiKey(api.orders, ordersArgs(status, page));
export const orderPath = (id: string) => apiKey(api.orders[':id'], orderArgs(id));

/** `GET /api/orders?status=&page=&limit=`: the shopper's own orders, filtered and paged on the server. */
export function useOrders(enabled: boolean, status: OrderTab, page: number) {
  return useSWR(enabled ? ordersPath(status, page) : null, () => apiGet(api.orders, ordersArgs(status, page)));
}

/** `GET /api/orders/{id}`: one order with shipment tracking and returns (someone else's → 404). */
export function useOrder(id: string | null) {
  return useSWR(id ? orderPath(id) : null, () => apiGet(api.orders[':id'], orderArgs(id!)), { keepPreviousData: false });
}
