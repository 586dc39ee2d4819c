import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-categories.handlers';
import * as routes from './admin-categories.routes';

export const permissions: PermissionTable = {
  'GET /categories': 'catalog.categories.read',
  'GET /categories/export': 'catalog.categories.export',
  'POST /categories': 'catalog.categories.create',
  'PATCH /categories/:id': 'catalog.categories.update',
  'POST /categories/:id/status': 'catalog.categories.update',
};

/**
 * Category management in the admin (spec 001, /admin/catalog/categories): the two-level tree with
 * tiles, create, edit, the active toggle and the download. Operator staff only.
 */
export const adminCategoriesRouter = createRouter()
  .openapi(routes.tree, handlers.tree)
  .openapi(routes.exportList, handlers.exportList)
  .openapi(routes.create, handlers.create)
  .openapi(routes.update, handlers.update)
  .openapi(routes.changeStatus, handlers.changeStatus);
