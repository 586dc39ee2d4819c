import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { FIRST_LEGAL_VERSION_IDS } from '@market/domain/legal';
import { queryRows } from '../lib/sql';
import { createSession } from '../services/sessions';
import { cookieFrom, json, type TestApp } from './test-app';

/** Signs up a fresh shopper through the API; answers its id and the `sid` cookie. */
export async function signUpShopper(t: TestApp, name = '테스트회원'): Promise<{ id: string; email: string; cookie: string }> {
  const email = `shopper.${randomBytes(5).toString('hex')}@example.com`;
  const res = await t.app.request('/api/auth/signup', json({ email, password: 'secret12', name, agreements: FIRST_LEGAL_VERSION_IDS }));
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  return { id: body.user.id, email, cookie: cookieFrom(res, 'sid') };
}

/** A session cookie for a seeded customer (most seeded accounts have no password). */
export async function cookieOf(t: TestApp, customerId: string): Promise<string> {
  const token = await createSession(t.db.database.db, { kind: 'customer', subjectId: customerId, ip: null, userAgent: null });
  return `sid=${token}`;
}

/** Rows of a raw query on the test database. */
export function rowsOf<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>(t.db.database.db, query);
}

/** A request with the JSON body and cookie (method other than POST allowed). */
export function send(t: TestApp, method: string, path: string, body?: unknown, cookie?: string): Promise<Response> {
  const init = body === undefined ? { method, headers: {} as Record<string, string> } : json(body);
  init.method = method;
  if (cookie) (init.headers as Record<string, string>).cookie = cookie;
  return Promise.resolve(t.app.request(path, init));
}
