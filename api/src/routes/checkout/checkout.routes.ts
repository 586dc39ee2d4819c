import { createRoute } from '@hono/zod-openapi';
import { CheckoutOptionsSchema } from '@market/domain/order';
import { errorResponse, jsonResponse } from '../../lib/openapi';

export const options = createRoute({
  method: 'get',
  path: '/checkout/options',
  tags: ['checkout'],
  summary: '결제 수단(결제 설정 기준), 배송비 규칙, 포인트',
  responses: { 200: jsonResponse(CheckoutOptionsSchema, '주문서 옵션'), 401: errorResponse('로그인이 필요합니다.') },
});
