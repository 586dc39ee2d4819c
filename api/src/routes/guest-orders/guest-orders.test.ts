import { sql } from 'drizzle-orm';
import { GUEST_ORDER_MESSAGES, GuestOrderSchema } from '@market/domain/guest-order';
import { CHECKOUT_MESSAGES, OrderSchema } from '@market/domain/order';
import { queryRows } from '../../lib/sql';
import { invalidateShopSettings } from '../../services/settings-cache';
import { call, idemKey, lineOf, optionStock, orderBody, pickOption, writeSnapshot, type OptionRow } from '../../test/buying-fixtures';
import { startAdminTest } from '../../test/admin-fixtures';
import type { TestApp } from '../../test/test-app';

jest.setTimeout(60_000);

const GUEST = { name: '이비회', phone: '010-2222-3333', email: 'guest@example.com', password: 'abcd12' };

describe('guest checkout (비회원 주문)', () => {
  let t: TestApp;
  let opt: OptionRow;
  let ops: string;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const placeGuest = (body: unknown, key = idemKey()) =>
    call(t, 'POST', '/api/guest/orders', { body, headers: { 'idempotency-key': key } });
  const guestBody = (extra: Record<string, unknown> = {}) => orderBody([lineOf(opt, 2)], { guest: GUEST, ...extra });
  async function allowGuests(on: boolean) {
    await t.db.database.db.execute(sql`update shop_settings set allow_guest_checkout = ${on}`);
    invalidateShopSettings(t.db.database.db);
  }

  beforeAll(async () => {
    ({
      t,
      cookies: [ops],
    } = await startAdminTest(['OPS_MANAGER']));
    opt = await pickOption(t, { stock: 10, nth: 150, maxPrice: 40_000, minPrice: 10_000 });
  }, 180_000);
  afterAll(() => t.close());

  it('POST /api/guest/orders while the setting is off is 403 in Korean and writes nothing', async () => {
    await allowGuests(false);
    const before = await writeSnapshot(t);
    const res = await placeGuest(guestBody());
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(GUEST_ORDER_MESSAGES.disabled);
    expect((await call(t, 'GET', '/api/guest/checkout/options')).status).toBe(403);
    expect(await writeSnapshot(t)).toEqual(before);
  });

  it('POST /api/guest/orders with the setting on creates the order through the same workflow: priced, paid, stock taken, no account', async () => {
    await allowGuests(true);
    const options = await call(t, 'GET', '/api/guest/checkout/options');
    expect(options.status).toBe(200);
    expect(options.body.pointsBalance).toBe(0);
    const stock = await optionStock(t, opt.optionId);
    const key = idemKey();
    const res = await placeGuest(guestBody(), key);
    expect(res.status).toBe(201);
    const order = OrderSchema.parse(res.body);
    expect(order.total).toBe(opt.unitPrice * 2 + order.shippingFee);
    expect(order.paymentStatus).toBe('paid');
    expect(await optionStock(t, opt.optionId)).toBe(stock - 2);
    const [row] = await q(
      sql`select customer_id, guest_name, guest_email, guest_phone, guest_password_hash, orderer_name from orders where id = ${order.id}`,
    );
    expect(row).toMatchObject({ customer_id: null, guest_name: GUEST.name, guest_email: GUEST.email, guest_phone: GUEST.phone });
    expect(row.guest_password_hash).toMatch(/^\$argon2id\$/);
    // The admin finds it by the guest's name (주문자명).
    expect(row.orderer_name).toBe(GUEST.name);
    const found = await call(t, 'GET', `/api/admin/orders?q=${encodeURIComponent(GUEST.name)}&limit=100`, { cookie: ops });
    expect(found.body.items.map((o: { id: string }) => o.id)).toContain(order.id);
    // The same key replays the answer; no second order.
    const again = await placeGuest(guestBody(), key);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(order.id);
    expect(await optionStock(t, opt.optionId)).toBe(stock - 2);
  });

  it('a guest order has all its guest fields (the database check)', async () => {
    await expect(
      t.db.database.db.execute(sql`update orders set guest_email = null where guest_password_hash is not null`),
    ).rejects.toThrow();
  });

  it('bad input is 422 in Korean: short order password, no e-mail, a coupon or points, no terms', async () => {
    await allowGuests(true);
    const before = await writeSnapshot(t);
    const short = await placeGuest(guestBody({ guest: { ...GUEST, password: '123' } }));
    expect(short.status).toBe(422);
    expect(short.body.error.fields['guest.password']).toBe(GUEST_ORDER_MESSAGES.passwordTooShort);
    const noEmail = await placeGuest(guestBody({ guest: { ...GUEST, email: '' } }));
    expect(noEmail.status).toBe(422);
    expect(noEmail.body.error.fields['guest.email']).toBe(GUEST_ORDER_MESSAGES.email);
    expect((await placeGuest(guestBody({ couponCode: 'WELCOME30' }))).status).toBe(422);
    expect((await placeGuest(guestBody({ usePoints: 1000 }))).status).toBe(422);
    const terms = await placeGuest(guestBody({ agreeToTerms: false }));
    expect(terms.status).toBe(422);
    expect(terms.body.error.fields.agreeToTerms).toBe(CHECKOUT_MESSAGES.terms);
    expect((await placeGuest({ guest: GUEST })).status).toBe(422);
    expect(await writeSnapshot(t)).toEqual(before);
  });

  it('lookup with the right number and password answers the order; a wrong password or number is the same 404', async () => {
    await allowGuests(true);
    const placed = await placeGuest(guestBody());
    const { orderNumber } = placed.body;
    const ok = await call(t, 'POST', '/api/guest/orders/lookup', { body: { orderNumber, password: GUEST.password } });
    expect(ok.status).toBe(200);
    const found = GuestOrderSchema.parse(ok.body);
    expect(found.id).toBe(placed.body.id);
    expect(found.guest).toEqual({ name: GUEST.name, phone: GUEST.phone, email: GUEST.email });
    // Lower case and spaces around the number are forgiven.
    expect(
      (
        await call(t, 'POST', '/api/guest/orders/lookup', {
          body: { orderNumber: ` ${orderNumber.toLowerCase()} `, password: GUEST.password },
        })
      ).status,
    ).toBe(200);
    const wrongPassword = await call(t, 'POST', '/api/guest/orders/lookup', { body: { orderNumber, password: 'nope1234' } });
    const wrongNumber = await call(t, 'POST', '/api/guest/orders/lookup', {
      body: { orderNumber: 'ORD00000000', password: GUEST.password },
    });
    expect(wrongPassword.status).toBe(404);
    expect(wrongNumber.status).toBe(404);
    expect(wrongPassword.body).toEqual(wrongNumber.body);
    expect(wrongPassword.body.error.message).toBe(GUEST_ORDER_MESSAGES.notFound);
    const empty = await call(t, 'POST', '/api/guest/orders/lookup', { body: { orderNumber: '', password: '' } });
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields.orderNumber).toBe(GUEST_ORDER_MESSAGES.orderNumber);
  });

  it("a member's order is never found by the guest lookup", async () => {
    const [member] = await q<{ order_number: string }>(sql`select order_number from orders where customer_id is not null limit 1`);
    if (!member) return;
    const res = await call(t, 'POST', '/api/guest/orders/lookup', { body: { orderNumber: member.order_number, password: GUEST.password } });
    expect(res.status).toBe(404);
  });

  it('lookups are limited per address like sign-in: the 31st miss in the window is 429', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (await call(t, 'POST', '/api/guest/orders/lookup', { body: { orderNumber: 'ORD00000001', password: 'wrong' }, headers }))
        .status;
    }
    expect(last).toBe(429);
  });

  it('cancel by number and password runs the shoppers’ cancel: stock and payment back, then 409; a wrong password is 404', async () => {
    await allowGuests(true);
    const stock = await optionStock(t, opt.optionId);
    const placed = await placeGuest(guestBody());
    expect(placed.status).toBe(201);
    const { orderNumber } = placed.body;
    expect(await optionStock(t, opt.optionId)).toBe(stock - 2);
    const wrong = await call(t, 'POST', '/api/guest/orders/cancel', { body: { orderNumber, password: 'wrong-pass' } });
    expect(wrong.status).toBe(404);
    // Ordering is switched off later: the guest still finds and cancels the order.
    await allowGuests(false);
    const res = await call(t, 'POST', '/api/guest/orders/cancel', { body: { orderNumber, password: GUEST.password, reason: '단순 변심' } });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('cancelled');
    expect(res.body.paymentStatus).toBe('refunded');
    expect(res.body.cancelReason).toBe('단순 변심');
    expect(await optionStock(t, opt.optionId)).toBe(stock);
    const again = await call(t, 'POST', '/api/guest/orders/cancel', { body: { orderNumber, password: GUEST.password } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(CHECKOUT_MESSAGES.notCancellable);
  });

  it('the admin orders list, detail, export and dashboard show a guest order with the masked guest name and the guest flag', async () => {
    await allowGuests(true);
    const placed = await placeGuest(guestBody());
    const list = await call(t, 'GET', `/api/admin/orders?q=${placed.body.orderNumber}`, { cookie: ops });
    expect(list.status).toBe(200);
    const [item] = list.body.items;
    expect(item).toMatchObject({ orderNumber: placed.body.orderNumber, isGuest: true });
    expect(item.customerName).not.toBe(GUEST.name);
    expect(item.customerName.startsWith('이')).toBe(true);
    const detail = await call(t, 'GET', `/api/admin/orders/${placed.body.id}`, { cookie: ops });
    expect(detail.status).toBe(200);
    expect(detail.body.isGuest).toBe(true);
    const exported = await t.app.request(
      `/api/admin/orders/export?format=csv&reason=${encodeURIComponent('비회원 주문 확인')}&q=${placed.body.orderNumber}`,
      {
        headers: { cookie: ops, 'x-forwarded-for': '198.51.100.9' },
      },
    );
    expect(exported.status).toBe(200);
    expect(await exported.text()).toContain(GUEST.name);
    expect((await call(t, 'GET', '/api/admin/dashboard', { cookie: ops })).status).toBe(200);
  });
});
