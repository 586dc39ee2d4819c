/**
 * A product listing's view state (/categories and /search) and its URL form, so that a link
 * reproduces the view: `/categories?category=outer&colors=Black,Navy&minPrice=50000&sort=newest`.
 * Defaults are left out of the URL; unknown or malformed values fall back to them.
 */
import type { ProductSort } from '@market/domain/catalog-rules';
import { PRICE_MAX, PRICE_MIN, PRICE_STEP, PRODUCT_SORT_OPTIONS, SEARCH_QUERY_MAX } from '@market/domain/catalog-rules';
import type { ProductListRequest } from '../api/get-products';
import { formatKRW } from '@market/domain/format';

export type ListingView = 'grid' | 'list';

export interface ListingFilters {
  /** Search text; '' means none. */
  q: string;
  /** Category slug; '' means all. */
  category: string;
  /** Brand id or slug; '' means all. */
  brand: string;
  sale: boolean;
  isNew: boolean;
  best: boolean;
  inStock: boolean;
  colors: string[];
  sizes: string[];
  /** Price range in won; the defaults (0 and 1,000,000) mean no bound. */
  minPrice: number;
  maxPrice: number;
  sort: ProductSort;
  view: ListingView;
}

export const DEFAULT_LISTING_FILTERS: ListingFilters = {
  q: '',
  category: '',
  brand: '',
  sale: false,
  isNew: false,
  best: false,
  inStock: false,
  colors: [],
  sizes: [],
  minPrice: PRICE_MIN,
  maxPrice: PRICE_MAX,
  sort: 'popular',
  view: 'grid',
};

/** Defaults of /search: results ranked by relevance unless the shopper picks a sort. */
export const SEARCH_LISTING_DEFAULTS: ListingFilters = { ...DEFAULT_LISTING_FILTERS, sort: 'relevance' };

/**
 * Products per request before the shop settings answer; 'load more' appears when the server
 * reports a next page (spec 9: at 20). The shop's `productsPerPage` replaces it (useListingFilters).
 */
export const LISTING_PAGE_SIZE = 20;

/**
 * A listing's defaults under the shop settings: the shop's default sort replaces the built-in one
 * (except on /search, whose default is relevance to the search text).
 */
export function listingDefaultsFor(base: ListingFilters, shopDefaultSort: ProductSort): ListingFilters {
  return base.sort === 'relevance' ? base : { ...base, sort: shopDefaultSort };
}

const SLUG = /^[a-z0-9-]{1,50}$/;
const BRAND = /^[A-Za-z0-9-]{1,100}$/;
const COLOR = /^[A-Za-z][A-Za-z /-]{0,29}$/;
const SIZE = /^[A-Za-z0-9./-]{1,12}$/;
const SORTS = new Set<string>(PRODUCT_SORT_OPTIONS.map((o) => o.value));

function flag(params: URLSearchParams, key: string): boolean {
  const v = params.get(key);
  return v === 'true' || v === '1';
}

function list(params: URLSearchParams, key: string, pattern: RegExp): string[] {
  const raw = params.getAll(key).join(',');
  const items = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => pattern.test(s));
  return [...new Set(items)].slice(0, 30);
}

function price(params: URLSearchParams, key: string, fallback: number): number {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < PRICE_MIN || n > PRICE_MAX) return fallback;
  return n;
}

/** Reads filters from the URL; `defaults` differ between /categories and /search (sort). */
export function parseListingFilters(params: URLSearchParams, defaults: ListingFilters = DEFAULT_LISTING_FILTERS): ListingFilters {
  const category = (params.get('category') ?? '').trim();
  const brand = (params.get('brand') ?? '').trim();
  const sort = params.get('sort') ?? '';
  let minPrice = price(params, 'minPrice', PRICE_MIN);
  let maxPrice = price(params, 'maxPrice', PRICE_MAX);
  if (minPrice > maxPrice) [minPrice, maxPrice] = [PRICE_MIN, PRICE_MAX];
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX),
    category: SLUG.test(category) ? category : '',
    brand: BRAND.test(brand) ? brand : '',
    sale: flag(params, 'sale'),
    isNew: flag(params, 'new'),
    best: flag(params, 'best'),
    inStock: flag(params, 'inStock'),
    colors: list(params, 'colors', COLOR),
    sizes: list(params, 'sizes', SIZE),
    minPrice,
    maxPrice,
    sort: SORTS.has(sort) && (sort !== 'relevance' || defaults.sort === 'relevance') ? (sort as ProductSort) : defaults.sort,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The URL form of filters: defaults omitted, stable order. */
