import { api, apiGet, apiKey, listQuery } from '@market/api-client/api';
import type { ProductListParams } from '@market/domain/product';
import useSWR from 'swr';

/** Query string values of `GET /api/products`, as the URL carries them. */
export type ProductListRequest = {
  [K in keyof ProductListParams]?: string | number | boolean | null;
};

const productsArgs = (query: ProductListRequest) => ({ query: listQuery(api.products, query) });

/** Path of `GET /api/products` for a query (also the SWR key). */
export function productsPath(query: ProductListRequest): string {
  return apiKey(api.products, productsArgs(query));
}

/** `GET /api/products`: one page of active products with facet counts and the next cursor. */
export function getProducts(query: ProductListRequest) {
  return apiGet(api.products, productsArgs(query));
}

/** One page of products, cached by its query; `null` waits (nothing is fetched). */
export function useProducts(query: ProductListRequest | null) {
  return useSWR(query ? productsPath(query) : null, () => getProducts(query!));
}
