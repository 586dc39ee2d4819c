import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-coupons.handlers';
import * as routes from './admin-coupons.routes';

export const permissions: PermissionTable = {
  'GET /coupons': 'marketing.coupons.read',
  'GET /coupons/export': 'marketing.coupons.export',
  'GET /coupons/:id': 'marketing.coupons.read',
  'POST /coupons': 'marketing.coupons.create',
  'PATCH /coupons/:id': 'marketing.coupons.update',
  'POST /coupons/:id/status': 'marketing.coupons.update',
  'DELETE /coupons/:id': 'marketing.coupons.delete',
};

/** Coupon management in the admin (spec 001, /admin/marketing/coupons): list with cards, detail, create, edit, status, delete. */
export const adminCouponsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.exportList, handlers.exportList)
  .openapi(routes.detail, handlers.detail)
  .openapi(routes.create, handlers.create)
  .openapi(routes.update, handlers.update)
  .openapi(routes.changeStatus, handlers.changeStatus)
  .openapi(routes.remove, handlers.remove);
