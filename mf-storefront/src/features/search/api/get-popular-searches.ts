import { apiFetch } from '@market/api-client/api-fetch';
import type { PopularSearches } from '@market/domain/product';
import useSWR from 'swr';

export const POPULAR_SEARCHES_PATH = '/api/search/popular';

/** `GET /api/search/popular`: terms ranked by search and order activity. */
export function getPopularSearches(): Promise<PopularSearches> {
  return apiFetch<PopularSearches>(POPULAR_SEARCHES_PATH);
}

export function usePopularSearches() {
  return useSWR<PopularSearches>(POPULAR_SEARCHES_PATH, getPopularSearches);
}
