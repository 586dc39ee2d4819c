import { sql } from 'drizzle-orm';
import { cookieOf } from '../test/shopper';
import { createTestApp, DEMO_PASSWORD, loginStaff, readJson, type TestApp } from '../test/test-app';
import { CROSS_ORIGIN_MESSAGE } from './cross-origin';
import { queryRows } from './sql';

describe('cross-site writes', () => {
  let t: TestApp;
  let shopper: string;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await queryRows<{ id: string }>(t.db.database.db, sql`select id from customers where email = 'buyer@stylehub.kr'`);
    shopper = await cookieOf(t, row!.id);
    staff = await loginStaff(t, 'super@stylehub.kr');
  });
  afterAll(() => t.close());

  const post = (path: string, headers: Record<string, string>, body?: string) =>
    t.app.request(`http://shop.example${path}`, { method: 'POST', headers: { host: 'shop.example', ...headers }, body });

  it('a JSON write with a foreign Origin is refused with 403 before it runs', async () => {
    const res = await post(
      '/api/cart/items',
      { cookie: shopper, origin: 'https://evil.example', 'content-type': 'application/json' },
      JSON.stringify({ productId: 'x', quantity: 1 }),
    );
    expect(res.status).toBe(403);
    expect(await readJson(res)).toEqual({ error: { code: 'FORBIDDEN', message: CROSS_ORIGIN_MESSAGE } });
  });

  it('a body-less POST with no content type from another site is refused (staff sign-out, shopper sign-out)', async () => {
    const out = await post('/api/admin/auth/logout', { cookie: staff, origin: 'https://evil.example' });
    expect(out.status).toBe(403);
    expect((await t.app.request('/api/admin/auth/me', { headers: { cookie: staff } })).status).toBe(200);
    expect((await post('/api/auth/logout', { cookie: shopper, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post('/api/auth/logout', { cookie: shopper, 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await post('/api/auth/logout', { cookie: shopper, origin: 'null' })).status).toBe(403);
  });

  it('a sign-in from another site is refused too (login CSRF)', async () => {
    const res = await post(
      '/api/auth/login',
      { origin: 'https://evil.example', 'content-type': 'application/json' },
      JSON.stringify({ email: 'buyer@stylehub.kr', password: DEMO_PASSWORD }),
    );
    expect(res.status).toBe(403);
  });

  it('our own pages, and clients that are not browsers, write as before', async () => {
    expect(
      (
        await post(
          '/api/auth/login',
          { origin: 'http://shop.example', 'content-type': 'application/json' },
          JSON.stringify({ email: 'buyer@stylehub.kr', password: DEMO_PASSWORD }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await post(
          '/api/auth/login',
          { 'sec-fetch-site': 'same-origin', origin: 'http://shop.example', 'content-type': 'application/json' },
          JSON.stringify({ email: 'buyer@stylehub.kr', password: DEMO_PASSWORD }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await post(
          '/api/auth/login',
          { 'content-type': 'application/json' },
          JSON.stringify({ email: 'buyer@stylehub.kr', password: DEMO_PASSWORD }),
        )
      ).status,
    ).toBe(200);
    // Reads are never refused for their origin.
    expect(
      (
        await t.app.request('http://shop.example/api/auth/me', {
          headers: { host: 'shop.example', cookie: shopper, origin: 'https://evil.example' },
        })
      ).status,
    ).toBe(200);
  });
});
