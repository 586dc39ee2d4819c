import { createRouter } from '../../lib/create-router';
import * as handlers from './address-search.handlers';
import * as routes from './address-search.routes';

/** Public address search (도로명주소 검색) through the configured provider (ADR 036). */
export const addressSearchRouter = createRouter().openapi(routes.search, handlers.search);
