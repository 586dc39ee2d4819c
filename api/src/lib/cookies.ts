import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { SessionCookie } from '../services/sessions';
import type { AppEnv } from './context';
import { isHttps } from './request-info';

export const STAFF_COOKIE = 'admin_sid';
export const CUSTOMER_COOKIE = 'sid';

export function readSessionCookie(c: Context<AppEnv>, name: string): string | undefined {
  const value = getCookie(c, name);
  // Tokens are 43 base64url characters; anything else cannot be ours.
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
}

/** `Secure` over HTTPS, in production, or when COOKIE_SECURE asks for it. */
function secure(c: Context<AppEnv>): boolean {
  return c.var.env.cookieSecure || c.var.env.nodeEnv === 'production' || isHttps(c);
}

export function writeSessionCookie(c: Context<AppEnv>, name: string, cookie: SessionCookie): void {
  setCookie(c, name, cookie.token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: secure(c),
    maxAge: cookie.maxAgeSeconds,
  });
}

export function clearSessionCookie(c: Context<AppEnv>, name: string): void {
  deleteCookie(c, name, { path: '/', secure: secure(c), httpOnly: true, sameSite: 'Lax' });
}
