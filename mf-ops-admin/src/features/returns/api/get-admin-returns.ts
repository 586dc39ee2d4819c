import { api, apiGet, apiKey, listQuery, type GetResult, type LooseQuery } from '@market/api-client/api';
import useSWR from 'swr';

export type AdminReturnQuery = LooseQuery;
export type AdminReturnPage = GetResult<typeof api.admin.returns>;

/** Every cached page of the list starts with this key (revalidated after a change). */
export const ADMIN_RETURNS_KEY = apiKey(api.admin.returns, { query: {} });

const returnsQuery = (query: AdminReturnQuery) => ({ query: listQuery(api.admin.returns, query) });

export function adminReturnsPath(query: AdminReturnQuery): string {
  return apiKey(api.admin.returns, returnsQuery(query));
}

/** `GET /api/admin/returns` (permission orders.returns.read): one page, filtered and sorted on the server. */
export function getAdminReturns(query: AdminReturnQuery): Promise<AdminReturnPage> {
  return apiGet(api.admin.returns, returnsQuery(query));
}

export function useAdminReturns(query: AdminReturnQuery) {
  return useSWR(adminReturnsPath(query), () => getAdminReturns(query), { keepPreviousData: true });
}

/**
 * `GET /api/admin/returns/export` (permission orders.returns.export): the list's current filters
 * (not its page or sort) as CSV or .xlsx; no personal data (names masked), so no reason.
 */
export function exportAdminReturns(query: AdminReturnQuery, format: 'csv' | 'xlsx'): Promise<Response> {
  const { q, type, status, reason } = query;
  return api.admin.returns.export.$get({ query: listQuery(api.admin.returns.export, { q, type, status, reason, format }) });
}
