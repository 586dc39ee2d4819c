import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-faqs.handlers';
import * as routes from './admin-faqs.routes';

export const permissions: PermissionTable = {
  'GET /faqs': 'content.faqs.read',
  'GET /faqs/export': 'content.faqs.export',
  'GET /faqs/:id': 'content.faqs.read',
  'POST /faqs': 'content.faqs.create',
  'PATCH /faqs/:id': 'content.faqs.update',
  'POST /faqs/:id/status': 'content.faqs.update',
  'POST /faqs/:id/move': 'content.faqs.update',
  'DELETE /faqs/:id': 'content.faqs.delete',
};

/**
 * FAQ management in the admin (spec 001): list with the five cards, export, detail, create,
 * edit, publish / unpublish, the priority arrows and delete. CONTENT_EDITOR and OPS_MANAGER hold content.*;
 * CS_AGENT (content.qna, content.reviews) and SELLER_ADMIN are refused (403).
 */
export const adminFaqsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.exportList, handlers.exportList)
  .openapi(routes.detail, handlers.detail)
  .openapi(routes.create, handlers.create)
  .openapi(routes.update, handlers.update)
  .openapi(routes.changeStatus, handlers.changeStatus)
  .openapi(routes.move, handlers.move)
  .openapi(routes.remove, handlers.remove);
