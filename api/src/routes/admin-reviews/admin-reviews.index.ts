import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-reviews.handlers';
import * as routes from './admin-reviews.routes';

export const permissions: PermissionTable = {
  'GET /reviews': 'content.reviews.read',
  'GET /reviews/:id': 'content.reviews.read',
  'POST /reviews/:id/approve': 'content.reviews.update',
  'POST /reviews/:id/hide': 'content.reviews.update',
  'PUT /reviews/:id/reply': 'content.reviews.update',
};

/** Review management (spec 001): approving or hiding keeps the product's stored rating right. */
export const adminReviewsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.detail, handlers.detail)
  .openapi(routes.approve, handlers.approve)
  .openapi(routes.hide, handlers.hide)
  .openapi(routes.reply, handlers.reply);
