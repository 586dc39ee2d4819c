import { apiFetch } from '@market/api-client/api-fetch';
import type { BrandDetail } from '@market/domain/brand';
import useSWR from 'swr';

export const brandPath = (slug: string) => `/api/brands/${encodeURIComponent(slug)}`;

/** `GET /api/brands/{slugOrId}`: the brand page with its tab counts (404 when unknown). */
export function getBrand(slug: string): Promise<BrandDetail> {
  return apiFetch<BrandDetail>(brandPath(slug));
}

export function useBrand(slug: string) {
  return useSWR<BrandDetail>(slug ? brandPath(slug) : null, () => getBrand(slug), { keepPreviousData: false });
}
