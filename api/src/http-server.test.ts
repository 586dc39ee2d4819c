import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { loadEnv } from './env';
import { httpServerOptions, startHttpServer } from './http-server';

/**
 * Issue 12, hole 8: a client that sends its headers and then dribbles the body (or dribbles the
 * headers) is cut off after the configured timeout instead of holding the connection for minutes.
 * The real HTTP server, a raw socket as the client.
 */

/** A handler that reads the whole body, as every JSON route does. */
const readsBody = async (req: Request) => new Response(`got ${(await req.text()).length}`);

function listen(server: ServerType): Promise<number> {
  return new Promise((resolve) => {
    if (server.listening) resolve((server.address() as AddressInfo).port);
    else server.once('listening', () => resolve((server.address() as AddressInfo).port));
  });
}

function close(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    server.close(() => resolve());
  });
}

/**
 * Sends `head`, then one byte of `dribble` every 100 ms; resolves with how long the server kept
 * the connection open (capped at `giveUpMs`) and what it answered.
 */
function slowClient(
  port: number,
  head: string,
  dribble: string,
  giveUpMs: number,
): Promise<{ ms: number; closedByServer: boolean; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let i = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (closedByServer: boolean) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ ms: Date.now() - started, closedByServer, answer });
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (!socket.writable) return;
        socket.write(dribble[i % dribble.length]!);
        i += 1;
      }, 100);
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => finish(true));
  });
}

const BODY_HEAD = 'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n';
const HEADER_HEAD = 'GET / HTTP/1.1\r\nHost: localhost\r\n';

/** The API's error body of a raw answer. */
const errorBody = (answer: string) => JSON.parse(answer.split('\r\n\r\n')[1]!) as { error: { code: string; message: string } };

/** The real server with 1 s timeouts for the tests of one describe block; `.port` once started. */
function serverWithShortTimeouts(): { port: number } {
  const started = { port: 0 };
  let server: ServerType;
  beforeAll(async () => {
    server = startHttpServer(readsBody, { headersTimeoutMs: 1000, requestTimeoutMs: 1000 }, 0);
    started.port = await listen(server);
  });
  afterAll(() => close(server));
  return started;
}

describe('slow clients are cut off (headersTimeout / requestTimeout)', () => {
  const server = serverWithShortTimeouts();

  it('a body dribbled byte by byte: the connection is cut within 2x the 1 s request timeout, with a 408', async () => {
    const result = await slowClient(server.port, BODY_HEAD, '{"email":"a@b.kr"', 10_000);
    expect(result.closedByServer).toBe(true);
    expect(result.ms).toBeGreaterThanOrEqual(900);
    expect(result.ms).toBeLessThan(2000);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(errorBody(result.answer).error.message).toMatch(/[가-힣]/);
  });

  it('headers dribbled byte by byte: cut within 2x the 1 s headers timeout', async () => {
    const result = await slowClient(
      server.port,
      HEADER_HEAD,
      'X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n',
      10_000,
    );
    expect(result.closedByServer).toBe(true);
    expect(result.ms).toBeLessThan(2000);
  });

  it('a client that sends its request at once is answered', async () => {
    const res = await fetch(`http://127.0.0.1:${server.port}/`, { method: 'POST', body: 'x'.repeat(1000) });
    expect(await res.text()).toBe('got 1000');
  });

  it('without these options (serve() as before) the same client is still connected after 3 s', async () => {
    const plain = serve({ fetch: readsBody, port: 0 });
    const plainPort = await listen(plain);
    try {
      const result = await slowClient(plainPort, BODY_HEAD, '{"email":"a@b.kr"', 3000);
      expect(result.closedByServer).toBe(false);
      expect(result.ms).toBeGreaterThanOrEqual(3000);
    } finally {
      await close(plain);
    }
  });
});

/** Sends `raw` at once; resolves with the server's whole answer. */
function rawRequest(port: number, raw: Buffer | string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(answer));
  });
}

describe('requests Node cannot parse get the API error body in Korean, not an empty answer', () => {
  const server = serverWithShortTimeouts();

  it('a raw Hangul byte in the URL (not percent-encoded): 400 잘못된 요청입니다.', async () => {
    const answer = await rawRequest(server.port, Buffer.from('GET /api/products?q=가 HTTP/1.1\r\nHost: localhost\r\n\r\n', 'utf8'));
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(errorBody(answer)).toEqual({ error: { code: 'BAD_REQUEST', message: '잘못된 요청입니다.' } });
  });

  it("headers over Node's limit: 431 in Korean", async () => {
    const answer = await rawRequest(server.port, `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(errorBody(answer).error.message).toBe('요청 헤더가 너무 큽니다.');
  });

  it('a well-formed request on the same server is answered', async () => {
    const res = await fetch(`http://127.0.0.1:${server.port}/`, { method: 'POST', body: 'ok' });
    expect(await res.text()).toBe('got 2');
  });
});

describe('timeout settings', () => {
  it('default to 30 s, are read from the environment, and the checking interval follows them', () => {
    const defaults = loadEnv({ NODE_ENV: 'test' });
    expect([defaults.headersTimeoutMs, defaults.requestTimeoutMs]).toEqual([30_000, 30_000]);
    expect(httpServerOptions(defaults)).toEqual({ headersTimeout: 30_000, requestTimeout: 30_000, connectionsCheckingInterval: 5_000 });
    const set = loadEnv({ NODE_ENV: 'test', HEADERS_TIMEOUT_MS: '10000', REQUEST_TIMEOUT_MS: '20000' });
    expect(httpServerOptions(set)).toEqual({ headersTimeout: 10_000, requestTimeout: 20_000, connectionsCheckingInterval: 2_500 });
  });

  it('refuses a headers timeout longer than the request timeout, and nonsense', () => {
    expect(() => loadEnv({ NODE_ENV: 'test', HEADERS_TIMEOUT_MS: '40000', REQUEST_TIMEOUT_MS: '20000' })).toThrow(/HEADERS_TIMEOUT_MS/);
    expect(() => loadEnv({ NODE_ENV: 'test', REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => loadEnv({ NODE_ENV: 'test', REQUEST_TIMEOUT_MS: '5' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});
