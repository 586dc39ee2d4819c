import { api, apiGet, apiKey, listQuery } from '@market/api-client/api';
import useSWR from 'swr';

export interface GetBrandsQuery {
  q?: string;
  category?: string;
  sort?: 'followers' | 'name' | 'newest';
  page?: number;
  limit?: number;
}

const brandsArgs = (query: GetBrandsQuery) => ({ query: listQuery(api.brands, { ...query }) });

/** Path of `GET /api/brands` for a query (also the SWR key). */
export function brandsPath(query: GetBrandsQuery): string {
  return apiKey(api.brands, brandsArgs(query));
}

/** `GET /api/brands`: one page of the active brands. */
export function getBrands(query: GetBrandsQuery) {
  return apiGet(api.brands, brandsArgs(query));
}

/** One page of the brand directory, cached by its query. */
export function useBrands(query: GetBrandsQuery) {
  return useSWR(brandsPath(query), () => getBrands(query));
}
