import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-customers.handlers';
import * as routes from './admin-customers.routes';

export const permissions: PermissionTable = {
  'GET /customers': 'customers.list.read',
  'GET /customers/export': 'customers.list.export',
  'GET /customers/:id': 'customers.list.read',
  'PATCH /customers/:id': 'customers.list.update',
  'POST /customers/:id/suspend': 'customers.list.update',
  'POST /customers/:id/activate': 'customers.list.update',
  'POST /customers/:id/reveal': 'customers.list.read',
  'POST /customers/:id/messages': 'customers.messages.create',
  'POST /customers/:id/password-link': 'customers.list.update',
};

/**
 * Customer management (system spec, /admin/customers): list with summary and export, detail,
 * edit, suspend / activate, reveal one masked field with a reason, send a message, issue a
 * one-time 비밀번호 설정 링크 (ADR 034).
 */
export const adminCustomersRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.exportList, handlers.exportList)
  .openapi(routes.detail, handlers.detail)
  .openapi(routes.update, handlers.update)
  .openapi(routes.suspend, handlers.suspend)
  .openapi(routes.activate, handlers.activate)
  .openapi(routes.reveal, handlers.reveal)
  .openapi(routes.sendMessage, handlers.sendMessage)
  .openapi(routes.issuePasswordLink, handlers.issuePasswordLink);
