import { api, apiGet, apiKey } from '@market/api-client/api';
import useSWR from 'swr';

export const POPULAR_SEARCHES_PATH = apiKey(api.search.popular);

/** `GET /api/search/popular`: terms ranked by search and order activity. */
export function getPopularSearches() {
  return apiGet(api.search.popular);
}

export function usePopularSearches() {
  return useSWR(POPULAR_SEARCHES_PATH, getPopularSearches);
}
