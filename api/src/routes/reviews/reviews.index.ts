import { createRouter } from '../../lib/create-router';
import * as handlers from './reviews.handlers';
import * as routes from './reviews.routes';

export const reviewsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.report, handlers.report);
