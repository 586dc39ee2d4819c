/**
 * The browsing limits of packages/domain/src/product.ts, copied without zod: that module builds
 * its schemas at import, and zod would add ~60 KB to every storefront page. catalog-constants.test
 * fails when the two drift apart.
 */
export const PRODUCT_SORT_OPTIONS = [
  { value: 'popular', label: '인기순' },
  { value: 'newest', label: '최신순' },
  { value: 'price_low', label: '낮은 가격순' },
  { value: 'price_high', label: '높은 가격순' },
  { value: 'rating', label: '평점순' },
  /** Search results only: exact, prefix, contains, similar. */
  { value: 'relevance', label: '관련도순' },
] as const;
export type ProductSortValue = (typeof PRODUCT_SORT_OPTIONS)[number]['value'];

export const PRICE_MIN = 0;
export const PRICE_MAX = 1_000_000;
export const PRICE_STEP = 10_000;
export const SEARCH_QUERY_MAX = 100;
export const RELATED_PRODUCTS_LIMIT = 4;
export const SUGGEST_PRODUCTS_LIMIT = 5;
export const SUGGEST_BRANDS_LIMIT = 3;
export const DEFAULT_POPULAR_SEARCHES = ['블레이저', '스니커즈', '가방', '시계', '후드티', '원피스'] as const;

export const EVENT_TABS = [
  { value: '', label: '전체' },
  { value: 'sale', label: '세일' },
  { value: 'promotion', label: '프로모션' },
  { value: 'brand', label: '브랜드' },
] as const;

export const MESSAGES = {
  productNotFound: '상품을 찾을 수 없습니다',
  brandNotFound: '브랜드를 찾을 수 없습니다',
} as const;
