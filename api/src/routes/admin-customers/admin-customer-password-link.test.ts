import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@market/domain/auth';
import { PASSWORD_LINK_MESSAGES } from '@market/domain/password-link';
import { staffSessionForRole, startAdminTest } from '../../test/admin-fixtures';
import { rowsOf, send, signUpShopper } from '../../test/shopper';
import { getJson, json, readJson, roomInWindow, type TestApp } from '../../test/test-app';
import { SIGN_IN_WINDOW_MS } from '../../services/rate-limit';

describe('비밀번호 설정 링크: POST /api/admin/customers/{id}/password-link, GET/POST /api/auth/password-link/{token}', () => {
  let t: TestApp;
  let cs: string;
  let ops: string;
  let seller: string;
  beforeAll(async () => {
    const started = await startAdminTest(['CS_AGENT', 'OPS_MANAGER', 'SELLER_ADMIN'] as const);
    t = started.t;
    [cs, ops, seller] = started.cookies;
  });
  afterAll(() => t.close());

  /** A customer as the data import writes one: no password. */
  async function importedCustomer(): Promise<{ id: string; email: string }> {
    const email = `imported.${randomBytes(4).toString('hex')}@example.com`;
    const [row] = await rowsOf<{ id: string }>(t, sql`insert into customers (email, name) values (${email}, '가져온고객') returning id`);
    return { id: row!.id, email };
  }

  const issue = (id: string, cookie = cs) => send(t, 'POST', `/api/admin/customers/${id}/password-link`, undefined, cookie);
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
  const linkPath = (token: string) => `/api/auth/password-link/${encodeURIComponent(token)}`;
  const setPassword = (token: string, password = 'newpass12', passwordConfirm = password) =>
    t.app.request(linkPath(token), json({ password, passwordConfirm }));
  const signIn = (email: string, password: string) => t.app.request('/api/auth/login', json({ email, password }));

  it('issues a 72-hour link (only its hash stored, audited); the shopper sets a password once and signs in', async () => {
    const customer = await importedCustomer();
    expect((await getJson(t, `/api/admin/customers/${customer.id}`, cs)).body.hasPassword).toBe(false);
    // Without a password the sign-in answers the usual wrong-credentials 401 (not a 500).
    const before = await signIn(customer.email, 'anything1');
    expect(before.status).toBe(401);
    expect((await readJson(before)).error.message).toBe(AUTH_MESSAGES.invalidCredentials);

    const started = Date.now();
    const res = await issue(customer.id);
    expect(res.status).toBe(201);
    const body = await readJson(res);
    expect(body).toMatchObject({ title: PASSWORD_LINK_MESSAGES.issued, url: expect.stringMatching(/\/account\/set-password\?token=/) });
    const hours = (new Date(body.expiresAt).getTime() - started) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThan(72.1);
    const token = tokenOf(body.url);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const stored = await rowsOf<{ token_hash: string; staff_id: string | null }>(
      t,
      sql`select token_hash, staff_id from customer_password_links where customer_id = ${customer.id}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.token_hash).not.toContain(token);
    const [audit] = await rowsOf<{ action: string; details: Record<string, unknown> }>(
      t,
      sql`select action, details from audit_logs where resource = 'customer' and resource_id = ${customer.id}`,
    );
    expect(audit!.action).toBe('customers.password-link.create');
    expect(JSON.stringify(audit!.details)).not.toContain(token);

    const info = await getJson(t, linkPath(token));
    expect(info.status).toBe(200);
    expect(info.body).toEqual({ email: expect.stringMatching(/^im\*+@example\.com$/), expiresAt: body.expiresAt });

    const done = await setPassword(token);
    expect(done.status).toBe(200);
    expect((await readJson(done)).message).toBe(PASSWORD_LINK_MESSAGES.passwordSet);
    const [row] = await rowsOf<{ password_hash: string }>(t, sql`select password_hash from customers where id = ${customer.id}`);
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    expect((await signIn(customer.email, 'newpass12')).status).toBe(200);
    expect((await getJson(t, `/api/admin/customers/${customer.id}`, cs)).body.hasPassword).toBe(true);

    // A second use, or a look, is refused with the Korean 410.
    const again = await setPassword(token, 'another12');
    expect(again.status).toBe(410);
    expect(await readJson(again)).toEqual({ error: { code: 'GONE', message: PASSWORD_LINK_MESSAGES.gone } });
    expect((await getJson(t, linkPath(token))).status).toBe(410);
    expect((await signIn(customer.email, 'another12')).status).toBe(401);
  });

  it('setting the password ends every other session of the customer', async () => {
    const shopper = await signUpShopper(t);
    expect((await getJson(t, '/api/auth/me', shopper.cookie)).status).toBe(200);
    const token = tokenOf((await readJson(issue(shopper.id))).url);
    expect((await setPassword(token)).status).toBe(200);
    expect((await getJson(t, '/api/auth/me', shopper.cookie)).status).toBe(401);
    expect((await signIn(shopper.email, 'secret12')).status).toBe(401);
    expect((await signIn(shopper.email, 'newpass12')).status).toBe(200);
  });

  it('a weak or mismatched password is 422 with the signup rule’s message, and the link stays usable', async () => {
    const customer = await importedCustomer();
    const token = tokenOf((await readJson(issue(customer.id))).url);
    const weak = await setPassword(token, '12345');
    expect(weak.status).toBe(422);
    expect((await readJson(weak)).error.fields.password).toBe(AUTH_MESSAGES.passwordTooShort);
    const mismatch = await setPassword(token, 'newpass12', 'newpass13');
    expect(mismatch.status).toBe(422);
    expect((await readJson(mismatch)).error.fields.passwordConfirm).toBe(AUTH_MESSAGES.passwordMismatch);
    const extra = await t.app.request(linkPath(token), json({ password: 'newpass12', passwordConfirm: 'newpass12', email: 'x@y.z' }));
    expect(extra.status).toBe(422);
    expect((await setPassword(token)).status).toBe(200);
  });

  it('an expired link is refused (410) and sets nothing', async () => {
    const customer = await importedCustomer();
    const token = tokenOf((await readJson(issue(customer.id))).url);
    await rowsOf(
      t,
      sql`update customer_password_links set expires_at = now() - interval '1 second' where customer_id = ${customer.id} returning id`,
    );
    expect((await getJson(t, linkPath(token))).status).toBe(410);
    const res = await setPassword(token);
    expect(res.status).toBe(410);
    expect((await readJson(res)).error.message).toBe(PASSWORD_LINK_MESSAGES.gone);
    const [row] = await rowsOf<{ password_hash: string | null }>(t, sql`select password_hash from customers where id = ${customer.id}`);
    expect(row!.password_hash).toBeNull();
  });

  it('a new link supersedes the older one; unknown and malformed tokens are 404', async () => {
    const customer = await importedCustomer();
    const first = tokenOf((await readJson(issue(customer.id))).url);
    const second = tokenOf((await readJson(issue(customer.id))).url);
    expect(first).not.toBe(second);
    expect((await setPassword(first)).status).toBe(410);
    expect((await getJson(t, linkPath(first))).status).toBe(410);
    expect((await setPassword(second)).status).toBe(200);
    const live = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from customer_password_links where customer_id = ${customer.id} and used_at is null and revoked_at is null`,
    );
    expect(Number(live[0]!.n)).toBe(0);

    const unknown = await getJson(t, linkPath(randomBytes(32).toString('base64url')));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(PASSWORD_LINK_MESSAGES.notFound);
    expect((await setPassword('not-a-token')).status).toBe(404);
  });

  it('a suspended customer gets no link (409); a customer suspended after the link cannot use it', async () => {
    const customer = await importedCustomer();
    const token = tokenOf((await readJson(issue(customer.id))).url);
    expect((await send(t, 'POST', `/api/admin/customers/${customer.id}/suspend`, undefined, cs)).status).toBe(200);
    const refused = await issue(customer.id);
    expect(refused.status).toBe(409);
    expect((await readJson(refused)).error.message).toBe(PASSWORD_LINK_MESSAGES.suspended);
    const use = await setPassword(token);
    expect(use.status).toBe(403);
    expect((await readJson(use)).error.message).toBe(AUTH_MESSAGES.suspended);
    const [row] = await rowsOf<{ password_hash: string | null }>(t, sql`select password_hash from customers where id = ${customer.id}`);
    expect(row!.password_hash).toBeNull();
  });

  it('staff without customers.list.update get 403, signed-out callers 401; nothing is written', async () => {
    const customer = await importedCustomer();
    await rowsOf(
      t,
      sql`insert into roles (code, name, grants) values ('CUSTOMERS_READ', '고객 조회', '{customers.list.read}'::text[]) returning id`,
    );
    const { cookie: readOnly } = await staffSessionForRole(t, 'CUSTOMERS_READ');
    for (const cookie of [readOnly, ops, seller]) expect((await issue(customer.id, cookie)).status).toBe(403);
    expect((await send(t, 'POST', `/api/admin/customers/${customer.id}/password-link`)).status).toBe(401);
    expect((await issue('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const rows = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from customer_password_links where customer_id = ${customer.id}`,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('guessing tokens is limited per address like sign-in (429 in Korean)', async () => {
    await roomInWindow(SIGN_IN_WINDOW_MS, 30_000);
    const headers = { 'x-forwarded-for': '10.99.0.1' };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await t.app.request(linkPath(randomBytes(32).toString('base64url')), { headers });
      statuses.push(res.status);
      if (res.status === 429) expect((await readJson(res)).error.message).toMatch(/^비밀번호 설정 시도가 너무 많습니다/);
    }
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
