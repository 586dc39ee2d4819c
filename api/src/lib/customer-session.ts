import type { Context, MiddlewareHandler } from 'hono';
import { AUTH_MESSAGES, type CustomerUser } from '@market/domain/auth';
import { authenticateCustomer } from '../services/auth';
import type { AppEnv } from './context';
import { CUSTOMER_COOKIE, readSessionCookie, writeSessionCookie } from './cookies';
import { AppError } from './errors';

/** The signed-in shopper of the `sid` cookie, or null; re-sends the cookie when its expiry slid. */
export async function optionalCustomer(c: Context<AppEnv>): Promise<CustomerUser | null> {
  if (c.var.customer) return c.var.customer;
  const token = readSessionCookie(c, CUSTOMER_COOKIE);
  if (!token) return null;
  const auth = await authenticateCustomer(c.var.database.db, token);
  if (!auth) return null;
  if (auth.session.cookie) writeSessionCookie(c, CUSTOMER_COOKIE, auth.session.cookie);
  c.set('customer', auth.user);
  return auth.user;
}

/** The signed-in shopper; anonymous callers get a 401 (default '로그인이 필요합니다.'). */
export async function requireCustomer(c: Context<AppEnv>, message: string = AUTH_MESSAGES.loginRequired): Promise<CustomerUser> {
  const user = await optionalCustomer(c);
  if (!user) throw new AppError('UNAUTHENTICATED', message);
  return user;
}

/**
 * Route middleware (createRoute's `middleware`): runs before the validators, so an anonymous
 * caller gets the 401 even with a bad body, and nothing is validated or written for them.
 */
export function customerRequired(message: string = AUTH_MESSAGES.loginRequired): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await requireCustomer(c, message);
    await next();
  };
}

/** The shopper set by customerRequired (a 401 if a route forgot the middleware). */
export function signedInCustomer(c: Context<AppEnv>): CustomerUser {
  if (!c.var.customer) throw new AppError('UNAUTHENTICATED');
  return c.var.customer;
}
