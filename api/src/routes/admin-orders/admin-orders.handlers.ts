import type { RouteHandler } from '@hono/zod-openapi';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { adminCancelOrderWorkflow, advanceOrderWorkflow, getAdminOrder, listAdminOrders } from '../../services/admin-orders';
import type * as routes from './admin-orders.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listAdminOrders(c.var.database.db, c.req.valid('query'), c.var.brandId ?? null), 200);
};

export const detail: RouteHandler<typeof routes.detail, AppEnv> = async (c) => {
  return c.json(await getAdminOrder(c.var.database.db, c.req.valid('param').id, c.var.brandId ?? null), 200);
};

export const advance: RouteHandler<typeof routes.advance, AppEnv> = async (c) => {
  return c.json(await advanceOrderWorkflow(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};

export const cancel: RouteHandler<typeof routes.cancel, AppEnv> = async (c) => {
  return c.json(await adminCancelOrderWorkflow(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};
