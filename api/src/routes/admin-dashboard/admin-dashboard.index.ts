import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-dashboard.handlers';
import * as routes from './admin-dashboard.routes';

export const permissions: PermissionTable = {
  'GET /dashboard': 'dashboard.read',
};

export const adminDashboardRouter = createRouter().openapi(routes.get, handlers.get);
