import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { clearSessionCookie, CUSTOMER_COOKIE, readSessionCookie, writeSessionCookie } from '../../lib/cookies';
import { AppError } from '../../lib/errors';
import { clientIp, userAgent } from '../../lib/request-info';
import { authenticateCustomer, listDemoShoppers, signInCustomer, signUpCustomer } from '../../services/auth';
import { changeOwnPassword } from '../../services/password-change';
import { readPasswordLink as readLink, consumePasswordLink } from '../../services/password-links';
import { deleteSession } from '../../services/sessions';
import { signedInCustomer } from '../../lib/customer-session';
import { AUTH_MESSAGES } from '@market/domain/auth';
import type * as routes from './auth.routes';

/** A sign-in always gets a new session id; the one the browser held before is ended. */
async function endPreviousSession(c: Parameters<typeof readSessionCookie>[0]): Promise<void> {
  const previous = readSessionCookie(c, CUSTOMER_COOKIE);
  if (previous) await deleteSession(c.var.database.db, previous);
}

export const signup: RouteHandler<typeof routes.signup, AppEnv> = async (c) => {
  const { user, cookie, message } = await signUpCustomer(c.var.database.db, c.req.valid('json'), {
    ip: clientIp(c),
    userAgent: userAgent(c),
    signupsPerHour: c.var.env.signupLimitPerHour,
  });
  await endPreviousSession(c);
  writeSessionCookie(c, CUSTOMER_COOKIE, cookie);
  return c.json({ user, message }, 201);
};

export const login: RouteHandler<typeof routes.login, AppEnv> = async (c) => {
  const { user, cookie, message } = await signInCustomer(c.var.database.db, c.req.valid('json'), {
    ip: clientIp(c),
    userAgent: userAgent(c),
  });
  await endPreviousSession(c);
  writeSessionCookie(c, CUSTOMER_COOKIE, cookie);
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
  if (auth.session.cookie) writeSessionCookie(c, CUSTOMER_COOKIE, auth.session.cookie);
  return c.json({ user: auth.user }, 200);
};

export const demoAccounts: RouteHandler<typeof routes.demoAccounts, AppEnv> = async (c) => {
  // Outside demo mode there are no demo accounts and no page may show a password.
  if (!c.var.env.demoMode) throw new AppError('NOT_FOUND');
  return c.json(await listDemoShoppers(c.var.database.db), 200);
};

export const changePassword: RouteHandler<typeof routes.changePassword, AppEnv> = async (c) => {
  const user = signedInCustomer(c);
  const cookie = await changeOwnPassword(c.var.database.db, 'customer', user.id, c.req.valid('json'), {
    ip: clientIp(c),
    userAgent: userAgent(c),
  });
  writeSessionCookie(c, CUSTOMER_COOKIE, cookie);
  return c.json({ message: AUTH_MESSAGES.passwordChanged }, 200);
};

export const readPasswordLink: RouteHandler<typeof routes.readPasswordLink, AppEnv> = async (c) => {
  return c.json(await readLink(c.var.database.db, c.req.valid('param').token, clientIp(c)), 200);
};

export const setPasswordWithLink: RouteHandler<typeof routes.setPasswordWithLink, AppEnv> = async (c) => {
  return c.json(await consumePasswordLink(c.var.database.db, c.req.valid('param').token, c.req.valid('json'), clientIp(c)), 200);
};
