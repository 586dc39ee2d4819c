import { api, apiGet, apiKey, listQuery, type GetResult, type LooseQuery } from '@market/api-client/api';
import useSWR from 'swr';

export type AdminSellerQuery = LooseQuery;
export type AdminSellerPage = GetResult<typeof api.admin.sellers>;

/** Every cached page of the list starts with this key (revalidated after a change). */
export const ADMIN_SELLERS_KEY = apiKey(api.admin.sellers, { query: {} });

const sellersQuery = (query: AdminSellerQuery) => ({ query: listQuery(api.admin.sellers, query) });

export function adminSellersPath(query: AdminSellerQuery): string {
  return apiKey(api.admin.sellers, sellersQuery(query));
}

/** `GET /api/admin/sellers` (permission sellers.list.read): one page, searched, filtered and sorted on the server, with the tiles. */
export function getAdminSellers(query: AdminSellerQuery): Promise<AdminSellerPage> {
  return apiGet(api.admin.sellers, sellersQuery(query));
}

export function useAdminSellers(query: AdminSellerQuery) {
  return useSWR(adminSellersPath(query), () => getAdminSellers(query), { keepPreviousData: true });
}
