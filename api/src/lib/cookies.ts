import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from './context';

export const STAFF_COOKIE = 'admin_sid';
export const CUSTOMER_COOKIE = 'sid';

export function readSessionCookie(c: Context<AppEnv>, name: string): string | undefined {
  const value = getCookie(c, name);
  // Tokens are 43 base64url characters; anything else cannot be ours.
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
}

export function writeSessionCookie(c: Context<AppEnv>, name: string, token: string, maxAgeSeconds: number): void {
  setCookie(c, name, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: c.var.env.cookieSecure,
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(c: Context<AppEnv>, name: string): void {
  deleteCookie(c, name, { path: '/', secure: c.var.env.cookieSecure, httpOnly: true, sameSite: 'Lax' });
}
