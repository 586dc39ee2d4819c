import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-banners.handlers';
import * as routes from './admin-banners.routes';

export const permissions: PermissionTable = {
  'GET /banners': 'marketing.banners.read',
  'GET /banners/export': 'marketing.banners.export',
  'GET /banners/:id': 'marketing.banners.read',
  'POST /banners': 'marketing.banners.create',
  'PATCH /banners/:id': 'marketing.banners.update',
  'POST /banners/:id/status': 'marketing.banners.update',
  'POST /banners/:id/image': 'marketing.banners.update',
};

/** Banner management in the admin (spec 001, /admin/marketing/banners): list with cards, detail, create, edit, activate / deactivate. */
export const adminBannersRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.exportList, handlers.exportList)
  .openapi(routes.detail, handlers.detail)
  .openapi(routes.create, handlers.create)
  .openapi(routes.update, handlers.update)
  .openapi(routes.changeStatus, handlers.changeStatus)
  .openapi(routes.uploadImage, handlers.uploadImage);
