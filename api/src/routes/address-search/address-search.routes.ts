import { createRoute } from '@hono/zod-openapi';
import { AddressSearchPageSchema, AddressSearchQuerySchema } from '@market/domain/address';
import { BEACON_MESSAGES } from '@market/domain/beacon';
import { errorResponse, jsonResponse, StandardErrors } from '../../lib/openapi';

export const search = createRoute({
  method: 'get',
  path: '/address-search',
  tags: ['address-search'],
  summary: '도로명주소 검색 (ADDRESS_SEARCH_PROVIDER; 기본은 내장 오프라인 목록)',
  request: { query: AddressSearchQuerySchema },
  responses: {
    200: jsonResponse(AddressSearchPageSchema, '주소 검색 결과'),
    429: errorResponse(BEACON_MESSAGES.rateLimited),
    ...StandardErrors,
  },
});
