import { api, apiGet, apiKey, call, idParam, listQuery, type GetResult, type LooseQuery } from '@market/api-client/api';
import type { AdminCancelOrder, AdvanceOrder, AdminOrderResult } from '@market/domain/admin-orders';
import { useAdminAction } from '@market/ui/use-admin-action';
import useSWR from 'swr';

export type AdminOrderQuery = LooseQuery;
export type AdminOrderPage = GetResult<typeof api.admin.orders>;

/** Every cached page of the list (and every detail) starts with this key: reloaded after a change. */
export const ADMIN_ORDERS_KEY = apiKey(api.admin.orders, { query: {} });

const ordersQuery = (query: AdminOrderQuery) => ({ query: listQuery(api.admin.orders, query) });

/** `GET /api/admin/orders` (permission orders.list.read): one keyset page, filtered and sorted on the server. */
export function useAdminOrders(query: AdminOrderQuery) {
  return useSWR(apiKey(api.admin.orders, ordersQuery(query)), () => apiGet(api.admin.orders, ordersQuery(query)), {
    keepPreviousData: true,
  });
}

/** `GET /api/admin/orders/{id}`: the detail dialog's order (its key under the list's, so a change reloads it too). */
export function useAdminOrder(id: string | null) {
  return useSWR(id ? `${ADMIN_ORDERS_KEY}/${id}` : null, () => call(api.admin.orders[':id'].$get({ param: idParam(id!) })));
}

export type OrderAction = 'advance' | 'cancel';

/** The advance button and cancel with refund: notice (or error) on a toast, then every list page and detail reloaded. */
export function useOrderActions() {
  const { pending, perform } = useAdminAction<OrderAction>(ADMIN_ORDERS_KEY);
  return {
    pending,
    advance: (id: string, body: AdvanceOrder): Promise<AdminOrderResult> =>
      perform('advance', () => call(api.admin.orders[':id'].status.$post({ param: idParam(id), json: body }))),
    cancel: (id: string, body: AdminCancelOrder): Promise<AdminOrderResult> =>
      perform('cancel', () => call(api.admin.orders[':id'].cancel.$post({ param: idParam(id), json: body }))),
  };
}
