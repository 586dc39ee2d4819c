import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { clearSessionCookie, readSessionCookie, STAFF_COOKIE, writeSessionCookie } from '../../lib/cookies';
import { AppError } from '../../lib/errors';
import { clientIp, userAgent } from '../../lib/request-info';
import { deleteSession, SESSION_TTL_SECONDS } from '../../services/sessions';
import { listDemoAccounts, signInStaff, toStaffUser } from '../../services/staff-auth';
import type * as routes from './admin-auth.routes';

export const login: RouteHandler<typeof routes.login, AppEnv> = async (c) => {
  const { staff, token } = await signInStaff(c.var.database.db, c.req.valid('json'), { ip: clientIp(c), userAgent: userAgent(c) });
  writeSessionCookie(c, STAFF_COOKIE, token, SESSION_TTL_SECONDS.staff);
  return c.json({ staff }, 200);
};

export const logout: RouteHandler<typeof routes.logout, AppEnv> = async (c) => {
  const token = readSessionCookie(c, STAFF_COOKIE);
  if (token) await deleteSession(c.var.database.db, token);
  clearSessionCookie(c, STAFF_COOKIE);
  return c.body(null, 204);
};

export const me: RouteHandler<typeof routes.me, AppEnv> = async (c) => {
  return c.json({ staff: toStaffUser(c.var.staff!) }, 200);
};

export const demoAccounts: RouteHandler<typeof routes.demoAccounts, AppEnv> = async (c) => {
  // Outside demo mode the route does not exist as far as a visitor can tell.
  if (!c.var.env.demoMode) throw new AppError('NOT_FOUND');
  return c.json(await listDemoAccounts(c.var.database.db), 200);
};
