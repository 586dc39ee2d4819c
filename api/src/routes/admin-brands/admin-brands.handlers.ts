import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { listAdminBrands } from '../../services/admin-brands';
import type * as routes from './admin-brands.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listAdminBrands(c.var.database.db, c.req.valid('query')), 200);
};
