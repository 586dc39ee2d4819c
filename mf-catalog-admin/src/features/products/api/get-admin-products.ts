import { api, apiGet, apiKey, call, idParam, listQuery, type GetResult, type LooseQuery } from '@market/api-client/api';
import useSWR from 'swr';

export type AdminProductQuery = LooseQuery;
export type AdminProductPage = GetResult<typeof api.admin.products>;

/** Every cached page of the list and every detail starts with this key (reloaded after a change). */
export const ADMIN_PRODUCTS_KEY = apiKey(api.admin.products, { query: {} });

const productsQuery = (query: AdminProductQuery) => ({ query: listQuery(api.admin.products, query) });

/** `GET /api/admin/products` (permission catalog.products.read): one keyset page, filtered and sorted on the server, with the tiles. */
export function useAdminProducts(query: AdminProductQuery) {
  return useSWR(apiKey(api.admin.products, productsQuery(query)), () => apiGet(api.admin.products, productsQuery(query)), {
    keepPreviousData: true,
  });
}

/** `GET /api/admin/products/{id}`: the detail and edit dialogs' product, options included (its key under the list's). */
export function useAdminProduct(id: string | null) {
  return useSWR(id ? `${ADMIN_PRODUCTS_KEY}/${id}` : null, () => call(api.admin.products[':id'].$get({ param: idParam(id!) })));
}

/** `GET /api/admin/products/choices`: brands (a seller: its own) and the category tree, for the filters and the form. */
export function useProductChoices() {
  const endpoint = api.admin.products.choices;
  return useSWR(apiKey(endpoint, {}), () => apiGet(endpoint, {}), { revalidateOnFocus: false });
}
