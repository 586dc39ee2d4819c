import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-shipments.handlers';
import * as routes from './admin-shipments.routes';

export const permissions: PermissionTable = {
  'GET /shipments': 'orders.shipments.read',
  'GET /shipments/export': 'orders.shipments.export',
  'GET /shipments/:id': 'orders.shipments.read',
  'POST /shipments/:id/refresh': 'orders.shipments.update',
  'POST /shipments/:id/retry': 'orders.shipments.update',
};

/** Shipments in the admin (spec 001); SELLER_ADMIN sees its own shipments only. */
export const adminShipmentsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  // Before /shipments/{id}, which would take 'export' for an id.
  .openapi(routes.exportList, handlers.exportList)
  .openapi(routes.detail, handlers.detail)
  .openapi(routes.refresh, handlers.refresh)
  .openapi(routes.retry, handlers.retry);
