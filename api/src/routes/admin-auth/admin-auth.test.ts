import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@market/domain/auth';
import { customers, roles, staffAccounts, staffRoles } from '../../db/schema/identity';
import { hashPassword } from '../../services/password';
import {
  readJson,
  cookieFrom,
  createTestApp,
  DEMO_PASSWORD,
  freshIp,
  json,
  loginStaff,
  roomInWindow,
  type TestApp,
} from '../../test/test-app';
import { SIGN_IN_WINDOW_MS } from '../../services/rate-limit';

describe('admin auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('POST /api/admin/auth/login signs in with an httpOnly admin_sid cookie', async () => {
    const res = await t.app.request('/api/admin/auth/login', json({ email: 'Super@StyleHub.kr', password: DEMO_PASSWORD }));
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.staff).toMatchObject({
      email: 'super@stylehub.kr',
      role: { code: 'SUPER_ADMIN', name: '최고 관리자' },
      permissions: ['*'],
      brandAccess: null,
    });
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^admin_sid=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
  });

  it('POST /api/admin/auth/login wrong password answers 401 with the exact message', async () => {
    const res = await t.app.request('/api/admin/auth/login', json({ email: 'super@stylehub.kr', password: 'wrong-password' }));
    expect(res.status).toBe(401);
    expect(await readJson(res)).toEqual({ error: { code: 'UNAUTHENTICATED', message: '이메일 또는 비밀번호가 올바르지 않습니다.' } });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('POST /api/admin/auth/login unknown e-mail gets the same answer', async () => {
    const res = await t.app.request('/api/admin/auth/login', json({ email: 'nobody@stylehub.kr', password: 'wrong-password' }));
    expect(res.status).toBe(401);
    expect(await readJson(res)).toEqual({ error: { code: 'UNAUTHENTICATED', message: AUTH_MESSAGES.invalidCredentials } });
  });

  it('POST /api/admin/auth/login a shopper account is not a staff account', async () => {
    const res = await t.app.request('/api/admin/auth/login', json({ email: 'buyer@stylehub.kr', password: DEMO_PASSWORD }));
    expect(res.status).toBe(401);
  });

  it('POST /api/admin/auth/login missing fields answer 422 with the spec messages', async () => {
    const res = await t.app.request('/api/admin/auth/login', json({ email: '', password: '' }));
    expect(res.status).toBe(422);
    const body = await readJson(res);
    expect(body.error.fields).toEqual({ email: AUTH_MESSAGES.emailRequired, password: AUTH_MESSAGES.passwordRequired });
  });

  it('POST /api/admin/auth/login disabled staff cannot sign in, and its sessions stop working', async () => {
    const cookie = await loginStaff(t, 'finance@stylehub.kr');
    await t.db.database.db.update(staffAccounts).set({ status: 'disabled' }).where(eq(staffAccounts.email, 'finance@stylehub.kr'));
    try {
      const res = await t.app.request('/api/admin/auth/login', json({ email: 'finance@stylehub.kr', password: DEMO_PASSWORD }));
      expect(res.status).toBe(403);
      expect((await readJson(res)).error.message).toBe(AUTH_MESSAGES.disabled);
      expect((await t.app.request('/api/admin/auth/me', { headers: { cookie } })).status).toBe(401);
    } finally {
      await t.db.database.db.update(staffAccounts).set({ status: 'active' }).where(eq(staffAccounts.email, 'finance@stylehub.kr'));
    }
  });

  it('POST /api/admin/auth/login locks the account after 5 failures, from any address, saying when to retry', async () => {
    const ip = freshIp();
    const attempt = (password: string, email = 'ops@stylehub.kr', from = ip) =>
      t.app.request('/api/admin/auth/login', json({ email, password }, { 'x-forwarded-for': from }));
    for (let i = 0; i < 5; i++) expect((await attempt('wrong')).status).toBe(401);
    const limited = await attempt('wrong');
    expect(limited.status).toBe(429);
    expect(await readJson(limited)).toEqual({
      error: { code: 'RATE_LIMITED', message: '로그인 시도가 너무 많습니다. 1분 후에 다시 시도해주세요.' },
    });
    // Even the right password waits out the lock, and another address does not help.
    expect((await attempt(DEMO_PASSWORD)).status).toBe(429);
    expect((await attempt(DEMO_PASSWORD, 'ops@stylehub.kr', freshIp())).status).toBe(429);
    // Another account from the same address is not affected.
    expect((await attempt(DEMO_PASSWORD, 'content@stylehub.kr')).status).toBe(200);
  });

  it('POST /api/admin/auth/login rate limits an address trying many e-mails (30 failures)', async () => {
    await roomInWindow(SIGN_IN_WINDOW_MS, 30_000);
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const res = await t.app.request(
        '/api/admin/auth/login',
        json({ email: `guess${i}@stylehub.kr`, password: 'x' }, { 'x-forwarded-for': ip }),
      );
      expect(res.status).toBe(401);
    }
    const res = await t.app.request(
      '/api/admin/auth/login',
      json({ email: 'cs@stylehub.kr', password: DEMO_PASSWORD }, { 'x-forwarded-for': ip }),
    );
    expect(res.status).toBe(429);
  });

  it('GET /api/admin/auth/me returns the staff member and 401 without a session', async () => {
    const cookie = await loginStaff(t, 'seller@stylehub.kr');
    const res = await t.app.request('/api/admin/auth/me', { headers: { cookie } });
    expect(res.status).toBe(200);
    const { staff } = await readJson(res);
    expect(staff.role.code).toBe('SELLER_ADMIN');
    expect(staff.brandAccess).toEqual({ id: expect.any(String), name: '모노웨이브' });

    const anon = await t.app.request('/api/admin/auth/me');
    expect(anon.status).toBe(401);
    expect(await readJson(anon)).toEqual({ error: { code: 'UNAUTHENTICATED', message: '로그인이 필요합니다.' } });
    const forged = await t.app.request('/api/admin/auth/me', {
      headers: { cookie: 'admin_sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(forged.status).toBe(401);
  });

  it('a shopper session cookie does not open the admin', async () => {
    const res = await t.app.request('/api/auth/login', json({ email: 'buyer@stylehub.kr', password: DEMO_PASSWORD }));
    const sid = cookieFrom(res, 'sid').replace(/^sid=/, 'admin_sid=');
    expect((await t.app.request('/api/admin/auth/me', { headers: { cookie: sid } })).status).toBe(401);
  });

  it('POST /api/admin/auth/logout ends the session in the database', async () => {
    const cookie = await loginStaff(t, 'cs@stylehub.kr');
    const out = await t.app.request('/api/admin/auth/logout', { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/admin_sid=;.*Max-Age=0/);
    expect((await t.app.request('/api/admin/auth/me', { headers: { cookie } })).status).toBe(401);
    // Signing out twice (or without a session) is harmless.
    expect((await t.app.request('/api/admin/auth/logout', { method: 'POST' })).status).toBe(204);
  });

  it('GET /api/admin/auth/demo-accounts lists the six demo accounts in demo mode', async () => {
    const res = await t.app.request('/api/admin/auth/demo-accounts');
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.password).toBe('demo1234!');
    expect(body.accounts.map((a: { role: string }) => a.role)).toEqual([
      'SUPER_ADMIN',
      'OPS_MANAGER',
      'CS_AGENT',
      'CONTENT_EDITOR',
      'FINANCE',
      'SELLER_ADMIN',
    ]);
    expect(body.accounts[0]).toEqual({
      email: 'super@stylehub.kr',
      name: expect.any(String),
      role: 'SUPER_ADMIN',
      roleName: '최고 관리자',
      description: '모든 권한',
    });
  });

  it('GET /api/auth/demo-accounts lists the demo buyer and seller for the storefront sign-in page', async () => {
    const res = await t.app.request('/api/auth/demo-accounts');
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({
      password: DEMO_PASSWORD,
      accounts: [
        { email: 'buyer@stylehub.kr', name: expect.any(String), role: 'customer' },
        { email: 'brand@stylehub.kr', name: expect.any(String), role: 'seller' },
      ],
    });
  });

  it('sign-in and GET /api/admin/auth/me tell the admin frame that demo mode is on', async () => {
    const res = await t.app.request('/api/admin/auth/login', json({ email: 'cs@stylehub.kr', password: DEMO_PASSWORD }));
    expect((await readJson(res)).demoMode).toBe(true);
    const me = await t.app.request('/api/admin/auth/me', { headers: { cookie: cookieFrom(res, 'admin_sid') } });
    expect((await readJson(me)).demoMode).toBe(true);
  });
});

describe('outside demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demoMode: false });
  });
  afterAll(() => t.close());

  it('GET /api/admin/auth/demo-accounts and GET /api/auth/demo-accounts answer 404, with no password in them', async () => {
    for (const path of ['/api/admin/auth/demo-accounts', '/api/auth/demo-accounts']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(404);
      const text = await res.text();
      expect(JSON.parse(text).error.code).toBe('NOT_FOUND');
      expect(text).not.toContain(DEMO_PASSWORD);
    }
  });

  it('no demo account exists and the demo password signs nobody in', async () => {
    const db = t.db.database.db;
    expect(await db.select().from(staffAccounts)).toEqual([]);
    expect(await db.select().from(customers).where(eq(customers.isDemo, true))).toEqual([]);
    expect((await db.select().from(customers)).length).toBeGreaterThanOrEqual(60);
    const res = await t.app.request('/api/admin/auth/login', json({ email: 'super@stylehub.kr', password: DEMO_PASSWORD }));
    expect(res.status).toBe(401);
    const shopper = await t.app.request('/api/auth/login', json({ email: 'buyer@stylehub.kr', password: DEMO_PASSWORD }));
    expect(shopper.status).toBe(401);
  });

  it('a real staff account signs in, and the admin frame is told demo mode is off', async () => {
    const db = t.db.database.db;
    const [staff] = await db
      .insert(staffAccounts)
      .values({ email: 'owner@shop.example', name: '운영자', passwordHash: await hashPassword('a-long-real-password') })
      .returning();
    const [role] = await db.select().from(roles).where(eq(roles.code, 'SUPER_ADMIN'));
    await db.insert(staffRoles).values({ staffId: staff!.id, roleId: role!.id });
    const res = await t.app.request('/api/admin/auth/login', json({ email: 'owner@shop.example', password: 'a-long-real-password' }));
    expect(res.status).toBe(200);
    expect((await readJson(res)).demoMode).toBe(false);
    const me = await t.app.request('/api/admin/auth/me', { headers: { cookie: cookieFrom(res, 'admin_sid') } });
    expect((await readJson(me)).demoMode).toBe(false);
  });
});
