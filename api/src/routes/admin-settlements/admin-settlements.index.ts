import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-settlements.handlers';
import * as routes from './admin-settlements.routes';

export const permissions: PermissionTable = {
  'GET /settlements': 'sellers.settlements.read',
  'GET /settlements/export': 'sellers.settlements.export',
  'GET /settlements/:id': 'sellers.settlements.read',
  'POST /settlements/approve': 'sellers.settlements.update',
  'POST /settlements/generate': 'sellers.settlements.update',
  'POST /settlements/:id/approve': 'sellers.settlements.update',
  'POST /settlements/:id/hold': 'sellers.settlements.update',
  'POST /settlements/:id/pay': 'sellers.settlements.update',
};

/** Settlements in the admin (spec 001): FINANCE reads, approves, holds and pays; bulk approve; generate now. */
export const adminSettlementsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.exportList, handlers.exportList)
  .openapi(routes.bulkApprove, handlers.bulkApprove)
  .openapi(routes.generate, handlers.generate)
  .openapi(routes.detail, handlers.detail)
  .openapi(routes.approve, handlers.approve)
  .openapi(routes.hold, handlers.hold)
  .openapi(routes.pay, handlers.pay);
