import { createRouter } from '../../lib/create-router';
import * as handlers from './coupons.handlers';
import * as routes from './coupons.routes';

/** Coupon check for the cart, the shopper's own coupons (issue 5) and the coupon zone (issue 15). */
export const couponsRouter = createRouter()
  .openapi(routes.validate, handlers.validate)
  .openapi(routes.mine, handlers.mine)
  .openapi(routes.publicList, handlers.publicList)
  .openapi(routes.download, handlers.download);
