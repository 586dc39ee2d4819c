import pino, { type Logger } from 'pino';
import { createApp } from '../app';
import { loadEnv, type Env } from '../env';
import { createTestDatabase, type TestDatabase } from './test-db';

export const DEMO_PASSWORD = 'demo1234!';

export const DEMO_STAFF_EMAILS = {
  SUPER_ADMIN: 'super@stylehub.kr',
  OPS_MANAGER: 'ops@stylehub.kr',
  CS_AGENT: 'cs@stylehub.kr',
  CONTENT_EDITOR: 'content@stylehub.kr',
  FINANCE: 'finance@stylehub.kr',
  SELLER_ADMIN: 'seller@stylehub.kr',
} as const;
export type DemoRole = keyof typeof DEMO_STAFF_EMAILS;

export interface TestApp {
  app: ReturnType<typeof createApp>;
  env: Env;
  db: TestDatabase;
  close(): Promise<void>;
}

/** The real app on a fresh database; TRUST_PROXY lets a test choose its client address. */
export async function createTestApp(options: { demoMode?: boolean; env?: Record<string, string>; logger?: Logger } = {}): Promise<TestApp> {
  const demoMode = options.demoMode ?? true;
  const db = await createTestDatabase({ demoMode });
  const env = loadEnv({ NODE_ENV: 'test', DEMO_MODE: demoMode ? '1' : '0', TRUST_PROXY: '1', ...options.env });
  const app = createApp({ db: db.database, env, logger: options.logger ?? pino({ level: 'silent' }) });
  return { app, env, db, close: () => db.drop() };
}

/**
 * Waits, if need be, until the current fixed window (of `windowMs`, aligned to the epoch like the
 * rate limiter's) has at least `needMs` left, so a test that fills a window is not split by its end.
 */
export async function roomInWindow(windowMs: number, needMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

let ipCounter = 0;
/** A distinct client address per call, so sign-in rate limits of one test do not leak into another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export function json(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), ...headers },
    body: JSON.stringify(body),
  };
}

/** `name=value` of a Set-Cookie header, for the next request's Cookie header. */
export function cookieFrom(res: Response, name: string): string {
  const header = res.headers.getSetCookie?.() ?? [res.headers.get('set-cookie') ?? ''];
  const found = header.map((h) => h.split(';')[0]!).find((c) => c.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie in response (${res.status})`);
  return found;
}

export async function loginStaff(t: TestApp, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await t.app.request('/api/admin/auth/login', json({ email, password }));
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${await res.text()}`);
  return cookieFrom(res, 'admin_sid');
}

export async function getJson<T = any>(t: TestApp, path: string, cookie?: string): Promise<{ status: number; body: T }> {
  const res = await t.app.request(path, { headers: cookie ? { cookie } : {} });
  return { status: res.status, body: (await res.json()) as T };
}

/** The JSON body of a response, untyped (assertions check its shape). */
export async function readJson(res: Response | Promise<Response>): Promise<any> {
  return (await res).json();
}

/**
 * A staff download of `path`, the CSV written by PostgreSQL (`copy`) or row by row
 * (`EXPORT_CSV_COPY=off`), for tests that compare the two files byte for byte.
 */
export async function downloadExport(t: TestApp, path: string, cookie: string, copy: boolean): Promise<Buffer> {
  if (copy) delete process.env.EXPORT_CSV_COPY;
  else process.env.EXPORT_CSV_COPY = 'off';
  try {
    const res = await t.app.request(path, { headers: { cookie } });
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  } finally {
    delete process.env.EXPORT_CSV_COPY;
  }
}
