import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { clearSessionCookie, CUSTOMER_COOKIE, readSessionCookie, writeSessionCookie } from '../../lib/cookies';
import { AppError } from '../../lib/errors';
import { clientIp, userAgent } from '../../lib/request-info';
import { authenticateCustomer, signInCustomer, signUpCustomer } from '../../services/customer-auth';
import { deleteSession, SESSION_TTL_SECONDS } from '../../services/sessions';
import type * as routes from './auth.routes';

export const signup: RouteHandler<typeof routes.signup, AppEnv> = async (c) => {
  const { user, token, message } = await signUpCustomer(c.var.database.db, c.req.valid('json'), { ip: clientIp(c), userAgent: userAgent(c) });
  writeSessionCookie(c, CUSTOMER_COOKIE, token, SESSION_TTL_SECONDS.customer);
  return c.json({ user, message }, 201);
};

export const login: RouteHandler<typeof routes.login, AppEnv> = async (c) => {
  const { user, token, message } = await signInCustomer(c.var.database.db, c.req.valid('json'), { ip: clientIp(c), userAgent: userAgent(c) });
  writeSessionCookie(c, CUSTOMER_COOKIE, token, SESSION_TTL_SECONDS.customer);
  return c.json({ user, message }, 200);
};

export const logout: RouteHandler<typeof routes.logout, AppEnv> = async (c) => {
  const token = readSessionCookie(c, CUSTOMER_COOKIE);
  if (token) await deleteSession(c.var.database.db, token);
  clearSessionCookie(c, CUSTOMER_COOKIE);
  return c.body(null, 204);
};

export const me: RouteHandler<typeof routes.me, AppEnv> = async (c) => {
  const token = readSessionCookie(c, CUSTOMER_COOKIE);
  const auth = token ? await authenticateCustomer(c.var.database.db, token) : null;
  if (!auth) throw new AppError('UNAUTHENTICATED');
  if (auth.session.refreshed) writeSessionCookie(c, CUSTOMER_COOKIE, token!, SESSION_TTL_SECONDS.customer);
  return c.json({ user: auth.user }, 200);
};
