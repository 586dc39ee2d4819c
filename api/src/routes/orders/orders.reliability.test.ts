import { appendFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import postgres from 'postgres';
import { CHECKOUT_MESSAGES, PlaceOrderSchema } from '@market/domain/order';
import { createApp } from '../../app';
import { createDb, type Database } from '../../db/client';
import { loadEnv } from '../../env';
import { queryRows } from '../../lib/sql';
import { requestHash } from '../../workflows/place-order';
import { paymentProvider, usePaymentProvider } from '../../services/payments/payment-provider';
import {
  call,
  idemKey,
  lineOf,
  newShopper,
  optionStock,
  orderBody,
  pickOption,
  writeSnapshot,
  type CallResult,
} from '../../test/buying-fixtures';
import { describeOnPostgres } from '../../test/postgres-suite';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';

/**
 * Checkout under real concurrency (issue 5, DESIGN 5; issue 12): concurrent app.request() calls
 * over a pool of 12 PostgreSQL connections, so transactions truly overlap. Needs a PostgreSQL
 * server: skipped visibly without one on a laptop, a failure in CI. `RELIABILITY_SCALE=full`
 * (bench/concurrency.mjs) runs the full counts of issue 12; `RELIABILITY_REPORT=<file>` appends
 * one JSON line per scenario with its counts.
 */
const POOL_SIZE = 12;
const FULL = process.env.RELIABILITY_SCALE === 'full';
const N = {
  buyersOnFive: FULL ? 200 : 50,
  couponOrders: FULL ? 100 : 30,
  sameKeySequential: FULL ? 1_000 : 50,
  sameKeyConcurrent: FULL ? 50 : 20,
};

function report(scenario: string, figures: Record<string, number>): void {
  const file = process.env.RELIABILITY_REPORT;
  if (file) appendFileSync(file, `${JSON.stringify({ scenario, ...figures })}\n`);
}

// Seeding a fresh template after a schema change, or a loaded two-core machine, can take a while.
jest.setTimeout(FULL ? 600_000 : 120_000);

describeOnPostgres('checkout reliability on PostgreSQL', () => {
  let testDb: TestDatabase;
  let database: Database | undefined;
  let t: { app: ReturnType<typeof createApp>; db: { database: Database } };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    if (!testDb.url) throw new Error('a PostgreSQL server answered the probe but the test database is not on it');
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
  it('uses a pool of at least 10 connections', async () => {
    const rows = await Promise.all(Array.from({ length: POOL_SIZE }, () => q(sql`select pg_backend_pid() as pid, pg_sleep(0.2)`)));
    expect(new Set(rows.map(([r]) => r.pid)).size).toBeGreaterThanOrEqual(10);
  });

  const place = (cookie: string, body: unknown, key = idemKey()) =>
    call(t as never, 'POST', '/api/orders', { cookie, body, headers: { 'idempotency-key': key } });
  const idsOf = (results: CallResult[]) =>
    `{${results
      .filter((r) => r.status === 201)
      .map((r) => r.body.id)
      .join(',')}}`;

  it.each([
    ['one unit each', 1, 1, 5],
    ['2 units each', 2, 1, 2],
    ['two lines of the same option (1 + 1) each', 1, 2, 2],
  ])(
    `${N.buyersOnFive} concurrent checkouts on an option with 5 left, %s: exactly the orders the stock allows, never below 0`,
    async (label, quantity, lines, expected) => {
      const option = await pickOption(t as never, { stock: 5, nth: 500 + quantity * 10 + lines });
      const buyers = await shoppers(N.buyersOnFive);
      const items = Array.from({ length: lines }, () => lineOf(option, quantity));
      const results = await Promise.all(buyers.map((s) => place(s.cookie, orderBody(items))));
      const statuses = results.map((r) => r.status);
      const ok = statuses.filter((s) => s === 201).length;
      expect(ok).toBe(expected);
      expect(statuses.filter((s) => s === 409)).toHaveLength(N.buyersOnFive - expected);
      for (const r of results.filter((x) => x.status === 409)) expect(r.body.error.message).toContain(option.name);
      const stock = await optionStock(t as never, option.optionId);
      expect(stock).toBe(5 - expected * quantity * lines);
      const [row] =
        await q(sql`select (select coalesce(sum(quantity), 0)::int from order_lines where product_id = ${option.productId} and color = ${option.color} and size = ${option.size}
        and order_id = any(${idsOf(results)}::uuid[])) as units,
      (select stock from products where id = ${option.productId}) as product_stock,
      (select sum(stock)::int from product_options where product_id = ${option.productId}) as option_sum,
      (select count(*)::int from product_options where stock < 0) as negative`);
      expect(row.units).toBe(expected * quantity * lines);
      expect(Number(row.product_stock)).toBe(row.option_sum);
      expect(row.negative).toBe(0);
      report(`stock: ${N.buyersOnFive} checkouts on 5 units, ${label}`, {
        requests: N.buyersOnFive,
        orders: ok,
        allowed: expected,
        oversold: Math.max(0, ok - expected),
        stockLeft: stock,
        negativeStock: row.negative,
      });
    },
  );

  it.each([1, 10])(
    `a coupon with %i uses left under ${N.couponOrders} concurrent orders is redeemed exactly that many times`,
    async (left) => {
      const code = `RACE${left}X${Date.now() % 100_000}`;
      await t.db.database.db.execute(
        sql`insert into coupons (code, name, type, value, total_quantity, used_quantity, starts_at, ends_at) values (${code}, '동시성 쿠폰', 'fixed', 3000, ${left + 5}, 5, now() - interval '1 day', now() + interval '1 day')`,
      );
      const option = await pickOption(t as never, { stock: 5_000, nth: 600 + left, minPrice: 10_000 });
      const buyers = await shoppers(N.couponOrders);
      const results = await Promise.all(buyers.map((s) => place(s.cookie, orderBody([lineOf(option, 1)], { couponCode: code }))));
      const ok = results.filter((r) => r.status === 201);
      expect(ok).toHaveLength(left);
      for (const r of ok) expect(r.body).toMatchObject({ couponCode: code, discount: 3000 });
      for (const r of results.filter((x) => x.status !== 201)) {
        expect(r.status).toBe(409);
        expect(r.body.error.message).toBe('쿠폰이 모두 소진되었습니다');
      }
      const [row] = await q(
        sql`select c.used_quantity, (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id and r.released_at is null) as redemptions from coupons c where c.code = ${code}`,
      );
      expect(row).toEqual({ used_quantity: left + 5, redemptions: left });
      expect(await optionStock(t as never, option.optionId)).toBe(5_000 - left);
      report(`coupon: ${left} uses left under ${N.couponOrders} concurrent orders`, {
        requests: N.couponOrders,
        redeemed: row.redemptions,
        limit: left,
        overRedeemed: Math.max(0, row.redemptions - left),
      });
    },
  );

  it('one shopper racing 5 checkouts with a once-per-customer coupon gets it once', async () => {
    const [s] = await shoppers(1);
    const option = await pickOption(t as never, { stock: 500, nth: 700, minPrice: 40_000 });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => place(s!.cookie, orderBody([lineOf(option, 1)], { couponCode: 'SAVE5000' }))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422).every((r) => r.body.error.message === '이미 사용한 쿠폰입니다')).toBe(true);
  });

  it('points spent by concurrent checkouts never go below zero', async () => {
    const [s] = await shoppers(1, 5_000);
    const option = await pickOption(t as never, { stock: 500, nth: 800, minPrice: 20_000 });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => place(s!.cookie, orderBody([lineOf(option, 1)], { usePoints: 2_000 }))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    const [row] = await q(
      sql`select points, (select sum(delta)::int from points_ledger where customer_id = c.id) as ledger from customers c where id = ${s!.id}`,
    );
    expect(row).toEqual({ points: 1_000, ledger: 1_000 });
  });

  const ordersOf = async (customerId: string) =>
    (await q(sql`select count(*)::int as n from orders where customer_id = ${customerId}`))[0].n as number;

  it(`the same idempotency key sent ${N.sameKeyConcurrent} times at once makes one order; the others are 409 in flight or replay it`, async () => {
    const [s] = await shoppers(1);
    const option = await pickOption(t as never, { stock: 50, nth: 900 });
    const key = idemKey();
    const body = orderBody([lineOf(option, 2)]);
    const results = await Promise.all(Array.from({ length: N.sameKeyConcurrent }, () => place(s!.cookie, body, key)));
    const ok = results.filter((r) => r.status === 201);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of ok) expect(r.body).toEqual(ok[0]!.body);
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.error.message).toBe(CHECKOUT_MESSAGES.idempotencyInProgress);
    }
    // Once the first has finished, every retry replays it.
    const again = await place(s!.cookie, body, key);
    expect(again).toEqual({ status: 201, body: ok[0]!.body });
    const orders = await ordersOf(s!.id);
    expect(orders).toBe(1);
    expect(await optionStock(t as never, option.optionId)).toBe(48);
    report(`idempotency: one key x${N.sameKeyConcurrent} concurrent`, {
      requests: N.sameKeyConcurrent,
      orders,
      duplicates: orders - 1,
      inFlight409: results.length - ok.length,
    });
  });

  it(`the same idempotency key sent ${N.sameKeySequential} times in a row makes one order and replays its answer`, async () => {
    const [s] = await shoppers(1);
    const option = await pickOption(t as never, { stock: 50, nth: 950 });
    const key = idemKey();
    const body = orderBody([lineOf(option, 1)]);
    const first = await place(s!.cookie, body, key);
    expect(first.status).toBe(201);
    let replayed = 0;
    for (let i = 1; i < N.sameKeySequential; i++) {
      const r = await place(s!.cookie, body, key);
      if (r.status === 201 && r.body.id === first.body.id) replayed += 1;
    }
    expect(replayed).toBe(N.sameKeySequential - 1);
    const orders = await ordersOf(s!.id);
    expect(orders).toBe(1);
    expect(await optionStock(t as never, option.optionId)).toBe(49);
    report(`idempotency: one key x${N.sameKeySequential} sequential`, { requests: N.sameKeySequential, orders, duplicates: orders - 1 });
  });

  it('a key whose first request is still in flight: the same body is 409, another body 422; afterwards the same body replays the one order', async () => {
    const [s] = await shoppers(1);
    const option = await pickOption(t as never, { stock: 20, nth: 960 });
    const key = idemKey();
    const body = orderBody([lineOf(option, 1)]);
    // Hold the first request inside its checkout transaction: another session locks the shopper's row.
    const holder = postgres(testDb.url!, { max: 1, onnotice: () => undefined });
    const held = await holder.reserve();
    let first: Promise<CallResult> | undefined;
    try {
      await held`begin`;
      await held`select id from customers where id = ${s!.id} for update`;
      first = place(s!.cookie, body, key);
      for (let i = 0; i < 200; i++) {
        const [row] = await q(sql`select response->>'state' as state from idempotency_keys where key = ${key}`);
        if (row?.state === 'in_flight') break;
        await new Promise((r) => setTimeout(r, 25));
      }
      const inFlight = await place(s!.cookie, body, key);
      expect(inFlight.status).toBe(409);
      expect(inFlight.body.error).toEqual({ code: 'CONFLICT', message: CHECKOUT_MESSAGES.idempotencyInProgress });
      const other = await place(s!.cookie, orderBody([lineOf(option, 2)]), key);
      expect(other.status).toBe(422);
      expect(other.body.error.message).toBe(CHECKOUT_MESSAGES.idempotencyReused);
    } finally {
      await held`commit`;
      held.release();
      await holder.end();
    }
    const done = await first!;
    expect(done.status).toBe(201);
    expect(await place(s!.cookie, body, key)).toEqual({ status: 201, body: done.body });
    const reused = await place(s!.cookie, orderBody([lineOf(option, 2)]), key);
    expect(reused.status).toBe(422);
    expect(await ordersOf(s!.id)).toBe(1);
    expect(await optionStock(t as never, option.optionId)).toBe(19);
  });

  it('a key held by a crashed request is 409 within its lease and taken over after it', async () => {
    const [s] = await shoppers(1);
    const option = await pickOption(t as never, { stock: 20, nth: 970 });
    const key = idemKey();
    const body = orderBody([lineOf(option, 1)]);
    const hash = requestHash(PlaceOrderSchema.parse(body));
    const scope = `customer:${s!.id}:place-order`;
    const crashed = (expiresAt: Date) =>
      JSON.stringify({ state: 'in_flight', requestHash: hash, claim: 'crashed-process', expiresAt: expiresAt.toISOString() });
    await t.db.database.db.execute(
      sql`insert into idempotency_keys (scope, key, response) values (${scope}, ${key}, ${crashed(new Date(Date.now() + 30_000))}::jsonb)`,
    );
    const early = await place(s!.cookie, body, key);
    expect(early.status).toBe(409);
    expect(await ordersOf(s!.id)).toBe(0);
    await t.db.database.db.execute(
      sql`update idempotency_keys set response = ${crashed(new Date(Date.now() - 1_000))}::jsonb where scope = ${scope} and key = ${key}`,
    );
    const late = await place(s!.cookie, body, key);
    expect(late.status).toBe(201);
    expect(await place(s!.cookie, body, key)).toEqual({ status: 201, body: late.body });
    expect(await ordersOf(s!.id)).toBe(1);
  });

  it('a failure in the middle of checkout (the payment provider throws) leaves no order, no stock change and no redemption', async () => {
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
    const [s] = await shoppers(1);
    const option = await pickOption(t as never, { stock: 9, nth: 1100 });
    const placed = await place(s!.cookie, orderBody([lineOf(option, 3)]));
    expect(await optionStock(t as never, option.optionId)).toBe(6);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call(t as never, 'POST', `/api/orders/${placed.body.id}/cancel`, { cookie: s!.cookie })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    expect(await optionStock(t as never, option.optionId)).toBe(9);
  });
});
