import { sql } from 'drizzle-orm';
import { COUPON_ZONE_MESSAGES } from '@market/domain/admin-coupons';
import { COUPON_EXTRA_MESSAGES, COUPON_MESSAGES } from '@market/domain/coupon';
import { queryRows } from '../../lib/sql';
import { call, lineOf, newShopper, pickOption, writeSnapshot, type OptionRow, type Shopper } from '../../test/buying-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Seeding a fresh template after a schema change, or a loaded two-core machine, can take a while.
jest.setTimeout(60_000);

describe('coupons', () => {
  let t: TestApp;
  let a: Shopper;
  let cheap: OptionRow;
  let pricey: OptionRow;
  beforeAll(async () => {
    t = await createTestApp();
    a = await newShopper(t);
    cheap = await pickOption(t, { stock: 50, maxPrice: 20_000, minPrice: 5_000 });
    pricey = await pickOption(t, { stock: 50, minPrice: 60_000, maxPrice: 200_000 });
  }, 180_000);
  afterAll(() => t.close());

  const validate = (body: unknown, cookie?: string) => call(t, 'POST', '/api/coupons/validate', { cookie, body });

  it.each([
    ['empty', '', COUPON_MESSAGES.empty],
    ['blank', '   ', COUPON_MESSAGES.empty],
    ['unknown', 'NOPE123', COUPON_MESSAGES.invalid],
    ['expired', 'SPRING20', COUPON_MESSAGES.invalid],
    ['inactive', 'WINTER20', COUPON_MESSAGES.invalid],
  ])('POST /api/coupons/validate with an %s code answers 422 with the spec message', async (_label, code, message) => {
    const res = await validate({ code, items: [lineOf(pricey, 1)] });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(message);
    expect(res.body.error.fields.code).toBe(message);
  });

  it('the code is trimmed and uppercased; a percentage coupon is capped by maxDiscount (anonymous works)', async () => {
    const res = await validate({ code: '  style10 ', items: [lineOf(pricey, 2)] });
    expect(res.status).toBe(200);
    const subtotal = pricey.unitPrice * 2;
    expect(res.body).toMatchObject({
      code: 'STYLE10',
      type: 'percentage',
      discount: Math.min(Math.floor(subtotal * 0.1), 10_000),
      shippingDiscount: 0,
      minOrderAmount: 30_000,
      brandName: null,
    });
  });

  it('below the minimum answers the spec message with the minimum', async () => {
    const res = await validate({ code: 'SAVE5000', items: [lineOf(cheap, 1)] });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(COUPON_MESSAGES.belowMinimum);
    expect(res.body.error.fields.minOrderAmount).toBe('50000');
    expect(res.body.error.fields.code).toContain('50,000원');
  });

  it('a fixed coupon takes its value; a shipping coupon takes the shipping fee', async () => {
    const fixed = await validate({ code: 'SAVE5000', items: [lineOf(pricey, 1)] });
    expect(fixed.body).toMatchObject({ type: 'fixed', discount: 5_000, shippingDiscount: 0 });
    const ship = await validate({ code: 'FREESHIP', items: [lineOf(cheap, 1)] });
    expect(ship.status).toBe(200);
    expect(ship.body).toMatchObject({ type: 'shipping', discount: 0, shippingDiscount: 3_000 });
  });

  it('a brand coupon counts only its brand and needs one of its products', async () => {
    const [coupon] = await queryRows<{ code: string; brand_id: string; min_order_amount: number }>(
      t.db.database.db,
      sql`select code, brand_id, min_order_amount from coupons where brand_id is not null and status = 'active' and ends_at > now() order by code limit 1`,
    );
    const own = await pickOption(t, { stock: 50, brandId: coupon!.brand_id, minPrice: 30_000 });
    const res = await validate({ code: coupon!.code, items: [lineOf(own, 1), lineOf(pricey, 1)] });
    expect(res.status).toBe(200);
    expect(res.body.brandName).toEqual(expect.any(String));
    expect(res.body.discount).toBeLessThanOrEqual(Math.floor(own.unitPrice * 0.15));
    const other = await pickOption(t, { stock: 50, excludeBrandId: coupon!.brand_id, minPrice: 40_000 });
    const none = await validate({ code: coupon!.code, items: [lineOf(other, 1)] });
    expect(none.status).toBe(422);
    expect(none.body.error.message).toBe(COUPON_EXTRA_MESSAGES.noEligibleItems);
  });

  it('the welcome coupon needs to be held by a signed-in shopper, and once used it is used', async () => {
    const notHeld = await validate({ code: 'WELCOME30', items: [lineOf(pricey, 1)] }, a.cookie);
    expect(notHeld.status).toBe(422);
    expect(notHeld.body.error.message).toBe(COUPON_EXTRA_MESSAGES.notHeld);
    await t.db.database.db.execute(
      sql`insert into customer_coupons (customer_id, coupon_id) select ${a.id}, id from coupons where code = 'WELCOME30'`,
    );
    const held = await validate({ code: 'welcome30', items: [lineOf(pricey, 1)] }, a.cookie);
    expect(held.status).toBe(200);
    expect(held.body.discount).toBe(Math.min(Math.floor(pricey.unitPrice * 0.3), 30_000));
    await t.db.database.db.execute(sql`update customer_coupons set used_at = now() where customer_id = ${a.id}`);
    const used = await validate({ code: 'WELCOME30', items: [lineOf(pricey, 1)] }, a.cookie);
    expect(used.body.error.message).toBe(COUPON_EXTRA_MESSAGES.alreadyUsed);
  });

  it("a guest's cart never shows a member-only coupon as applied: the welcome coupon answers 422 without a session", async () => {
    const guest = await validate({ code: 'WELCOME30', items: [lineOf(pricey, 1)] });
    expect(guest.status).toBe(422);
    expect(guest.body.error.message).toBe(COUPON_ZONE_MESSAGES.memberOnly);
    expect(guest.body.discount).toBeUndefined();
    // A public coupon still applies to a guest's cart.
    expect((await validate({ code: 'FREESHIP', items: [lineOf(pricey, 1)] })).status).toBe(200);
  });

  it('a coupon with no uses left answers 409', async () => {
    await t.db.database.db.execute(
      sql`insert into coupons (code, name, type, value, total_quantity, used_quantity, starts_at, ends_at) values ('GONE1000', '소진 쿠폰', 'fixed', 1000, 3, 3, now() - interval '1 day', now() + interval '1 day')`,
    );
    const res = await validate({ code: 'GONE1000', items: [lineOf(pricey, 1)] });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(COUPON_EXTRA_MESSAGES.exhausted);
  });

  it('bad bodies are 422 and validating writes nothing', async () => {
    const before = await writeSnapshot(t);
    expect((await validate({ code: 'STYLE10' })).status).toBe(422);
    expect((await validate({ code: 'STYLE10', items: [{ ...lineOf(pricey, 1), price: 1 }] })).status).toBe(422);
    expect((await validate({ code: 'STYLE10', items: [lineOf(pricey, 1)], discount: 99 })).status).toBe(422);
    expect((await validate({ code: 'STYLE10', items: [lineOf(pricey, 2)] }, a.cookie)).status).toBe(200);
    expect(await writeSnapshot(t)).toEqual(before);
  });

  it('GET /api/me/coupons lists the held coupons, usable=1 only the usable ones', async () => {
    expect((await call(t, 'GET', '/api/me/coupons')).status).toBe(401);
    const b = await newShopper(t);
    await t.db.database.db.execute(
      sql`insert into customer_coupons (customer_id, coupon_id) select ${b.id}, id from coupons where code in ('WELCOME30', 'SPRING20')`,
    );
    const all = await call(t, 'GET', '/api/me/coupons', { cookie: b.cookie });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    expect(all.body.items[0]).toMatchObject({ code: 'WELCOME30', usable: true, usedAt: null, type: 'percentage', value: 30 });
    const usable = await call(t, 'GET', '/api/me/coupons?usable=1', { cookie: b.cookie });
    expect(usable.body.items.map((c: any) => c.code)).toEqual(['WELCOME30']);
    const unusable = await call(t, 'GET', '/api/me/coupons?usable=0', { cookie: b.cookie });
    expect(unusable.body.items.map((c: any) => c.code)).toEqual(['SPRING20']);
    expect((await call(t, 'GET', '/api/me/coupons?usable=maybe', { cookie: b.cookie })).status).toBe(422);
  });
});
