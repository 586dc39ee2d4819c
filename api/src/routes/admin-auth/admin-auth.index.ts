import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-auth.handlers';
import * as routes from './admin-auth.routes';

export const permissions: PermissionTable = {
  'POST /auth/login': 'public',
  // Signing out works with or without a live session.
  'POST /auth/logout': 'public',
  'GET /auth/me': 'staff',
  'GET /auth/demo-accounts': 'public',
  // Every staff member may change their own password.
  'POST /auth/password': 'staff',
};

export const adminAuthRouter = createRouter()
  .openapi(routes.login, handlers.login)
  .openapi(routes.logout, handlers.logout)
  .openapi(routes.me, handlers.me)
  .openapi(routes.demoAccounts, handlers.demoAccounts)
  .openapi(routes.changePassword, handlers.changePassword);
