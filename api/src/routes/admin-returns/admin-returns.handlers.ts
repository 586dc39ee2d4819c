import type { RouteHandler } from '@hono/zod-openapi';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { getAdminReturn, listAdminReturns } from '../../services/admin-returns';
import { changeReturnStatusWorkflow } from '../../workflows/change-return-status';
import type * as routes from './admin-returns.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listAdminReturns(c.var.database.db, c.req.valid('query'), c.var.brandId ?? null), 200);
};

export const detail: RouteHandler<typeof routes.detail, AppEnv> = async (c) => {
  return c.json(await getAdminReturn(c.var.database.db, c.req.valid('param').id, c.var.brandId ?? null), 200);
};

export const changeStatus: RouteHandler<typeof routes.changeStatus, AppEnv> = async (c) => {
  return c.json(await changeReturnStatusWorkflow(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};
