import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { getNotifications } from '../../services/admin-notifications';
import type * as routes from './admin-notifications.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await getNotifications(c.var.database.db, c.var.staff!.grants), 200);
};
