/**
 * Pure helpers behind `useListParams`: a server-paged list's state (page, limit, q, sort, order and
 * extra filters) read from and written to URL query params, so a reload keeps the filters.
 */

export type SortOrder = 'asc' | 'desc';

export interface ListParams<K extends string = string> {
  page: number;
  limit: number;
  q: string;
  sort: string;
  order: SortOrder;
  /** Extra filters (status, grade, ...); '' means "all". */
  filters: Record<K, string>;
}

export interface ListParamsDefaults<K extends string = string> {
  limit?: number;
  sort: string;
  order?: SortOrder;
  /** Extra query keys this list understands (e.g. ['status']). */
  filterKeys?: readonly K[];
  /** Allowed page sizes; anything else in the URL falls back to `limit`. */
  pageSizes?: readonly number[];
}

export const DEFAULT_LIST_LIMIT = 20;
export const LIST_PAGE_SIZES = [20, 50, 100] as const;

function positiveInt(raw: string | null, fallback: number): number {
  if (!raw || !/^\d+$/.test(raw)) return fallback;
  const n = Number(raw);
  return n >= 1 && n <= 100_000 ? n : fallback;
}

/** Reads the list state from URL params; bad values fall back to the defaults. */
export function parseListParams<K extends string>(search: URLSearchParams, defaults: ListParamsDefaults<K>): ListParams<K> {
  const defLimit = defaults.limit ?? DEFAULT_LIST_LIMIT;
  const sizes = defaults.pageSizes ?? LIST_PAGE_SIZES;
  const limit = positiveInt(search.get('limit'), defLimit);
  const order = search.get('order');
  const filters = {} as Record<K, string>;
  for (const key of defaults.filterKeys ?? []) filters[key] = search.get(key)?.trim() ?? '';
  return {
    page: positiveInt(search.get('page'), 1),
    limit: sizes.includes(limit) ? limit : defLimit,
    q: search.get('q')?.trim() ?? '',
    sort: search.get('sort')?.trim() || defaults.sort,
    order: order === 'asc' || order === 'desc' ? order : (defaults.order ?? 'desc'),
    filters,
  };
}

export type ListParamsPatch<K extends string = string> = Partial<Omit<ListParams<K>, 'filters'>> & {
  filters?: Partial<Record<K, string>>;
};

/**
 * Applies a change. Anything other than a page change sends the list back to page 1, since the
 * old page number means nothing under a new filter, sort or page size.
 */
export function applyListPatch<K extends string>(current: ListParams<K>, patch: ListParamsPatch<K>): ListParams<K> {
  const next: ListParams<K> = {
    ...current,
    ...patch,
    filters: { ...current.filters, ...(patch.filters ?? {}) } as Record<K, string>,
  };
  const resetsPage =
    patch.page === undefined &&
    (patch.q !== undefined ||
      patch.sort !== undefined ||
      patch.order !== undefined ||
      patch.limit !== undefined ||
      patch.filters !== undefined);
  if (resetsPage) next.page = 1;
  return next;
}

/** Writes the list state as URL params, leaving out defaults and empty values to keep URLs short. */
export function toSearchParams<K extends string>(
  params: ListParams<K>,
  defaults: ListParamsDefaults<K>,
  base?: URLSearchParams,
): URLSearchParams {
  const out = new URLSearchParams(base);
  const set = (key: string, value: string, omit: boolean) => (omit ? out.delete(key) : out.set(key, value));
  set('page', String(params.page), params.page === 1);
  set('limit', String(params.limit), params.limit === (defaults.limit ?? DEFAULT_LIST_LIMIT));
  set('q', params.q, params.q === '');
  set('sort', params.sort, params.sort === defaults.sort);
  set('order', params.order, params.order === (defaults.order ?? 'desc'));
  for (const key of defaults.filterKeys ?? []) set(key, params.filters[key] ?? '', !params.filters[key]);
  return out;
}

/** The query object for the API (`withQuery`): empty values are dropped there. */
export function toApiQuery<K extends string>(params: ListParams<K>): Record<string, string | number> {
  return { q: params.q, sort: params.sort, order: params.order, page: params.page, limit: params.limit, ...params.filters };
}

/**
 * A click on a sortable header: the same column flips its direction, a new column starts
 * descending (largest, newest first), except names, which start ascending (가나다 order).
 */
export function toggleSort(
  current: { sort: string; order: SortOrder },
  key: string,
  ascendingFirst: readonly string[] = ['name'],
): { sort: string; order: SortOrder } {
  if (current.sort === key) return { sort: key, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort: key, order: ascendingFirst.includes(key) ? 'asc' : 'desc' };
}

/** Number of pages for a total (at least 1). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}
