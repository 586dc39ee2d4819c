import { eq, sql } from 'drizzle-orm';
import { loginLockouts } from '../db/schema/identity';
import { queryRows } from '../lib/sql';
import { createTestApp, DEMO_PASSWORD, freshIp, json, readJson, roomInWindow, type TestApp } from '../test/test-app';
import { LOCKOUT_BASE_MS, lockoutMs, MAX_FAILURES_PER_ACCOUNT, SIGNUP_WINDOW_MS } from './rate-limit';
import { FIRST_LEGAL_VERSION_IDS } from '@market/domain/legal';

const MAX_SIGNUPS_PER_IP = 10;

describe('sign-in and sign-up limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (path: string, email: string, password: string, ip: string) =>
    t.app.request(path, json({ email, password }, { 'x-forwarded-for': ip }));

  it('150 concurrent wrong passwords from one address: only 5 are checked, and then the right one is refused too', async () => {
    const ip = freshIp();
    const guesses = await Promise.all(
      Array.from({ length: 150 }, (_, i) => login('/api/admin/auth/login', 'super@stylehub.kr', `guess-${i}`, ip)),
    );
    const statuses = guesses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILURES_PER_ACCOUNT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(150 - MAX_FAILURES_PER_ACCOUNT);
    const right = await login('/api/admin/auth/login', 'super@stylehub.kr', DEMO_PASSWORD, ip);
    expect(right.status).toBe(429);
    // From a fresh address too: the account itself is locked.
    expect((await login('/api/admin/auth/login', 'super@stylehub.kr', DEMO_PASSWORD, freshIp())).status).toBe(429);
    expect((await readJson(right)).error.message).toMatch(/^로그인 시도가 너무 많습니다\. \d+(초|분) 후에 다시 시도해주세요\.$/);
  });

  it('guesses spread over many addresses still lock the account (limit per account across addresses)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await login('/api/auth/login', 'buyer@stylehub.kr', `nope-${i}`, freshIp())).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect((await login('/api/auth/login', 'buyer@stylehub.kr', DEMO_PASSWORD, freshIp())).status).toBe(429);
  });

  it('the lock backs off: once it lapses, 5 more failures lock twice as long; a success starts over', async () => {
    const email = 'content@stylehub.kr';
    const key = `login:staff:account:${email}`;
    const db = t.db.database.db;
    const lockedForMs = async () => {
      const [row] = await db
        .select({ ms: sql<number>`(extract(epoch from (${loginLockouts.lockedUntil} - now())) * 1000)::float8` })
        .from(loginLockouts)
        .where(eq(loginLockouts.key, key));
      return Number(row!.ms);
    };
    const fail5 = async () => {
      for (let i = 0; i < 5; i++) expect((await login('/api/admin/auth/login', email, 'wrong', freshIp())).status).toBe(401);
    };
    await fail5();
    expect(await lockedForMs()).toBeGreaterThan(LOCKOUT_BASE_MS - 5_000);
    expect(await lockedForMs()).toBeLessThanOrEqual(LOCKOUT_BASE_MS);
    // The lock lapses (moved into the past rather than waiting a minute).
    await db
      .update(loginLockouts)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(loginLockouts.key, key));
    await fail5();
    expect(await lockedForMs()).toBeGreaterThan(2 * LOCKOUT_BASE_MS - 5_000);
    const refused = await login('/api/admin/auth/login', email, DEMO_PASSWORD, freshIp());
    expect((await readJson(refused)).error.message).toBe('로그인 시도가 너무 많습니다. 2분 후에 다시 시도해주세요.');
    await db
      .update(loginLockouts)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(loginLockouts.key, key));
    expect((await login('/api/admin/auth/login', email, DEMO_PASSWORD, freshIp())).status).toBe(200);
    const [after] = await db.select().from(loginLockouts).where(eq(loginLockouts.key, key));
    expect(after).toMatchObject({ failures: 0, lockouts: 0, lockedUntil: null });
    expect([lockoutMs(0), lockoutMs(1), lockoutMs(2), lockoutMs(10)]).toEqual([60_000, 120_000, 240_000, 30 * 60_000]);
  });

  it('a successful sign-in gives the address its slot back, so a busy office is not limited by its own staff', async () => {
    const ip = freshIp();
    for (let i = 0; i < 40; i++) expect((await login('/api/auth/login', 'brand@stylehub.kr', DEMO_PASSWORD, ip)).status).toBe(200);
  });

  it(`signup is limited to ${MAX_SIGNUPS_PER_IP} accounts per address an hour by default, with a Korean message`, async () => {
    expect(t.env.signupLimitPerHour).toBe(MAX_SIGNUPS_PER_IP);
    await roomInWindow(SIGNUP_WINDOW_MS, 30_000);
    const ip = freshIp();
    const signup = (i: number) =>
      t.app.request(
        '/api/auth/signup',
        json(
          {
            email: `limit${i}.${ip.replace(/\./g, '-')}@example.com`,
            password: 'secret12',
            name: '가입테스트',
            agreements: FIRST_LEGAL_VERSION_IDS,
          },
          { 'x-forwarded-for': ip },
        ),
      );
    for (let i = 0; i < MAX_SIGNUPS_PER_IP; i++) expect((await signup(i)).status).toBe(201);
    const limited = await signup(99);
    expect(limited.status).toBe(429);
    expect((await readJson(limited)).error.message).toMatch(/^회원가입 시도가 너무 많습니다\. \d+(초|분) 후에 다시 시도해주세요\.$/);
    const rows = await queryRows<{ count: number }>(
      t.db.database.db,
      sql`select count(*)::int as count from customers where email = ${`limit99.${ip.replace(/\./g, '-')}@example.com`}`,
    );
    expect(rows[0]!.count).toBe(0);
    // Another address signs up as usual.
    expect(
      (
        await t.app.request(
          '/api/auth/signup',
          json({ email: `other.${Date.now()}@example.com`, password: 'secret12', name: '가입테스트', agreements: FIRST_LEGAL_VERSION_IDS }),
        )
      ).status,
    ).toBe(201);
  });
});
