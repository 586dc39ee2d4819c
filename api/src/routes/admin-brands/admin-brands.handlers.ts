import type { RouteHandler } from '@hono/zod-openapi';
import { exportFileName } from '@market/domain/export';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { exportResponse } from '../../lib/export';
import {
  adminBrandRows,
  BRAND_EXPORT_COLUMNS,
  changeBrandStatus,
  createBrand,
  getAdminBrand,
  listAdminBrands,
  updateBrand,
} from '../../services/admin-brands';
import type * as routes from './admin-brands.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listAdminBrands(c.var.database.db, c.req.valid('query')), 200);
};

export const exportList: RouteHandler<typeof routes.exportList, AppEnv> = async (c) => {
  const { format, reason: _reason, ...filters } = c.req.valid('query');
  return exportResponse(c, {
    format,
    filename: exportFileName('브랜드목록'),
    columns: BRAND_EXPORT_COLUMNS,
    rows: adminBrandRows(c.var.database.db, filters),
    auditAction: 'catalog.brands.export',
  });
};

export const detail: RouteHandler<typeof routes.detail, AppEnv> = async (c) => {
  return c.json(await getAdminBrand(c.var.database.db, c.req.valid('param').id), 200);
};

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  return c.json(await createBrand(c.var.database.db, adminActor(c), c.req.valid('json')), 201);
};

export const update: RouteHandler<typeof routes.update, AppEnv> = async (c) => {
  return c.json(await updateBrand(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};

export const changeStatus: RouteHandler<typeof routes.changeStatus, AppEnv> = async (c) => {
  return c.json(await changeBrandStatus(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};
