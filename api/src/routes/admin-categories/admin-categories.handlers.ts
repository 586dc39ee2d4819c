import type { RouteHandler } from '@hono/zod-openapi';
import { exportFileName } from '@market/domain/export';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { exportResponse } from '../../lib/export';
import {
  adminCategoryRows,
  adminCategoryTree,
  CATEGORY_EXPORT_COLUMNS,
  changeCategoryStatus,
  createCategory,
  updateCategory,
} from '../../services/admin-categories';
import type * as routes from './admin-categories.routes';

export const tree: RouteHandler<typeof routes.tree, AppEnv> = async (c) => {
  return c.json(await adminCategoryTree(c.var.database.db, c.req.valid('query')), 200);
};

export const exportList: RouteHandler<typeof routes.exportList, AppEnv> = async (c) => {
  const { format, reason: _reason, ...filters } = c.req.valid('query');
  return exportResponse(c, {
    format,
    filename: exportFileName('카테고리목록'),
    columns: CATEGORY_EXPORT_COLUMNS,
    rows: adminCategoryRows(c.var.database.db, filters),
    auditAction: 'catalog.categories.export',
  });
};

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  return c.json(await createCategory(c.var.database.db, adminActor(c), c.req.valid('json')), 201);
};

export const update: RouteHandler<typeof routes.update, AppEnv> = async (c) => {
  return c.json(await updateCategory(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};

export const changeStatus: RouteHandler<typeof routes.changeStatus, AppEnv> = async (c) => {
  return c.json(await changeCategoryStatus(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};
