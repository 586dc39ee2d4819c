import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { listEvents } from '../../services/events';
import type * as routes from './events.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listEvents(c.var.database.db, c.req.valid('query')), 200);
};
