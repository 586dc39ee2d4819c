import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { PAYMENT_MESSAGES } from '@market/domain/payments';
import { createBoss } from '../../jobs/jobs';
import { expireBankTransfersJob } from '../../jobs/expire-bank-transfers';
import { queryRows } from '../../lib/sql';
import { sandboxWebhook } from '../../services/payments/sandbox-webhook';
import { DEMO_WEBHOOK_SECRET, SANDBOX_SIGNATURE_HEADER, signWebhook } from '../../services/payments/webhook-signature';
import {
  call,
  idemKey,
  lineOf,
  newShopper,
  optionStock,
  orderBody,
  pickOption,
  type OptionRow,
  type Shopper,
} from '../../test/buying-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

jest.setTimeout(60_000);

const silent = pino({ level: 'silent' });
/** One run of the expiry job's work; how many orders it cancelled. */
const runExpireBankTransfers = async (db: TestApp['db']['database']['db']) =>
  (await expireBankTransfersJob.run({ db, logger: silent, now: new Date() })).cancelled!;

describe('payments: provider webhooks, no shopper /pay, expiry of unpaid bank transfers', () => {
  let t: TestApp;
  let shopper: Shopper;
  let opt: OptionRow;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);

  const placeBank = async (extra: Record<string, unknown> = {}, who = shopper) => {
    const res = await call(t, 'POST', '/api/orders', {
      cookie: who.cookie,
      body: orderBody([lineOf(opt, 1)], { paymentMethod: 'bank', ...extra }),
      headers: { 'idempotency-key': idemKey() },
    });
    expect(res.status).toBe(201);
    return res.body;
  };
  const post = (body: string, headers: Record<string, string>, provider = 'sandbox') =>
    t.app.request(`/api/payments/webhooks/${provider}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
  const deposit = (order: { orderNumber: string; total: number }, amount = order.total, secret = DEMO_WEBHOOK_SECRET, timestamp?: number) =>
    sandboxWebhook({ kind: 'deposit', orderNumber: order.orderNumber, amount }, secret, timestamp);
  /** What a payment change touches, for "nothing changed" checks. */
  const stateOf = async (orderId: string) => {
    const [row] = await q(sql`select o.status, o.paid_at, p.status as payment_status, c.total_spent,
        (select count(*)::int from audit_logs where resource = 'order' and resource_id = ${orderId}) as audits,
        (select count(*)::int from payment_webhook_events e where e.payment_id = p.id) as events,
        (select count(*)::int from refunds where order_id = ${orderId}) as refunds
      from orders o join payments p on p.order_id = o.id join customers c on c.id = o.customer_id where o.id = ${orderId}`);
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp();
    shopper = await newShopper(t, { points: 10_000 });
    opt = await pickOption(t, { stock: 50, nth: 321, minPrice: 20_000, maxPrice: 60_000 });
  }, 180_000);
  afterAll(() => t.close());

  it('POST /api/orders/{id}/pay with the shopper cookie is 404, the webhook with it 403, and cancelling afterwards records no completed refund', async () => {
    const order = await placeBank();
    const pay = await call(t, 'POST', `/api/orders/${order.id}/pay`, { cookie: shopper.cookie });
    expect(pay.status).toBe(404);
    expect(await stateOf(order.id)).toMatchObject({ status: 'pending', paid_at: null, payment_status: 'pending' });
    // The webhook with the shopper's cookie, even correctly signed (a leaked secret), is 403: no session changes a payment.
    const signed = deposit(order);
    const viaWebhook = await post(signed.body, { ...signed.headers, cookie: shopper.cookie });
    expect(viaWebhook.status).toBe(403);
    expect(((await viaWebhook.json()) as any).error.message).toBe(PAYMENT_MESSAGES.sessionNotAllowed);
    expect(await stateOf(order.id)).toMatchObject({ status: 'pending', paid_at: null, payment_status: 'pending' });
    const cancelled = await call(t, 'POST', `/api/orders/${order.id}/cancel`, { cookie: shopper.cookie, body: {} });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
    expect(await q(sql`select id from refunds where order_id = ${order.id} and status = 'completed'`)).toEqual([]);
  });

  it('the OpenAPI description has the webhook and the staff route, and no shopper route changes a payment', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/payments/webhooks/{provider}', '/api/admin/orders/{id}/confirm-deposit']),
    );
    const shopperPaths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/orders'));
    expect(shopperPaths.filter((p) => /pay|deposit/.test(p))).toEqual([]);
  });

  it('a bank order carries its virtual account: a Korean bank, an account number, 스타일허브(주), the deadline of the payment settings', async () => {
    const [{ days }] = await q(sql`select bank_transfer_timeout_days as days from payment_settings limit 1`);
    const order = await placeBank();
    expect(order.virtualAccount).toMatchObject({
      bank: expect.stringMatching(/은행$/),
      accountNumber: expect.stringMatching(/^\d+(-\d+)+$/),
      holder: '스타일허브(주)',
    });
    const due = new Date(order.virtualAccount.dueAt);
    const hoursLeft = (due.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(24 * Number(days) - 1);
    expect(hoursLeft).toBeLessThanOrEqual(24 * (Number(days) + 1));
    // 23:59:59 KST of its day.
    expect(due.toISOString().slice(11, 19)).toBe('14:59:59');
    const detail = await call(t, 'GET', `/api/orders/${order.id}`, { cookie: shopper.cookie });
    expect(detail.body.virtualAccount).toEqual(order.virtualAccount);
    const card = await call(t, 'POST', '/api/orders', {
      cookie: shopper.cookie,
      body: orderBody([lineOf(opt, 1)]),
      headers: { 'idempotency-key': idemKey() },
    });
    expect(card.body).toMatchObject({ status: 'paid', virtualAccount: null });
  });

  it('a signed deposit webhook marks the order and payment paid, adds to totalSpent, stores the event and writes a system audit row', async () => {
    const order = await placeBank();
    const before = await stateOf(order.id);
    const { body, headers } = deposit(order);
    const res = await post(body, headers);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false });
    const after = await stateOf(order.id);
    expect(after).toMatchObject({ status: 'paid', payment_status: 'paid', events: 1, audits: before.audits + 1, refunds: 0 });
    expect(after.paid_at).not.toBeNull();
    expect(Number(after.total_spent)).toBe(Number(before.total_spent) + order.total);
    const [audit] = await q(
      sql`select user_email, user_name, action, staff_id, before, after from audit_logs where resource = 'order' and resource_id = ${order.id}`,
    );
    expect(audit).toMatchObject({ user_email: 'system:payments-webhook:sandbox', action: 'orders.payments.deposit', staff_id: null });
    expect(audit.before).toMatchObject({ orderStatus: 'pending', paymentStatus: 'pending' });
    expect(audit.after).toMatchObject({ orderStatus: 'paid', paymentStatus: 'paid' });
    const shown = await call(t, 'GET', `/api/orders/${order.id}`, { cookie: shopper.cookie });
    expect(shown.body).toMatchObject({ status: 'paid', paymentStatus: 'paid' });

    // The same event again (the provider retries): answered, nothing changed twice.
    const replay = await post(body, headers);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(await stateOf(order.id)).toEqual(after);
    // A second, different deposit event for the paid order: refused, nothing changed.
    const second = deposit(order);
    const again = await post(second.body, second.headers);
    expect(again.status).toBe(409);
    expect(((await again.json()) as any).error.message).toBe(PAYMENT_MESSAGES.notDepositPending);
    expect(await stateOf(order.id)).toEqual(after);
  });

  it('the same event sent five times at once is applied once', async () => {
    const order = await placeBank();
    const before = await stateOf(order.id);
    const { body, headers } = deposit(order);
    const send = async () => {
      const r = await post(body, headers);
      return { status: r.status, body: (await r.json()) as any };
    };
    const answers = await Promise.all(Array.from({ length: 5 }, send));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.duplicate === false)).toHaveLength(1);
    const after = await stateOf(order.id);
    expect(after).toMatchObject({ status: 'paid', events: 1, audits: before.audits + 1 });
    expect(Number(after.total_spent)).toBe(Number(before.total_spent) + order.total);
  });

  it('bad, missing, tampered and stale signatures, a wrong amount, an unknown provider or order: refused, nothing changed', async () => {
    const order = await placeBank();
    const before = await stateOf(order.id);
    const [{ n: eventsBefore }] = await q(sql`select count(*)::int as n from payment_webhook_events`);
    const good = deposit(order);
    const now = Math.floor(Date.now() / 1000);
    const cases: [string, Response | Promise<Response>, number, string][] = [
      [
        'wrong secret',
        (() => {
          const w = deposit(order, order.total, 'not-the-secret-at-all-0000');
          return post(w.body, w.headers);
        })(),
        401,
        PAYMENT_MESSAGES.webhookSignature,
      ],
      ['no signature', post(good.body, {}), 401, PAYMENT_MESSAGES.webhookSignature],
      ['garbage header', post(good.body, { [SANDBOX_SIGNATURE_HEADER]: 't=abc,v1=zz' }), 401, PAYMENT_MESSAGES.webhookSignature],
      [
        'tampered body',
        post(good.body.replace(String(order.total), String(order.total - 1)), good.headers),
        401,
        PAYMENT_MESSAGES.webhookSignature,
      ],
      [
        'stale (6 minutes)',
        (() => {
          const s = deposit(order, order.total, DEMO_WEBHOOK_SECRET, now - 360);
          return post(s.body, s.headers);
        })(),
        401,
        PAYMENT_MESSAGES.webhookStale,
      ],
      [
        'from the future (6 minutes)',
        (() => {
          const s = deposit(order, order.total, DEMO_WEBHOOK_SECRET, now + 360);
          return post(s.body, s.headers);
        })(),
        401,
        PAYMENT_MESSAGES.webhookStale,
      ],
      [
        'wrong amount',
        (() => {
          const s = deposit(order, order.total - 1_000);
          return post(s.body, s.headers);
        })(),
        409,
        PAYMENT_MESSAGES.amountMismatch,
      ],
      ['unknown provider', post(good.body, good.headers, 'tosspayments'), 404, PAYMENT_MESSAGES.unknownProvider],
      [
        'unknown order',
        (() => {
          const s = deposit({ orderNumber: 'ORD00000000', total: order.total });
          return post(s.body, s.headers);
        })(),
        404,
        PAYMENT_MESSAGES.paymentNotFound,
      ],
      [
        'signed non-event',
        (() => {
          const b = JSON.stringify({ id: 'x', type: 'refund.completed' });
          return post(b, { [SANDBOX_SIGNATURE_HEADER]: signWebhook(DEMO_WEBHOOK_SECRET, b) });
        })(),
        400,
        PAYMENT_MESSAGES.webhookPayload,
      ],
    ];
    for (const [label, pending, status, message] of cases) {
      const res = await pending;
      const body = (await res.json()) as any;
      expect({ label, status: res.status, message: body.error?.message }).toEqual({ label, status, message });
    }
    expect(await stateOf(order.id)).toEqual(before);
    const [{ n: eventsAfter }] = await q(sql`select count(*)::int as n from payment_webhook_events`);
    expect(eventsAfter).toBe(eventsBefore);
    // The good one still works afterwards (the refused ones stored nothing under its id).
    expect((await post(good.body, good.headers)).status).toBe(200);
    expect((await stateOf(order.id)).status).toBe('paid');
  });

  it('payment.failed cancels a pending payment without a refund and gives the stock back; payment.approved of a paid card order changes nothing', async () => {
    const stockBefore = await optionStock(t, opt.optionId);
    const order = await placeBank();
    const fail = sandboxWebhook({ kind: 'fail', orderNumber: order.orderNumber }, DEMO_WEBHOOK_SECRET);
    expect((await post(fail.body, fail.headers)).status).toBe(200);
    expect(await stateOf(order.id)).toMatchObject({ status: 'cancelled', payment_status: 'failed', refunds: 0 });
    expect(await optionStock(t, opt.optionId)).toBe(stockBefore);

    const card = (
      await call(t, 'POST', '/api/orders', {
        cookie: shopper.cookie,
        body: orderBody([lineOf(opt, 1)]),
        headers: { 'idempotency-key': idemKey() },
      })
    ).body;
    const before = await stateOf(card.id);
    const [{ transaction_id: transactionId }] = await q(sql`select transaction_id from payments where order_id = ${card.id}`);
    const body = JSON.stringify({ id: `evt_${idemKey()}`, type: 'payment.approved', data: { transactionId, amount: card.total } });
    const res = await post(body, { [SANDBOX_SIGNATURE_HEADER]: signWebhook(DEMO_WEBHOOK_SECRET, body) });
    expect(res.status).toBe(200);
    expect(await stateOf(card.id)).toEqual({ ...before, events: 1 });
  });

  it('the expiry job cancels a bank order past its deadline (stock, coupon, points back; no refund; audit row) and leaves one before it and a paid one', async () => {
    const other = await newShopper(t, { points: 10_000 });
    const stockBefore = await optionStock(t, opt.optionId);
    const [{ used_quantity: couponBefore }] = await q(sql`select used_quantity from coupons where code = 'STYLE10'`);
    const overdue = await placeBank({ couponCode: 'STYLE10', usePoints: 1_000 }, other);
    const notYet = await placeBank();
    const paid = await placeBank();
    const d = deposit(paid);
    expect((await post(d.body, d.headers)).status).toBe(200);
    await t.db.database.db.execute(
      sql`update payments set deposit_due_at = now() - interval '1 minute' where order_id in (${overdue.id}, ${paid.id})`,
    );
    await t.db.database.db.execute(sql`update payments set deposit_due_at = now() + interval '1 hour' where order_id = ${notYet.id}`);

    // Two runs at once, as two API processes would: the order is cancelled once.
    const counts = await Promise.all([runExpireBankTransfers(t.db.database.db), runExpireBankTransfers(t.db.database.db)]);
    expect(counts[0]! + counts[1]!).toBe(1);
    expect(await runExpireBankTransfers(t.db.database.db)).toBe(0);

    const [row] = await q(
      sql`select o.status, o.cancel_reason, p.status as payment_status from orders o join payments p on p.order_id = o.id where o.id = ${overdue.id}`,
    );
    expect(row).toEqual({ status: 'cancelled', cancel_reason: PAYMENT_MESSAGES.expiredReason, payment_status: 'cancelled' });
    expect(await q(sql`select id from refunds where order_id = ${overdue.id}`)).toEqual([]);
    expect(await optionStock(t, opt.optionId)).toBe(stockBefore - 2);
    const [{ used_quantity: couponAfter }] = await q(sql`select used_quantity from coupons where code = 'STYLE10'`);
    expect(Number(couponAfter)).toBe(Number(couponBefore));
    const [{ points }] = await q(sql`select points from customers where id = ${other.id}`);
    expect(Number(points)).toBe(10_000);
    const audits = await q(sql`select user_email, action from audit_logs where resource = 'order' and resource_id = ${overdue.id}`);
    expect(audits).toEqual([{ user_email: 'system:payments-expiry', action: 'orders.payments.expire' }]);
    expect((await stateOf(notYet.id)).status).toBe('pending');
    expect((await stateOf(paid.id)).status).toBe('paid');
    const shown = await call(t, 'GET', `/api/orders/${overdue.id}`, { cookie: other.cookie });
    expect(shown.body).toMatchObject({ status: 'cancelled', cancelReason: '입금기한 만료', paymentStatus: 'cancelled' });
  });

  it('pg-boss starts on embedded PGlite through fromPglite and runs a job', async () => {
    const pglite = new PGlite();
    const boss = createBoss({ driver: 'pglite', pglite }, { databaseUrl: undefined });
    try {
      await boss.start();
      await boss.createQueue('payments.test');
      const done = new Promise<unknown>((resolve) => {
        void boss.work('payments.test', { pollingIntervalSeconds: 0.5 }, async ([job]) => resolve(job!.data));
      });
      await boss.send('payments.test', { hello: '입금' });
      await expect(done).resolves.toEqual({ hello: '입금' });
    } finally {
      await boss.stop({ graceful: false, timeout: 1_000 }).catch(() => undefined);
      await pglite.close();
    }
  });
});
