import { createRouter } from '../../lib/create-router';
import type { PermissionTable } from '../../lib/permissions';
import * as handlers from './admin-search.handlers';
import * as routes from './admin-search.routes';

// The dictionary is part of the catalogue's structure: the category managers keep it.
export const permissions: PermissionTable = {
  'GET /search/synonyms': 'catalog.categories.read',
  'POST /search/synonyms': 'catalog.categories.create',
  'PATCH /search/synonyms/:id': 'catalog.categories.update',
  'DELETE /search/synonyms/:id': 'catalog.categories.delete',
};

/** The storefront search's synonym and spelling dictionary (issue 17): list, add, edit, remove. */
export const adminSearchRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove);
