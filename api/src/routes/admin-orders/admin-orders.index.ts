import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-orders.handlers';
import * as routes from './admin-orders.routes';

export const permissions: PermissionTable = {
  'GET /orders': 'orders.list.read',
  'GET /orders/:id': 'orders.list.read',
  'POST /orders/:id/status': 'orders.list.update',
  'POST /orders/:id/cancel': 'orders.list.update',
};

/** Orders in the admin (spec 001, issue 14 item 1); SELLER_ADMIN sees orders holding its brand's lines, and only those lines. */
export const adminOrdersRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.detail, handlers.detail)
  .openapi(routes.advance, handlers.advance)
  .openapi(routes.cancel, handlers.cancel);
