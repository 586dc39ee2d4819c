import { sql } from 'drizzle-orm';
import { DEFAULT_PUBLIC_SHOP_SETTINGS, PublicShopSettingsSchema, pointsToEarn } from '@market/domain/shop-settings';
import { call, idemKey, lineOf, newShopper, orderBody, pickOption } from '../../test/buying-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

jest.setTimeout(60_000);

describe('GET /api/shop-settings', () => {
  let t: TestApp;
  const exec = (query: ReturnType<typeof sql>) => t.db.database.db.execute(query);

  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(() => t.close());

  it('GET /api/shop-settings answers without a session, cacheable for a short while, with the seeded rules', async () => {
    const res = await t.app.request('/api/shop-settings');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=30');
    const body = PublicShopSettingsSchema.strict().parse(await res.json());
    // The seed keeps the spec's defaults.
    expect(body).toEqual(DEFAULT_PUBLIC_SHOP_SETTINGS);
  });

  it('GET /api/shop-settings follows the settings, and the server prices and credits an order by the same figures', async () => {
    try {
      await exec(
        sql`update shop_settings set loyalty_points_rate = 2.5, minimum_order_amount = 1000, max_order_quantity = 20, enable_coupons = false`,
      );
      await exec(
        sql`update shipping_settings set standard_shipping_fee = 2500, free_shipping_threshold = 90000, return_shipping_fee = 4000`,
      );
      const res = await call(t, 'GET', '/api/shop-settings');
      expect(res.status).toBe(200);
      const settings = PublicShopSettingsSchema.parse(res.body);
      expect(settings).toEqual({
        ...DEFAULT_PUBLIC_SHOP_SETTINGS,
        shipping: { ...DEFAULT_PUBLIC_SHOP_SETTINGS.shipping, fee: 2_500, freeShippingThreshold: 90_000, returnFee: 4_000 },
        points: { ...DEFAULT_PUBLIC_SHOP_SETTINGS.points, ratePercent: 2.5 },
        order: { minimumAmount: 1_000, maxQuantity: 20 },
        couponsEnabled: false,
      });

      // An order below the threshold pays the announced fee; 구매확정 credits the announced points.
      const shopper = await newShopper(t);
      const option = await pickOption(t, { stock: 5, nth: 40, minPrice: 20_000, maxPrice: 60_000 });
      const placed = await call(t, 'POST', '/api/orders', {
        cookie: shopper.cookie,
        body: orderBody([lineOf(option, 1)]),
        headers: { 'idempotency-key': idemKey() },
      });
      expect(placed.status).toBe(201);
      expect(placed.body.shippingFee).toBe(settings.shipping.fee);
      expect(placed.body.total).toBe(option.unitPrice + settings.shipping.fee);
      const announced = pointsToEarn(placed.body.total, settings.points);
      expect(announced).toBe(Math.floor((placed.body.total * 25) / 1000));
      expect(placed.body.pointsEarned).toBe(announced);
      await exec(
        sql`update orders set status = 'delivered', paid_at = coalesce(paid_at, now() - interval '3 days'), processing_at = now() - interval '2 days', shipped_at = now() - interval '1 day', delivered_at = now() where id = ${placed.body.id}`,
      );
      const confirmed = await call(t, 'POST', `/api/orders/${placed.body.id}/confirm`, { cookie: shopper.cookie });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.pointsEarned).toBe(announced);

      // With the programme off, the settings say so and nothing is announced.
      await exec(sql`update shop_settings set enable_loyalty_program = false`);
      const off = PublicShopSettingsSchema.parse((await call(t, 'GET', '/api/shop-settings')).body);
      expect(off.points.enabled).toBe(false);
      expect(pointsToEarn(placed.body.total, off.points)).toBe(0);
    } finally {
      await exec(
        sql`update shop_settings set loyalty_points_rate = 1, minimum_order_amount = 0, max_order_quantity = 99, enable_coupons = true, enable_loyalty_program = true`,
      );
      await exec(
        sql`update shipping_settings set standard_shipping_fee = 3000, free_shipping_threshold = 50000, return_shipping_fee = 3000`,
      );
    }
  });
});
