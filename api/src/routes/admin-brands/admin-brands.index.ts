import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-brands.handlers';
import * as routes from './admin-brands.routes';

export const permissions: PermissionTable = {
  'GET /brands': 'catalog.brands.read',
  'GET /brands/export': 'catalog.brands.export',
  'GET /brands/:id': 'catalog.brands.read',
  'POST /brands': 'catalog.brands.create',
  'PATCH /brands/:id': 'catalog.brands.update',
  'POST /brands/:id/status': 'catalog.brands.update',
};

/**
 * Brand management in the admin (spec 001, /admin/catalog/brands): list with tiles, detail, create,
 * edit, the four status changes and the download. Operator staff only: a SELLER_ADMIN has no
 * brands permission.
 */
export const adminBrandsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.exportList, handlers.exportList)
  .openapi(routes.detail, handlers.detail)
  .openapi(routes.create, handlers.create)
  .openapi(routes.update, handlers.update)
  .openapi(routes.changeStatus, handlers.changeStatus);
