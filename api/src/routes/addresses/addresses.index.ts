import { createRouter } from '../../lib/create-router';
import * as handlers from './addresses.handlers';
import * as routes from './addresses.routes';

/** The signed-in shopper's address book (배송지 관리, issue 17). */
export const addressesRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.setDefault, handlers.setDefault)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove);
