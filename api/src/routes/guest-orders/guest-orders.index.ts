import { createRouter } from '../../lib/create-router';
import * as handlers from './guest-orders.handlers';
import * as routes from './guest-orders.routes';

/** Guest checkout (비회원 주문, ADR 033): ordering while the shop allows it, lookup and cancel by number and password. */
export const guestOrdersRouter = createRouter()
  .openapi(routes.options, handlers.options)
  .openapi(routes.place, handlers.place)
  .openapi(routes.lookup, handlers.lookup)
  .openapi(routes.cancel, handlers.cancel);
