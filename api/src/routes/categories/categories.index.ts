import { createRouter } from '../../lib/create-router';
import * as handlers from './categories.handlers';
import * as routes from './categories.routes';

export const categoriesRouter = createRouter().openapi(routes.tree, handlers.tree);
