import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-qna.handlers';
import * as routes from './admin-qna.routes';

export const permissions: PermissionTable = {
  'GET /qna': 'content.qna.read',
  'GET /qna/:id': 'content.qna.read',
  'PUT /qna/:id/reply': 'content.qna.update',
  'POST /qna/:id/close': 'content.qna.update',
  'POST /qna/:id/reopen': 'content.qna.update',
  'DELETE /qna/:id': 'content.qna.delete',
};

/** Q&A management (spec 001): product questions and 1:1 inquiries; SELLER_ADMIN answers its own brand's questions. */
export const adminQnaRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.detail, handlers.detail)
  .openapi(routes.reply, handlers.reply)
  .openapi(routes.close, handlers.close)
  .openapi(routes.reopen, handlers.reopen)
  .openapi(routes.remove, handlers.remove);
