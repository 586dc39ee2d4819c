import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { optionalCustomer, signedInCustomer } from '../../lib/customer-session';
import { enterEvent, getEvent, listEvents, viewEvent } from '../../services/events';
import type * as routes from './events.routes';

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  return c.json(await listEvents(c.var.database.db, c.req.valid('query')), 200);
};

export const detail: RouteHandler<typeof routes.detail, AppEnv> = async (c) => {
  return c.json(await getEvent(c.var.database.db, c.req.valid('param').id, await optionalCustomer(c)), 200);
};

export const enter: RouteHandler<typeof routes.enter, AppEnv> = async (c) => {
  return c.json(await enterEvent(c.var.database.db, c.req.valid('param').id, signedInCustomer(c)), 201);
};

export const view: RouteHandler<typeof routes.view, AppEnv> = async (c) => {
  return c.json(await viewEvent(c.var.database.db, c.req.valid('param').id), 200);
};
