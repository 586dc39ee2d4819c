import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { getBrand, listBrands } from '../../services/brands';
import type * as routes from './brands.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listBrands(c.var.database.db, c.req.valid('query')), 200);
};

export const detail: RouteHandler<typeof routes.detail, AppEnv> = async (c) => {
  return c.json(await getBrand(c.var.database.db, c.req.valid('param').slugOrId), 200);
};
