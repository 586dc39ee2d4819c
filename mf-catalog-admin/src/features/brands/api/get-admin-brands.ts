import { api, apiGet, apiKey, listQuery, type GetResult, type LooseQuery } from '@market/api-client/api';
import useSWR from 'swr';

export type AdminBrandQuery = LooseQuery;
export type AdminBrandPage = GetResult<typeof api.admin.brands>;

/** Every cached page of the list starts with this key (revalidated after a change). */
export const ADMIN_BRANDS_KEY = apiKey(api.admin.brands, { query: {} });

const brandsQuery = (query: AdminBrandQuery) => ({ query: listQuery(api.admin.brands, query) });

export function adminBrandsPath(query: AdminBrandQuery): string {
  return apiKey(api.admin.brands, brandsQuery(query));
}

/** `GET /api/admin/brands` (permission catalog.brands.read): one page, filtered and sorted on the server, with the tiles. */
export function getAdminBrands(query: AdminBrandQuery): Promise<AdminBrandPage> {
  return apiGet(api.admin.brands, brandsQuery(query));
}

export function useAdminBrands(query: AdminBrandQuery) {
  return useSWR(adminBrandsPath(query), () => getAdminBrands(query), { keepPreviousData: true });
}
