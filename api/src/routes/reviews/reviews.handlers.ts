import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { signedInCustomer } from '../../lib/customer-session';
import { createReview, listReviews, reportReview } from '../../services/reviews';
import type * as routes from './reviews.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listReviews(c.var.database.db, c.req.valid('query')), 200);
};

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  return c.json(await createReview(c.var.database.db, signedInCustomer(c), c.req.valid('json')), 201);
};

export const report: RouteHandler<typeof routes.report, AppEnv> = async (c) => {
  return c.json(await reportReview(c.var.database.db, signedInCustomer(c), c.req.valid('param').id, c.req.valid('json')), 201);
};
