import type { RouteHandler } from '@hono/zod-openapi';
import { AUTH_MESSAGES } from '@market/domain/auth';
import type { AppEnv } from '../../lib/context';
import { clearSessionCookie, readSessionCookie, STAFF_COOKIE, writeSessionCookie } from '../../lib/cookies';
import { AppError } from '../../lib/errors';
import { clientIp, userAgent } from '../../lib/request-info';
import { deleteSession } from '../../services/sessions';
import { changeOwnPassword } from '../../services/password-change';
import { listDemoAccounts, signInStaff, toStaffUser } from '../../services/admin-auth';
import type * as routes from './admin-auth.routes';

export const login: RouteHandler<typeof routes.login, AppEnv> = async (c) => {
  const { staff, cookie } = await signInStaff(c.var.database.db, c.req.valid('json'), { ip: clientIp(c), userAgent: userAgent(c) });
  // A sign-in always gets a new session id; the one the browser held before is ended.
  const previous = readSessionCookie(c, STAFF_COOKIE);
  if (previous) await deleteSession(c.var.database.db, previous);
  writeSessionCookie(c, STAFF_COOKIE, cookie);
  return c.json({ staff, demoMode: c.var.env.demoMode }, 200);
};

export const logout: RouteHandler<typeof routes.logout, AppEnv> = async (c) => {
  const token = readSessionCookie(c, STAFF_COOKIE);
  if (token) await deleteSession(c.var.database.db, token);
  clearSessionCookie(c, STAFF_COOKIE);
  return c.body(null, 204);
};

export const me: RouteHandler<typeof routes.me, AppEnv> = async (c) => {
  return c.json({ staff: toStaffUser(c.var.staff!), demoMode: c.var.env.demoMode }, 200);
};

export const demoAccounts: RouteHandler<typeof routes.demoAccounts, AppEnv> = async (c) => {
  // Outside demo mode the route does not exist as far as a visitor can tell.
  if (!c.var.env.demoMode) throw new AppError('NOT_FOUND');
  return c.json(await listDemoAccounts(c.var.database.db), 200);
};

export const changePassword: RouteHandler<typeof routes.changePassword, AppEnv> = async (c) => {
  const cookie = await changeOwnPassword(c.var.database.db, 'staff', c.var.staff!.id, c.req.valid('json'), {
    ip: clientIp(c),
    userAgent: userAgent(c),
  });
  writeSessionCookie(c, STAFF_COOKIE, cookie);
  return c.json({ message: AUTH_MESSAGES.passwordChanged }, 200);
};
