import { apiFetch, withQuery } from '@market/api-client/api-fetch';
import type { SearchSuggestions } from '@market/domain/product';
import useSWR from 'swr';

export const suggestionsPath = (q: string) => withQuery('/api/search/suggest', { q });

/** `GET /api/search/suggest?q=`: up to 5 product names and 3 brand names. */
export function getSearchSuggestions(q: string): Promise<SearchSuggestions> {
  return apiFetch<SearchSuggestions>(suggestionsPath(q));
}

/** Suggestions for a (debounced) term; a blank term fetches nothing. */
export function useSearchSuggestions(q: string) {
  const term = q.trim();
  return useSWR<SearchSuggestions>(term ? suggestionsPath(term) : null, () => getSearchSuggestions(term), { keepPreviousData: true });
}
