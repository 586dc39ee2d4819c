import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { getDashboardCounts } from '../../services/admin-dashboard';
import type * as routes from './admin-dashboard.routes';

export const get: RouteHandler<typeof routes.get, AppEnv> = async (c) => {
  return c.json(await getDashboardCounts(c.var.database.db, c.var.staff!.grants), 200);
};
