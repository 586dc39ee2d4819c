import type { RouteHandler } from '@hono/zod-openapi';
import { PAYMENT_MESSAGES } from '@market/domain/payments';
import type { AppEnv } from '../../lib/context';
import { CUSTOMER_COOKIE, readSessionCookie, STAFF_COOKIE } from '../../lib/cookies';
import { AppError } from '../../lib/errors';
import { handlePaymentWebhook } from '../../services/payments/payment-changes';
import { paymentProvider } from '../../services/payments/payment-provider';
import type * as routes from './payments.routes';

export const webhook: RouteHandler<typeof routes.webhook, AppEnv> = async (c) => {
  // A provider never sends a session: a shopper's or staff cookie here is a browser trying to
  // change a payment, refused before anything else (issue 12: 403 or 404).
  if (readSessionCookie(c, CUSTOMER_COOKIE) || readSessionCookie(c, STAFF_COOKIE))
    throw new AppError('FORBIDDEN', PAYMENT_MESSAGES.sessionNotAllowed);
  const provider = paymentProvider();
  if (c.req.valid('param').provider !== provider.name) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.unknownProvider);
  const rawBody = await c.req.text();
  const result = await handlePaymentWebhook(c.var.database.db, provider, { rawBody, header: (name) => c.req.header(name) });
  c.var.logger.info({ provider: provider.name, duplicate: result.duplicate }, 'payment webhook processed');
  return c.json(result, 200);
};
