/**
 * The brand directory's view state and its URL form, so that a link reproduces the view:
 * `/brands?q=나이키&category=shoes&sort=name&view=list`. Defaults are left out of the URL.
 */

/** Directory sorts (spec 9: followers is the default). */
export const BRAND_SORT_OPTIONS = [
  { value: 'followers', label: '팔로워순' },
  { value: 'name', label: '이름순' },
  { value: 'newest', label: '최신순' },
] as const;
export type BrandSort = (typeof BRAND_SORT_OPTIONS)[number]['value'];

/** Top-level category slugs and names, as seeded by the API (api/src/db/seed/data.ts). */
export const BRAND_CATEGORY_OPTIONS = [
  { value: 'outer', label: '아우터' },
  { value: 'top', label: '상의' },
  { value: 'bottom', label: '하의' },
  { value: 'dress', label: '원피스' },
  { value: 'shoes', label: '신발' },
  { value: 'bag', label: '가방' },
  { value: 'accessory', label: '액세서리' },
  { value: 'sports', label: '스포츠' },
  { value: 'beauty', label: '뷰티' },
  { value: 'life', label: '라이프' },
] as const;

export type BrandView = 'grid' | 'list';

export interface BrandFilters {
  /** Search text; '' means none. */
  q: string;
  /** Category slug; '' means all. */
  category: string;
  sort: BrandSort;
  view: BrandView;
}

export const DEFAULT_BRAND_FILTERS: BrandFilters = { q: '', category: '', sort: 'followers', view: 'grid' };

/** Page size of the directory; 'load more' fetches the next page of this size. */
export const BRAND_PAGE_SIZE = 20;

/** The API accepts at most 100 characters of search text. */
export const BRAND_SEARCH_MAX_LENGTH = 100;

const SORTS = new Set<string>(BRAND_SORT_OPTIONS.map((o) => o.value));
const CATEGORY_SLUG = /^[a-z0-9-]{1,50}$/;

/** Reads filters from the URL; unknown or malformed values fall back to the defaults. */
export function parseBrandFilters(params: URLSearchParams): BrandFilters {
  const q = (params.get('q') ?? '').trim().slice(0, BRAND_SEARCH_MAX_LENGTH);
  const rawCategory = (params.get('category') ?? '').trim();
  const rawSort = params.get('sort') ?? '';
  return {
    q,
    category: CATEGORY_SLUG.test(rawCategory) ? rawCategory : '',
    sort: SORTS.has(rawSort) ? (rawSort as BrandSort) : DEFAULT_BRAND_FILTERS.sort,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The URL form of filters, defaults omitted, in a stable order. */
export function toBrandSearchParams(filters: BrandFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.category) params.set('category', filters.category);
  if (filters.sort !== DEFAULT_BRAND_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.view !== DEFAULT_BRAND_FILTERS.view) params.set('view', filters.view);
  return params;
}

/** True when anything narrows the list (search or category). */
export function hasActiveBrandFilters(filters: BrandFilters): boolean {
  return filters.q.trim() !== '' || filters.category !== '';
}

/** Query of `GET /api/brands` for one page of the current filters (view is UI-only). */
export function toBrandListQuery(filters: BrandFilters, page: number) {
  return {
    q: filters.q.trim() || undefined,
    category: filters.category || undefined,
    sort: filters.sort,
    page,
    limit: BRAND_PAGE_SIZE,
  };
}
