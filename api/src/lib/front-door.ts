import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { JobRunner } from '../jobs/jobs';
import { freshHotShopSettings, hotShopSettings } from '../services/settings-cache';
import type { AppEnv } from './context';
import { lazyChild, requestLineLogger } from './logger';
import { isMaintenanceExempt, maintenanceResponse } from './maintenance';
import { securityHeaderWriter } from './security-headers';
import { refuseForbiddenQuery } from './text-safety';
import { AppError } from './errors';

/**
 * The middlewares every request passes, folded into two (issue 18, 4a): each Hono middleware
 * layer costs an async frame and a dispatch, and the API ran ten of them before any route. The
 * checks themselves are the same ones, in the same order.
 */

/** hono/request-id's rule for a caller's id: at most 255 word characters, `-` or `=`. */
const REQUEST_ID_MAX = 255;
const UNSAFE_REQUEST_ID = /[^\w\-=]/;

/** The caller's `X-Request-Id` when it is safe to echo, else a fresh UUID. */
export function requestIdOf(c: Context<AppEnv>): string {
  // Node's parsed headers when served by @hono/node-server: c.req.header() would first copy every
  // request header into a Headers object.
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const given = incoming?.headers ? incoming.headers['x-request-id'] : c.req.header('x-request-id');
  return typeof given === 'string' && given !== '' && given.length <= REQUEST_ID_MAX && !UNSAFE_REQUEST_ID.test(given)
    ? given
    : randomUUID();
}

export interface FrontDoorDeps {
  db: Database;
  env: Env;
  logger: Logger;
  jobs: JobRunner;
}

/**
 * The outermost middleware: the request id and the request's variables before anything else
 * runs; after the answer is made (errors and 404s included), its security headers, the request
 * id header and the request line.
 */
export function frontDoor({ db, env, logger, jobs }: FrontDoorDeps): MiddlewareHandler<AppEnv> {
  const writeSecurityHeaders = securityHeaderWriter(env);
  const requestLine = requestLineLogger(logger);
  return async (c, next) => {
    const started = performance.now();
    const reqId = requestIdOf(c);
    c.set('requestId', reqId);
    c.set('database', db);
    c.set('env', env);
    // The request's own logger (its id bound), made when a handler first logs.
    c.set('logger', lazyChild(logger, { reqId }));
    c.set('jobs', jobs);
    await next();
    writeSecurityHeaders(c, reqId);
    const path = c.req.path;
    const status = c.res.status;
    // Static asset hits are noise; API calls and errors are what operators read.
    if (status >= 400 || path.startsWith('/api')) {
      requestLine({ reqId, method: c.req.method, path, status, ms: Math.round(performance.now() - started) });
    }
  };
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** PostgreSQL text cannot hold NUL: a URL carrying one is a 400 before it reaches any query. */
export function hasNulInUrl(url: string): boolean {
  return url.includes('%00') || url.includes('\0');
}

export interface RequestChecksDeps {
  db: Database;
  /** Catalogue reads (lib/admission.ts browseGate): GETs of browse paths, and every write. */
  browse: MiddlewareHandler<AppEnv>;
  isBrowseRequest: (method: string, path: string) => boolean;
  /** The /api checks of a request that may carry a body, in order (body limit, cross-origin, JSON only, NUL, characters). */
  bodyChecks: MiddlewareHandler<AppEnv>[];
}

/**
 * After the front door: the maintenance gate (every path), then for /api the browse gate and the
 * request checks. A GET or HEAD carries no body, so of the checks only the URL's (NUL, forbidden
 * characters in the query) apply, and they run here without a frame of their own; a cached
 * maintenance setting costs no await.
 */
export function requestChecks({ db, browse, isBrowseRequest, bodyChecks }: RequestChecksDeps): MiddlewareHandler<AppEnv> {
  const chain = [browse, ...bodyChecks];
  const run = (c: Context<AppEnv>, next: () => Promise<void>, i: number): Promise<Response | void> =>
    i === chain.length ? next() : chain[i]!(c, () => run(c, next, i + 1) as Promise<void>);
  return async (c, next) => {
    const path = c.req.path;
    if (!isMaintenanceExempt(path)) {
      const settings = freshHotShopSettings(db.db) ?? (await hotShopSettings(db.db));
      if (settings.maintenanceMode) return maintenanceResponse(c, path, settings);
    }
    if (!isApiPath(path)) return next();
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') {
      if (hasNulInUrl(c.req.url)) throw new AppError('BAD_REQUEST');
      refuseForbiddenQuery(c);
      return isBrowseRequest(method, path) ? browse(c, next) : next();
    }
    return run(c, next, 0);
  };
}
