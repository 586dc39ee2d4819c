import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './paging';
import {
  CURSOR_MAX,
  MESSAGES,
  PRICE_MAX,
  PRICE_MIN,
  PRODUCT_SORTS,
  SEARCH_QUERY_MAX,
  STOREFRONT_EVENT_TYPES,
  type StorefrontEventType,
} from './catalog-rules';

/**
 * Storefront browsing contract (issue 4): query schemas of the product, review, event and search
 * endpoints and the shapes they answer, built on the zod-free rules of ./catalog-rules.ts.
 */

/**
 * Sorts `GET /api/products` accepts: the listing's sorts plus `sales` (the /ranking page: units sold
 * in the last SALES_RANK_DAYS days on orders in SALES_RANK_STATUSES, most first).
 */
export const PRODUCT_LIST_SORTS = [...PRODUCT_SORTS, 'sales'] as const;
export type ProductListSort = (typeof PRODUCT_LIST_SORTS)[number];
export const SALES_SORT_LABEL = '판매순';
export const SALES_RANK_DAYS = 30;
/** Orders whose lines count as sold: paid and every later step except cancelled. */
export const SALES_RANK_STATUSES = ['paid', 'processing', 'shipped', 'delivered', 'purchase_confirmed'] as const;

/** Without an explicit sort: relevance when searching, else popular (most reviews). */
export function effectiveProductSort<S extends ProductListSort>(sort: S | undefined, q: string | undefined): S | 'popular' | 'relevance' {
  if (sort === 'relevance') return q ? 'relevance' : 'popular';
  return sort ?? (q ? 'relevance' : 'popular');
}

/** `true`/`1` and `false`/`0` in a query string; absent means no filter. */
const QueryFlag = z
  .enum(['true', 'false', '1', '0'], { error: MESSAGES.flag })
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** `a,b,c` in a query string (or repeated keys joined by the client) -> trimmed, de-duplicated list. */
const CommaList = z
  .string()
  .max(500, MESSAGES.list)
  .transform((v) =>
    [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ].slice(0, 30),
  )
  .optional();

const Price = z.coerce
  .number({ error: MESSAGES.price })
  .int(MESSAGES.price)
  .min(PRICE_MIN, MESSAGES.price)
  .max(PRICE_MAX, MESSAGES.price)
  .optional();

const Limit = z.coerce
  .number({ error: MESSAGES.limit })
  .int(MESSAGES.limit)
  .min(1, MESSAGES.limit)
  .max(MAX_PAGE_SIZE, `페이지 크기는 ${MAX_PAGE_SIZE} 이하여야 합니다.`)
  .default(DEFAULT_PAGE_SIZE);

/** 1-based page for 'load more'; optional because the cursor is the primary way to page. */
const OptionalPage = z.coerce
  .number({ error: MESSAGES.page })
  .int(MESSAGES.page)
  .min(1, MESSAGES.page)
  .max(100_000, MESSAGES.page)
  .optional();

/** Opaque keyset cursor (base64url). Its content is checked by the API; a bad one is a 422. */
export const CursorSchema = z
  .string()
  .max(CURSOR_MAX, MESSAGES.cursor)
  .regex(/^[A-Za-z0-9_-]+$/, MESSAGES.cursor)
  .optional();

/** Free text: trimmed, at most 100 characters, empty meaning no search. */
export const SearchQuerySchema = z
  .string()
  .trim()
  .max(SEARCH_QUERY_MAX, MESSAGES.query)
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * `GET /api/products`. Either `cursor` (primary: keyset, the `nextCursor` of the previous answer,
 * valid for the same filters and sort) or `page` (offset, for jumping); with neither, page 1.
 * Flags filter only when true (`sale=false` is the same as no `sale`).
 */
export const ProductListQuerySchema = z
  .object({
    q: SearchQuerySchema,
    /** Category slug; a top-level slug includes its children. */
    category: z.string().trim().max(50).optional(),
    /** Brand id (uuid) or slug. */
    brand: z.string().trim().max(100).optional(),
    sale: QueryFlag,
    new: QueryFlag,
    best: QueryFlag,
    inStock: QueryFlag,
    /** Comma list, e.g. `Black,White`. */
    colors: CommaList,
    /** Comma list, e.g. `S,M,L`. */
    sizes: CommaList,
    /** Bounds on the price a shopper pays (sale price when lower). */
    minPrice: Price,
    maxPrice: Price,
    /** Default: `relevance` with `q`, else `popular` (see effectiveProductSort); `sales` for the ranking. */
    sort: z.enum(PRODUCT_LIST_SORTS, { error: MESSAGES.sort }).optional(),
    limit: Limit,
    cursor: CursorSchema,
    page: OptionalPage,
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: MESSAGES.priceRange,
    path: ['minPrice'],
  });
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;
/** What a client sends (strings in the URL); e.g. for building query strings. */
export type ProductListParams = z.input<typeof ProductListQuerySchema>;

/** `{id}` path parameter: any string; unknown or malformed ids are a 404, not a 422. */
export const ProductIdParamSchema = z.object({ id: z.string().max(100) });

export interface ProductBrandRef {
  id: string;
  slug: string;
  name: string;
  nameEn: string;
}

