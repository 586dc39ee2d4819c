import type { RouteHandler } from '@hono/zod-openapi';
import type { ConfirmDeposit } from '@market/domain/payments';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { confirmDeposit as confirmOrderDeposit } from '../../services/payments/payment-changes';
import type * as routes from './admin-payments.routes';

export const confirmDeposit: RouteHandler<typeof routes.confirmDeposit, AppEnv> = async (c) => {
  const body = (c.req.valid('json') as ConfirmDeposit | undefined) ?? {};
  return c.json(await confirmOrderDeposit(c.var.database.db, adminActor(c), c.req.valid('param').id, body), 200);
};
