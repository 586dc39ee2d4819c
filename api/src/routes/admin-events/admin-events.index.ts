import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-events.handlers';
import * as routes from './admin-events.routes';

export const permissions: PermissionTable = {
  'GET /events': 'content.events.read',
  'GET /events/export': 'content.events.export',
  'GET /events/:id': 'content.events.read',
  'POST /events': 'content.events.create',
  'PATCH /events/:id': 'content.events.update',
  'POST /events/:id/status': 'content.events.update',
  'DELETE /events/:id': 'content.events.delete',
};

/**
 * 이벤트 management in the admin (spec 001): list with the five cards, export, detail, create,
 * edit, start / end and delete. CONTENT_EDITOR and OPS_MANAGER hold content.*;
 * CS_AGENT (content.qna, content.reviews) and SELLER_ADMIN are refused (403).
 */
export const adminEventsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.exportList, handlers.exportList)
  .openapi(routes.detail, handlers.detail)
  .openapi(routes.create, handlers.create)
  .openapi(routes.update, handlers.update)
  .openapi(routes.changeStatus, handlers.changeStatus)
  .openapi(routes.remove, handlers.remove);
