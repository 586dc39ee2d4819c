import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-customers.handlers';
import * as routes from './admin-customers.routes';

export const permissions: PermissionTable = {
  'GET /customers': 'customers.list.read',
};

export const adminCustomersRouter = createRouter().openapi(routes.list, handlers.list);
