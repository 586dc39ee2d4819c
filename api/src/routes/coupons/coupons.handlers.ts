import type { RouteHandler } from '@hono/zod-openapi';
import { COUPON_ZONE_MESSAGES } from '@market/domain/admin-coupons';
import type { AppEnv } from '../../lib/context';
import { optionalCustomer, requireCustomer } from '../../lib/customer-session';
import { downloadCoupon, listMyCoupons, listPublicCoupons, validateCoupon } from '../../services/coupons';
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

export const publicList: RouteHandler<typeof routes.publicList, AppEnv> = async (c) => {
  const user = await optionalCustomer(c);
  return c.json(await listPublicCoupons(c.var.database.db, user?.id ?? null), 200);
};

export const download: RouteHandler<typeof routes.download, AppEnv> = async (c) => {
  const user = await requireCustomer(c, COUPON_ZONE_MESSAGES.signIn);
  return c.json(await downloadCoupon(c.var.database.db, user.id, c.req.valid('param').id), 201);
};
