import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Env } from './env';

/**
 * Node's limits on slow clients (issue 12, hole 8): a client that dribbles its headers or its
 * body is cut off after `headersTimeout` / `requestTimeout` with a 408, instead of holding a
 * connection for minutes. Node checks these every `connectionsCheckingInterval` (30 s by
 * default), so the interval follows the timeout: a connection is cut at most a quarter of the
 * timeout late (and at most 5 s).
 */
export function httpServerOptions(env: Pick<Env, 'headersTimeoutMs' | 'requestTimeoutMs'>) {
  const shortest = Math.min(env.headersTimeoutMs, env.requestTimeoutMs);
  return {
    headersTimeout: env.headersTimeoutMs,
    requestTimeout: env.requestTimeoutMs,
    connectionsCheckingInterval: Math.max(50, Math.min(5_000, Math.floor(shortest / 4))),
  };
}

/** Serves `fetch` on `port` (0: any free port) of `hostname` (default: every interface) with the timeouts above. */
export function startHttpServer(
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>,
  env: Pick<Env, 'headersTimeoutMs' | 'requestTimeoutMs'>,
  listen: number | { port: number; hostname?: string },
  onListening?: (info: AddressInfo) => void,
): ServerType {
  const { port, hostname } = typeof listen === 'number' ? { port: listen, hostname: undefined } : listen;
  return serve({ fetch, port, hostname, serverOptions: httpServerOptions(env) }, onListening);
}
