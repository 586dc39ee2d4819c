import { createRoute, z } from '@hono/zod-openapi';
import { PublicBannerQuerySchema, PublicBannerSchema } from '@market/domain/admin-banners';
import { PublicPromotionSchema } from '@market/domain/admin-promotions';
import { BEACON_MESSAGES, BeaconBodySchema, BeaconResultSchema } from '@market/domain/beacon';
import { errorResponse, jsonBody, jsonResponse, StandardErrors } from '../../lib/openapi';

export const banners = createRoute({
  method: 'get',
  path: '/banners',
  tags: ['marketing'],
  summary: '위치별 노출 중인 배너 (활성, 기간 내, 우선순위순; device로 기기 한정)',
  request: { query: PublicBannerQuerySchema },
  responses: { 200: jsonResponse(z.object({ items: z.array(PublicBannerSchema) }), '배너 목록'), ...StandardErrors },
});

export const promotions = createRoute({
  method: 'get',
  path: '/promotions',
  tags: ['marketing'],
  summary: '진행 중인 프로모션 (활성, 기간 내, 마감 임박순)',
  responses: { 200: jsonResponse(z.object({ items: z.array(PublicPromotionSchema) }), '프로모션 목록'), ...StandardErrors },
});

export const beacon = createRoute({
  method: 'post',
  path: '/beacon',
  tags: ['marketing'],
  summary: '배너·프로모션 노출/클릭 묶음 기록 (익명 가능, 한 번에 최대 50건, 주소별 분당 제한)',
  request: { body: jsonBody(BeaconBodySchema) },
  responses: {
    202: jsonResponse(BeaconResultSchema, '기록된 항목 수'),
    429: errorResponse(BEACON_MESSAGES.rateLimited),
    ...StandardErrors,
  },
});
