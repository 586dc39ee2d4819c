import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { secretBoxFor } from '../../lib/secret-box';
import * as service from '../../services/admin-settings-shipping';
import type * as routes from './admin-settings-shipping.routes';

const boxOf = (c: Context<AppEnv>) => secretBoxFor(c.var.env.dataEncryption.key, c.var.env.dataEncryption.source);

export const get: RouteHandler<typeof routes.get, AppEnv> = async (c) => {
  return c.json(await service.getShippingSettings(c.var.database.db, boxOf(c)), 200);
};

export const put: RouteHandler<typeof routes.put, AppEnv> = async (c) => {
  return c.json(await service.updateShippingSettings(c.var.database.db, adminActor(c), c.req.valid('json')), 200);
};

export const updateMethod: RouteHandler<typeof routes.updateMethod, AppEnv> = async (c) => {
  return c.json(await service.updateShippingMethod(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};

export const createZone: RouteHandler<typeof routes.createZone, AppEnv> = async (c) => {
  return c.json(await service.createShippingZone(c.var.database.db, adminActor(c), c.req.valid('json')), 201);
};

export const updateZone: RouteHandler<typeof routes.updateZone, AppEnv> = async (c) => {
  return c.json(await service.updateShippingZone(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};

export const deleteZone: RouteHandler<typeof routes.deleteZone, AppEnv> = async (c) => {
  return c.json(await service.deleteShippingZone(c.var.database.db, adminActor(c), c.req.valid('param').id), 200);
};

export const updateCarrier: RouteHandler<typeof routes.updateCarrier, AppEnv> = async (c) => {
  return c.json(await service.updateCarrier(c.var.database.db, adminActor(c), boxOf(c), c.req.valid('param').id, c.req.valid('json')), 200);
};

export const testCarrier: RouteHandler<typeof routes.testCarrier, AppEnv> = async (c) => {
  return c.json(await service.testCarrier(c.var.database.db, boxOf(c), c.req.valid('param').id), 200);
};
