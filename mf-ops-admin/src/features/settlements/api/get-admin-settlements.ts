import { api, apiGet, apiKey, idParam, listQuery, type GetResult, type LooseQuery } from '@market/api-client/api';
import useSWR from 'swr';

export type AdminSettlementPage = GetResult<typeof api.admin.settlements>;
export type AdminSettlementDetail = GetResult<(typeof api.admin.settlements)[':id']>;

/** Every cached page and detail starts with this key (revalidated after a change). */
export const ADMIN_SETTLEMENTS_KEY = apiKey(api.admin.settlements, { query: {} });

/**
 * The keyset cursors met so far, per filtered list: `[null, cursor of page 2, cursor of page 3, …]`.
 * Page N is read from the cursor of page N − 1; a page further on than any met yet is reached by
 * walking the pages between (cheap: settlements are few per seller and period).
 */
const cursorChains = new Map<string, (string | null)[]>();

/** `GET /api/admin/settlements` (permission sellers.settlements.read): page `page` of the filtered list. */
export async function getAdminSettlementsPage(query: LooseQuery, page: number): Promise<AdminSettlementPage> {
  const base = listQuery(api.admin.settlements, query);
  const chainKey = JSON.stringify(base);
  const chain = cursorChains.get(chainKey) ?? [null];
  cursorChains.set(chainKey, chain);
  let at = Math.min(page - 1, chain.length - 1);
  for (;;) {
    const cursor = chain[at];
    const result = await apiGet(api.admin.settlements, { query: { ...base, ...(cursor ? { cursor } : {}) } });
    chain[at + 1] = result.nextCursor;
    if (at >= page - 1 || !result.nextCursor) return result;
    at += 1;
  }
}

/** The list's page under its URL state (`page` and `limit` from the list params, the rest as filters). */
export function useAdminSettlements(apiQuery: LooseQuery) {
  const { page = 1, ...query } = apiQuery;
  const key = `${apiKey(api.admin.settlements, { query: listQuery(api.admin.settlements, query) })}#page=${page}`;
  return useSWR(key, () => getAdminSettlementsPage(query, Number(page)), { keepPreviousData: true });
}

/** `GET /api/admin/settlements/{id}`: the detail dialog's breakdown and payout. */
export function useAdminSettlement(id: string | null) {
  return useSWR(id ? apiKey(api.admin.settlements[':id'], { param: idParam(id) }) : null, () =>
    apiGet(api.admin.settlements[':id'], { param: idParam(id!) }),
  );
}

/** `GET /api/admin/settlements/export` (permission sellers.settlements.export): the list as filtered now, as a file. */
export function exportAdminSettlements(apiQuery: LooseQuery, format: 'csv' | 'xlsx'): Promise<Response> {
  const { page: _page, limit: _limit, ...filters } = apiQuery;
  return api.admin.settlements.export.$get({ query: { ...listQuery(api.admin.settlements.export, filters), format } });
}
