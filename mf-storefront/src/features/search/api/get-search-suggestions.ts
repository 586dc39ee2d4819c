import { api, apiGet, apiKey, listQuery } from '@market/api-client/api';
import useSWR from 'swr';

const suggestionsArgs = (q: string) => ({ query: listQuery(api.search.suggest, { q }) });
export const suggestionsPath = (q: string) => apiKey(api.search.suggest, suggestionsArgs(q));

/** `GET /api/search/suggest?q=`: up to 5 product names and 3 brand names. */
export function getSearchSuggestions(q: string) {
  return apiGet(api.search.suggest, suggestionsArgs(q));
}

/** Suggestions for a (debounced) term; a blank term fetches nothing. */
export function useSearchSuggestions(q: string) {
  const term = q.trim();
  return useSWR(term ? suggestionsPath(term) : null, () => getSearchSuggestions(term), { keepPreviousData: true });
}
