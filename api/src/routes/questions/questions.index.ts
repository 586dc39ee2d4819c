import { createRouter } from '../../lib/create-router';
import * as handlers from './questions.handlers';
import * as routes from './questions.routes';

/** Product Q&A: read by anyone, written by signed-in shoppers (rows of the admin Q&A list). */
export const questionsRouter = createRouter().openapi(routes.list, handlers.list).openapi(routes.create, handlers.create);
