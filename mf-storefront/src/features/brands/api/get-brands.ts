import { apiFetch, withQuery } from '@market/api-client/api-fetch';
import type { Brand } from '@market/domain/brand';
import type { Page } from '@market/domain/paging';
import useSWR from 'swr';

export interface GetBrandsQuery {
  q?: string;
  category?: string;
  sort?: 'followers' | 'name' | 'newest';
  page?: number;
  limit?: number;
}

/** Path of `GET /api/brands` for a query (also the SWR key). */
export function brandsPath(query: GetBrandsQuery): string {
  return withQuery('/api/brands', { ...query });
}

/** `GET /api/brands`: one page of the active brands. */
export function getBrands(query: GetBrandsQuery): Promise<Page<Brand>> {
  return apiFetch<Page<Brand>>(brandsPath(query));
}

/** One page of the brand directory, cached by its query. */
export function useBrands(query: GetBrandsQuery) {
  return useSWR<Page<Brand>>(brandsPath(query), () => getBrands(query));
}
