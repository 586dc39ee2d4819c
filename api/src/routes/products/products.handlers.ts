import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { getProduct, listProducts } from '../../services/products';
import { hotShopSettings } from '../../services/settings-cache';
import type * as routes from './products.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const db = c.var.database.db;
  const query = { ...c.req.valid('query') };
  // The shop settings' default sort and page size, when the request names none (a search keeps relevance).
  if (c.req.query('limit') === undefined || (query.sort === undefined && !query.q)) {
    const listing = await hotShopSettings(db);
    if (c.req.query('limit') === undefined) query.limit = listing.productsPerPage;
    if (query.sort === undefined && !query.q) query.sort = listing.defaultProductSort;
  }
  return c.json(await listProducts(db, query), 200);
};

export const detail: RouteHandler<typeof routes.detail, AppEnv> = async (c) => {
  return c.json(await getProduct(c.var.database.db, c.req.valid('param').id), 200);
};