export function toListingSearchParams(filters: ListingFilters, defaults: ListingFilters = DEFAULT_LISTING_FILTERS): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.category) params.set('category', filters.category);
  if (filters.brand) params.set('brand', filters.brand);
  if (filters.sale) params.set('sale', 'true');
  if (filters.isNew) params.set('new', 'true');
  if (filters.best) params.set('best', 'true');
  if (filters.inStock) params.set('inStock', 'true');
  if (filters.colors.length) params.set('colors', filters.colors.join(','));
  if (filters.sizes.length) params.set('sizes', filters.sizes.join(','));
  if (filters.minPrice > PRICE_MIN) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice < PRICE_MAX) params.set('maxPrice', String(filters.maxPrice));
  if (filters.sort !== defaults.sort) params.set('sort', filters.sort);
  if (filters.view !== DEFAULT_LISTING_FILTERS.view) params.set('view', filters.view);
  return params;
}

/** Query of `GET /api/products` for the filters (view is UI-only); `cursor` pages on; `limit` is the shop's page size. */
export function toProductListRequest(filters: ListingFilters, cursor?: string | null, limit = LISTING_PAGE_SIZE): ProductListRequest {
  return {
    q: filters.q.trim() || undefined,
    category: filters.category || undefined,
    brand: filters.brand || undefined,
    sale: filters.sale ? 'true' : undefined,
    new: filters.isNew ? 'true' : undefined,
    best: filters.best ? 'true' : undefined,
    inStock: filters.inStock ? 'true' : undefined,
    colors: filters.colors.length ? filters.colors.join(',') : undefined,
    sizes: filters.sizes.length ? filters.sizes.join(',') : undefined,
    minPrice: filters.minPrice > PRICE_MIN ? filters.minPrice : undefined,
    maxPrice: filters.maxPrice < PRICE_MAX ? filters.maxPrice : undefined,
    // 'relevance' only means something with a search text; the server's default covers the rest.
    sort: filters.sort === 'relevance' && !filters.q.trim() ? 'popular' : filters.sort,
    limit,
    cursor: cursor || undefined,
  };
}

/** True when anything besides the search text narrows the list (what 'reset all' clears). */
export function hasActiveFilters(filters: ListingFilters): boolean {
  return activeFilterChips(filters).length > 0;
}

/** Everything reset except the search text and the chosen view. */
export function resetFilters(filters: ListingFilters, defaults: ListingFilters = DEFAULT_LISTING_FILTERS): ListingFilters {
  return { ...defaults, q: filters.q, view: filters.view };
}

/** Rounds a slider value onto its 10,000-won steps. */
export function snapPrice(value: number): number {
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(value / PRICE_STEP) * PRICE_STEP));
}

export interface FilterChip {
  key: string;
  label: string;
  /** Applying the patch removes this filter. */
  remove: Partial<ListingFilters>;
}

export interface ChipNames {
  category?: (slug: string) => string | undefined;
  brand?: (id: string) => string | undefined;
}

/** The active filters as removable chips, in sidebar order. */
export function activeFilterChips(filters: ListingFilters, names: ChipNames = {}): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.category)
    chips.push({ key: 'category', label: names.category?.(filters.category) ?? filters.category, remove: { category: '' } });
  if (filters.brand) chips.push({ key: 'brand', label: names.brand?.(filters.brand) ?? '선택한 브랜드', remove: { brand: '' } });
  if (filters.sale) chips.push({ key: 'sale', label: '세일', remove: { sale: false } });
  if (filters.isNew) chips.push({ key: 'new', label: '신상품', remove: { isNew: false } });
  if (filters.best) chips.push({ key: 'best', label: '베스트', remove: { best: false } });
  if (filters.inStock) chips.push({ key: 'inStock', label: '재고 있음', remove: { inStock: false } });
  for (const color of filters.colors) {
    chips.push({ key: `color:${color}`, label: color, remove: { colors: filters.colors.filter((c) => c !== color) } });
  }
  for (const size of filters.sizes) {
    chips.push({ key: `size:${size}`, label: size, remove: { sizes: filters.sizes.filter((s) => s !== size) } });
  }
  if (filters.minPrice > PRICE_MIN || filters.maxPrice < PRICE_MAX) {
    const max = filters.maxPrice < PRICE_MAX ? formatKRW(filters.maxPrice) : '';
    chips.push({
      key: 'price',
      label: `${formatKRW(filters.minPrice)} ~ ${max}`.trim(),
      remove: { minPrice: PRICE_MIN, maxPrice: PRICE_MAX },
    });
  }
  return chips;
}
