import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { optionalCustomer, signedInCustomer } from '../../lib/customer-session';
import { getBrand, listBrands, setBrandFollow } from '../../services/brands';
import type * as routes from './brands.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listBrands(c.var.database.db, c.req.valid('query')), 200);
};

export const detail: RouteHandler<typeof routes.detail, AppEnv> = async (c) => {
  const viewer = await optionalCustomer(c);
  return c.json(await getBrand(c.var.database.db, c.req.valid('param').slugOrId, viewer?.id ?? null), 200);
};

export const follow: RouteHandler<typeof routes.follow, AppEnv> = async (c) => {
  return c.json(await setBrandFollow(c.var.database.db, signedInCustomer(c).id, c.req.valid('param').id, true), 200);
};

export const unfollow: RouteHandler<typeof routes.unfollow, AppEnv> = async (c) => {
  return c.json(await setBrandFollow(c.var.database.db, signedInCustomer(c).id, c.req.valid('param').id, false), 200);
};
