import { createRoute, z } from '@hono/zod-openapi';
import { WebhookResultSchema } from '@market/domain/payments';
import { errorResponse, jsonResponse } from '../../lib/openapi';

export const ProviderParamSchema = z.object({ provider: z.string().max(50) });

/**
 * The body is read raw in the handler (the signature covers its bytes), so no body schema here:
 * a validator would parse it first. Its shape is PaymentWebhookEventSchema of @market/domain/payments.
 */
export const webhook = createRoute({
  method: 'post',
  path: '/payments/webhooks/{provider}',
  tags: ['payments'],
  summary: '결제 대행사 웹훅 (서명 검증: X-Sandbox-Signature t=<unix>,v1=<HMAC-SHA256 hex>; 가상계좌 입금, 결제 승인/실패)',
  description:
    'Body: { id, type: "virtual_account.deposited" | "payment.approved" | "payment.failed", data: { transactionId, amount?, reason? } }. ' +
    'The signature is HMAC-SHA256 of `<t>.<raw body>` with PAYMENT_WEBHOOK_SECRET; timestamps older than 5 minutes are refused; ' +
    'an event id already processed answers 200 with duplicate: true and changes nothing.',
  request: { params: ProviderParamSchema },
  responses: {
    200: jsonResponse(WebhookResultSchema, '처리됨 (같은 이벤트의 재전송은 duplicate: true)'),
    400: errorResponse('웹훅 본문 형식 오류'),
    401: errorResponse('서명이 없거나 올바르지 않음, 또는 타임스탬프 만료'),
    403: errorResponse('쇼핑몰 세션 쿠키가 있는 요청 (결제 대행사만 호출)'),
    404: errorResponse('알 수 없는 결제 대행사 또는 결제'),
    409: errorResponse('금액 불일치 또는 허용되지 않는 상태 변경'),
  },
});
