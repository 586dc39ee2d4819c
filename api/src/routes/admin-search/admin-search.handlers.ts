import type { RouteHandler } from '@hono/zod-openapi';
import { adminActor } from '../../lib/admin-actor';
import type { AppEnv } from '../../lib/context';
import { createSearchSynonym, deleteSearchSynonym, listSearchSynonyms, updateSearchSynonym } from '../../services/admin-search-synonyms';
import type * as routes from './admin-search.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listSearchSynonyms(c.var.database.db, c.req.valid('query')), 200);
};

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  return c.json(await createSearchSynonym(c.var.database.db, adminActor(c), c.req.valid('json')), 201);
};

export const update: RouteHandler<typeof routes.update, AppEnv> = async (c) => {
  return c.json(await updateSearchSynonym(c.var.database.db, adminActor(c), c.req.valid('param').id, c.req.valid('json')), 200);
};

export const remove: RouteHandler<typeof routes.remove, AppEnv> = async (c) => {
  return c.json(await deleteSearchSynonym(c.var.database.db, adminActor(c), c.req.valid('param').id), 200);
};
