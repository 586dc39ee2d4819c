import { createRouter } from '../../lib/create-router';
import * as handlers from './events.handlers';
import * as routes from './events.routes';

export const eventsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.detail, handlers.detail)
  .openapi(routes.view, handlers.view)
  .openapi(routes.enter, handlers.enter);
