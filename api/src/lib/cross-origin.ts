import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { AppError } from './errors';

export const CROSS_ORIGIN_MESSAGE = '다른 사이트에서 보낸 요청은 처리할 수 없습니다.';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The request's own host as the browser addressed it (the proxy's, when one is trusted). */
function requestHost(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string | undefined {
  const forwarded = c.var.env.trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return (forwarded || c.req.header('host') || new URL(c.req.url).host).toLowerCase();
}

/**
 * Cross-site request forgery protection for every unsafe /api request (the algorithm of Go's
 * CrossOriginProtection): a browser says where a request comes from in `Sec-Fetch-Site`, or at
 * least in `Origin`; anything but our own origin gets a 403 before any handler runs. A request
 * with neither header is not from a browser page (curl, a payment provider's webhook) and carries
 * no ambient cookie an attacker could borrow, so it passes. SameSite=Lax stays as a second layer.
 */
export function crossOriginProtection(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const site = c.req.header('sec-fetch-site');
    if (site !== undefined) {
      if (site === 'same-origin' || site === 'none') return next();
      throw new AppError('FORBIDDEN', CROSS_ORIGIN_MESSAGE);
    }
    const origin = c.req.header('origin');
    if (origin === undefined) return next();
    let host: string | undefined;
    try {
      host = origin === 'null' ? undefined : new URL(origin).host.toLowerCase();
    } catch {
      host = undefined;
    }
    if (host !== undefined && host === requestHost(c)) return next();
    throw new AppError('FORBIDDEN', CROSS_ORIGIN_MESSAGE);
  };
}
