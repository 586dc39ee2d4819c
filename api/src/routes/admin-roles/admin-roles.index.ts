import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-roles.handlers';
import * as routes from './admin-roles.routes';

export const permissions: PermissionTable = {
  'GET /staff': 'settings.roles.read',
  'POST /staff': 'settings.roles.create',
  'PATCH /staff/:id': 'settings.roles.update',
  'GET /roles': 'settings.roles.read',
  'GET /roles/options': 'settings.roles.read',
  'POST /roles': 'settings.roles.create',
  'PATCH /roles/:id': 'settings.roles.update',
  'DELETE /roles/:id': 'settings.roles.delete',
};

/** Permission management (system spec, /admin/settings/roles): admin accounts and roles. */
export const adminRolesRouter = createRouter()
  .openapi(routes.listStaff, handlers.listStaff)
  .openapi(routes.createStaff, handlers.createStaff)
  .openapi(routes.updateStaff, handlers.updateStaff)
  .openapi(routes.listRoles, handlers.listRoles)
  .openapi(routes.listRoleOptions, handlers.listRoleOptions)
  .openapi(routes.createRole, handlers.createRole)
  .openapi(routes.updateRole, handlers.updateRole)
  .openapi(routes.deleteRole, handlers.deleteRole);
