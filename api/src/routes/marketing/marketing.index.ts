import { createRouter } from '../../lib/create-router';
import * as handlers from './marketing.handlers';
import * as routes from './marketing.routes';

/** The storefront's marketing: banners by position, active promotions and the impression/click beacon. */
export const marketingRouter = createRouter()
  .openapi(routes.banners, handlers.banners)
  .openapi(routes.promotions, handlers.promotions)
  .openapi(routes.beacon, handlers.beacon);
