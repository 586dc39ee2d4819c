import { createRouter } from '../../lib/create-router';
import * as handlers from './products.handlers';
import * as routes from './products.routes';

export const productsRouter = createRouter().openapi(routes.list, handlers.list).openapi(routes.detail, handlers.detail);