export interface ProductCategoryRef {
  slug: string;
  name: string;
}

/** A product card of the listings. */
export interface ProductSummary {
  id: string;
  name: string;
  nameEn: string;
  brand: ProductBrandRef;
  category: ProductCategoryRef;
  /** List price, integer won. */
  price: number;
  /** Lower sale price, or null. */
  salePrice: number | null;
  /** discountPercent(price, salePrice) of pricing.ts; 0 without a sale. */
  discountPercent: number;
  /** First image URL (placeholder-able on the client). */
  image: string;
  images?: string[];
  colors: string[];
  sizes: string[];
  stock: number;
  /** Mean of approved reviews, one decimal (0 when none). */
  rating: number;
  reviewCount: number;
  isNew: boolean;
  isBest: boolean;
  createdAt: string;
}

export interface ProductOption {
  color: string;
  size: string;
  stock: number;
}

export interface ProductDetail extends ProductSummary {
  description: string;
  images: string[];
  options: ProductOption[];
  /** Up to 4 active products of the same category. */
  related: ProductSummary[];
}

export interface ProductFacets {
  brands: { id: string; name: string; count: number }[];
  colors: { value: string; count: number }[];
  sizes: { value: string; count: number }[];
  /** Effective price ranges; `max` is exclusive, null on the open last bucket. */
  priceBuckets: { min: number; max: number | null; count: number }[];
}

export interface ProductListResponse {
  items: ProductSummary[];
  /** Products matching every filter. */
  total: number;
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  facets: ProductFacets;
}

/** Price buckets of the facet sidebar: [min, max) in won, the last open-ended. */
export const PRICE_BUCKETS: readonly { min: number; max: number | null }[] = [
  { min: 0, max: 30_000 },
  { min: 30_000, max: 50_000 },
  { min: 50_000, max: 100_000 },
  { min: 100_000, max: 200_000 },
  { min: 200_000, max: 500_000 },
  { min: 500_000, max: null },
];

/** A second-level category of `GET /api/categories`: it has no children of its own. */
export interface CategoryChild {
  id: string;
  slug: string;
  name: string;
  icon: string | null;
  /** Active products of active brands. */
  productCount: number;
  children: [];
}

/**
 * A top-level category with its children. The tree has two levels, so the types spell them out
 * instead of recursing (a recursive type reaches the typed client as plain JSON; ADR 019).
 */
export interface CategoryNode extends Omit<CategoryChild, 'children'> {
  /** Counts its children's products. */
  children: CategoryChild[];
}

export interface CategoryTree {
  items: CategoryNode[];
}

/** `GET /api/reviews?productId=`: approved reviews, newest first. */
export const ReviewListQuerySchema = z.object({
  productId: z.string().trim().max(100, MESSAGES.id),
  page: z.coerce.number({ error: MESSAGES.page }).int(MESSAGES.page).min(1, MESSAGES.page).max(100_000, MESSAGES.page).default(1),
  limit: Limit.default(10),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;

export interface Review {
  id: string;
  productId: string;
  /** Masked display name, or '탈퇴 회원'. */
  author: string;
  rating: number;
  title: string;
  content: string;
  photoCount: number;
  verified: boolean;
  helpful: number;
  adminReply: string | null;
  createdAt: string;
}

/** `GET /api/events`: published events (scheduled and active, not yet ended). */
export const EventListQuerySchema = z.object({
  type: z.enum(STOREFRONT_EVENT_TYPES, { error: MESSAGES.eventType }).optional(),
  page: z.coerce.number({ error: MESSAGES.page }).int(MESSAGES.page).min(1, MESSAGES.page).max(100_000, MESSAGES.page).default(1),
  limit: Limit,
});
export type EventListQuery = z.infer<typeof EventListQuerySchema>;

export interface EventItem {
  id: string;
  title: string;
  description: string;
  /** Storefront tab; admin-only kinds (lucky draw, offline ...) map to `promotion`. */
  type: StorefrontEventType;
  /** The events table's own type (brand_event, lucky_draw ...). */
  kind: string;
  banner: string | null;
  /** Same as banner (spec's `image`), kept for the card. */
  image: string | null;
  location: string;
  startDate: string;
  endDate: string;
  /** Running now (status active); false for a scheduled one, shown with its start date. */
  isActive: boolean;
  /** scheduled or active: the storefront lists published events only. */
  status: 'scheduled' | 'active';
  maxParticipants: number | null;
  currentParticipants: number;
  prize: string | null;
  participationCondition: string | null;
}

/** `GET /api/events/{id}`: an event and whether the signed-in shopper has entered it. */
export interface EventDetail extends EventItem {
  entered: boolean;
}

/** `POST /api/events/{id}/entries`. */
export interface EventEntryResult {
  event: EventDetail;
  message: string;
}

/** `GET /api/search/suggest?q=`. */
export const SearchSuggestQuerySchema = z.object({ q: SearchQuerySchema });
export type SearchSuggestQuery = z.infer<typeof SearchSuggestQuerySchema>;

export interface SearchSuggestions {
  /** At most 5. */
  products: { id: string; name: string }[];
  /** At most 3. */
  brands: { slug: string; name: string }[];
}

/** `GET /api/search/popular`. */
export interface PopularSearches {
  terms: string[];
}
