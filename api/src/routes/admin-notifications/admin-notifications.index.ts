import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-notifications.handlers';
import * as routes from './admin-notifications.routes';

/** Every staff member has a header badge; the service limits items to what the role may read. */
export const permissions: PermissionTable = {
  'GET /notifications': 'staff',
};

export const adminNotificationsRouter = createRouter().openapi(routes.list, handlers.list);
