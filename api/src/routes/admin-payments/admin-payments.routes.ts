import { createRoute, z } from '@hono/zod-openapi';
import { OrderSchema } from '@market/domain/order';
import { ConfirmDepositSchema } from '@market/domain/payments';
import { AdminErrors, errorResponse, jsonBody, jsonResponse, StandardErrors } from '../../lib/openapi';

export const OrderIdParamSchema = z.object({ id: z.string().max(100) });

export const confirmDeposit = createRoute({
  method: 'post',
  path: '/orders/{id}/confirm-deposit',
  tags: ['admin'],
  summary: '무통장입금 입금 확인 (입금 대기 주문 → 결제 완료; finance.payments 권한, 감사 로그)',
  request: { params: OrderIdParamSchema, body: { ...jsonBody(ConfirmDepositSchema), required: false } },
  responses: {
    200: jsonResponse(OrderSchema, '결제 완료된 주문'),
    404: errorResponse('주문을 찾을 수 없습니다'),
    409: errorResponse('입금 대기 중인 무통장입금 주문이 아닙니다'),
    ...AdminErrors,
    ...StandardErrors,
  },
});
