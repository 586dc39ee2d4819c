import { sql } from 'drizzle-orm';
import pino from 'pino';
import { queryRows } from '../lib/sql';
import { call, idemKey, lineOf, newShopper, orderBody, pickOption, type OptionRow } from '../test/buying-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { autoConfirmOrdersJob } from './auto-confirm-orders';
import { runJob } from './jobs';

const silent = pino({ level: 'silent' });

/** One run of the job as the worker does it; how many orders it confirmed (0 when the task is off). */
async function runAutoConfirmOrders(db: TestApp['db']['database']['db']): Promise<number> {
  const outcome = await runJob(autoConfirmOrdersJob, { db, logger: silent, now: new Date() });
  return 'confirmed' in outcome ? outcome.confirmed! : 0;
}

describe('자동 구매확정 (orders.auto-confirm)', () => {
  let t: TestApp;
  let option: OptionRow;
  beforeAll(async () => {
    t = await createTestApp();
    option = await pickOption(t, { stock: 1_000, minPrice: 20_000 });
  });
  afterAll(() => t.close());

  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);

  /** A paid card order of a new shopper, moved to delivered `daysAgo` days ago. */
  async function deliveredOrder(daysAgo: number) {
    const shopper = await newShopper(t);
    const order = await call(t, 'POST', '/api/orders', {
      cookie: shopper.cookie,
      body: orderBody([lineOf(option, 1)]),
      headers: { 'idempotency-key': idemKey() },
    });
    expect(order.status).toBe(201);
    await q(sql`update orders set status = 'delivered', processing_at = now() - make_interval(days => ${daysAgo + 3}),
      shipped_at = now() - make_interval(days => ${daysAgo + 2}), delivered_at = now() - make_interval(days => ${daysAgo}) where id = ${order.body.id}`);
    return { shopper, order: order.body as { id: string; total: number } };
  }

  const stateOf = async (orderId: string, customerId: string) =>
    (
      await q<{
        status: string;
        confirmed: boolean;
        points: number;
        earned: number;
        audits: number;
      }>(sql`select o.status, o.confirmed_at is not null as confirmed,
        (select points from customers where id = ${customerId}) as points,
        (select count(*)::int from points_ledger where order_id = o.id and reason = 'order_earn') as earned,
        (select count(*)::int from audit_logs where resource = 'order' and resource_id = o.id::text and action = 'orders.auto-confirm') as audits
        from orders o where o.id = ${orderId}`)
    )[0]!;

  it('confirms a delivered order once its 7-day return window has closed: points credited, an audit entry; twice at once confirms it once', async () => {
    const { shopper, order } = await deliveredOrder(8);
    const before = await stateOf(order.id, shopper.id);
    expect(before).toMatchObject({ status: 'delivered', confirmed: false, earned: 0, audits: 0 });
    await Promise.all([runAutoConfirmOrders(t.db.database.db), runAutoConfirmOrders(t.db.database.db)]);
    const after = await stateOf(order.id, shopper.id);
    expect(after).toMatchObject({ status: 'purchase_confirmed', confirmed: true, earned: 1, audits: 1 });
    expect(after.points).toBeGreaterThan(before.points);
    // The shopper sees it as 구매 확정, and can no longer request a return.
    const seen = await call(t, 'GET', `/api/orders/${order.id}`, { cookie: shopper.cookie });
    expect(seen.body.status).toBe('purchase_confirmed');
    expect(
      (await call(t, 'POST', `/api/orders/${order.id}/returns`, { cookie: shopper.cookie, body: { type: 'return', reason: 'size' } }))
        .status,
    ).toBe(409);
  });

  it('leaves orders still inside their return window, and orders with a return open', async () => {
    const recent = await deliveredOrder(3);
    const withReturn = await deliveredOrder(6);
    const requested = await call(t, 'POST', `/api/orders/${withReturn.order.id}/returns`, {
      cookie: withReturn.shopper.cookie,
      body: { type: 'return', reason: 'size' },
    });
    expect(requested.status).toBe(201);
    // The return window closes while the return is still being handled.
    await q(
      sql`update orders set delivered_at = now() - interval '9 days', shipped_at = now() - interval '10 days', processing_at = now() - interval '11 days' where id = ${withReturn.order.id}`,
    );
    await runAutoConfirmOrders(t.db.database.db);
    expect((await stateOf(recent.order.id, recent.shopper.id)).status).toBe('delivered');
    expect((await stateOf(withReturn.order.id, withReturn.shopper.id)).status).toBe('delivered');
  });

  it('records its run on the auto_confirm_orders maintenance task, and does nothing while the task is disabled', async () => {
    const { shopper, order } = await deliveredOrder(10);
    await q(sql`update maintenance_tasks set enabled = false where code = 'auto_confirm_orders'`);
    try {
      expect(await runAutoConfirmOrders(t.db.database.db)).toBe(0);
      expect((await stateOf(order.id, shopper.id)).status).toBe('delivered');
    } finally {
      await q(sql`update maintenance_tasks set enabled = true where code = 'auto_confirm_orders'`);
    }
    expect(await runAutoConfirmOrders(t.db.database.db)).toBeGreaterThanOrEqual(1);
    expect((await stateOf(order.id, shopper.id)).status).toBe('purchase_confirmed');
    const [task] = await q<{ status: string; ran: boolean }>(
      sql`select status, last_run_at is not null as ran from maintenance_tasks where code = 'auto_confirm_orders'`,
    );
    expect(task).toEqual({ status: 'completed', ran: true });
  });

  it('takes N from the shop setting auto_confirm_days: at 10 days an order delivered 8 days ago waits, one delivered 11 days ago is confirmed', async () => {
    const eight = await deliveredOrder(8);
    const eleven = await deliveredOrder(11);
    await q(sql`update shop_settings set auto_confirm_days = 10`);
    try {
      await runAutoConfirmOrders(t.db.database.db);
      expect((await stateOf(eight.order.id, eight.shopper.id)).status).toBe('delivered');
      expect((await stateOf(eleven.order.id, eleven.shopper.id)).status).toBe('purchase_confirmed');
      const [audit] = await q<{ details: { autoConfirmDays: number } }>(
        sql`select details from audit_logs where resource_id = ${eleven.order.id} and action = 'orders.auto-confirm'`,
      );
      expect(audit!.details.autoConfirmDays).toBe(10);
    } finally {
      await q(sql`update shop_settings set auto_confirm_days = 7`);
    }
    await runAutoConfirmOrders(t.db.database.db);
    expect((await stateOf(eight.order.id, eight.shopper.id)).status).toBe('purchase_confirmed');
  });

  it('refuses a setting inside the return window (below 7 days) or over 30', async () => {
    await expect(q(sql`update shop_settings set auto_confirm_days = 3`)).rejects.toThrow();
    await expect(q(sql`update shop_settings set auto_confirm_days = 31`)).rejects.toThrow();
  });
});
