import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { listAdminCustomers } from '../../services/admin-customers';
import type * as routes from './admin-customers.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listAdminCustomers(c.var.database.db, c.req.valid('query')), 200);
};
