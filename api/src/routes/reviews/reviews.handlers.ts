import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { listReviews } from '../../services/catalog-content';
import type * as routes from './reviews.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listReviews(c.var.database.db, c.req.valid('query')), 200);
};
