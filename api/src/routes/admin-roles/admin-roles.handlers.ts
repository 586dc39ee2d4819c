import type { RouteHandler } from '@hono/zod-openapi';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import * as service from '../../services/admin-roles';
import type * as routes from './admin-roles.routes';

export const listStaff: RouteHandler<typeof routes.listStaff, AppEnv> = async (c) => {
  return c.json(await service.listStaff(c.var.database.db, c.req.valid('query')), 200);
};

export const createStaff: RouteHandler<typeof routes.createStaff, AppEnv> = async (c) => {
  return c.json(await service.createStaff(c.var.database.db, adminActor(c), c.req.valid('json')), 201);
};

export const updateStaff: RouteHandler<typeof routes.updateStaff, AppEnv> = async (c) => {
  return c.json(await service.updateStaff(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};

export const listRoles: RouteHandler<typeof routes.listRoles, AppEnv> = async (c) => {
  return c.json(await service.listRoles(c.var.database.db, c.req.valid('query')), 200);
};

export const listRoleOptions: RouteHandler<typeof routes.listRoleOptions, AppEnv> = async (c) => {
  return c.json(await service.listRoleOptions(c.var.database.db), 200);
};

export const createRole: RouteHandler<typeof routes.createRole, AppEnv> = async (c) => {
  return c.json(await service.createRole(c.var.database.db, adminActor(c), c.req.valid('json')), 201);
};

export const updateRole: RouteHandler<typeof routes.updateRole, AppEnv> = async (c) => {
  return c.json(await service.updateRole(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};

export const deleteRole: RouteHandler<typeof routes.deleteRole, AppEnv> = async (c) => {
  return c.json(await service.deleteRole(c.var.database.db, adminActor(c), c.req.valid('param').id), 200);
};
