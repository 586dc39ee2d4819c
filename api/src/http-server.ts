import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { serve, type ServerType } from '@hono/node-server';
import { ERROR_MESSAGES } from '@market/domain/errors';
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

const CLIENT_ERRORS: Record<string, [status: number, reason: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', '요청 헤더가 너무 큽니다.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', '요청 시간이 초과되었습니다. 다시 시도해주세요.'],
};

/**
 * A request Node cannot parse (a raw non-ASCII byte in the URL, a malformed header) or that timed
 * out never reaches the app: Node answers it itself with an empty body. This gives it the API's
 * error body with a Korean message instead, with Node's own status and choice of when to answer.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  const pending = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || pending?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, reason, message] = CLIENT_ERRORS[err.code ?? ''] ?? [400, 'Bad Request', ERROR_MESSAGES.BAD_REQUEST];
  const body = JSON.stringify({ error: { code: 'BAD_REQUEST', message } });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Serves `fetch` on `port` (0: any free port) of `hostname` (default: every interface) with the timeouts above. */
export function startHttpServer(
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>,
  env: Pick<Env, 'headersTimeoutMs' | 'requestTimeoutMs'>,
  listen: number | { port: number; hostname?: string },
  onListening?: (info: AddressInfo) => void,
): ServerType {
  const { port, hostname } = typeof listen === 'number' ? { port: listen, hostname: undefined } : listen;
  const server = serve({ fetch, port, hostname, serverOptions: httpServerOptions(env) }, onListening);
  server.on('clientError', answerClientError);
  return server;
}
