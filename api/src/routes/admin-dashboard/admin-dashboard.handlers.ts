import type { RouteHandler } from '@hono/zod-openapi';
import { koreaDay, parseDashboardRange } from '@market/domain/dashboard';
import type { AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { getAdminDashboard } from '../../services/admin-dashboard';
import type * as routes from './admin-dashboard.routes';

export const get: RouteHandler<typeof routes.get, AppEnv> = async (c) => {
  const now = new Date();
  const range = parseDashboardRange(c.req.valid('query'), koreaDay(now));
  if (!range.ok) throw new AppError('BAD_REQUEST', range.message, { [range.field]: range.message });
  return c.json(await getAdminDashboard(c.var.database.db, c.var.staff!, { from: range.from, to: range.to }, now), 200);
};
