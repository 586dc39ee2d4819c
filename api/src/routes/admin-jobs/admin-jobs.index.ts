import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-jobs.handlers';
import * as routes from './admin-jobs.routes';

export const permissions: PermissionTable = {
  'GET /jobs': 'tools.jobs.read',
  'POST /jobs/:name/run': 'tools.jobs.update',
};

/** Background jobs (ADR 013): what runs when and how it went, and 지금 실행, for the system tools screen. */
export const adminJobsRouter = createRouter().openapi(routes.list, handlers.list).openapi(routes.run, handlers.run);
