import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { categoryTree } from '../../services/categories';
import type * as routes from './categories.routes';

export const tree: RouteHandler<typeof routes.tree, AppEnv> = async (c) => {
  return c.json(await categoryTree(c.var.database.db), 200);
};
