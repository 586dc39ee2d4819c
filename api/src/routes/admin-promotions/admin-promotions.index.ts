import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-promotions.handlers';
import * as routes from './admin-promotions.routes';

export const permissions: PermissionTable = {
  'GET /promotions': 'marketing.promotions.read',
  'GET /promotions/export': 'marketing.promotions.export',
  'GET /promotions/scope-options': 'marketing.promotions.read',
  'GET /promotions/:id': 'marketing.promotions.read',
  'GET /promotions/:id/daily': 'marketing.promotions.read',
  'POST /promotions': 'marketing.promotions.create',
  'PATCH /promotions/:id': 'marketing.promotions.update',
  'POST /promotions/:id/status': 'marketing.promotions.update',
};

/** Promotion management in the admin (spec 001, /admin/marketing/promotions): list with cards, detail with the daily chart, create, edit, activate / pause. */
export const adminPromotionsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.exportList, handlers.exportList)
  .openapi(routes.scopeOptions, handlers.scopeOptions)
  .openapi(routes.detail, handlers.detail)
  .openapi(routes.daily, handlers.daily)
  .openapi(routes.create, handlers.create)
  .openapi(routes.update, handlers.update)
  .openapi(routes.changeStatus, handlers.changeStatus);
