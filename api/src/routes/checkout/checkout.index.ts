import { createRouter } from '../../lib/create-router';
import * as handlers from './checkout.handlers';
import * as routes from './checkout.routes';

/** What the checkout page offers (issue 5); the order itself is `POST /api/orders`. */
export const checkoutRouter = createRouter().openapi(routes.options, handlers.options);
