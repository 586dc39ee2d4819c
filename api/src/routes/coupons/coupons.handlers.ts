import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { optionalCustomer, requireCustomer } from '../../lib/customer-session';
import { listMyCoupons, validateCoupon } from '../../services/coupons';
import type * as routes from './coupons.routes';

export const validate: RouteHandler<typeof routes.validate, AppEnv> = async (c) => {
  const user = await optionalCustomer(c);
  const { code, items } = c.req.valid('json');
  return c.json(await validateCoupon(c.var.database.db, code, items, user?.id ?? null), 200);
};

export const mine: RouteHandler<typeof routes.mine, AppEnv> = async (c) => {
  const user = await requireCustomer(c);
  return c.json(await listMyCoupons(c.var.database.db, user.id, c.req.valid('query')), 200);
};
