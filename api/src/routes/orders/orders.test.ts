import { sql } from 'drizzle-orm';
import { CART_MESSAGES } from '@market/domain/cart';
import { CHECKOUT_MESSAGES } from '@market/domain/order';
import { POINTS_MESSAGES } from '@market/domain/pricing';
import { queryRows } from '../../lib/sql';
import { sandboxWebhook } from '../../services/payments/sandbox-webhook';
import { DEMO_WEBHOOK_SECRET } from '../../services/payments/webhook-signature';
import {
  call,
  idemKey,
  lineOf,
  newShopper,
  optionStock,
  orderBody,
  pickOption,
  writeSnapshot,
  type OptionRow,
  type Shopper,
} from '../../test/buying-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Seeding a fresh template after a schema change, or a loaded two-core machine, can take a while.
jest.setTimeout(60_000);

describe('checkout and orders', () => {
  let t: TestApp;
  let a: Shopper;
  let b: Shopper;
  let opt: OptionRow;
  let pricey: OptionRow;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const place = (s: Shopper, body: unknown, key: string | null = idemKey()) =>
    call(t, 'POST', '/api/orders', { cookie: s.cookie, body, headers: key === null ? {} : { 'idempotency-key': key } });

  /** Marks an order delivered `daysAgo` days ago, with a delivered shipment, as the admin flow would. */
  async function deliver(orderId: string, daysAgo = 1) {
    await t.db.database.db.execute(sql`update orders set status = 'delivered', paid_at = coalesce(paid_at, now() - interval '5 days'),
      processing_at = now() - interval '4 days', shipped_at = now() - interval '3 days', delivered_at = now() - ${`${daysAgo} days`}::interval where id = ${orderId}`);
    await t.db.database.db
      .execute(sql`insert into shipments (order_id, seller_id, carrier_code, tracking_number, status, shipped_at, delivered_at)
      select ${orderId}, l.seller_id, (select code from carriers order by display_order limit 1), 'T' || substr(md5(random()::text), 1, 12), 'delivered', now() - interval '3 days', now() - ${`${daysAgo} days`}::interval
      from order_lines l where l.order_id = ${orderId} group by l.seller_id`);
    await t.db.database.db.execute(sql`insert into shipment_events (shipment_id, status, description, location, occurred_at)
      select id, 'delivered', '배송 완료', '서울 성동', now() - ${`${daysAgo} days`}::interval from shipments where order_id = ${orderId}`);
  }

  beforeAll(async () => {
    t = await createTestApp();
    [a, b] = await Promise.all([newShopper(t, { points: 20_000 }), newShopper(t)]);
    opt = await pickOption(t, { stock: 10, nth: 200, maxPrice: 40_000, minPrice: 10_000 });
    pricey = await pickOption(t, { stock: 20, nth: 5, minPrice: 70_000, maxPrice: 300_000 });
  }, 180_000);
  afterAll(() => t.close());

  it('the buying endpoints are in the OpenAPI description', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/cart',
        '/api/cart/items/{id}',
        '/api/wishlist/{productId}',
        '/api/coupons/validate',
        '/api/me/coupons',
        '/api/checkout/options',
        '/api/orders',
        '/api/orders/{id}/returns',
      ]),
    );
  });

  it('POST /api/orders without a session is 401', async () => {
    const res = await call(t, 'POST', '/api/orders', { body: orderBody([lineOf(opt)]), headers: { 'idempotency-key': idemKey() } });
    expect(res.status).toBe(401);
  });

  it('POST /api/orders without an Idempotency-Key (or a short one) is 422, nothing written', async () => {
    const before = await writeSnapshot(t);
    for (const key of [null, 'short']) {
      const res = await place(a, orderBody([lineOf(opt)]), key);
      expect(res.status).toBe(422);
      expect(res.body.error.fields['idempotency-key']).toBe(CHECKOUT_MESSAGES.idempotencyKey);
    }
    expect(await writeSnapshot(t)).toEqual(before);
  });

  it('validates in the spec order with the spec messages, nothing written', async () => {
    const before = await writeSnapshot(t);
    const base = orderBody([lineOf(opt)]) as any;
    const cases: [any, string][] = [
      [
        { ...base, shippingAddress: { ...base.shippingAddress, name: ' ', phone: '' }, agreeToTerms: false },
        CHECKOUT_MESSAGES.recipientName,
      ],
      [{ ...base, shippingAddress: { ...base.shippingAddress, phone: '', zipCode: '' }, agreeToTerms: false }, CHECKOUT_MESSAGES.phone],
      [{ ...base, shippingAddress: { ...base.shippingAddress, zipCode: '' }, agreeToTerms: false }, CHECKOUT_MESSAGES.address],
      [{ ...base, shippingAddress: { ...base.shippingAddress, address: '' }, agreeToTerms: false }, CHECKOUT_MESSAGES.address],
      [{ ...base, agreeToTerms: false }, CHECKOUT_MESSAGES.terms],
      [{ ...base, shippingAddress: undefined }, CHECKOUT_MESSAGES.recipientName],
      [{ ...base, items: [] }, CART_MESSAGES.emptyCart],
      [{ ...base, paymentMethod: 'bitcoin' }, CHECKOUT_MESSAGES.paymentMethod],
    ];
    for (const [body, message] of cases) {
      const res = await place(a, body);
      expect(res.status).toBe(422);
      expect(res.body.error.message).toBe(message);
    }
    expect(await writeSnapshot(t)).toEqual(before);
  });

  it.each([
    ['quantity 0', { quantity: 0 }, 422],
    ['quantity -1', { quantity: -1 }, 422],
    ['quantity 1.5', { quantity: 1.5 }, 422],
    ['a forged price', { price: 100 }, 422],
    ['a forged unitPrice', { unitPrice: 100 }, 422],
    ['an unknown product', { productId: '00000000-0000-4000-8000-000000000000' }, 404],
    ['an unknown option', { selectedSize: '없는사이즈' }, 422],
    ['more than the stock', { quantity: 11 }, 409],
    ['a stale expected price', { expectedPrice: 1 }, 409],
  ])('POST /api/orders with %s is refused (%s), nothing written', async (_label, patch, status) => {
    const before = await writeSnapshot(t);
    const res = await place(a, orderBody([{ ...lineOf(opt, 1), ...patch }]));
    expect(res.status).toBe(status);
    expect(res.body.error.message).toEqual(expect.any(String));
    if (status === 409) expect(res.body.error.message).toContain(opt.name);
    expect(await writeSnapshot(t)).toEqual(before);
    expect(await optionStock(t, opt.optionId)).toBe(10);
  });

  it('a forged total or discount at the top level is refused (422)', async () => {
    expect((await place(a, orderBody([lineOf(opt)], { total: 1 }))).status).toBe(422);
    expect((await place(a, orderBody([lineOf(opt)], { discount: 50_000 }))).status).toBe(422);
  });

  it('above the max order quantity of the shop settings is 422 naming the product', async () => {
    await t.db.database.db.execute(sql`update shop_settings set max_order_quantity = 2`);
    try {
      const before = await writeSnapshot(t);
      const res = await place(a, orderBody([lineOf(opt, 3)]));
      expect(res.status).toBe(422);
      expect(res.body.error.message).toContain(opt.name);
      expect(await writeSnapshot(t)).toEqual(before);
    } finally {
      await t.db.database.db.execute(sql`update shop_settings set max_order_quantity = 99`);
    }
  });

  let cardOrder: any;
  it('POST /api/orders by card: 201, paid at once, re-priced from the database, stock taken, cart line removed', async () => {
    await call(t, 'POST', '/api/cart/items', { cookie: a.cookie, body: lineOf(opt, 1) });
    const [before] = await q(sql`select total_orders, total_spent from customers where id = ${a.id}`);
    const key = idemKey();
    const body = orderBody([{ ...lineOf(opt, 2), expectedPrice: opt.unitPrice }]);
    const res = await place(a, body, key);
    expect(res.status).toBe(201);
    cardOrder = res.body;
    const subtotal = opt.unitPrice * 2;
    const fee = subtotal >= 50_000 ? 0 : 3_000;
    expect(cardOrder).toMatchObject({
      status: 'paid',
      paymentStatus: 'paid',
      paymentMethod: 'card',
      subtotal,
      shippingFee: fee,
      discount: 0,
      pointsUsed: 0,
      total: subtotal + fee,
      canCancel: true,
      canConfirm: false,
      canRequestReturn: false,
      shipment: null,
      couponCode: null,
      shippingAddress: { name: '김구매', zipCode: '04799', detailAddress: '7층', deliveryMemo: '문 앞에 놓아주세요' },
    });
    expect(cardOrder.orderNumber).toMatch(/^ORD\d{8}$/);
    expect(cardOrder.items).toEqual([
      expect.objectContaining({ productId: opt.productId, quantity: 2, unitPrice: opt.unitPrice, lineTotal: subtotal, status: 'paid' }),
    ]);
    expect(await optionStock(t, opt.optionId)).toBe(8);
    expect((await call(t, 'GET', '/api/cart', { cookie: a.cookie })).body.items).toEqual([]);
    const [after] = await q(sql`select total_orders, total_spent from customers where id = ${a.id}`);
    expect(Number(after.total_orders)).toBe(Number(before.total_orders) + 1);
    expect(Number(after.total_spent)).toBe(Number(before.total_spent) + cardOrder.total);
    const [payment] = await q(sql`select status, amount, provider from payments where order_id = ${cardOrder.id}`);
    expect(payment).toMatchObject({ status: 'paid', amount: cardOrder.total, provider: 'sandbox' });

    // The same key replays the same answer; no second order.
    const before2 = await writeSnapshot(t);
    const again = await place(a, body, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(cardOrder);
    expect(await writeSnapshot(t)).toEqual(before2);
    // The same key with another body is refused: 422 (IETF Idempotency-Key draft), not 409.
    const other = await place(a, orderBody([lineOf(opt, 1)]), key);
    expect(other.status).toBe(422);
    expect(other.body.error).toEqual({
      code: 'VALIDATION',
      message: CHECKOUT_MESSAGES.idempotencyReused,
      fields: { 'idempotency-key': CHECKOUT_MESSAGES.idempotencyReused },
    });
    expect(await writeSnapshot(t)).toEqual(before2);
  });

  it.each(['kakao', 'naver', 'phone'])('POST /api/orders by %s is paid at once', async (paymentMethod) => {
    const res = await place(a, orderBody([lineOf(pricey, 1)], { paymentMethod }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'paid', paymentStatus: 'paid', paymentMethod, shippingFee: 0 });
  });

  it('a payment method disabled in the payment settings is refused', async () => {
    await t.db.database.db.execute(sql`update payment_settings set enable_naver_pay = false`);
    try {
      const before = await writeSnapshot(t);
      const res = await place(a, orderBody([lineOf(pricey, 1)], { paymentMethod: 'naver' }));
      expect(res.status).toBe(422);
      expect(res.body.error.message).toBe(CHECKOUT_MESSAGES.paymentDisabled);
      expect(await writeSnapshot(t)).toEqual(before);
      const options = await call(t, 'GET', '/api/checkout/options', { cookie: a.cookie });
      expect(options.body.paymentMethods.find((m: any) => m.code === 'naver')).toEqual({
        code: 'naver',
        label: '네이버페이',
        enabled: false,
      });
    } finally {
      await t.db.database.db.execute(sql`update payment_settings set enable_naver_pay = true`);
    }
  });

  it('GET /api/checkout/options answers the payment methods, shipping rules and the points balance', async () => {
    expect((await call(t, 'GET', '/api/checkout/options')).status).toBe(401);
    const res = await call(t, 'GET', '/api/checkout/options', { cookie: a.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      shipping: { fee: 3_000, freeShippingThreshold: 50_000, remoteAreaSurcharge: 3_000 },
      pointsBalance: 20_000,
      minPointsUse: 1_000,
      maxOrderQuantity: 99,
    });
    expect(res.body.paymentMethods.map((m: any) => m.label)).toEqual(['신용카드', '무통장입금', '휴대폰결제', '카카오페이', '네이버페이']);
  });

  it("a Jeju address pays the remote-area surcharge even when shipping is free, below the Jeju zone's own 80,000 won threshold", async () => {
    // Above the shop's 50,000 won (standard fee waived), below Jeju's threshold (ADR 032).
    const mid = await pickOption(t, { stock: 20, nth: 3, minPrice: 50_000, maxPrice: 79_000 });
    const res = await place(
      b,
      orderBody([lineOf(mid, 1)], {
        shippingAddress: { name: '제주인', phone: '010-2222-3333', zipCode: '63100', address: '제주특별자치도 제주시 첨단로 242' },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.shippingFee).toBe(3_000);
    expect(res.body.total).toBe(mid.unitPrice + 3_000);
  });

  let bankOrder: any;
  it('a bank transfer stays pending with a virtual account until the provider reports the deposit (no shopper /pay)', async () => {
    const res = await place(b, orderBody([lineOf(opt, 1)], { paymentMethod: 'bank' }));
    expect(res.status).toBe(201);
    bankOrder = res.body;
    expect(bankOrder).toMatchObject({ status: 'pending', paymentStatus: 'pending', paidAt: null, canCancel: true });
    expect(bankOrder.virtualAccount).toMatchObject({
      holder: '스타일허브(주)',
      bank: expect.stringMatching(/은행$/),
      accountNumber: expect.stringMatching(/^\d+(-\d+)+$/),
    });
    expect(new Date(bankOrder.virtualAccount.dueAt).getTime()).toBeGreaterThan(Date.now());
    // The shopper's own cookie cannot mark the order paid: the route is gone.
    for (const cookie of [a.cookie, b.cookie])
      expect((await call(t, 'POST', `/api/orders/${bankOrder.id}/pay`, { cookie })).status).toBe(404);
    expect((await call(t, 'GET', `/api/orders/${bankOrder.id}`, { cookie: b.cookie })).body).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    });
    const { body, headers } = sandboxWebhook(
      { kind: 'deposit', orderNumber: bankOrder.orderNumber, amount: bankOrder.total },
      DEMO_WEBHOOK_SECRET,
    );
    expect((await t.app.request('/api/payments/webhooks/sandbox', { method: 'POST', headers, body })).status).toBe(200);
    const paid = await call(t, 'GET', `/api/orders/${bankOrder.id}`, { cookie: b.cookie });
    expect(paid.body).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
  });

  let couponOrder: any;
  it('a coupon and points: discount from the database, points spent with a ledger row, redemption counted', async () => {
    const [{ used_quantity: usedBefore }] = await q(sql`select used_quantity from coupons where code = 'STYLE10'`);
    const subtotal = pricey.unitPrice * 2;
    const discount = Math.min(Math.floor(subtotal * 0.1), 10_000);
    const res = await place(a, orderBody([lineOf(pricey, 2)], { couponCode: ' style10 ', usePoints: 5_000 }));
    expect(res.status).toBe(201);
    couponOrder = res.body;
    expect(couponOrder).toMatchObject({
      subtotal,
      discount,
      pointsUsed: 5_000,
      shippingFee: 0,
      total: subtotal - discount - 5_000,
      couponCode: 'STYLE10',
    });
    const [{ used_quantity: usedAfter }] = await q(sql`select used_quantity from coupons where code = 'STYLE10'`);
    expect(Number(usedAfter)).toBe(Number(usedBefore) + 1);
    const [customer] = await q(sql`select points from customers where id = ${a.id}`);
    expect(Number(customer.points)).toBe(15_000);
    const ledger = await q(sql`select delta, reason, balance_after from points_ledger where order_id = ${couponOrder.id}`);
    expect(ledger).toEqual([{ delta: -5_000, reason: 'order_use', balance_after: 15_000 }]);
    // The same coupon again: per-customer limit 1.
    const before = await writeSnapshot(t);
    const again = await place(a, orderBody([lineOf(pricey, 1)], { couponCode: 'STYLE10' }));
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe('이미 사용한 쿠폰입니다');
    expect(await writeSnapshot(t)).toEqual(before);
  });

  it.each([
    ['below 1,000', 500, 422, POINTS_MESSAGES.belowMinimum],
    ['above the balance', 16_000, 409, POINTS_MESSAGES.overBalance],
    ['above half the payment', 14_000, 422, POINTS_MESSAGES.overRatio],
  ])('points %s are refused, nothing written', async (_label, usePoints, status, message) => {
    const cheap = await pickOption(t, { stock: 10, nth: 2, minPrice: 10_000, maxPrice: 20_000 });
    const before = await writeSnapshot(t);
    const res = await place(a, orderBody([lineOf(cheap, 1)], { usePoints }));
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
    expect(await writeSnapshot(t)).toEqual(before);
  });

  it('GET /api/orders lists only the shopper own orders, by tab; GET /api/orders/{id} of another shopper is 404', async () => {
    const mine = await call(t, 'GET', '/api/orders', { cookie: b.cookie });
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(2);
    expect(mine.body.items.map((o: any) => o.id)).toContain(bankOrder.id);
    const confirmed = await call(t, 'GET', '/api/orders?status=confirmed', { cookie: a.cookie });
    expect(confirmed.body.items.every((o: any) => ['paid', 'processing'].includes(o.status))).toBe(true);
    expect(confirmed.body.items.map((o: any) => o.id)).toContain(cardOrder.id);
    expect((await call(t, 'GET', '/api/orders?status=pending', { cookie: a.cookie })).body.total).toBe(0);
    expect((await call(t, 'GET', '/api/orders?status=bogus', { cookie: a.cookie })).status).toBe(422);
    expect((await call(t, 'GET', `/api/orders/${cardOrder.id}`, { cookie: b.cookie })).status).toBe(404);
    expect((await call(t, 'GET', '/api/orders/not-a-uuid', { cookie: b.cookie })).status).toBe(404);
    const detail = await call(t, 'GET', `/api/orders/${cardOrder.id}`, { cookie: a.cookie });
    expect(detail.status).toBe(200);
    expect(detail.body.id).toBe(cardOrder.id);
    expect(detail.body.pointsEarned).toBe(Math.floor(cardOrder.total / 100));
  });

  it("someone else's order cannot be cancelled, confirmed, returned or reordered (404), nothing written", async () => {
    const before = await writeSnapshot(t);
    for (const action of ['cancel', 'confirm', 'returns', 'reorder', 'pay']) {
      const res = await call(t, 'POST', `/api/orders/${cardOrder.id}/${action}`, {
        cookie: b.cookie,
        body: action === 'returns' ? { type: 'return', reason: 'size' } : {},
      });
      expect(res.status).toBe(404);
    }
    expect(await writeSnapshot(t)).toEqual(before);
  });

  it('POST /api/orders/{id}/cancel gives back stock, the coupon use and the points, and records the refund', async () => {
    const stockBefore = await optionStock(t, pricey.optionId);
    const [{ used_quantity: usedBefore }] = await q(sql`select used_quantity from coupons where code = 'STYLE10'`);
    const [{ refund_count: refundsBefore }] = await q(sql`select refund_count from customers where id = ${a.id}`);
    const res = await call(t, 'POST', `/api/orders/${couponOrder.id}/cancel`, { cookie: a.cookie, body: { reason: '단순 변심' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      cancelReason: '단순 변심',
      canCancel: false,
      pointsEarned: 0,
    });
    expect(await optionStock(t, pricey.optionId)).toBe(stockBefore + 2);
    const [{ used_quantity: usedAfter }] = await q(sql`select used_quantity from coupons where code = 'STYLE10'`);
    expect(Number(usedAfter)).toBe(Number(usedBefore) - 1);
    const [customer] = await q(sql`select points, refund_count from customers where id = ${a.id}`);
    expect(Number(customer.points)).toBe(20_000);
    expect(Number(customer.refund_count)).toBe(Number(refundsBefore) + 1);
    const refunds = await q(sql`select amount, status from refunds where order_id = ${couponOrder.id}`);
    expect(refunds).toEqual([{ amount: couponOrder.total, status: 'completed' }]);
    const [redemption] = await q(
      sql`select released_at is not null as released from coupon_redemptions where order_id = ${couponOrder.id}`,
    );
    expect(redemption.released).toBe(true);
    const again = await call(t, 'POST', `/api/orders/${couponOrder.id}/cancel`, { cookie: a.cookie });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(CHECKOUT_MESSAGES.notCancellable);
    // The coupon can be used again after the cancel.
    const reuse = await call(t, 'POST', '/api/coupons/validate', {
      cookie: a.cookie,
      body: { code: 'STYLE10', items: [lineOf(pricey, 1)] },
    });
    expect(reuse.status).toBe(200);
  });

  it('POST /api/orders/{id}/cancel of an unpaid bank order voids the payment without a refund', async () => {
    const [{ refund_count: refundsBefore }] = await q(sql`select refund_count from customers where id = ${b.id}`);
    const res = await place(b, orderBody([lineOf(opt, 1)], { paymentMethod: 'bank' }));
    const cancel = await call(t, 'POST', `/api/orders/${res.body.id}/cancel`, { cookie: b.cookie });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
    expect(await q(sql`select id from refunds where order_id = ${res.body.id}`)).toEqual([]);
    const [customer] = await q(sql`select refund_count from customers where id = ${b.id}`);
    expect(Number(customer.refund_count)).toBe(Number(refundsBefore));
  });

  it('POST /api/orders/{id}/confirm only on delivered orders; credits the points', async () => {
    const early = await call(t, 'POST', `/api/orders/${cardOrder.id}/confirm`, { cookie: a.cookie });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(CHECKOUT_MESSAGES.notConfirmable);
    expect((await call(t, 'POST', `/api/orders/${cardOrder.id}/cancel`, { cookie: a.cookie })).status).toBe(200);
    const res = await place(a, orderBody([lineOf(pricey, 1)]));
    await deliver(res.body.id);
    const delivered = await call(t, 'GET', `/api/orders/${res.body.id}`, { cookie: a.cookie });
    expect(delivered.body).toMatchObject({ status: 'delivered', canConfirm: true, canRequestReturn: true, canCancel: false });
    expect(delivered.body.shipment).toMatchObject({
      status: 'delivered',
      trackingNumber: expect.any(String),
      events: [expect.objectContaining({ status: 'delivered' })],
    });
    expect(delivered.body.returnDeadline).toEqual(expect.any(String));
    const [{ points: before }] = await q(sql`select points from customers where id = ${a.id}`);
    const confirm = await call(t, 'POST', `/api/orders/${res.body.id}/confirm`, { cookie: a.cookie });
    expect(confirm.status).toBe(200);
    const earned = Math.floor(res.body.total / 100);
    expect(confirm.body).toMatchObject({ status: 'purchase_confirmed', canConfirm: false, canRequestReturn: false, pointsEarned: earned });
    const [{ points: after }] = await q(sql`select points from customers where id = ${a.id}`);
    expect(Number(after)).toBe(Number(before) + earned);
    expect((await call(t, 'POST', `/api/orders/${res.body.id}/confirm`, { cookie: a.cookie })).status).toBe(409);
  });

  it('POST /api/orders/{id}/returns within 7 days of delivery lands in the returns table; twice or too late is 409', async () => {
    const res = await place(b, orderBody([lineOf(pricey, 1), lineOf(opt, 1)]));
    expect(
      (await call(t, 'POST', `/api/orders/${res.body.id}/returns`, { cookie: b.cookie, body: { type: 'return', reason: 'size' } })).status,
    ).toBe(409);
    await deliver(res.body.id, 2);
    const bad = await call(t, 'POST', `/api/orders/${res.body.id}/returns`, { cookie: b.cookie, body: { type: 'refund', reason: 'size' } });
    expect(bad.status).toBe(422);
    const unknownItem = await call(t, 'POST', `/api/orders/${res.body.id}/returns`, {
      cookie: b.cookie,
      body: { type: 'return', reason: 'size', itemIds: ['x'] },
    });
    expect(unknownItem.status).toBe(422);
    const pricedLine = res.body.items.find((i: any) => i.productId === pricey.productId);
    const ok = await call(t, 'POST', `/api/orders/${res.body.id}/returns`, {
      cookie: b.cookie,
      body: { type: 'return', reason: 'mind_changed', detail: '생각과 달라요', itemIds: [pricedLine.id] },
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      type: 'return',
      reason: 'mind_changed',
      status: 'requested',
      detail: '생각과 달라요',
      // the return fee, and the shipping re-charged when a free-shipping order keeps less than the threshold (domain/refund.ts)
      refundAmount:
        pricedLine.lineTotal - 3_000 - (res.body.shippingFee === 0 && res.body.subtotal - pricedLine.lineTotal < 50_000 ? 3_000 : 0),
      orderNumber: res.body.orderNumber,
    });
    expect(ok.body.returnNumber).toMatch(/^RT\d{11}$/);
    const [row] = await q(
      sql`select r.status, r.customer_id, count(l.id)::int as lines from returns r join return_lines l on l.return_id = r.id where r.id = ${ok.body.id} group by r.id`,
    );
    expect(row).toMatchObject({ status: 'requested', customer_id: b.id, lines: 1 });
    const dup = await call(t, 'POST', `/api/orders/${res.body.id}/returns`, {
      cookie: b.cookie,
      body: { type: 'exchange', reason: 'size', itemIds: [pricedLine.id] },
    });
    expect(dup.status).toBe(409);
    const detail = await call(t, 'GET', `/api/orders/${res.body.id}`, { cookie: b.cookie });
    expect(detail.body.items.find((i: any) => i.id === pricedLine.id).status).toBe('return_requested');
    expect(detail.body.returns).toHaveLength(1);
    expect(detail.body.canConfirm).toBe(false);
    expect((await call(t, 'POST', `/api/orders/${res.body.id}/confirm`, { cookie: b.cookie })).status).toBe(409);

    const late = await place(b, orderBody([lineOf(opt, 1)]));
    await deliver(late.body.id, 8);
    const tooLate = await call(t, 'POST', `/api/orders/${late.body.id}/returns`, {
      cookie: b.cookie,
      body: { type: 'exchange', reason: 'size' },
    });
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.error.message).toBe(CHECKOUT_MESSAGES.returnWindow);
  });

  it('POST /api/orders/{id}/reorder puts the lines back in the cart and skips what is sold out', async () => {
    const s = await newShopper(t);
    const gone = await pickOption(t, { stock: 1, nth: 300 });
    const res = await place(s, orderBody([lineOf(pricey, 1), lineOf(gone, 1)]));
    expect(res.status).toBe(201);
    expect(res.body.canReorder).toBe(false);
    expect(await optionStock(t, gone.optionId)).toBe(0);
    // An order still under way is not reordered: the server says so in Korean and adds nothing.
    const early = await call(t, 'POST', `/api/orders/${res.body.id}/reorder`, { cookie: s.cookie });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(CHECKOUT_MESSAGES.notReorderable);
    expect((await call(t, 'GET', '/api/cart', { cookie: s.cookie })).body.items).toEqual([]);
    await deliver(res.body.id, 1);
    expect((await call(t, 'GET', `/api/orders/${res.body.id}`, { cookie: s.cookie })).body.canReorder).toBe(true);
    const again = await call(t, 'POST', `/api/orders/${res.body.id}/reorder`, { cookie: s.cookie });
    expect(again.status).toBe(200);
    expect(again.body.added).toBe(1);
    expect(again.body.skipped).toEqual([expect.objectContaining({ productId: gone.productId, reason: 'sold_out' })]);
    expect(again.body.cart.items).toEqual([expect.objectContaining({ productId: pricey.productId, quantity: 1 })]);
  });
});
