import { api, apiGet, apiKey, listQuery } from '@market/api-client/api';
import useSWR from 'swr';

/** Brands a picker offers at once: the first page of a name search (the server caps a page at 100). */
export const TARGET_BRAND_LIMIT = 50;

/**
 * `GET /api/admin/categories` (catalog.categories.read): the whole tree, for a category rule's
 * target. Null key while the rule is of another type.
 */
export function useTargetCategories(enabled: boolean) {
  const args = { query: listQuery(api.admin.categories, {}) };
  return useSWR(enabled ? apiKey(api.admin.categories, args) : null, () => apiGet(api.admin.categories, args), {
    shouldRetryOnError: false,
  });
}

/** `GET /api/admin/brands?q=` (catalog.brands.read): brands by name for a brand rule's target. */
export function useTargetBrands(enabled: boolean, q: string) {
  const args = {
    query: listQuery(api.admin.brands, { q: q.trim(), sort: 'name', order: 'asc', limit: TARGET_BRAND_LIMIT, page: 1 }),
  };
  return useSWR(enabled ? apiKey(api.admin.brands, args) : null, () => apiGet(api.admin.brands, args), {
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
}

/** Products a picker page shows: a short list the select stays usable with; 이전/다음 page on. */
export const TARGET_PRODUCT_LIMIT = 20;

/**
 * `GET /api/admin/products?q=&cursor=` (catalog.products.read): products by name or brand, one
 * keyset page at a time, for a product rule's target.
 */
export function useTargetProducts(enabled: boolean, q: string, cursor: string | undefined) {
  const args = {
    query: listQuery(api.admin.products, { q: q.trim(), sort: 'name', order: 'asc', limit: TARGET_PRODUCT_LIMIT, cursor }),
  };
  return useSWR(enabled ? apiKey(api.admin.products, args) : null, () => apiGet(api.admin.products, args), {
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
}
