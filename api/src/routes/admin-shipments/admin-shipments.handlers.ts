import type { RouteHandler } from '@hono/zod-openapi';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { getAdminShipment, listAdminShipments, refreshAdminShipment, retryAdminShipment } from '../../services/admin-shipments';
import type * as routes from './admin-shipments.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listAdminShipments(c.var.database.db, c.req.valid('query'), c.var.brandId ?? null), 200);
};

export const detail: RouteHandler<typeof routes.detail, AppEnv> = async (c) => {
  return c.json(await getAdminShipment(c.var.database.db, c.req.valid('param').id, c.var.brandId ?? null), 200);
};

export const refresh: RouteHandler<typeof routes.refresh, AppEnv> = async (c) => {
  return c.json(await refreshAdminShipment(c.var.database.db, adminActor(c), c.req.valid('param').id), 200);
};

export const retry: RouteHandler<typeof routes.retry, AppEnv> = async (c) => {
  return c.json(await retryAdminShipment(c.var.database.db, adminActor(c), c.req.valid('param').id), 200);
};
