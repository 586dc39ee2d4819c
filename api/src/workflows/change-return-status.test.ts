import { sql } from 'drizzle-orm';
import { queryRows } from '../lib/sql';
import { findReturn } from '../services/admin-returns';
import { call, idemKey, lineOf, newShopper, orderBody, pickOption, type OptionRow } from '../test/buying-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { markReturnStatusStep, refundReturnStep } from './change-return-status';
import { runWorkflow, type StepContext } from './workflow';

jest.setTimeout(60_000);

/** The return-status steps on their own against a real database. */
describe('change-return-status steps', () => {
  let t: TestApp;
  let opt: OptionRow;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const one = async <T = any>(query: ReturnType<typeof sql>) => (await q<T>(query))[0]!;
  const inTx = <T>(fn: (ctx: StepContext) => Promise<T>) => runWorkflow(t.db.database.db, 'test', (_run, ctx) => fn(ctx));

  /** A paid, delivered order with a return of its one line requested. */
  async function requestedReturn() {
    const s = await newShopper(t);
    const order = await call(t, 'POST', '/api/orders', {
      cookie: s.cookie,
      body: orderBody([lineOf(opt, 2)]),
      headers: { 'idempotency-key': idemKey() },
    });
    expect(order.status).toBe(201);
    await t.db.database.db.execute(
      sql`update orders set status = 'delivered', processing_at = now() - interval '3 days', shipped_at = now() - interval '2 days', delivered_at = now() - interval '1 day' where id = ${order.body.id}`,
    );
    const r = await call(t, 'POST', `/api/orders/${order.body.id}/returns`, {
      cookie: s.cookie,
      body: { type: 'return', reason: 'defective', detail: '불량' },
    });
    expect(r.status).toBe(201);
    return { shopper: s, order: order.body as { id: string; total: number }, returnId: r.body.id as string };
  }

  beforeAll(async () => {
    t = await createTestApp();
    opt = await pickOption(t, { stock: 100, nth: 900, minPrice: 20_000, maxPrice: 60_000 });
  }, 180_000);
  afterAll(() => t.close());

  it('mark-return-status: completed sets the time; rejected zeroes the amounts', async () => {
    const a = await requestedReturn();
    await inTx((ctx) => markReturnStatusStep.invoke(ctx, { returnId: a.returnId, to: 'completed', notes: '검수 완료' }));
    expect(await one(sql`select status, completed_at is not null as done, admin_notes from returns where id = ${a.returnId}`)).toEqual({
      status: 'completed',
      done: true,
      admin_notes: '검수 완료',
    });
    const b = await requestedReturn();
    await inTx((ctx) => markReturnStatusStep.invoke(ctx, { returnId: b.returnId, to: 'rejected', notes: null }));
    expect(
      await one(
        sql`select status, refund_amount, (select coalesce(sum(amount), 0)::int from return_lines where return_id = r.id) as lines from returns r where id = ${b.returnId}`,
      ),
    ).toEqual({
      status: 'rejected',
      refund_amount: 0,
      lines: 0,
    });
  });

  it('refund-return: a completed refund on the payment, the shopper statistics, and the refund request in the outbox; more than is left is 409', async () => {
    const a = await requestedReturn();
    const r = await findReturn(t.db.database.db, a.returnId, null);
    const amount = await inTx((ctx) => refundReturnStep.invoke(ctx, { r, customerId: a.shopper.id }));
    expect(amount).toBe(Number(r.refund_amount));
    expect(amount).toBeGreaterThan(0);
    expect(await one(sql`select status, refunded_amount from payments where order_id = ${a.order.id}`)).toEqual({
      status: amount >= a.order.total ? 'refunded' : 'partially_refunded',
      refunded_amount: amount,
    });
    expect(await one(sql`select refund_count from customers where id = ${a.shopper.id}`)).toEqual({ refund_count: 1 });
    expect(
      await one(
        sql`select payload->>'amount' as amount from outbox where topic = 'payment.refund' and payload->>'orderId' = ${a.order.id}`,
      ),
    ).toEqual({ amount: String(amount) });
    // The same refund again would pass what the payment has left.
    await expect(
      inTx((ctx) => refundReturnStep.invoke(ctx, { r: { ...r, refund_amount: a.order.total }, customerId: a.shopper.id })),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
