import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-sellers.handlers';
import * as routes from './admin-sellers.routes';

export const permissions: PermissionTable = {
  'GET /sellers': 'sellers.list.read',
  'GET /sellers/export': 'sellers.list.export',
  'GET /sellers/unassigned-brands': 'sellers.list.read',
  'GET /sellers/:id': 'sellers.list.read',
  'POST /sellers': 'sellers.list.create',
  'PATCH /sellers/:id': 'sellers.list.update',
  'POST /sellers/:id/status': 'sellers.list.update',
};

/**
 * Seller management in the admin (spec 001, /admin/sellers/list): list with tiles, detail, create,
 * edit and the four status changes. Operator staff only: a SELLER_ADMIN has no sellers permission.
 */
export const adminSellersRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.exportList, handlers.exportList)
  .openapi(routes.unassignedBrands, handlers.unassignedBrands)
  .openapi(routes.detail, handlers.detail)
  .openapi(routes.create, handlers.create)
  .openapi(routes.update, handlers.update)
  .openapi(routes.changeStatus, handlers.changeStatus);
