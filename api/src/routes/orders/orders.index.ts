import { createRouter } from '../../lib/create-router';
import * as handlers from './orders.handlers';
import * as routes from './orders.routes';

/** Placing and following the shopper's own orders (issue 5). */
export const ordersRouter = createRouter()
  .openapi(routes.place, handlers.place)
  .openapi(routes.list, handlers.list)
  .openapi(routes.detail, handlers.detail)
  .openapi(routes.cancel, handlers.cancel)
  .openapi(routes.confirm, handlers.confirm)
  .openapi(routes.requestReturn, handlers.requestReturn)
  .openapi(routes.reorder, handlers.reorder);
