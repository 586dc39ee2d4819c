import { apiFetch } from '@market/api-client/api-fetch';
import type { Brand } from '@market/domain/brand';
import type { Page } from '@market/domain/paging';
import useSWR from 'swr';

/** The most followed brands, for the home page's brand row. */
export const FEATURED_BRANDS_PATH = '/api/brands?sort=followers&limit=10';

/** `GET /api/brands` sorted by followers, first 10. */
export function getFeaturedBrands(): Promise<Page<Brand>> {
  return apiFetch<Page<Brand>>(FEATURED_BRANDS_PATH);
}

export function useFeaturedBrands() {
  return useSWR<Page<Brand>>(FEATURED_BRANDS_PATH, getFeaturedBrands);
}
