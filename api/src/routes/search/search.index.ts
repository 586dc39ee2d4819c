import { createRouter } from '../../lib/create-router';
import * as handlers from './search.handlers';
import * as routes from './search.routes';

export const searchRouter = createRouter().openapi(routes.suggest, handlers.suggest).openapi(routes.popular, handlers.popular);
