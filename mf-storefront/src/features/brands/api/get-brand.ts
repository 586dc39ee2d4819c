import { api, apiGet, apiKey } from '@market/api-client/api';
import useSWR from 'swr';

const brandArgs = (slug: string) => ({ param: { slugOrId: encodeURIComponent(slug) } });
export const brandPath = (slug: string) => apiKey(api.brands[':slugOrId'], brandArgs(slug));

/** `GET /api/brands/{slugOrId}`: the brand page with its tab counts (404 when unknown). */
export function getBrand(slug: string) {
  return apiGet(api.brands[':slugOrId'], brandArgs(slug));
}

export function useBrand(slug: string) {
  return useSWR(slug ? brandPath(slug) : null, () => getBrand(slug), { keepPreviousData: false });
}
