import { api, apiGet, apiKey, call, idParam, listQuery, type GetResult, type LooseQuery } from '@market/api-client/api';
import type { CreateSearchSynonym, UpdateSearchSynonym } from '@market/domain/search-synonyms';
import { useAdminAction } from '@market/ui/use-admin-action';
import useSWR from 'swr';

const endpoint = api.admin.search.synonyms;
export type SearchSynonymPage = GetResult<typeof endpoint>;

export const SEARCH_SYNONYMS_KEY = apiKey(endpoint, { query: {} });
const synonymsQuery = (query: LooseQuery) => ({ query: listQuery(endpoint, query) });

/** `GET /api/admin/search/synonyms` (permission catalog.categories.read). */
export function useSearchSynonyms(query: LooseQuery) {
  return useSWR(apiKey(endpoint, synonymsQuery(query)), () => apiGet(endpoint, synonymsQuery(query)), { keepPreviousData: true });
}

type SynonymWrite = 'create' | 'update' | 'delete';

/** The dictionary's writes: each shows its notice (or the error) and reloads every page of the list. */
export function useSearchSynonymWrites() {
  const { pending, perform } = useAdminAction<SynonymWrite>(SEARCH_SYNONYMS_KEY);
  return {
    pending,
    create: (body: CreateSearchSynonym) => perform('create', () => call(endpoint.$post({ json: body }))),
    update: (id: string, body: UpdateSearchSynonym) =>
      perform('update', () => call(endpoint[':id'].$patch({ param: idParam(id), json: body }))),
    remove: (id: string) => perform('delete', () => call(endpoint[':id'].$delete({ param: idParam(id) }))),
  };
}
