import { createRouter } from '../../lib/create-router';
import * as handlers from './wishlist.handlers';
import * as routes from './wishlist.routes';

/** The signed-in shopper's wishlist (issue 5). Fixed paths before `{productId}`. */
export const wishlistRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.ids, handlers.ids)
  .openapi(routes.merge, handlers.merge)
  .openapi(routes.toCart, handlers.toCart)
  .openapi(routes.clear, handlers.clear)
  .openapi(routes.put, handlers.put)
  .openapi(routes.remove, handlers.remove);
