import { appendFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { CHECKOUT_MESSAGES } from '@market/domain/order';
import { createApp } from '../app';
import { createDb, type Database } from '../db/client';
import { loadEnv } from '../env';
import { queryRows } from '../lib/sql';
import { call, idemKey, lineOf, newShopper, orderBody, pickOption, type CallResult, type OptionRow } from './buying-fixtures';
import { autoConfirmOrdersJob } from '../jobs/auto-confirm-orders';
import { runJob } from '../jobs/jobs';
import { sandboxWebhook } from '../services/payments/sandbox-webhook';
import { DEMO_WEBHOOK_SECRET } from '../services/payments/webhook-signature';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { describeOnPostgres } from './postgres-suite';
import { cookieFrom, DEMO_PASSWORD, DEMO_STAFF_EMAILS, freshIp } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-db';

/**
 * Fault injection (issue 12): the database connection is killed at a random query message inside
 * checkout, order cancel, return completion, the payment provider's deposit webhook and 자동 구매확정 (a TCP proxy between postgres.js and the server),
 * then invariant queries look for half-written objects and the same request is retried: a
 * checkout retried with its idempotency key converges on exactly one order. `FAULT_RUNS` runs per
 * operation (20 in `npm test`, 100 in `bench/concurrency.mjs`), `FAULT_SEED` picks the faults,
 * `RELIABILITY_REPORT=<file>` appends the counts as JSON lines.
 */
const RUNS = Number(process.env.FAULT_RUNS || 20);
const SEED = Number(process.env.FAULT_SEED || 12);
jest.setTimeout(Math.max(180_000, RUNS * 6_000));

/** mulberry32: a small seeded generator, so a failing fault can be replayed with its seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describeOnPostgres('faults injected into multi-step writes on PostgreSQL', () => {
  let testDb: TestDatabase;
  let faulty: Database | undefined;
  let proxy: FaultProxy | undefined;
  let app: ReturnType<typeof createApp>;
  /** Fixtures and invariant queries on a direct connection; the app's requests go through the proxy. */
  let direct: { app: ReturnType<typeof createApp>; db: { database: Database } };
  let staffCookie: string;
  let options: OptionRow[];
  const initialStock = new Map<string, number>();
  const coupon = { code: 'FAULT1000', used: 0 };
  const rand = random(SEED);
  const totals = { runs: 0, faults: 0, halfWritten: 0, unconverged: 0 };

  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(direct.db.database.db, query);
  const request = (method: string, path: string, opts: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    call({ app, db: direct.db } as never, method, path, opts);
  const place = (cookie: string, body: unknown, key: string) =>
    request('POST', '/api/orders', { cookie, body, headers: { 'idempotency-key': key } });

  beforeAll(async () => {
    testDb = await createTestDatabase();
    if (!testDb.url) throw new Error('a PostgreSQL server answered the probe but the test database is not on it');
    const target = new URL(testDb.url);
    proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
    faulty = await createDb({ databaseUrl: proxy.url(testDb.url), poolSize: 4 });
    const env = loadEnv({ NODE_ENV: 'test', DEMO_MODE: '1', TRUST_PROXY: '1' });
    app = createApp({ db: faulty, env, logger: pino({ level: 'silent' }) });
    direct = { app, db: { database: testDb.database } };
    options = [
      await pickOption(direct as never, { stock: 100_000, nth: 1200, minPrice: 30_000 }),
      await pickOption(direct as never, { stock: 100_000, nth: 1300, minPrice: 30_000 }),
    ];
    for (const o of options) initialStock.set(o.optionId, o.stock);
    await q(sql`insert into coupons (code, name, type, value, total_quantity, used_quantity, starts_at, ends_at)
      values (${coupon.code}, '장애 주입 쿠폰', 'fixed', 1000, 1000000, 0, now() - interval '1 day', now() + interval '1 day')`);
    const login = await app.request('/api/admin/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: JSON.stringify({ email: DEMO_STAFF_EMAILS.OPS_MANAGER, password: DEMO_PASSWORD }),
    });
    staffCookie = cookieFrom(login, 'admin_sid');
  }, 180_000);

  afterAll(async () => {
    const file = process.env.RELIABILITY_REPORT;
    if (file)
      appendFileSync(
        file,
        `${JSON.stringify({ scenario: 'fault injection: checkout, cancel, return completion, deposit webhook, auto-confirm', ...totals })}\n`,
      );
    await faulty?.close().catch(() => undefined);
    await proxy?.close();
    await testDb?.drop();
  });

  /**
   * Every invariant a multi-step write keeps, over the shoppers these tests made; each row found
   * is one half-written object.
   */
  async function halfWritten(): Promise<{ name: string; ids: string[] }[]> {
    const shoppers = sql`(select id from customers where email like 'shopper.%@example.com')`;
    const ids = `{${options.map((o) => o.optionId).join(',')}}`;
    const checks: [string, ReturnType<typeof sql>][] = [
      [
        'order without its lines, its payment, or with lines not adding up',
        sql`select o.id::text from orders o where o.customer_id in ${shoppers}
          and ((select count(*) from order_lines l where l.order_id = o.id) = 0
            or (select count(*) from payments p where p.order_id = o.id) <> 1
            or o.subtotal <> (select coalesce(sum(line_total), 0) from order_lines l where l.order_id = o.id))`,
      ],
      [
        'option stock not equal to its start less the units in live orders',
        // A completed return puts its units back on the shelf (an exchange moves none).
        sql`select o.id::text from product_options o where o.id = any(${ids}::uuid[])
          and o.stock + (select coalesce(sum(l.quantity), 0) from order_lines l join orders x on x.id = l.order_id
            where x.status <> 'cancelled' and x.customer_id in ${shoppers} and l.product_id = o.product_id and l.color = o.color and l.size = o.size)
          - (select coalesce(sum(rl.quantity), 0) from return_lines rl join returns r on r.id = rl.return_id join order_lines l on l.id = rl.order_line_id
            join orders x on x.id = l.order_id
            where r.status = 'completed' and r.type = 'return' and x.customer_id in ${shoppers}
              and l.product_id = o.product_id and l.color = o.color and l.size = o.size)
          <> ${sql.raw(`case o.id ${options.map((o) => `when '${o.optionId}' then ${initialStock.get(o.optionId)}`).join(' ')} end`)}`,
      ],
      [
        'product stock not equal to the sum of its options',
        sql`select p.id::text from products p where p.id in (select product_id from product_options where id = any(${ids}::uuid[]))
          and p.stock <> (select sum(stock) from product_options where product_id = p.id)`,
      ],
      [
        'coupon used count not equal to its live redemptions',
        sql`select c.id::text from coupons c where c.code = ${coupon.code}
          and c.used_quantity <> (select count(*) from coupon_redemptions r where r.coupon_id = c.id and r.released_at is null)`,
      ],
      [
        'live order with a coupon discount but not one live redemption, or a cancelled order still redeeming',
        sql`select o.id::text from orders o where o.customer_id in ${shoppers}
          and ((o.status <> 'cancelled' and o.coupon_discount > 0 and (select count(*) from coupon_redemptions r where r.order_id = o.id and r.released_at is null) <> 1)
            or (o.status = 'cancelled' and exists (select 1 from coupon_redemptions r where r.order_id = o.id and r.released_at is null)))`,
      ],
      [
        'points balance not equal to the ledger sum',
        sql`select c.id::text from customers c where c.id in ${shoppers}
          and (c.points < 0 or c.points <> (select coalesce(sum(delta), 0) from points_ledger l where l.customer_id = c.id))`,
      ],
      [
        'cancelled order not wholly cancelled (time, payment, refund, points given back once)',
        sql`select o.id::text from orders o left join payments p on p.order_id = o.id where o.customer_id in ${shoppers} and o.status = 'cancelled'
          and (o.cancelled_at is null or p.status not in ('cancelled', 'refunded')
            or (select count(*) from refunds r where r.order_id = o.id and r.return_id is null) <> (case when o.paid_at is null then 0 else 1 end)
            or (select count(*) from points_ledger l where l.order_id = o.id and l.reason = 'cancel_restore') <> (case when o.points_used > 0 then 1 else 0 end))`,
      ],
      [
        'live order with a cancellation trace',
        sql`select o.id::text from orders o where o.customer_id in ${shoppers} and o.status <> 'cancelled'
          and (o.cancelled_at is not null or exists (select 1 from points_ledger l where l.order_id = o.id and l.reason = 'cancel_restore')
            or exists (select 1 from refunds r where r.order_id = o.id and r.return_id is null))`,
      ],
      [
        'shopper statistics not matching their orders and refunds',
        sql`select c.id::text from customers c where c.id in ${shoppers}
          and (c.total_orders <> (select count(*) from orders o where o.customer_id = c.id and o.status <> 'cancelled')
            or c.refund_count <> (select count(*) from refunds r join orders o on o.id = r.order_id where o.customer_id = c.id))`,
      ],
      [
        'return completed without exactly one refund and one audit entry, or refunded without being completed',
        sql`select r.id::text from returns r join orders o on o.id = r.order_id where o.customer_id in ${shoppers}
          and ((select count(*) from refunds f where f.return_id = r.id) <> (case when r.status = 'completed' then 1 else 0 end)
            or (r.status = 'completed' and r.completed_at is null)
            or (select count(*) from audit_logs a where a.resource = 'return' and a.resource_id = r.id::text and a.action = 'orders.returns.complete')
              <> (case when r.status = 'completed' then 1 else 0 end))`,
      ],
      [
        'payment refunded amount not equal to its refunds',
        sql`select p.id::text from payments p join orders o on o.id = p.order_id where o.customer_id in ${shoppers}
          and p.refunded_amount <> (select coalesce(sum(amount), 0) from refunds r where r.payment_id = p.id)`,
      ],
      [
        'bank transfer whose order and payment disagree on being paid, or a deposit without exactly one stored event, one audit entry and the shopper spend',
        sql`select o.id::text from orders o join payments p on p.order_id = o.id where o.customer_id in ${shoppers} and o.payment_method = 'bank' and o.status in ('pending', 'paid')
          and ((o.status = 'paid') <> (p.status = 'paid')
            or (o.paid_at is not null) <> (p.status = 'paid')
            or (select count(*) from payment_webhook_events e where e.payment_id = p.id) <> (case when p.status = 'paid' then 1 else 0 end)
            or (select count(*) from audit_logs a where a.resource = 'order' and a.resource_id = o.id::text and a.action = 'orders.payments.deposit')
              <> (case when p.status = 'paid' then 1 else 0 end))`,
      ],
      [
        'idempotency key left in flight by a request that has ended',
        sql`select k.key from idempotency_keys k where k.scope like 'customer:%:place-order' and k.response->>'state' = 'in_flight'`,
      ],
      [
        'idempotency key stored with an answer whose order does not exist',
        sql`select k.key from idempotency_keys k where k.scope like 'customer:%:place-order' and k.response ? 'body'
          and not exists (select 1 from orders o where o.id::text = k.response->'body'->>'id')`,
      ],
    ];
    const found: { name: string; ids: string[] }[] = [];
    for (const [name, query] of checks) {
      const rows = await q<Record<string, string>>(query);
      if (rows.length) found.push({ name, ids: rows.map((r) => Object.values(r)[0]!) });
    }
    return found;
  }

  /** How many query messages an operation sends, measured on a clean run. */
  async function calibrate(operation: () => Promise<unknown>): Promise<number> {
    const before = proxy!.counted;
    await operation();
    return proxy!.counted - before;
  }

  /** Runs the write with a fault at a random query message; returns its answer. */
  async function withFault(messages: number, operation: () => Promise<CallResult>): Promise<CallResult> {
    proxy!.arm(1 + Math.floor(rand() * messages), rand() < 0.5);
    const faultsBefore = proxy!.faults;
    try {
      return await operation();
    } finally {
      proxy!.disarm();
      totals.runs += 1;
      totals.faults += proxy!.faults - faultsBefore;
    }
  }

  async function expectNoHalfWritten(label: string) {
    const found = await halfWritten();
    totals.halfWritten += found.reduce((n, f) => n + f.ids.length, 0);
    expect({ label, found }).toEqual({ label, found: [] });
  }

  it('the invariant queries see a half-written object (stock, coupon count, points), so a clean result means something', async () => {
    const shopper = await newShopper(direct as never, { points: 3_000 });
    expect(await halfWritten()).toEqual([]);
    const broken: [ReturnType<typeof sql>, ReturnType<typeof sql>, string][] = [
      [
        sql`update product_options set stock = stock - 1 where id = ${options[0]!.optionId}`,
        sql`update product_options set stock = stock + 1 where id = ${options[0]!.optionId}`,
        'option stock not equal to its start less the units in live orders',
      ],
      [
        sql`update coupons set used_quantity = used_quantity + 1 where code = ${coupon.code}`,
        sql`update coupons set used_quantity = used_quantity - 1 where code = ${coupon.code}`,
        'coupon used count not equal to its live redemptions',
      ],
      [
        sql`update customers set points = points + 1 where id = ${shopper.id}`,
        sql`update customers set points = points - 1 where id = ${shopper.id}`,
        'points balance not equal to the ledger sum',
      ],
    ];
    for (const [breakIt, repair, name] of broken) {
      await q(breakIt);
      try {
        expect((await halfWritten()).map((f) => f.name)).toContain(name);
      } finally {
        await q(repair);
      }
    }
    expect(await halfWritten()).toEqual([]);
  });

  const checkoutBody = (i: number) =>
    orderBody([lineOf(options[0]!, 1 + (i % 2)), lineOf(options[1]!, 1)], {
      couponCode: coupon.code,
      usePoints: 1_000,
      paymentMethod: i % 3 === 0 ? 'bank' : 'card',
    });

  it(`checkout (placeOrder): ${RUNS} runs, each killed at a random query; the retry with the same key converges on one order`, async () => {
    const probe = await newShopper(direct as never, { points: 5_000 });
    const messages = await calibrate(() => place(probe.cookie, checkoutBody(1), idemKey()));
    expect(messages).toBeGreaterThan(10);
    for (let i = 0; i < RUNS; i++) {
      const shopper = await newShopper(direct as never, { points: 5_000 });
      const key = idemKey();
      const body = checkoutBody(i);
      const first = await withFault(messages + 2, () => place(shopper.cookie, body, key));
      expect([201, 500]).toContain(first.status);
      await expectNoHalfWritten(`checkout run ${i} after the fault`);
      let retry: CallResult = first;
      for (let attempt = 0; attempt < 10; attempt++) {
        retry = await place(shopper.cookie, body, key);
        if (retry.status !== 409 || retry.body.error.message !== CHECKOUT_MESSAGES.idempotencyInProgress) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      const n = (await q<{ n: number }>(sql`select count(*)::int as n from orders where customer_id = ${shopper.id}`))[0]!.n;
      if (retry.status !== 201 || n !== 1 || (first.status === 201 && retry.body.id !== first.body.id)) totals.unconverged += 1;
      expect(retry.status).toBe(201);
      expect(n).toBe(1);
      if (first.status === 201) expect(retry.body).toEqual(first.body);
      await expectNoHalfWritten(`checkout run ${i} after the retry`);
    }
  });

  it(`order cancel: ${RUNS} runs, each killed at a random query; all or nothing, and the retry cancels once`, async () => {
    const probe = await newShopper(direct as never, { points: 5_000 });
    const probeOrder = await place(probe.cookie, checkoutBody(1), idemKey());
    const messages = await calibrate(() => request('POST', `/api/orders/${probeOrder.body.id}/cancel`, { cookie: probe.cookie }));
    expect(messages).toBeGreaterThan(10);
    for (let i = 0; i < RUNS; i++) {
      const shopper = await newShopper(direct as never, { points: 5_000 });
      const order = await place(shopper.cookie, checkoutBody(i), idemKey());
      expect(order.status).toBe(201);
      const first = await withFault(messages + 2, () => request('POST', `/api/orders/${order.body.id}/cancel`, { cookie: shopper.cookie }));
      expect([200, 500]).toContain(first.status);
      await expectNoHalfWritten(`cancel run ${i} after the fault`);
      const retry = await request('POST', `/api/orders/${order.body.id}/cancel`, { cookie: shopper.cookie });
      expect([200, 409]).toContain(retry.status);
      const [row] = await q<{ status: string }>(sql`select status from orders where id = ${order.body.id}`);
      expect(row!.status).toBe('cancelled');
      await expectNoHalfWritten(`cancel run ${i} after the retry`);
    }
  });

  /** A delivered, paid order of a new shopper with a return approved and in processing. */
  async function returnInProcessing(i: number) {
    const shopper = await newShopper(direct as never);
    const order = await place(shopper.cookie, orderBody([lineOf(options[i % 2]!, 2)]), idemKey());
    expect(order.status).toBe(201);
    await q(
      sql`update orders set status = 'delivered', processing_at = now() - interval '4 days', shipped_at = now() - interval '3 days', delivered_at = now() - interval '1 day' where id = ${order.body.id}`,
    );
    const requested = await request('POST', `/api/orders/${order.body.id}/returns`, {
      cookie: shopper.cookie,
      body: { type: 'return', reason: 'defective', detail: '봉제선이 터져 있어요' },
    });
    expect(requested.status).toBe(201);
    for (const status of ['approved', 'processing']) {
      expect(
        (await request('POST', `/api/admin/returns/${requested.body.id}/status`, { cookie: staffCookie, body: { status } })).status,
      ).toBe(200);
    }
    return requested.body.id as string;
  }

  it(`return completion: ${RUNS} runs, each killed at a random query; all or nothing, and the retry completes once`, async () => {
    const probeId = await returnInProcessing(0);
    const messages = await calibrate(() =>
      request('POST', `/api/admin/returns/${probeId}/status`, { cookie: staffCookie, body: { status: 'completed' } }),
    );
    expect(messages).toBeGreaterThan(5);
    for (let i = 0; i < RUNS; i++) {
      const id = await returnInProcessing(i);
      const first = await withFault(messages + 2, () =>
        request('POST', `/api/admin/returns/${id}/status`, { cookie: staffCookie, body: { status: 'completed', notes: '검수 완료' } }),
      );
      expect([200, 500]).toContain(first.status);
      await expectNoHalfWritten(`return run ${i} after the fault`);
      const retry = await request('POST', `/api/admin/returns/${id}/status`, {
        cookie: staffCookie,
        body: { status: 'completed', notes: '검수 완료' },
      });
      expect([200, 409]).toContain(retry.status);
      const [row] = await q<{ status: string; refunds: number }>(
        sql`select status, (select count(*)::int from refunds where return_id = r.id) as refunds from returns r where id = ${id}`,
      );
      expect(row).toEqual({ status: 'completed', refunds: 1 });
      await expectNoHalfWritten(`return run ${i} after the retry`);
    }
  });

  it(`bank-transfer deposit webhook: ${RUNS} runs, each killed at a random query; all or nothing, and the same signed event again pays once`, async () => {
    const deposit = (order: { orderNumber: string; total: number }) => {
      const { body, headers } = sandboxWebhook(
        { kind: 'deposit', orderNumber: order.orderNumber, amount: order.total },
        DEMO_WEBHOOK_SECRET,
      );
      return async (): Promise<CallResult> => {
        const res = await app.request('/api/payments/webhooks/sandbox', { method: 'POST', headers, body });
        const text = await res.text();
        return { status: res.status, body: text ? JSON.parse(text) : null };
      };
    };
    const bankOrder = async () => {
      const shopper = await newShopper(direct as never);
      const order = await place(shopper.cookie, orderBody([lineOf(options[0]!, 1)], { paymentMethod: 'bank' }), idemKey());
      expect(order.status).toBe(201);
      expect(order.body.status).toBe('pending');
      return order.body as { id: string; orderNumber: string; total: number };
    };
    const messages = await calibrate(deposit(await bankOrder()));
    expect(messages).toBeGreaterThan(3);
    for (let i = 0; i < RUNS; i++) {
      const order = await bankOrder();
      const send = deposit(order);
      const first = await withFault(messages + 2, send);
      expect([200, 500]).toContain(first.status);
      await expectNoHalfWritten(`deposit run ${i} after the fault`);
      // The provider retries the same signed event until it gets a 2xx.
      const retry = await send();
      expect(retry.status).toBe(200);
      const [row] = await q<{ status: string; events: number; spent: number }>(
        sql`select o.status, (select count(*)::int from payment_webhook_events e join payments p on p.id = e.payment_id where p.order_id = o.id) as events,
          (select total_spent from customers c where c.id = o.customer_id) as spent from orders o where o.id = ${order.id}`,
      );
      if (row!.status !== 'paid' || row!.events !== 1 || Number(row!.spent) !== order.total) totals.unconverged += 1;
      // Paid once: one stored event, and the shopper's spend counts the order exactly once.
      expect({ ...row, spent: Number(row!.spent) }).toEqual({ status: 'paid', events: 1, spent: order.total });
      await expectNoHalfWritten(`deposit run ${i} after the retry`);
    }
  });

  it(`자동 구매확정: ${RUNS} runs, each killed at a random query; all or nothing, and the next run confirms once`, async () => {
    /** A delivered order of a new shopper whose return window closed yesterday. */
    const overdue = async () => {
      const shopper = await newShopper(direct as never);
      const order = await place(shopper.cookie, orderBody([lineOf(options[1]!, 1)]), idemKey());
      expect(order.status).toBe(201);
      await q(
        sql`update orders set status = 'delivered', processing_at = now() - interval '11 days', shipped_at = now() - interval '10 days', delivered_at = now() - interval '8 days' where id = ${order.body.id}`,
      );
      return order.body.id as string;
    };
    const run = () =>
      runJob(autoConfirmOrdersJob, { db: faulty!.db, logger: pino({ level: 'silent' }), now: new Date() }).then(
        (n): CallResult => ({ status: 200, body: n }),
        (): CallResult => ({ status: 500, body: null }),
      );
    // The seed's own overdue deliveries are confirmed first, so the calibration counts one order.
    await run();
    const probe = await overdue();
    const messages = await calibrate(run);
    expect((await q<{ status: string }>(sql`select status from orders where id = ${probe}`))[0]!.status).toBe('purchase_confirmed');
    for (let i = 0; i < RUNS; i++) {
      const id = await overdue();
      await withFault(messages + 2, run);
      const [mid] = await q<{ status: string; earned: number; audits: number }>(sql`select status,
        (select count(*)::int from points_ledger where order_id = o.id and reason = 'order_earn') as earned,
        (select count(*)::int from audit_logs where resource = 'order' and resource_id = o.id::text and action = 'orders.auto-confirm') as audits
        from orders o where o.id = ${id}`);
      // All or nothing: confirmed with its points and audit entry, or still delivered with neither.
      expect([
        { status: 'delivered', earned: 0, audits: 0 },
        { status: 'purchase_confirmed', earned: 1, audits: 1 },
      ]).toContainEqual(mid);
      await expectNoHalfWritten(`auto-confirm run ${i} after the fault`);
      await run();
      const [after] = await q<{ status: string; earned: number }>(
        sql`select status, (select count(*)::int from points_ledger where order_id = o.id and reason = 'order_earn') as earned from orders o where o.id = ${id}`,
      );
      if (after!.status !== 'purchase_confirmed' || after!.earned !== 1) totals.unconverged += 1;
      expect(after).toEqual({ status: 'purchase_confirmed', earned: 1 });
      await expectNoHalfWritten(`auto-confirm run ${i} after the next run`);
    }
  });

  it('faults were really injected', () => {
    // Most runs hit a query of the write (N is drawn from its calibrated message count + 2).
    expect(totals.faults).toBeGreaterThanOrEqual(Math.floor(totals.runs * 0.6));
    expect(totals.halfWritten).toBe(0);
    expect(totals.unconverged).toBe(0);
  });
});
