import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-settings-shipping.handlers';
import * as routes from './admin-settings-shipping.routes';

export const permissions: PermissionTable = {
  'GET /settings/shipping': 'settings.shipping.read',
  'PUT /settings/shipping': 'settings.shipping.update',
  'PATCH /settings/shipping/methods/:id': 'settings.shipping.update',
  'POST /settings/shipping/zones': 'settings.shipping.create',
  'PATCH /settings/shipping/zones/:id': 'settings.shipping.update',
  'DELETE /settings/shipping/zones/:id': 'settings.shipping.delete',
  'PATCH /settings/shipping/carriers/:id': 'settings.shipping.update',
  'POST /settings/shipping/carriers/:id/test': 'settings.shipping.update',
};

/** 배송 설정 (spec 002, /admin/settings/shipping): settings, methods, zones, carriers and their connection test. */
export const adminSettingsShippingRouter = createRouter()
  .openapi(routes.get, handlers.get)
  .openapi(routes.put, handlers.put)
  .openapi(routes.updateMethod, handlers.updateMethod)
  .openapi(routes.createZone, handlers.createZone)
  .openapi(routes.updateZone, handlers.updateZone)
  .openapi(routes.deleteZone, handlers.deleteZone)
  .openapi(routes.updateCarrier, handlers.updateCarrier)
  .openapi(routes.testCarrier, handlers.testCarrier);
