import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { getProduct, listProducts } from '../../services/products';
import type * as routes from './products.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listProducts(c.var.database.db, c.req.valid('query')), 200);
};

export const detail: RouteHandler<typeof routes.detail, AppEnv> = async (c) => {
  return c.json(await getProduct(c.var.database.db, c.req.valid('param').id), 200);
};
