import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-audit.handlers';
import * as routes from './admin-audit.routes';

export const permissions: PermissionTable = {
  'GET /audit-logs': 'audit.logs.read',
  'GET /audit-logs/summary': 'audit.logs.read',
  'GET /audit-logs/export': 'audit.logs.export',
};

/** The audit log (system spec, /admin/audit): list, summary and download. */
export const adminAuditRouter = createRouter()
  .openapi(routes.summary, handlers.summary)
  .openapi(routes.exportList, handlers.exportList)
  .openapi(routes.list, handlers.list);
