import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@market/ui/router';
import {
  applyListPatch,
  parseListParams,
  toApiQuery,
  toSearchParams,
  type ListParams,
  type ListParamsDefaults,
  type ListParamsPatch,
} from '@market/ui/list-params';

export type { ListParams, ListParamsDefaults, ListParamsPatch, SortOrder } from '@market/ui/list-params';

/**
 * A server-paged list's state (page, limit, q, sort, order + extra filter keys) kept in the URL's
 * query params, so a reload or a shared link shows the same list.
 */
export function useListParams<K extends string = never>(
  defaults: ListParamsDefaults<K>,
): {
  params: ListParams<K>;
  setParams: (patch: ListParamsPatch<K>) => void;
  apiQuery: Record<string, string | number>;
} {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // Defaults are written inline by callers; their content, not identity, matters.
  const defaultsKey = JSON.stringify(defaults);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const params = useMemo(() => parseListParams(new URLSearchParams(key), defaults), [key, defaultsKey]);

  const setParams = useCallback(
    (patch: ListParamsPatch<K>) => {
      setSearch((prev) => toSearchParams(applyListPatch(parseListParams(prev, defaults), patch), defaults, prev), {
        replace: patch.page === undefined,
      });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setSearch, defaultsKey],
  );

  const apiQuery = useMemo(() => toApiQuery(params), [params]);
  return { params, setParams, apiQuery };
}
