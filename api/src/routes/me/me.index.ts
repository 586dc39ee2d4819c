import { createRouter } from '../../lib/create-router';
import * as handlers from './me.handlers';
import * as routes from './me.routes';

/** The signed-in shopper's account: summary, points, returns, profile edit, messages from the shop. */
export const meRouter = createRouter()
  .openapi(routes.summary, handlers.summary)
  .openapi(routes.points, handlers.points)
  .openapi(routes.returns, handlers.returns)
  .openapi(routes.updateProfile, handlers.updateProfile)
  .openapi(routes.messages, handlers.messages);
