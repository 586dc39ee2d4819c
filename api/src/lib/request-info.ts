import type { Context } from 'hono';
import type { AppEnv } from './context';

/** Client address: the socket's, or the first X-Forwarded-For hop when behind a trusted proxy. */
export function clientIp(c: Context<AppEnv>): string {
  if (c.var.env.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

export function userAgent(c: Context): string | null {
  return c.req.header('user-agent')?.slice(0, 300) ?? null;
}

/** The request came over HTTPS: directly, or per `X-Forwarded-Proto` from a trusted proxy. */
export function isHttps(c: Context<AppEnv>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return c.var.env.trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}
