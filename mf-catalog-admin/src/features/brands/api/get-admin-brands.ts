import { apiFetch, withQuery } from '@market/api-client/api-fetch';
import type { AdminBrand, BrandStatus } from '@market/domain/brand';
import type { Page } from '@market/domain/paging';
import useSWR from 'swr';

export type AdminBrandQuery = Record<string, string | number | undefined>;

export function adminBrandsPath(query: AdminBrandQuery): string {
  return withQuery('/api/admin/brands', query);
}

/** `GET /api/admin/brands` (permission catalog.brands.read): one page, filtered and sorted on the server. */
export function getAdminBrands(query: AdminBrandQuery): Promise<Page<AdminBrand>> {
  return apiFetch<Page<AdminBrand>>(adminBrandsPath(query));
}

export function useAdminBrands(query: AdminBrandQuery) {
  return useSWR<Page<AdminBrand>>(adminBrandsPath(query), () => getAdminBrands(query));
}

/** How many brands a status filter matches: the list's total at page size 1. */
export function useBrandCount(status?: BrandStatus) {
  const { data, isLoading } = useAdminBrands({ status, limit: 1 });
  return { count: data?.total, isLoading };
}
