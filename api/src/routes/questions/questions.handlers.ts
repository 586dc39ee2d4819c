import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { optionalCustomer, signedInCustomer } from '../../lib/customer-session';
import { createProductQuestion, listProductQuestions } from '../../services/questions';
import type * as routes from './questions.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const viewer = await optionalCustomer(c);
  return c.json(await listProductQuestions(c.var.database.db, c.req.valid('param').id, viewer?.id ?? null, c.req.valid('query')), 200);
};

export const create: RouteHandler<typeof routes.create, AppEnv> = async (c) => {
  return c.json(await createProductQuestion(c.var.database.db, signedInCustomer(c), c.req.valid('param').id, c.req.valid('json')), 201);
};
