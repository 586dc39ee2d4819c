import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-notices.handlers';
import * as routes from './admin-notices.routes';

export const permissions: PermissionTable = {
  'GET /notices': 'content.notices.read',
  'GET /notices/export': 'content.notices.export',
  'GET /notices/:id': 'content.notices.read',
  'POST /notices': 'content.notices.create',
  'PATCH /notices/:id': 'content.notices.update',
  'POST /notices/:id/status': 'content.notices.update',
  'DELETE /notices/:id': 'content.notices.delete',
};

/**
 * 공지사항 management in the admin (spec 001): list with the five cards, export, detail, create,
 * edit, pin / unpin / publish / unpublish and delete. CONTENT_EDITOR and OPS_MANAGER hold content.*;
 * CS_AGENT (content.qna, content.reviews) and SELLER_ADMIN are refused (403).
 */
export const adminNoticesRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.exportList, handlers.exportList)
  .openapi(routes.detail, handlers.detail)
  .openapi(routes.create, handlers.create)
  .openapi(routes.update, handlers.update)
  .openapi(routes.changeStatus, handlers.changeStatus)
  .openapi(routes.remove, handlers.remove);
