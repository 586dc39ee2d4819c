/**
 * Browsing rules of the storefront (issue 4) without zod: sorts, limits, event types and the
 * Korean messages. ./product.ts builds the API's query schemas from them; the storefront imports
 * them from here, so a page that validates nothing does not load zod.
 */

/** The spec's five sorts plus `relevance` (search results: exact, prefix, contains, similar). */
export const PRODUCT_SORTS = ['popular', 'newest', 'price_low', 'price_high', 'rating', 'relevance'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  popular: '인기순',
  newest: '최신순',
  price_low: '낮은 가격순',
  price_high: '높은 가격순',
  rating: '평점순',
  relevance: '관련도순',
};

/** The sorts as options of a select, in the spec's order. */
export const PRODUCT_SORT_OPTIONS: readonly { value: ProductSort; label: string }[] = PRODUCT_SORTS.map((value) => ({
  value,
  label: PRODUCT_SORT_LABELS[value],
}));

/** Price slider of the listing (spec 000 section 9): 0..1,000,000 won, step 10,000. */
export const PRICE_MIN = 0;
export const PRICE_MAX = 1_000_000;
export const PRICE_STEP = 10_000;
/** Bounds of the free-text query: longer input is refused, not truncated. */
export const SEARCH_QUERY_MAX = 100;
/** Cursor strings are short base64url; anything longer is malformed. */
export const CURSOR_MAX = 300;
export const RELATED_PRODUCTS_LIMIT = 4;
export const SUGGEST_PRODUCTS_LIMIT = 5;
export const SUGGEST_BRANDS_LIMIT = 3;
/** Popular searches when there is no activity yet (spec 000 section 3). */
export const DEFAULT_POPULAR_SEARCHES = ['블레이저', '스니커즈', '가방', '시계', '후드티', '원피스'] as const;

export const MESSAGES = {
  productNotFound: '상품을 찾을 수 없습니다',
  brandNotFound: '브랜드를 찾을 수 없습니다',
  cursor: '페이지 커서가 올바르지 않습니다.',
  price: '가격은 0원에서 1,000,000원 사이의 정수로 입력해주세요.',
  priceRange: '최소 가격은 최대 가격 이하여야 합니다.',
  sort: '정렬 기준이 올바르지 않습니다.',
  flag: '값은 true 또는 false여야 합니다.',
  list: '목록 값이 올바르지 않습니다.',
  query: `검색어는 ${SEARCH_QUERY_MAX}자 이하로 입력해주세요.`,
  id: '상품 ID가 올바르지 않습니다.',
  page: '페이지 번호가 올바르지 않습니다.',
  limit: '페이지 크기가 올바르지 않습니다.',
  eventType: '이벤트 유형이 올바르지 않습니다.',
} as const;

/** The storefront's three event tabs (spec 000 section 3); `brand` covers brand_event. */
export const STOREFRONT_EVENT_TYPES = ['sale', 'promotion', 'brand'] as const;
export type StorefrontEventType = (typeof STOREFRONT_EVENT_TYPES)[number];
export const STOREFRONT_EVENT_TYPE_LABELS: Record<StorefrontEventType, string> = { sale: '세일', promotion: '프로모션', brand: '브랜드' };
