import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-brands.handlers';
import * as routes from './admin-brands.routes';

export const permissions: PermissionTable = {
  'GET /brands': 'catalog.brands.read',
};

export const adminBrandsRouter = createRouter().openapi(routes.list, handlers.list);
