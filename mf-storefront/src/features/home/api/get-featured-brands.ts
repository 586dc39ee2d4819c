import { api, apiGet, apiKey } from '@market/api-client/api';
import useSWR from 'swr';

const featuredArgs = { query: { sort: 'followers' as const, limit: 10 } };

/** The most followed brands, for the home page's brand row (`/api/brands?sort=followers&limit=10`). */
export const FEATURED_BRANDS_PATH = apiKey(api.brands, featuredArgs);

/** `GET /api/brands` sorted by followers, first 10. */
export function getFeaturedBrands() {
  return apiGet(api.brands, featuredArgs);
}

export function useFeaturedBrands() {
  return useSWR(FEATURED_BRANDS_PATH, getFeaturedBrands);
}
