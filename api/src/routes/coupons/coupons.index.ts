import { createRouter } from '../../lib/create-router';
import * as handlers from './coupons.handlers';
import * as routes from './coupons.routes';

/** Coupon check for the cart and the shopper's own coupons (issue 5). */
export const couponsRouter = createRouter().openapi(routes.validate, handlers.validate).openapi(routes.mine, handlers.mine);
