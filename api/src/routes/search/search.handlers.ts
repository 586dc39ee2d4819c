import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { popularSearches, suggest as suggestSearch } from '../../services/search';
import type * as routes from './search.routes';

export const suggest: RouteHandler<typeof routes.suggest, AppEnv> = async (c) => {
  return c.json(await suggestSearch(c.var.database.db, c.req.valid('query').q), 200);
};

export const popular: RouteHandler<typeof routes.popular, AppEnv> = async (c) => {
  return c.json(await popularSearches(c.var.database.db), 200);
};
