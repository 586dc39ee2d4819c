import { createRouter } from '../../lib/create-router';
import * as handlers from './brands.handlers';
import * as routes from './brands.routes';

export const brandsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.detail, handlers.detail)
  .openapi(routes.follow, handlers.follow)
  .openapi(routes.unfollow, handlers.unfollow);
