import { sql } from 'drizzle-orm';
import { CHECKOUT_MESSAGES, type PlaceOrder } from '@market/domain/order';
import { checkoutOrderNumber } from '@market/domain/order-number';
import { LOW_STOCK_THRESHOLD } from '@market/domain/stock';
import { queryRows } from '../lib/sql';
import { usePaymentProvider } from '../services/payments/payment-provider';
import { createSandboxProvider } from '../services/payments/sandbox-provider';
import { DEMO_WEBHOOK_SECRET } from '../services/payments/webhook-signature';
import { call, idemKey, lineOf, newShopper, orderBody, pickOption, setStock, type OptionRow, type Shopper } from '../test/buying-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  clearCartStep,
  countOrderStep,
  createOrderStep,
  payOrderStep,
  priceOrderStep,
  redeemCouponStep,
  spendPointsStep,
  takeStockStep,
  type PricedOrder,
} from './order-steps';
import { runWorkflow, type StepContext } from './workflow';

jest.setTimeout(60_000);

/** Each place-order step on its own against a real database: what it writes, and what its compensation gives back. */
describe('place-order steps', () => {
  let t: TestApp;
  let opt: OptionRow;
  let other: OptionRow;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const one = async <T = any>(query: ReturnType<typeof sql>) => (await q<T>(query))[0]!;
  /** Runs `fn` as a one-step workflow (committed unless it throws). */
  const inTx = <T>(fn: (ctx: StepContext) => Promise<T>) => runWorkflow(t.db.database.db, 'test', (_run, ctx) => fn(ctx));
  const input = (o: OptionRow, extra: Partial<PlaceOrder> = {}): PlaceOrder => ({ ...(orderBody([lineOf(o, 2)]) as PlaceOrder), ...extra });
  const price = (s: Shopper, body: PlaceOrder, points = 0) =>
    inTx((ctx) => priceOrderStep.invoke(ctx, { customerId: s.id, points, input: body }));
  async function created(s: Shopper, body = input(opt)) {
    const priced = await price(s, body, 100_000);
    return { priced, ...(await inTx((ctx) => createOrderStep.invoke(ctx, { customerId: s.id, input: body, priced }))) };
  }

  beforeAll(async () => {
    t = await createTestApp();
    opt = await pickOption(t, { stock: 50, nth: 300, minPrice: 20_000, maxPrice: 60_000 });
    other = await pickOption(t, { stock: 50, nth: 700, minPrice: 20_000, maxPrice: 60_000 });
  }, 180_000);
  afterAll(() => t.close());

  it('price-order: prices from the catalogue, not the client, and writes nothing', async () => {
    const s = await newShopper(t);
    const before = await one(sql`select count(*)::int as n from orders`);
    const priced = await price(s, input(opt));
    expect(priced.lines).toEqual([expect.objectContaining({ optionId: opt.optionId, quantity: 2, unitPrice: opt.unitPrice })]);
    expect(priced.quote.subtotal).toBe(opt.unitPrice * 2);
    expect(await one(sql`select count(*)::int as n from orders`)).toEqual(before);
  });

  it('price-order: points over the (locked) balance are refused', async () => {
    const s = await newShopper(t);
    await expect(price(s, input(opt, { usePoints: 5_000 }), 1_000)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('create-order: the order and its lines; an order number already taken draws another', async () => {
    const s = await newShopper(t);
    const now = Date.now();
    const [seeded] = await q<{ id: string }>(sql`select id from orders order by created_at limit 1`);
    await t.db.database.db.execute(sql`update orders set order_number = ${checkoutOrderNumber(now)} where id = ${seeded!.id}`);
    const spy = jest.spyOn(Date, 'now').mockReturnValue(now);
    try {
      const { order, lines } = await created(s);
      expect(order.orderNumber).not.toBe(checkoutOrderNumber(now));
      expect(order.orderNumber).toMatch(/^ORD\d{8}$/);
      expect(order).toMatchObject({ customerId: s.id, status: 'pending', subtotal: opt.unitPrice * 2 });
      expect(lines).toEqual([
        expect.objectContaining({ orderId: order.id, lineNo: 1, productId: opt.productId, quantity: 2, lineTotal: opt.unitPrice * 2 }),
      ]);
    } finally {
      spy.mockRestore();
    }
  });

  it('redeem-coupon: counts the use and records the redemption; the compensation gives both back; an exhausted coupon is 409', async () => {
    const s = await newShopper(t);
    const code = `STEP${Date.now() % 1_000_000}`;
    await t.db.database.db.execute(sql`insert into coupons (code, name, type, value, total_quantity, used_quantity, starts_at, ends_at)
      values (${code}, '단계 쿠폰', 'fixed', 1000, 1, 0, now() - interval '1 day', now() + interval '1 day')`);
    const { order, priced } = await created(s, input(opt, { couponCode: code }));
    const use = await inTx((ctx) =>
      redeemCouponStep.invoke(ctx, { coupon: priced.coupon!, customerId: s.id, orderId: order.id, amount: 1000 }),
    );
    const state = () =>
      one(
        sql`select c.used_quantity, (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id and r.released_at is null) as live from coupons c where c.code = ${code}`,
      );
    expect(await state()).toEqual({ used_quantity: 1, live: 1 });
    const again = await created(s, input(other));
    await expect(
      inTx((ctx) => redeemCouponStep.invoke(ctx, { coupon: priced.coupon!, customerId: s.id, orderId: again.order.id, amount: 1000 })),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await inTx((ctx) => redeemCouponStep.compensate!(ctx, use))).toBe(true);
    expect(await state()).toEqual({ used_quantity: 0, live: 0 });
    // Nothing left to release: a second compensation changes nothing.
    expect(await inTx((ctx) => redeemCouponStep.compensate!(ctx, use))).toBe(false);
    expect(await state()).toEqual({ used_quantity: 0, live: 0 });
  });

  it('spend-points: spends with a ledger row; the compensation restores them', async () => {
    const s = await newShopper(t, { points: 5_000 });
    const { order } = await created(s);
    const use = { customerId: s.id, orderId: order.id, orderNumber: order.orderNumber, points: 2_000 };
    const balance = () =>
      one(
        sql`select points, (select coalesce(sum(delta), 0)::int from points_ledger where customer_id = c.id) as ledger from customers c where id = ${s.id}`,
      );
    await inTx((ctx) => spendPointsStep.invoke(ctx, use));
    expect(await balance()).toEqual({ points: 3_000, ledger: 3_000 });
    await inTx((ctx) => spendPointsStep.compensate!(ctx, use));
    expect(await balance()).toEqual({ points: 5_000, ledger: 5_000 });
  });

  it('pay-order: a card is paid at once; the compensation refunds it and queues the refund request in the outbox', async () => {
    const s = await newShopper(t);
    const { order } = await created(s);
    const { order: paid, payment } = await inTx((ctx) => payOrderStep.invoke(ctx, { order, settings: undefined }));
    expect(paid).toMatchObject({ status: 'paid' });
    expect(payment).toMatchObject({ status: 'paid', amount: order.total, method: 'card' });
    expect(await inTx((ctx) => payOrderStep.compensate!(ctx, { order: paid, reason: '테스트' }))).toBe(true);
    expect(await one(sql`select status, refunded_amount from payments where id = ${payment.id}`)).toEqual({
      status: 'refunded',
      refunded_amount: order.total,
    });
    expect(await one(sql`select count(*)::int as n from refunds where order_id = ${order.id} and status = 'completed'`)).toEqual({ n: 1 });
    const [message] = await q<{ payload: { orderId: string; amount: number } }>(
      sql`select payload from outbox where topic = 'payment.refund' and payload->>'orderId' = ${order.id}`,
    );
    expect(message?.payload).toMatchObject({ orderId: order.id, amount: order.total });
  });

  it('pay-order: a bank transfer waits with a virtual account; the compensation voids it without a refund', async () => {
    const s = await newShopper(t);
    const { order } = await created(s, input(opt, { paymentMethod: 'bank' }));
    const { order: pending, payment } = await inTx((ctx) => payOrderStep.invoke(ctx, { order, settings: undefined }));
    expect(pending.status).toBe('pending');
    expect(payment.virtualAccountNumber).toBeTruthy();
    expect(await inTx((ctx) => payOrderStep.compensate!(ctx, { order: pending, reason: '테스트' }))).toBe(false);
    expect(await one(sql`select status from payments where id = ${payment.id}`)).toEqual({ status: 'cancelled' });
    expect(await one(sql`select count(*)::int as n from refunds where order_id = ${order.id}`)).toEqual({ n: 0 });
  });

  it('clear-cart: removes the ordered lines, keeps the rest', async () => {
    const s = await newShopper(t);
    for (const o of [opt, other]) {
      await t.db.database.db.execute(
        sql`insert into cart_items (customer_id, product_id, color, size, quantity) values (${s.id}, ${o.productId}, ${o.color}, ${o.size}, 1)`,
      );
    }
    const priced = await price(s, input(opt));
    await inTx((ctx) => clearCartStep.invoke(ctx, { customerId: s.id, lines: priced.lines }));
    expect(await q(sql`select product_id from cart_items where customer_id = ${s.id}`)).toEqual([{ product_id: other.productId }]);
  });

  it('count-order: adds the order to the shopper statistics; the compensation takes it back and counts the refund', async () => {
    const s = await newShopper(t);
    const stats = () =>
      one(sql`select total_orders, total_spent::int, total_saved::int, coupon_used, refund_count from customers where id = ${s.id}`);
    const count = { customerId: s.id, spent: 30_000, saved: 1_000, couponUsed: true };
    await inTx((ctx) => countOrderStep.invoke(ctx, { count, at: new Date() }));
    expect(await stats()).toEqual({ total_orders: 1, total_spent: 30_000, total_saved: 1_000, coupon_used: 1, refund_count: 0 });
    await inTx((ctx) => countOrderStep.compensate!(ctx, { count, refunded: true }));
    expect(await stats()).toEqual({ total_orders: 0, total_spent: 0, total_saved: 0, coupon_used: 0, refund_count: 1 });
  });

  it(`take-stock: option and product decremented, the product low on stock under ${LOW_STOCK_THRESHOLD} (the domain threshold); sold out is 409; the compensation puts it back`, async () => {
    const s = await newShopper(t);
    await setStock(t, opt.optionId, LOW_STOCK_THRESHOLD);
    const stock = () =>
      one(
        sql`select o.stock as option, p.stock as product, p.status from product_options o join products p on p.id = o.product_id where o.id = ${opt.optionId}`,
      );
    const start = await stock();
    const priced: PricedOrder = await price(s, input(opt));
    const lines = await inTx((ctx) => takeStockStep.invoke(ctx, priced.lines));
    const taken = await stock();
    expect(taken.option).toBe(LOW_STOCK_THRESHOLD - 2);
    expect(taken.product).toBe(start.product - 2);
    if (start.product - 2 < LOW_STOCK_THRESHOLD) expect(taken.status).toBe('low_stock');
    await setStock(t, opt.optionId, 1);
    await expect(inTx((ctx) => takeStockStep.invoke(ctx, priced.lines))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('남은 재고 1개'),
    });
    await inTx((ctx) => takeStockStep.compensate!(ctx, lines));
    expect((await stock()).option).toBe(3);
    await setStock(t, opt.optionId, 50);
  });

  describe('the workflow', () => {
    it('a placed order answers exactly what GET /api/orders/{id} reads, and queues its order.placed message', async () => {
      const s = await newShopper(t, { points: 5_000 });
      const placed = await call(t, 'POST', '/api/orders', {
        cookie: s.cookie,
        body: orderBody([lineOf(opt, 1), lineOf(other, 2)], { usePoints: 1_000 }),
        headers: { 'idempotency-key': idemKey() },
      });
      expect(placed.status).toBe(201);
      const read = await call(t, 'GET', `/api/orders/${placed.body.id}`, { cookie: s.cookie });
      expect(placed.body).toEqual(read.body);
      expect(
        await one(sql`select count(*)::int as n from outbox where topic = 'order.placed' and payload->>'orderId' = ${placed.body.id}`),
      ).toEqual({ n: 1 });
    });

    it('stock that runs out after the card was authorised: nothing written, the authorisation voided (external undo)', async () => {
      const s = await newShopper(t);
      await setStock(t, other.optionId, 1);
      const voided: string[] = [];
      const sandbox = createSandboxProvider({ webhookSecret: DEMO_WEBHOOK_SECRET });
      const restore = usePaymentProvider({ ...sandbox, cancelAuthorization: async ({ transactionId }) => void voided.push(transactionId) });
      const before = await one(
        sql`select (select count(*) from orders)::int as orders, (select count(*) from payments)::int as payments, (select count(*) from outbox)::int as outbox`,
      );
      try {
        const res = await call(t, 'POST', '/api/orders', {
          cookie: s.cookie,
          body: orderBody([lineOf(other, 2)]),
          headers: { 'idempotency-key': idemKey() },
        });
        expect(res.status).toBe(409);
      } finally {
        restore();
        await setStock(t, other.optionId, 50);
      }
      expect(voided).toHaveLength(1);
      expect(
        await one(
          sql`select (select count(*) from orders)::int as orders, (select count(*) from payments)::int as payments, (select count(*) from outbox)::int as outbox`,
        ),
      ).toEqual(before);
    });

    it('cancel is the compensations: stock, coupon, points and payment back, statistics taken back, order.cancelled and payment.refund queued', async () => {
      const s = await newShopper(t, { points: 5_000 });
      const optionStock = () => one(sql`select stock from product_options where id = ${opt.optionId}`);
      const start = await optionStock();
      const placed = await call(t, 'POST', '/api/orders', {
        cookie: s.cookie,
        body: orderBody([lineOf(opt, 2)], { usePoints: 1_000 }),
        headers: { 'idempotency-key': idemKey() },
      });
      expect(placed.status).toBe(201);
      const cancelled = await call(t, 'POST', `/api/orders/${placed.body.id}/cancel`, { cookie: s.cookie, body: { reason: '단순 변심' } });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.status).toBe('cancelled');
      expect(await optionStock()).toEqual(start);
      expect(await one(sql`select points, total_orders, refund_count from customers where id = ${s.id}`)).toEqual({
        points: 5_000,
        total_orders: 0,
        refund_count: 1,
      });
      const topics = await q<{ topic: string }>(sql`select topic from outbox where payload->>'orderId' = ${placed.body.id} order by id`);
      expect(topics.map((m) => m.topic)).toEqual(['order.placed', 'payment.refund', 'order.cancelled']);
      const again = await call(t, 'POST', `/api/orders/${placed.body.id}/cancel`, { cookie: s.cookie });
      expect(again).toMatchObject({ status: 409, body: { error: { message: CHECKOUT_MESSAGES.notCancellable } } });
    });
  });
});
