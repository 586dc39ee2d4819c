import type { RouteHandler } from '@hono/zod-openapi';
import { AUTH_MESSAGES } from '@market/domain/auth';
import type { AppEnv } from '../../lib/context';
import { signedInCustomer } from '../../lib/customer-session';
import { getAccountSummary, listMyReturns, listPoints, updateProfile as saveProfile } from '../../services/me';
import { listMyMessages } from '../../services/admin-customers';
import type * as routes from './me.routes';

export const summary: RouteHandler<typeof routes.summary, AppEnv> = async (c) => {
  const user = signedInCustomer(c);
  return c.json(await getAccountSummary(c.var.database.db, user.id), 200);
};

export const points: RouteHandler<typeof routes.points, AppEnv> = async (c) => {
  const user = signedInCustomer(c);
  return c.json(await listPoints(c.var.database.db, user.id, c.req.valid('query')), 200);
};

export const returns: RouteHandler<typeof routes.returns, AppEnv> = async (c) => {
  const user = signedInCustomer(c);
  return c.json(await listMyReturns(c.var.database.db, user.id, c.req.valid('query')), 200);
};

export const updateProfile: RouteHandler<typeof routes.updateProfile, AppEnv> = async (c) => {
  const user = signedInCustomer(c);
  const saved = await saveProfile(c.var.database.db, user.id, c.req.valid('json'));
  return c.json({ user: saved, message: AUTH_MESSAGES.profileSaved }, 200);
};

export const messages: RouteHandler<typeof routes.messages, AppEnv> = async (c) => {
  const user = signedInCustomer(c);
  return c.json(await listMyMessages(c.var.database.db, user.id), 200);
};
