import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@market/domain/auth';
import { customers } from '../../db/schema/identity';
import { readJson, cookieFrom, createTestApp, DEMO_PASSWORD, json, type TestApp } from '../../test/test-app';
import { FIRST_LEGAL_VERSION_IDS } from '@market/domain/legal';

const valid = {
  email: 'new.shopper@example.com',
  password: 'secret12',
  name: '신규회원',
  phone: '010-9876-5432',
  role: 'customer',
  agreeToMarketing: true,
  agreements: FIRST_LEGAL_VERSION_IDS,
};

describe('shopper auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signup = (body: unknown) => t.app.request('/api/auth/signup', json(body));

  it.each([
    ['email missing', { ...valid, email: undefined }, 'email', AUTH_MESSAGES.emailRequired],
    ['email blank', { ...valid, email: '  ' }, 'email', AUTH_MESSAGES.emailRequired],
    ['email invalid', { ...valid, email: 'not-an-email' }, 'email', AUTH_MESSAGES.emailInvalid],
    ['password missing', { ...valid, password: '' }, 'password', AUTH_MESSAGES.passwordRequired],
    ['password short', { ...valid, password: '12345' }, 'password', AUTH_MESSAGES.passwordTooShort],
    ['name blank', { ...valid, name: '   ' }, 'name', AUTH_MESSAGES.nameRequired],
    ['name missing', { ...valid, name: undefined }, 'name', AUTH_MESSAGES.nameRequired],
    ['phone invalid', { ...valid, phone: '02-123-4567' }, 'phone', AUTH_MESSAGES.phoneInvalid],
  ])('POST /api/auth/signup %s answers 422 with the spec message', async (_label, body, field, message) => {
    const res = await signup(body);
    expect(res.status).toBe(422);
    const { error } = await readJson(res);
    expect(error.code).toBe('VALIDATION');
    expect(error.fields[field]).toBe(message);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('POST /api/auth/signup creates a customer, signs it in and greets it', async () => {
    const res = await signup(valid);
    expect(res.status).toBe(201);
    const body = await readJson(res);
    expect(body.message).toBe(AUTH_MESSAGES.signupSuccess);
    expect(body.user).toEqual({
      id: expect.any(String),
      email: valid.email,
      name: '신규회원',
      phone: '010-9876-5432',
      role: 'customer',
      marketingConsent: true,
      createdAt: expect.any(String),
    });
    const cookie = cookieFrom(res, 'sid');
    const me = await t.app.request('/api/auth/me', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await readJson(me)).user.email).toBe(valid.email);
    const [row] = await t.db.database.db.select().from(customers).where(eq(customers.email, valid.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('POST /api/auth/signup with an e-mail already taken answers 409 (any letter case)', async () => {
    const res = await signup({ ...valid, email: 'BUYER@stylehub.kr' });
    expect(res.status).toBe(409);
    expect((await readJson(res)).error).toMatchObject({ code: 'CONFLICT', message: '이미 가입된 이메일입니다.' });
  });

  it('POST /api/auth/signup never creates a seller', async () => {
    const res = await signup({ ...valid, email: 'wants.seller@example.com', role: 'seller' });
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.fields.role).toBeDefined();
    const rows = await t.db.database.db.select().from(customers).where(eq(customers.email, 'wants.seller@example.com'));
    expect(rows).toEqual([]);
    const plain = await signup({
      email: 'no.role@example.com',
      password: 'secret12',
      name: '역할없음',
      agreements: FIRST_LEGAL_VERSION_IDS,
    });
    expect(plain.status).toBe(201);
    expect((await readJson(plain)).user).toMatchObject({ role: 'customer', phone: null });
  });

  it('POST /api/auth/signup refuses unknown fields', async () => {
    const res = await signup({ ...valid, email: 'extra@example.com', isAdmin: true });
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.fields).toHaveProperty('isAdmin');
  });

  it('POST /api/auth/login signs in the demo buyer and seller', async () => {
    for (const [email, role] of [
      ['buyer@stylehub.kr', 'customer'],
      ['brand@stylehub.kr', 'seller'],
    ] as const) {
      const res = await t.app.request('/api/auth/login', json({ email, password: DEMO_PASSWORD }));
      expect(res.status).toBe(200);
      const body = await readJson(res);
      expect(body).toMatchObject({ user: { email, role }, message: AUTH_MESSAGES.loginSuccess });
      expect(res.headers.get('set-cookie')).toMatch(/^sid=.+HttpOnly.+SameSite=Lax/);
    }
  });

  it('POST /api/auth/login wrong password or unknown e-mail: the same 401', async () => {
    const wrong = await t.app.request('/api/auth/login', json({ email: 'buyer@stylehub.kr', password: 'nope-nope' }));
    const unknown = await t.app.request('/api/auth/login', json({ email: 'ghost@example.com', password: 'nope-nope' }));
    // A seeded customer without a password cannot sign in either.
    const noPassword = await t.app.request('/api/auth/login', json({ email: 'jiwoo.kim1@example.com', password: 'nope-nope' }));
    for (const res of [wrong, unknown, noPassword]) {
      expect(res.status).toBe(401);
      expect(await readJson(res)).toEqual({ error: { code: 'UNAUTHENTICATED', message: AUTH_MESSAGES.invalidCredentials } });
    }
  });

  it('GET /api/auth/me and POST /api/auth/logout', async () => {
    expect((await t.app.request('/api/auth/me')).status).toBe(401);
    const login = await t.app.request('/api/auth/login', json({ email: 'buyer@stylehub.kr', password: DEMO_PASSWORD }));
    const cookie = cookieFrom(login, 'sid');
    expect((await t.app.request('/api/auth/me', { headers: { cookie } })).status).toBe(200);
    const out = await t.app.request('/api/auth/logout', { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(204);
    expect((await t.app.request('/api/auth/me', { headers: { cookie } })).status).toBe(401);
  });

  it('a suspended customer is refused at sign-in and loses open sessions', async () => {
    const email = 'to.suspend@example.com';
    const created = await signup({ email, password: 'secret12', name: '정지예정', agreements: FIRST_LEGAL_VERSION_IDS });
    const cookie = cookieFrom(created, 'sid');
    await t.db.database.db.update(customers).set({ status: 'suspended' }).where(eq(customers.email, email));
    expect((await t.app.request('/api/auth/me', { headers: { cookie } })).status).toBe(401);
    const res = await t.app.request('/api/auth/login', json({ email, password: 'secret12' }));
    expect(res.status).toBe(403);
    expect((await readJson(res)).error.message).toBe(AUTH_MESSAGES.suspended);
    // Wrong password on a suspended account still says only "wrong credentials".
    const wrong = await t.app.request('/api/auth/login', json({ email, password: 'bad-bad' }));
    expect(wrong.status).toBe(401);
  });
});
