import { sql } from 'drizzle-orm';
import type { AccountSummary, PointsHistory } from '@market/domain/account';
import { AUTH_MESSAGES } from '@market/domain/auth';
import type { Page } from '@market/domain/paging';
import type { ReturnRequest } from '@market/domain/order';
import { createTestApp, getJson, readJson, type TestApp } from '../../test/test-app';
import { cookieOf, rowsOf, send, signUpShopper } from '../../test/shopper';

describe('account (/api/me, PATCH /api/auth/me)', () => {
  let t: TestApp;
  /** A seeded customer with orders, reviews, points and returns. */
  let veteran: { id: string; total_orders: number; total_spent: number; review_count: number; points: number; created_at: string };
  let veteranCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    [veteran] = (await rowsOf<typeof veteran>(
      t,
      sql`select c.id, c.total_orders, c.total_spent::float8 as total_spent, c.review_count, c.points, c.created_at::text
          from customers c where c.status = 'active' and c.total_orders >= 6 and c.review_count > 0 and c.points > 0
            and exists (select 1 from returns r where r.customer_id = c.id) and (select count(*) from points_ledger pl where pl.customer_id = c.id) > 3
          order by c.id limit 1`,
    )) as [typeof veteran];
    veteranCookie = await cookieOf(t, veteran.id);
  });
  afterAll(() => t.close());

  it('GET /api/me/* and PATCH /api/auth/me answer 401 to anonymous shoppers, even with a bad body', async () => {
    for (const path of ['/api/me/summary', '/api/me/points', '/api/me/returns', '/api/me/points?limit=100000']) {
      const { status, body } = await getJson(t, path);
      expect([path, status, body.error.message]).toEqual([path, 401, AUTH_MESSAGES.loginRequired]);
    }
    const res = await send(t, 'PATCH', '/api/auth/me', { name: '', email: 'x' });
    expect(res.status).toBe(401);
    expect((await readJson(res)).error).toEqual({ code: 'UNAUTHENTICATED', message: AUTH_MESSAGES.loginRequired });
    // A forged cookie is anonymous too.
    expect((await getJson(t, '/api/me/summary', 'sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(401);
  });

  it('GET /api/me/summary computes the figures on the server, as the admin customer figures', async () => {
    const { status, body } = await getJson<AccountSummary>(t, '/api/me/summary', veteranCookie);
    expect(status).toBe(200);
    expect(body.orders).toBe(veteran.total_orders);
    expect(body.totalSpent).toBe(veteran.total_spent);
    expect(body.reviews).toBe(veteran.review_count);
    expect(body.points).toBe(veteran.points);
    expect(body.joinYear).toBe(Number(new Date(new Date(veteran.created_at).getTime() + 9 * 3600_000).toISOString().slice(0, 4)));
    const own = await rowsOf<{ id: string }>(
      t,
      sql`select id from orders where customer_id = ${veteran.id}::uuid order by created_at desc, id desc limit 5`,
    );
    expect(body.recentOrders.map((o) => o.id)).toEqual(own.map((o) => o.id));
    const first = body.recentOrders[0]!;
    expect(first).toMatchObject({
      orderNumber: expect.any(String),
      status: expect.any(String),
      total: expect.any(Number),
      paymentMethod: expect.any(String),
    });
    expect(first.items.length).toBeGreaterThan(0);
    expect(first.items[0]).toMatchObject({
      id: expect.any(String),
      productId: expect.any(String),
      name: expect.any(String),
      image: expect.stringMatching(/^\/media\//),
      quantity: expect.any(Number),
    });
    expect(first.itemCount).toBe(first.items.reduce((n, i) => n + i.quantity, 0));
    for (const o of body.recentOrders) {
      expect(o.canCancel).toBe(['pending', 'paid', 'processing'].includes(o.status));
      expect(o.canReorder).toBe(['delivered', 'purchase_confirmed', 'cancelled'].includes(o.status));
      if (o.canConfirm) expect(o.status).toBe('delivered');
    }
  });

  it('POST /api/auth/signup issues the welcome coupon; a new account starts at zero', async () => {
    const shopper = await signUpShopper(t, '새회원');
    const coupons = await rowsOf<{ code: string; used_at: string | null }>(
      t,
      sql`select k.code, cc.used_at from customer_coupons cc join coupons k on k.id = cc.coupon_id where cc.customer_id = ${shopper.id}::uuid`,
    );
    expect(coupons).toEqual([{ code: 'WELCOME30', used_at: null }]);
    const { status, body } = await getJson<AccountSummary>(t, '/api/me/summary', shopper.cookie);
    expect(status).toBe(200);
    expect(body).toEqual({
      orders: 0,
      totalSpent: 0,
      reviews: 0,
      joinYear: expect.any(Number),
      points: 0,
      usableCoupons: 1,
      recentOrders: [],
    });
    expect(body.joinYear).toBeGreaterThanOrEqual(2025);
  });

  it("GET /api/me/summary never shows another shopper's orders", async () => {
    const other = await signUpShopper(t);
    const { body } = await getJson<AccountSummary>(t, '/api/me/summary', other.cookie);
    expect(body.recentOrders).toEqual([]);
    expect(body.orders).toBe(0);
  });

  it('GET /api/me/points pages the ledger newest first with the balance; own rows only', async () => {
    const [count] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from points_ledger where customer_id = ${veteran.id}::uuid`,
    );
    const { status, body } = await getJson<PointsHistory>(t, '/api/me/points?limit=2', veteranCookie);
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: count!.n, page: 1, limit: 2, balance: veteran.points });
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toMatchObject({
      delta: expect.any(Number),
      reason: expect.any(String),
      reasonLabel: expect.stringMatching(/[가-힣]/),
      balanceAfter: expect.any(Number),
    });
    const all = (await getJson<PointsHistory>(t, '/api/me/points?limit=100', veteranCookie)).body.items;
    expect(all[0]!.balanceAfter).toBe(veteran.points);
    const dates = all.map((e) => e.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const page2 = await getJson<PointsHistory>(t, '/api/me/points?limit=2&page=2', veteranCookie);
    expect(page2.body.items.map((e) => e.id)).toEqual(all.slice(2, 4).map((e) => e.id));
    const ids = await rowsOf<{ id: string }>(t, sql`select id from points_ledger where customer_id = ${veteran.id}::uuid`);
    expect(new Set(ids.map((r) => r.id))).toEqual(new Set(all.map((e) => e.id)));
    const fresh = await signUpShopper(t);
    expect((await getJson(t, '/api/me/points', fresh.cookie)).body).toEqual({ items: [], total: 0, page: 1, limit: 20, balance: 0 });
    const bad = await getJson(t, '/api/me/points?limit=100000', veteranCookie);
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.limit).toBe('페이지 크기는 100 이하여야 합니다.');
  });

  it('GET /api/me/returns lists own return and exchange requests with their lines', async () => {
    const own = await rowsOf<{ id: string }>(t, sql`select id from returns where customer_id = ${veteran.id}::uuid`);
    const { status, body } = await getJson<Page<ReturnRequest>>(t, '/api/me/returns?limit=100', veteranCookie);
    expect(status).toBe(200);
    expect(body.total).toBe(own.length);
    expect(new Set(body.items.map((r) => r.id))).toEqual(new Set(own.map((r) => r.id)));
    const r = body.items[0]!;
    expect(r).toMatchObject({
      returnNumber: expect.stringMatching(/^RT/),
      orderNumber: expect.any(String),
      type: expect.stringMatching(/^(return|exchange)$/),
      refundAmount: expect.any(Number),
    });
    expect(r.items.length).toBeGreaterThan(0);
    expect(r.items[0]).toMatchObject({ orderItemId: expect.any(String), name: expect.any(String), quantity: expect.any(Number) });
    const fresh = await signUpShopper(t);
    expect((await getJson(t, '/api/me/returns', fresh.cookie)).body.total).toBe(0);
    expect((await getJson(t, '/api/me/returns?page=0', veteranCookie)).status).toBe(422);
  });

  it('PATCH /api/auth/me saves name, phone and marketing consent on the server', async () => {
    const shopper = await signUpShopper(t, '변경전');
    const res = await send(
      t,
      'PATCH',
      '/api/auth/me',
      { name: '  변경후  ', phone: '01055556666', marketingConsent: true },
      shopper.cookie,
    );
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.message).toBe(AUTH_MESSAGES.profileSaved);
    expect(body.user).toMatchObject({
      id: shopper.id,
      email: shopper.email,
      name: '변경후',
      phone: '010-5555-6666',
      marketingConsent: true,
    });
    expect((await getJson(t, '/api/auth/me', shopper.cookie)).body.user).toMatchObject({
      name: '변경후',
      phone: '010-5555-6666',
      marketingConsent: true,
    });
    // An empty phone removes it; other fields stay.
    const cleared = await readJson(send(t, 'PATCH', '/api/auth/me', { phone: '' }, shopper.cookie));
    expect(cleared.user).toMatchObject({ name: '변경후', phone: null, marketingConsent: true });
  });

  it('PATCH /api/auth/me refuses bad input with the signup messages and writes nothing', async () => {
    const shopper = await signUpShopper(t, '그대로');
    const cases: [unknown, string, string][] = [
      [{ name: '   ' }, 'name', AUTH_MESSAGES.nameRequired],
      [{ name: 'x', phone: '02-123-4567' }, 'phone', AUTH_MESSAGES.phoneInvalid],
      [{ marketingConsent: 'yes' }, 'marketingConsent', AUTH_MESSAGES.marketingConsentInvalid],
      [{ email: 'other@example.com' }, 'email', '허용되지 않는 항목입니다.'],
      [{ role: 'seller' }, 'role', '허용되지 않는 항목입니다.'],
      [{}, '_', AUTH_MESSAGES.profileEmpty],
    ];
    for (const [body, field, message] of cases) {
      const res = await send(t, 'PATCH', '/api/auth/me', body, shopper.cookie);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 422]);
      expect((await readJson(res)).error.fields[field]).toBe(message);
    }
    const [row] = await rowsOf<{ name: string; email: string; role: string }>(
      t,
      sql`select name, email, role from customers where id = ${shopper.id}::uuid`,
    );
    expect(row).toEqual({ name: '그대로', email: shopper.email, role: 'customer' });
  });
});
