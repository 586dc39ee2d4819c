import type { RouteHandler } from '@hono/zod-openapi';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { changeReviewStatus, getAdminReview, listAdminReviews, replyToReview } from '../../services/admin-reviews';
import type * as routes from './admin-reviews.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listAdminReviews(c.var.database.db, c.req.valid('query'), c.var.brandId ?? null), 200);
};

export const detail: RouteHandler<typeof routes.detail, AppEnv> = async (c) => {
  return c.json(await getAdminReview(c.var.database.db, c.req.valid('param').id, c.var.brandId ?? null), 200);
};

export const approve: RouteHandler<typeof routes.approve, AppEnv> = async (c) => {
  return c.json(await changeReviewStatus(c.var.database.db, adminActor(c), c.req.valid('param').id, 'approve'), 200);
};

export const hide: RouteHandler<typeof routes.hide, AppEnv> = async (c) => {
  return c.json(await changeReviewStatus(c.var.database.db, adminActor(c), c.req.valid('param').id, 'hide'), 200);
};

export const reply: RouteHandler<typeof routes.reply, AppEnv> = async (c) => {
  return c.json(await replyToReview(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};
