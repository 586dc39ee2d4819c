import { sql } from 'drizzle-orm';
import pino from 'pino';
import { createApp } from '../../app';
import { createDb, type Database } from '../../db/client';
import { loadEnv } from '../../env';
import { queryRows } from '../../lib/sql';
import { paymentProvider, usePaymentProvider } from '../../services/payments/payment-provider';
import { call, idemKey, lineOf, newShopper, optionStock, orderBody, pickOption, writeSnapshot } from '../../test/buying-fixtures';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';

/**
 * Checkout under real concurrency (issue 5, DESIGN 5): concurrent app.request() calls over a
 * pool of 12 PostgreSQL connections, so transactions truly overlap. Skipped on embedded PGlite,
 * which has a single connection.
 */
const POOL_SIZE = 12;

// Seeding a fresh template after a schema change, or a loaded two-core machine, can take a while.
jest.setTimeout(60_000);

describe('checkout reliability on PostgreSQL', () => {
  let testDb: TestDatabase;
  let database: Database | undefined;
  let t: { app: ReturnType<typeof createApp>; db: { database: Database } };
  let skip = false;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    if (!testDb.url) {
      skip = true;
      return;
    }
    database = await createDb({ databaseUrl: testDb.url, poolSize: POOL_SIZE });
    const env = loadEnv({ NODE_ENV: 'test', DEMO_MODE: '1', TRUST_PROXY: '1' });
    t = { app: createApp({ db: database, env, logger: pino({ level: 'silent' }) }), db: { database } };
  }, 180_000);
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
  });

  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const shoppers = (n: number, points = 0) => Promise.all(Array.from({ length: n }, () => newShopper(t as never, { points })));
  const place = (cookie: string, body: unknown, key = idemKey()) => call(t as never, 'POST', '/api/orders', { cookie, body, headers: { 'idempotency-key': key } });

  it('uses a pool of at least 10 connections', async () => {
    if (skip) return console.warn('skipped: no PostgreSQL server');
    const rows = await Promise.all(Array.from({ length: POOL_SIZE }, () => q(sql`select pg_backend_pid() as pid, pg_sleep(0.2)`)));
    expect(new Set(rows.map(([r]) => r.pid)).size).toBeGreaterThanOrEqual(10);
  });

  it('50 concurrent checkouts for an option with 5 left: exactly 5 orders, stock 0, never negative', async () => {
    if (skip) return;
    const option = await pickOption(t as never, { stock: 5, nth: 500 });
    const buyers = await shoppers(50);
    const results = await Promise.all(buyers.map((s) => place(s.cookie, orderBody([lineOf(option, 1)]))));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.error.message).toContain(option.name);
    expect(await optionStock(t as never, option.optionId)).toBe(0);
    const [row] = await q(sql`select (select count(*)::int from order_lines where product_id = ${option.productId} and color = ${option.color} and size = ${option.size}
        and order_id = any(${`{${results.filter((r) => r.status === 201).map((r) => r.body.id).join(',')}}`}::uuid[])) as lines,
      (select stock from products where id = ${option.productId}) as product_stock,
      (select sum(stock)::int from product_options where product_id = ${option.productId}) as option_sum`);
    expect(row.lines).toBe(5);
    expect(Number(row.product_stock)).toBe(row.option_sum);
  });

  it('a coupon with 3 uses left under 20 concurrent checkouts is redeemed exactly 3 times', async () => {
    if (skip) return;
    await t.db.database.db.execute(
      sql`insert into coupons (code, name, type, value, total_quantity, used_quantity, starts_at, ends_at) values ('RACE3000', '동시성 쿠폰', 'fixed', 3000, 10, 7, now() - interval '1 day', now() + interval '1 day')`,
    );
    const option = await pickOption(t as never, { stock: 500, nth: 600, minPrice: 10_000 });
    const buyers = await shoppers(20);
    const results = await Promise.all(buyers.map((s) => place(s.cookie, orderBody([lineOf(option, 1)], { couponCode: 'RACE3000' }))));
    const ok = results.filter((r) => r.status === 201);
    expect(ok).toHaveLength(3);
    for (const r of ok) expect(r.body).toMatchObject({ couponCode: 'RACE3000', discount: 3000 });
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.error.message).toBe('쿠폰이 모두 소진되었습니다');
    }
    const [row] = await q(sql`select c.used_quantity, (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id and r.released_at is null) as redemptions from coupons c where c.code = 'RACE3000'`);
    expect(row).toEqual({ used_quantity: 10, redemptions: 3 });
    expect(await optionStock(t as never, option.optionId)).toBe(497);
  });

  it('one shopper racing 5 checkouts with a once-per-customer coupon gets it once', async () => {
    if (skip) return;
    const [s] = await shoppers(1);
    const option = await pickOption(t as never, { stock: 500, nth: 700, minPrice: 40_000 });
    const results = await Promise.all(Array.from({ length: 5 }, () => place(s!.cookie, orderBody([lineOf(option, 1)], { couponCode: 'SAVE5000' }))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422).every((r) => r.body.error.message === '이미 사용한 쿠폰입니다')).toBe(true);
  });

  it('points spent by concurrent checkouts never go below zero', async () => {
    if (skip) return;
    const [s] = await shoppers(1, 5_000);
    const option = await pickOption(t as never, { stock: 500, nth: 800, minPrice: 20_000 });
    const results = await Promise.all(Array.from({ length: 6 }, () => place(s!.cookie, orderBody([lineOf(option, 1)], { usePoints: 2_000 }))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    const [row] = await q(sql`select points, (select sum(delta)::int from points_ledger where customer_id = c.id) as ledger from customers c where id = ${s!.id}`);
    expect(row).toEqual({ points: 1_000, ledger: 1_000 });
  });

  it('the same idempotency key sent 10 times at once makes one order and replays its answer', async () => {
    if (skip) return;
    const [s] = await shoppers(1);
    const option = await pickOption(t as never, { stock: 50, nth: 900 });
    const key = idemKey();
    const body = orderBody([lineOf(option, 2)]);
    const results = await Promise.all(Array.from({ length: 10 }, () => place(s!.cookie, body, key)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    const ids = new Set(results.map((r) => r.body.id));
    expect(ids.size).toBe(1);
    for (const r of results) expect(r.body).toEqual(results[0]!.body);
    const [row] = await q(sql`select count(*)::int as n from orders where customer_id = ${s!.id}`);
    expect(row.n).toBe(1);
    expect(await optionStock(t as never, option.optionId)).toBe(48);
  });

  it('a failure in the middle of checkout (the payment provider throws) leaves no order, no stock change and no redemption', async () => {
    if (skip) return;
    const [s] = await shoppers(1, 10_000);
    const option = await pickOption(t as never, { stock: 7, nth: 1000, minPrice: 40_000 });
    const before = await writeSnapshot(t as never);
    const [couponBefore] = await q(sql`select used_quantity from coupons where code = 'STYLE10'`);
    const restore = usePaymentProvider({
      ...paymentProvider(),
      name: 'broken',
      authorize: async () => {
        throw new Error('payment gateway down');
      },
    });
    const key = idemKey();
    const body = orderBody([lineOf(option, 2)], { couponCode: 'STYLE10', usePoints: 2_000 });
    try {
      const res = await place(s!.cookie, body, key);
      expect(res.status).toBe(500);
      expect(res.body.error.code).toBe('INTERNAL');
    } finally {
      restore();
    }
    expect(await writeSnapshot(t as never)).toEqual(before);
    expect(await optionStock(t as never, option.optionId)).toBe(7);
    const [couponAfter] = await q(sql`select used_quantity from coupons where code = 'STYLE10'`);
    expect(couponAfter).toEqual(couponBefore);
    // The key was not used up: the retry goes through.
    const retry = await place(s!.cookie, body, key);
    expect(retry.status).toBe(201);
    expect(await optionStock(t as never, option.optionId)).toBe(5);
  });

  it('concurrent cancels of one order give the stock back once', async () => {
    if (skip) return;
    const [s] = await shoppers(1);
    const option = await pickOption(t as never, { stock: 9, nth: 1100 });
    const placed = await place(s!.cookie, orderBody([lineOf(option, 3)]));
    expect(await optionStock(t as never, option.optionId)).toBe(6);
    const results = await Promise.all(Array.from({ length: 5 }, () => call(t as never, 'POST', `/api/orders/${placed.body.id}/cancel`, { cookie: s!.cookie })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    expect(await optionStock(t as never, option.optionId)).toBe(9);
  });
});
