import type { RouteHandler } from '@hono/zod-openapi';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import * as service from '../../services/admin-settings-tax';
import type * as routes from './admin-settings-tax.routes';

export const get: RouteHandler<typeof routes.get, AppEnv> = async (c) => {
  return c.json(await service.getTaxSettings(c.var.database.db), 200);
};

export const put: RouteHandler<typeof routes.put, AppEnv> = async (c) => {
  return c.json(await service.updateTaxSettings(c.var.database.db, adminActor(c), c.req.valid('json')), 200);
};

export const createRule: RouteHandler<typeof routes.createRule, AppEnv> = async (c) => {
  return c.json(await service.createTaxRule(c.var.database.db, adminActor(c), c.req.valid('json')), 201);
};

export const updateRule: RouteHandler<typeof routes.updateRule, AppEnv> = async (c) => {
  return c.json(await service.updateTaxRule(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};

export const deleteRule: RouteHandler<typeof routes.deleteRule, AppEnv> = async (c) => {
  return c.json(await service.deleteTaxRule(c.var.database.db, adminActor(c), c.req.valid('param').id), 200);
};

export const generateReport: RouteHandler<typeof routes.generateReport, AppEnv> = async (c) => {
  return c.json(await service.generateTaxReport(c.var.database.db, adminActor(c), c.req.valid('json')), 201);
};

export const fileReport: RouteHandler<typeof routes.fileReport, AppEnv> = async (c) => {
  return c.json(await service.fileTaxReport(c.var.database.db, adminActor(c), c.req.valid('param').id), 200);
};
