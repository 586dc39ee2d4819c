import { api, apiGet, apiKey, listQuery } from '@market/api-client/api';
import useSWR from 'swr';

const brandsQuery = { query: listQuery(api.admin.brands, { limit: 100 }) };

/** Brands for the coupon form's brand restriction, loaded while the form is open (catalog.brands.read; without it, only '전체 상품'). */
export function useBrandOptions(enabled: boolean) {
  return useSWR(enabled ? apiKey(api.admin.brands, brandsQuery) : null, () => apiGet(api.admin.brands, brandsQuery), {
    shouldRetryOnError: false,
  });
}
