import { createRouter } from '../../lib/create-router';
import * as handlers from './cart.handlers';
import * as routes from './cart.routes';

/** The signed-in shopper's server cart (issue 5). */
export const cartRouter = createRouter()
  .openapi(routes.get, handlers.get)
  .openapi(routes.add, handlers.add)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.clear, handlers.clear)
  .openapi(routes.merge, handlers.merge);
