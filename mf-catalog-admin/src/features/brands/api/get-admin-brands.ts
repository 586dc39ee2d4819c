import { api, apiGet, apiKey, listQuery, type LooseQuery } from '@market/api-client/api';
import type { BrandStatus } from '@market/domain/brand';
import useSWR from 'swr';

export type AdminBrandQuery = LooseQuery;

const brandsQuery = (query: AdminBrandQuery) => ({ query: listQuery(api.admin.brands, query) });

export function adminBrandsPath(query: AdminBrandQuery): string {
  return apiKey(api.admin.brands, brandsQuery(query));
}

/** `GET /api/admin/brands` (permission catalog.brands.read): one page, filtered and sorted on the server. */
export function getAdminBrands(query: AdminBrandQuery) {
  return apiGet(api.admin.brands, brandsQuery(query));
}

export function useAdminBrands(query: AdminBrandQuery) {
  return useSWR(adminBrandsPath(query), () => getAdminBrands(query));
}

/** How many brands a status filter matches: the list's total at page size 1. */
export function useBrandCount(status?: BrandStatus) {
  const { data, isLoading } = useAdminBrands({ status, limit: 1 });
  return { count: data?.total, isLoading };
}
