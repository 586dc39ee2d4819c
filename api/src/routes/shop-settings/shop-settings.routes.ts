import { createRoute } from '@hono/zod-openapi';
import { PublicShopSettingsSchema } from '@market/domain/shop-settings';
import { jsonResponse } from '../../lib/openapi';

export const get = createRoute({
  method: 'get',
  path: '/shop-settings',
  tags: ['settings'],
  summary: '쇼핑 규칙 (배송비, 무료배송 기준, 포인트 적립률 등; 로그인 불필요)',
  responses: { 200: jsonResponse(PublicShopSettingsSchema, '서버가 주문에 적용하는 쇼핑 규칙') },
});
