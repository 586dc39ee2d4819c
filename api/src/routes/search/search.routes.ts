import { createRoute, z } from '@hono/zod-openapi';
import { SearchSuggestQuerySchema, type PopularSearches, type SearchSuggestions } from '@market/domain/product';
import { jsonResponse, StandardErrors } from '../../lib/openapi';

export const SearchSuggestionsSchema: z.ZodType<SearchSuggestions> = z
  .object({
    products: z.array(z.object({ id: z.string(), name: z.string() })),
    brands: z.array(z.object({ slug: z.string(), name: z.string() })),
  })
  .openapi('SearchSuggestions');

export const PopularSearchesSchema: z.ZodType<PopularSearches> = z.object({ terms: z.array(z.string()) }).openapi('PopularSearches');

export const suggest = createRoute({
  method: 'get',
  path: '/search/suggest',
  tags: ['search'],
  summary: '검색어 자동완성 (상품명 5개, 브랜드 3개; 초성, 오타 허용)',
  request: { query: SearchSuggestQuerySchema },
  responses: { 200: jsonResponse(SearchSuggestionsSchema, '추천 검색어'), ...StandardErrors },
});

export const popular = createRoute({
  method: 'get',
  path: '/search/popular',
  tags: ['search'],
  summary: '인기 검색어 (최근 30일 검색과 주문 기준)',
  responses: { 200: jsonResponse(PopularSearchesSchema, '인기 검색어') },
});
