import { api, apiGet, apiKey, listQuery, type GetResult, type LooseQuery } from '@market/api-client/api';
import { useRef } from 'react';
import useSWR from 'swr';

export type AdminShipmentQuery = LooseQuery;
export type AdminShipmentPage = GetResult<typeof api.admin.shipments>;
export type AdminShipmentDetail = GetResult<(typeof api.admin.shipments)[':id']>;

/** Every cached page of the list, and every detail, starts with this key (revalidated after a change). */
export const ADMIN_SHIPMENTS_KEY = apiKey(api.admin.shipments, { query: {} });

const shipmentsQuery = (query: AdminShipmentQuery) => ({ query: listQuery(api.admin.shipments, query) });

/** `GET /api/admin/shipments` (permission orders.shipments.read): one page, filtered and sorted on the server. */
export function getAdminShipments(query: AdminShipmentQuery): Promise<AdminShipmentPage> {
  return apiGet(api.admin.shipments, shipmentsQuery(query));
}

/**
 * The list page the URL names. The server pages by keyset cursor: the next page is asked by the
 * cursor the page before it answered (as cheap at page 2,000 as at page 1); a page reached any
 * other way (a jump, a reload) is asked by its number.
 */
export function useAdminShipments(query: AdminShipmentQuery) {
  const cursors = useRef(new Map<string, string>());
  const { page, ...rest } = query;
  const base = JSON.stringify(rest);
  const cursor = Number(page) > 1 ? cursors.current.get(`${base}#${page}`) : undefined;
  const request: AdminShipmentQuery = cursor ? { ...rest, cursor } : query;
  return useSWR(
    apiKey(api.admin.shipments, shipmentsQuery(request)),
    async () => {
      const answer = await getAdminShipments(request);
      if (answer.nextCursor) cursors.current.set(`${base}#${Number(page ?? 1) + 1}`, answer.nextCursor);
      return answer;
    },
    { keepPreviousData: true },
  );
}

/** `GET /api/admin/shipments/{id}`: the detail dialog's shipment, items and tracking events. */
export function useAdminShipment(id: string | null) {
  const endpoint = api.admin.shipments[':id'];
  return useSWR(id ? apiKey(endpoint, { param: { id: encodeURIComponent(id) } }) : null, () =>
    apiGet(endpoint, { param: { id: encodeURIComponent(id!) } }),
  );
}

/**
 * `GET /api/admin/shipments/export` (orders.shipments.export): the list's current filters and
 * sort as CSV or .xlsx; the file holds names and addresses, so the reason goes along (logged).
 */
export function exportAdminShipments(query: AdminShipmentQuery, format: 'csv' | 'xlsx', reason: string | undefined): Promise<Response> {
  const { page: _page, limit: _limit, ...filters } = query;
  return api.admin.shipments.export.$get({
    query: { ...listQuery(api.admin.shipments.export, filters), format, ...(reason ? { reason } : {}) },
  }) as unknown as Promise<Response>;
}
