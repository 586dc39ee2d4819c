import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { createApp } from '../app';
import { loadEnv } from '../env';
import { sessions, staffAccounts } from '../db/schema/identity';
import { signUpShopper } from '../test/shopper';
import { cookieFrom, createTestApp, DEMO_PASSWORD, json, loginStaff, readJson, type TestApp } from '../test/test-app';
import { hashToken, SESSION_ABSOLUTE_SECONDS } from './sessions';
import { assignStaffRole } from './admin-auth';

const tokenOf = (cookie: string) => cookie.split('=')[1]!;

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.db.database.db;
  const me = (cookie: string, path = '/api/admin/auth/me') => t.app.request(path, { headers: { cookie } });

  it('a session cookie is Secure over HTTPS (behind a trusted proxy) and not over plain HTTP in development', async () => {
    const plain = await t.app.request('/api/admin/auth/login', json({ email: 'cs@stylehub.kr', password: DEMO_PASSWORD }));
    expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/);
    const https = await t.app.request(
      '/api/admin/auth/login',
      json({ email: 'cs@stylehub.kr', password: DEMO_PASSWORD }, { 'x-forwarded-proto': 'https' }),
    );
    expect(https.headers.get('set-cookie')).toMatch(/; Secure/);
    const direct = await t.app.request(
      'https://shop.example/api/auth/login',
      json({ email: 'buyer@stylehub.kr', password: DEMO_PASSWORD }),
    );
    expect(direct.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('a session cookie is always Secure in production', async () => {
    // The same database served by an app started with NODE_ENV=production.
    const prod = createApp({
      db: t.db.database,
      env: loadEnv({ NODE_ENV: 'production', DEMO_MODE: '1', TRUST_PROXY: '1' }),
      logger: pino({ level: 'silent' }),
    });
    const res = await prod.request('/api/admin/auth/login', json({ email: 'cs@stylehub.kr', password: DEMO_PASSWORD }));
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('sign-in gives a new session id and ends the one the browser held before', async () => {
    const first = await loginStaff(t, 'cs@stylehub.kr');
    const res = await t.app.request('/api/admin/auth/login', json({ email: 'cs@stylehub.kr', password: DEMO_PASSWORD }, { cookie: first }));
    const second = cookieFrom(res, 'admin_sid');
    expect(second).not.toBe(first);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(200);
  });

  it('staff sessions end 12 hours after sign-in however active they are; shoppers after 30 days', async () => {
    expect(SESSION_ABSOLUTE_SECONDS).toEqual({ staff: 12 * 3600, customer: 30 * 86_400 });
    const cookie = await loginStaff(t, 'content@stylehub.kr');
    const id = hashToken(tokenOf(cookie));
    const [row] = await db().select().from(sessions).where(eq(sessions.id, id));
    expect(row!.absoluteExpiresAt.getTime() - row!.createdAt.getTime()).toBe(12 * 3600 * 1000);
    // An active session (recently seen, idle expiry ahead) past its absolute expiry is over.
    await db()
      .update(sessions)
      .set({ absoluteExpiresAt: sql`now() - interval '1 second'`, expiresAt: sql`now() + interval '4 hours'`, lastSeenAt: sql`now()` })
      .where(eq(sessions.id, id));
    expect((await me(cookie)).status).toBe(401);

    const shopper = await signUpShopper(t);
    const [srow] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(tokenOf(shopper.cookie))));
    expect(srow!.absoluteExpiresAt.getTime() - srow!.createdAt.getTime()).toBe(30 * 86_400 * 1000);
  });

  it('sliding the idle expiry never goes past the absolute one', async () => {
    const cookie = await loginStaff(t, 'content@stylehub.kr');
    const id = hashToken(tokenOf(cookie));
    await db()
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 hours'`, absoluteExpiresAt: sql`now() + interval '30 minutes'` })
      .where(eq(sessions.id, id));
    const res = await me(cookie);
    expect(res.status).toBe(200);
    const maxAge = Number(/Max-Age=(\d+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(25 * 60);
    expect(maxAge).toBeLessThanOrEqual(30 * 60);
    const [row] = await db().select().from(sessions).where(eq(sessions.id, id));
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(row!.absoluteExpiresAt.getTime());
  });

  it("a staff member whose role changes gets a new session id on the next request, with the new role's grants", async () => {
    const cookie = await loginStaff(t, 'finance@stylehub.kr');
    const [staff] = await db().select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.email, 'finance@stylehub.kr'));
    await assignStaffRole(db(), staff!.id, 'CS_AGENT');
    try {
      const res = await me(cookie);
      expect(res.status).toBe(200);
      expect((await readJson(res)).staff.role.code).toBe('CS_AGENT');
      const rotated = cookieFrom(res, 'admin_sid');
      expect(rotated).not.toBe(cookie);
      expect((await me(rotated)).status).toBe(200);
      // The old id is kept only for a short grace (requests already on their way), then ends.
      await db()
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(sessions.id, hashToken(tokenOf(cookie))));
      expect((await me(cookie)).status).toBe(401);
      expect((await me(rotated)).status).toBe(200);
    } finally {
      await assignStaffRole(db(), staff!.id, 'FINANCE');
    }
  });

  it('changing a password ends every session of the account; the caller gets a new one', async () => {
    const shopper = await signUpShopper(t);
    const other = cookieFrom(await t.app.request('/api/auth/login', json({ email: shopper.email, password: 'secret12' })), 'sid');
    const res = await t.app.request(
      '/api/auth/password',
      json({ currentPassword: 'secret12', newPassword: 'newsecret34', confirmPassword: 'newsecret34' }, { cookie: shopper.cookie }),
    );
    expect(res.status).toBe(200);
    expect((await readJson(res)).message).toBe('비밀번호가 변경되었습니다. 다른 기기에서는 다시 로그인해야 합니다.');
    const fresh = cookieFrom(res, 'sid');
    expect((await me(shopper.cookie, '/api/auth/me')).status).toBe(401);
    expect((await me(other, '/api/auth/me')).status).toBe(401);
    expect((await me(fresh, '/api/auth/me')).status).toBe(200);
    expect((await t.app.request('/api/auth/login', json({ email: shopper.email, password: 'secret12' }))).status).toBe(401);
    expect((await t.app.request('/api/auth/login', json({ email: shopper.email, password: 'newsecret34' }))).status).toBe(200);
  });

  it('a wrong current password changes nothing; a staff password needs at least 12 characters', async () => {
    const shopper = await signUpShopper(t);
    const wrong = await t.app.request(
      '/api/auth/password',
      json({ currentPassword: 'nope', newPassword: 'another1', confirmPassword: 'another1' }, { cookie: shopper.cookie }),
    );
    expect(wrong.status).toBe(422);
    expect((await readJson(wrong)).error.fields).toEqual({ currentPassword: '현재 비밀번호가 올바르지 않습니다.' });
    expect((await me(shopper.cookie, '/api/auth/me')).status).toBe(200);
    // Wrong types and a missing confirmation are answered in Korean, field by field.
    const garbled = await t.app.request('/api/auth/password', json({ currentPassword: 1, newPassword: ['x'] }, { cookie: shopper.cookie }));
    expect(garbled.status).toBe(422);
    expect((await readJson(garbled)).error.fields).toEqual({
      currentPassword: '비밀번호를 입력해주세요.',
      newPassword: '비밀번호를 입력해주세요.',
      confirmPassword: '비밀번호가 일치하지 않습니다.',
    });

    const staff = await loginStaff(t, 'ops@stylehub.kr');
    const short = await t.app.request(
      '/api/admin/auth/password',
      json({ currentPassword: DEMO_PASSWORD, newPassword: 'short12345!', confirmPassword: 'short12345!' }, { cookie: staff }),
    );
    expect(short.status).toBe(422);
    expect((await readJson(short)).error.fields.newPassword).toBe('관리자 비밀번호는 12자 이상이어야 합니다.');
    const ok = await t.app.request(
      '/api/admin/auth/password',
      json({ currentPassword: DEMO_PASSWORD, newPassword: 'long-enough-pass', confirmPassword: 'long-enough-pass' }, { cookie: staff }),
    );
    expect(ok.status).toBe(200);
    expect((await me(staff)).status).toBe(401);
    expect((await me(cookieFrom(ok, 'admin_sid'))).status).toBe(200);
    expect(
      (
        await t.app.request(
          '/api/admin/auth/password',
          json({ currentPassword: DEMO_PASSWORD, newPassword: 'long-enough-pass', confirmPassword: 'long-enough-pass' }),
        )
      ).status,
    ).toBe(401);
  });
});
