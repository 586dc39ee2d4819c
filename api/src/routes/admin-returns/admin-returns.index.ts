import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-returns.handlers';
import * as routes from './admin-returns.routes';

export const permissions: PermissionTable = {
  'GET /returns': 'orders.returns.read',
  'GET /returns/export': 'orders.returns.export',
  'GET /returns/:id': 'orders.returns.read',
  'POST /returns/:id/status': 'orders.returns.update',
};

/** Returns and exchanges in the admin (spec 001); SELLER_ADMIN sees its own brand's requests only. */
export const adminReturnsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  // Before /returns/{id}, which would take 'export' for an id.
  .openapi(routes.exportList, handlers.exportList)
  .openapi(routes.detail, handlers.detail)
  .openapi(routes.changeStatus, handlers.changeStatus);
