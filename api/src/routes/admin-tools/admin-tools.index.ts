import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-tools.handlers';
import * as routes from './admin-tools.routes';

export const permissions: PermissionTable = {
  'GET /tools/jobs': 'tools.jobs.read',
  'POST /tools/jobs/:name/run': 'tools.jobs.update',
  'GET /tools/status': 'tools.status.read',
  'POST /tools/cleanup/:kind': 'tools.cleanup.delete',
};

/**
 * The system tools screen (/admin/tools, mf-system-admin/src/features/tools): its background jobs
 * (ADR 013: what runs when, how it went, 지금 실행). System status and cleanup (issue 16) are here too; backups and data import have routers of their own.
 */
export const adminToolsRouter = createRouter()
  .openapi(routes.listJobs, handlers.listJobs)
  .openapi(routes.runJob, handlers.runJob)
  .openapi(routes.getStatus, handlers.getStatus)
  .openapi(routes.runCleanup, handlers.runCleanup);
