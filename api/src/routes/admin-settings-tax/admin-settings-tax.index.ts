import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-settings-tax.handlers';
import * as routes from './admin-settings-tax.routes';

export const permissions: PermissionTable = {
  'GET /settings/tax': 'settings.taxes.read',
  'PUT /settings/tax': 'settings.taxes.update',
  'POST /settings/tax/rules': 'settings.taxes.create',
  'PATCH /settings/tax/rules/:id': 'settings.taxes.update',
  'DELETE /settings/tax/rules/:id': 'settings.taxes.delete',
  'POST /settings/tax/reports': 'settings.taxes.create',
  'POST /settings/tax/reports/:id/file': 'settings.taxes.update',
};

/** 세금 설정 (spec 002, /admin/settings/taxes): settings, rules, and reports computed from real sales. */
export const adminSettingsTaxRouter = createRouter()
  .openapi(routes.get, handlers.get)
  .openapi(routes.put, handlers.put)
  .openapi(routes.createRule, handlers.createRule)
  .openapi(routes.updateRule, handlers.updateRule)
  .openapi(routes.deleteRule, handlers.deleteRule)
  .openapi(routes.generateReport, handlers.generateReport)
  .openapi(routes.fileReport, handlers.fileReport);
