import { apiFetch, withQuery } from '@market/api-client/api-fetch';
import type { ProductListParams, ProductListResponse } from '@market/domain/product';
import useSWR from 'swr';

/** Query string values of `GET /api/products`, as the URL carries them. */
export type ProductListRequest = {
  [K in keyof ProductListParams]?: string | number | boolean | null;
};

/** Path of `GET /api/products` for a query (also the SWR key). */
export function productsPath(query: ProductListRequest): string {
  return withQuery('/api/products', query);
}

/** `GET /api/products`: one page of active products with facet counts and the next cursor. */
export function getProducts(query: ProductListRequest): Promise<ProductListResponse> {
  return apiFetch<ProductListResponse>(productsPath(query));
}

/** One page of products, cached by its query; `null` waits (nothing is fetched). */
export function useProducts(query: ProductListRequest | null) {
  return useSWR<ProductListResponse>(query ? productsPath(query) : null, () => getProducts(query!));
}
