import { sql } from 'drizzle-orm';
import { PublicShopSettingsSchema } from '@market/domain/shop-settings';
import { PAYMENT_SETTINGS_MESSAGES, PaymentSettingsSchema } from '@market/domain/settings-payment';
import { MAINTENANCE_MESSAGES, SHOP_SETTINGS_MESSAGES, ShopSettingsSchema, formatKoreanDateTime } from '@market/domain/settings-shop';
import { REVIEW_MESSAGES } from '@market/domain/review';
import { autoConfirmDays } from '../../jobs/auto-confirm-orders';
import { queryRows } from '../../lib/sql';
import { startAdminTest } from '../../test/admin-fixtures';
import { call, idemKey, lineOf, newShopper, orderBody, pickOption, setStock } from '../../test/buying-fixtures';
import type { TestApp } from '../../test/test-app';

jest.setTimeout(120_000);

describe('/api/admin/settings/shop and /api/admin/settings/payment', () => {
  let t: TestApp;
  let superAdmin: string, ops: string, finance: string;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const admin = (method: string, path: string, cookie: string | undefined, payload?: unknown) =>
    call(t, method, path, { cookie, body: payload });
  const auditCount = async (resource: string) =>
    (await q<{ n: number }>(sql`select count(*)::int as n from audit_logs where resource = ${resource}`))[0]!.n;
  const lastAudit = async (resource: string) =>
    (
      await q<{ action: string; details: any; before: any; after: any }>(
        sql`select action, details, before, after from audit_logs where resource = ${resource} order by occurred_at desc limit 1`,
      )
    )[0]!;

  beforeAll(async () => {
    ({
      t,
      cookies: [superAdmin, ops, finance],
    } = await startAdminTest(['SUPER_ADMIN', 'OPS_MANAGER', 'FINANCE']));
  }, 240_000);
  afterAll(() => t.close());

  describe('shop settings', () => {
    it('GET answers the stored settings with the spec defaults; roles without settings.shop are refused', async () => {
      const res = await admin('GET', '/api/admin/settings/shop', superAdmin);
      expect(res.status).toBe(200);
      const s = ShopSettingsSchema.strict().parse(res.body);
      expect(s).toMatchObject({
        currency: 'KRW',
        language: 'ko',
        timezone: 'Asia/Seoul',
        freeShippingThreshold: 50_000,
        minimumOrderAmount: 0,
      });
      expect(s).toMatchObject({
        maxOrderQuantity: 99,
        stockWarningLevel: 5,
        loyaltyPointsRate: 1,
        productsPerPage: 20,
        maxRecentlyViewed: 10,
      });
      expect(s).toMatchObject({ defaultProductSort: 'popular', maintenanceMode: false, maintenanceEndsAt: null });
      for (const cookie of [ops, finance]) expect((await admin('GET', '/api/admin/settings/shop', cookie)).status).toBe(403);
      expect((await admin('PUT', '/api/admin/settings/shop', ops, { shopName: '남의 가게' })).status).toBe(403);
      expect((await admin('GET', '/api/admin/settings/shop', undefined)).status).toBe(401);
    });

    it('PUT refuses bad values with Korean field messages and writes nothing', async () => {
      const before = await admin('GET', '/api/admin/settings/shop', superAdmin);
      const audits = await auditCount('shop_settings');
      const cases: [Record<string, unknown>, string, string][] = [
        [{ freeShippingThreshold: -1 }, 'freeShippingThreshold', SHOP_SETTINGS_MESSAGES.freeShippingThreshold],
        [{ minimumOrderAmount: -500 }, 'minimumOrderAmount', SHOP_SETTINGS_MESSAGES.minimumOrderAmount],
        [{ minimumOrderAmount: 1e12 }, 'minimumOrderAmount', SHOP_SETTINGS_MESSAGES.minimumOrderAmount],
        [{ maxOrderQuantity: 0 }, 'maxOrderQuantity', SHOP_SETTINGS_MESSAGES.maxOrderQuantity],
        [{ loyaltyPointsRate: 101 }, 'loyaltyPointsRate', SHOP_SETTINGS_MESSAGES.loyaltyPointsRate],
        [{ loyaltyPointsRate: 1.25 }, 'loyaltyPointsRate', SHOP_SETTINGS_MESSAGES.loyaltyPointsRate],
        [{ productsPerPage: 500 }, 'productsPerPage', SHOP_SETTINGS_MESSAGES.productsPerPage],
        [{ autoConfirmDays: 3 }, 'autoConfirmDays', SHOP_SETTINGS_MESSAGES.autoConfirmDays],
        [{ defaultProductSort: 'random' }, 'defaultProductSort', SHOP_SETTINGS_MESSAGES.defaultProductSort],
        [{ shopName: '' }, 'shopName', SHOP_SETTINGS_MESSAGES.shopName],
        [{ customerServiceEmail: 'not-an-email' }, 'customerServiceEmail', SHOP_SETTINGS_MESSAGES.email],
        [{ maintenanceMode: 'yes' }, 'maintenanceMode', SHOP_SETTINGS_MESSAGES.flag],
        [{ maintenanceEndsAt: 'tomorrow' }, 'maintenanceEndsAt', SHOP_SETTINGS_MESSAGES.maintenanceEndsAt],
        [{ maintenanceEndsAt: '2020-01-01T00:00:00Z' }, 'maintenanceEndsAt', SHOP_SETTINGS_MESSAGES.maintenanceEndsInPast],
        [{ shopName: 'x', hacked: true }, 'hacked', '허용되지 않는 항목입니다.'],
      ];
      for (const [body, field, message] of cases) {
        const res = await admin('PUT', '/api/admin/settings/shop', superAdmin, body);
        expect({ body, status: res.status }).toEqual({ body, status: 422 });
        expect(res.body.error.code).toBe('VALIDATION');
        expect(res.body.error.fields[field]).toBe(message);
      }
      expect(await auditCount('shop_settings')).toBe(audits);
      expect((await admin('GET', '/api/admin/settings/shop', superAdmin)).body).toEqual(before.body);
    });

    it('PUT saves the fields sent, audits only what changed (before and after), and the threshold is the one checkout applies', async () => {
      try {
        const res = await admin('PUT', '/api/admin/settings/shop', superAdmin, {
          shopName: '스타일허브',
          freeShippingThreshold: 70_000,
          maxOrderQuantity: 30,
        });
        expect(res.status).toBe(200);
        expect(res.body.title).toBe('쇼핑몰 설정이 저장되었습니다.');
        // shopName was already this: not a change.
        expect(res.body.changed.sort()).toEqual(['freeShippingThreshold', 'maxOrderQuantity']);
        expect(res.body.item).toMatchObject({ freeShippingThreshold: 70_000, maxOrderQuantity: 30 });
        const audit = await lastAudit('shop_settings');
        expect(audit.action).toBe('settings.shop.update');
        expect(audit.before).toEqual({ freeShippingThreshold: 50_000, maxOrderQuantity: 99 });
        expect(audit.after).toEqual({ freeShippingThreshold: 70_000, maxOrderQuantity: 30 });
        expect(audit.details.changes.maxOrderQuantity).toEqual({ before: 99, after: 30 });
        const [ship] = await q<{ t: number }>(sql`select free_shipping_threshold::int as t from shipping_settings`);
        expect(ship!.t).toBe(70_000);
        const pub = PublicShopSettingsSchema.parse((await call(t, 'GET', '/api/shop-settings')).body);
        expect(pub.shipping.freeShippingThreshold).toBe(70_000);
        expect(pub.order.maxQuantity).toBe(30);
        // Nothing changed: 200 and no audit row.
        const audits = await auditCount('shop_settings');
        const again = await admin('PUT', '/api/admin/settings/shop', superAdmin, { maxOrderQuantity: 30 });
        expect(again.status).toBe(200);
        expect(again.body.changed).toEqual([]);
        expect(await auditCount('shop_settings')).toBe(audits);
      } finally {
        await admin('PUT', '/api/admin/settings/shop', superAdmin, { freeShippingThreshold: 50_000, maxOrderQuantity: 99 });
      }
    });

    it('minimum order amount, maximum quantity and points rate take effect at the next order', async () => {
      const shopper = await newShopper(t);
      const option = await pickOption(t, { stock: 10, nth: 11, minPrice: 20_000, maxPrice: 60_000 });
      try {
        expect(
          (
            await admin('PUT', '/api/admin/settings/shop', superAdmin, {
              minimumOrderAmount: 1_000_000,
              maxOrderQuantity: 2,
              loyaltyPointsRate: 3,
            })
          ).status,
        ).toBe(200);
        const place = (qty: number) =>
          call(t, 'POST', '/api/orders', {
            cookie: shopper.cookie,
            body: orderBody([lineOf(option, qty)]),
            headers: { 'idempotency-key': idemKey() },
          });
        const below = await place(1);
        expect(below.status).toBe(422);
        expect(below.body.error.message).toContain('1,000,000원');
        await admin('PUT', '/api/admin/settings/shop', superAdmin, { minimumOrderAmount: 0 });
        const tooMany = await place(3);
        expect(tooMany.status).toBe(422);
        const ok = await place(1);
        expect(ok.status).toBe(201);
        expect(ok.body.pointsEarned).toBe(Math.floor((ok.body.total * 3) / 100));
      } finally {
        await admin('PUT', '/api/admin/settings/shop', superAdmin, { minimumOrderAmount: 0, maxOrderQuantity: 99, loyaltyPointsRate: 1 });
      }
    });

    it('automatic 구매확정 days: the job reads the saved setting', async () => {
      try {
        expect((await admin('PUT', '/api/admin/settings/shop', superAdmin, { autoConfirmDays: 14 })).status).toBe(200);
        expect(await autoConfirmDays(t.db.database.db)).toBe(14);
      } finally {
        await admin('PUT', '/api/admin/settings/shop', superAdmin, { autoConfirmDays: 7 });
      }
      expect(await autoConfirmDays(t.db.database.db)).toBe(7);
    });

    it('reviews off: the write is refused in Korean and the storefront is told to hide the button', async () => {
      const shopper = await newShopper(t);
      const [product] = await q<{ id: string }>(
        sql`select p.id from products p join brands b on b.id = p.brand_id where p.status <> 'inactive' and b.status = 'active' order by p.id limit 1`,
      );
      try {
        await admin('PUT', '/api/admin/settings/shop', superAdmin, { enableReviews: false });
        const pub = PublicShopSettingsSchema.parse((await call(t, 'GET', '/api/shop-settings')).body);
        expect(pub.reviewsEnabled).toBe(false);
        const res = await call(t, 'POST', '/api/reviews', {
          cookie: shopper.cookie,
          body: { productId: product!.id, rating: 5, title: '좋아요', content: '사이즈가 딱 맞고 원단이 좋습니다.' },
        });
        expect(res.status).toBe(403);
        expect(res.body.error.message).toBe(REVIEW_MESSAGES.disabled);
      } finally {
        await admin('PUT', '/api/admin/settings/shop', superAdmin, { enableReviews: true });
      }
      expect(PublicShopSettingsSchema.parse((await call(t, 'GET', '/api/shop-settings')).body).reviewsEnabled).toBe(true);
    });

    it('guest checkout is published to the storefront; an order without a session is refused either way', async () => {
      try {
        await admin('PUT', '/api/admin/settings/shop', superAdmin, { allowGuestCheckout: true });
        expect(PublicShopSettingsSchema.parse((await call(t, 'GET', '/api/shop-settings')).body).guestCheckout).toBe(true);
        const option = await pickOption(t, { stock: 5, nth: 12 });
        const res = await call(t, 'POST', '/api/orders', {
          body: orderBody([lineOf(option, 1)]),
          headers: { 'idempotency-key': idemKey() },
        });
        expect(res.status).toBe(401);
      } finally {
        await admin('PUT', '/api/admin/settings/shop', superAdmin, { allowGuestCheckout: false });
      }
    });

    it('default sort and page size apply to GET /api/products when the request names none', async () => {
      try {
        await admin('PUT', '/api/admin/settings/shop', superAdmin, { defaultProductSort: 'price_low', productsPerPage: 7 });
        const pub = PublicShopSettingsSchema.parse((await call(t, 'GET', '/api/shop-settings')).body);
        expect(pub.listing).toEqual({ defaultSort: 'price_low', pageSize: 7 });
        const plain = await call(t, 'GET', '/api/products');
        expect(plain.status).toBe(200);
        expect(plain.body.items).toHaveLength(7);
        const explicit = await call(t, 'GET', '/api/products?sort=price_low&limit=7');
        expect(plain.body.items.map((p: { id: string }) => p.id)).toEqual(explicit.body.items.map((p: { id: string }) => p.id));
        const prices = plain.body.items.map((p: { price: number; salePrice: number | null }) => p.salePrice ?? p.price);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
        // A request that names them keeps its own.
        expect((await call(t, 'GET', '/api/products?limit=3')).body.items).toHaveLength(3);
      } finally {
        await admin('PUT', '/api/admin/settings/shop', superAdmin, { defaultProductSort: 'popular', productsPerPage: 20 });
      }
      expect((await call(t, 'GET', '/api/products')).body.items).toHaveLength(20);
    });

    it('maintenance mode closes the storefront (pages and API, 503 in Korean with the planned end) while the admin keeps working', async () => {
      const endsAt = new Date(Date.now() + 3 * 3600_000);
      endsAt.setUTCSeconds(0, 0);
      try {
        const on = await admin('PUT', '/api/admin/settings/shop', superAdmin, {
          maintenanceMode: true,
          maintenanceEndsAt: endsAt.toISOString(),
        });
        expect(on.status).toBe(200);
        expect(on.body.item).toMatchObject({ maintenanceMode: true, maintenanceEndsAt: endsAt.toISOString() });
        // At once (the cached read is dropped on save).
        const api = await t.app.request('/api/products');
        expect(api.status).toBe(503);
        expect(api.headers.get('cache-control')).toBe('no-store');
        expect(Number(api.headers.get('retry-after'))).toBeGreaterThan(3 * 3600 - 120);
        expect(((await api.json()) as { error: unknown }).error).toEqual({ code: 'MAINTENANCE', message: MAINTENANCE_MESSAGES.api });
        for (const path of ['/', '/products/whatever', '/cart']) {
          const page = await t.app.request(path);
          expect(page.status).toBe(503);
          expect(page.headers.get('content-type')).toContain('text/html');
          const html = await page.text();
          expect(html).toContain('점검 중입니다');
          expect(html).toContain(`점검 종료 예정: ${formatKoreanDateTime(endsAt)}`);
        }
        expect(formatKoreanDateTime(endsAt)).toMatch(/^\d{4}년 \d{1,2}월 \d{1,2}일 \([일월화수목금토]\) 오[전후] \d{1,2}:\d{2}$/);
        expect((await call(t, 'GET', '/api/shop-settings')).status).toBe(503);
        // The admin, its files and the health check are untouched.
        expect((await t.app.request('/api/health')).status).toBe(200);
        expect((await admin('GET', '/api/admin/settings/payment', superAdmin)).status).toBe(200);
        expect((await admin('GET', '/api/admin/coupons?limit=5', superAdmin)).status).toBe(200);
        expect((await t.app.request('/admin/settings/shop')).status).not.toBe(503);
        expect((await t.app.request('/remotes.json')).status).toBe(200);
      } finally {
        const off = await admin('PUT', '/api/admin/settings/shop', superAdmin, { maintenanceMode: false, maintenanceEndsAt: null });
        expect(off.status).toBe(200);
      }
      expect((await t.app.request('/api/products')).status).toBe(200);
      expect((await t.app.request('/api/shop-settings')).status).toBe(200);
    });
  });

  describe('payment settings', () => {
    it('GET masks every secret, seals them at rest and shows each provider connection from the stored configuration', async () => {
      const res = await admin('GET', '/api/admin/settings/payment', superAdmin);
      expect(res.status).toBe(200);
      const s = PaymentSettingsSchema.strict().parse(res.body);
      expect(s.cardMerchantKey).toBe('••••••4f60');
      expect(s.kakaoPaySecretKey).toBe('••••••7350');
      expect(s.paycoClientSecret).toBe('');
      expect(JSON.stringify(res.body)).not.toContain('sk_sandbox');
      const [row] = await q<{ k: string }>(sql`select card_merchant_key as k from payment_settings`);
      expect(row!.k).toMatch(/^v1\./);
      expect(row!.k).not.toContain('sk_sandbox');
      const status = Object.fromEntries(s.connections.map((c) => [c.provider, c.status]));
      expect(status).toEqual({ card: 'connected', kakaopay: 'connected', naverpay: 'connected', payco: 'disabled', tosspay: 'disabled' });
      expect((await admin('GET', '/api/admin/settings/payment', ops)).status).toBe(403);
      expect((await admin('POST', '/api/admin/settings/payment/test', finance, { provider: 'card' })).status).toBe(403);
    });

    it('PUT keeps a secret sent masked or left out, seals a new one, audits masks only; bad values are 422 and write nothing', async () => {
      const audits = await auditCount('payment_settings');
      for (const [body, field, message] of [
        [{ cardMinAmount: -1 }, 'cardMinAmount', PAYMENT_SETTINGS_MESSAGES.cardMinAmount],
        [{ maxDailyAmount: 5_000_000, maxMonthlyAmount: 1_000_000 }, 'maxMonthlyAmount', PAYMENT_SETTINGS_MESSAGES.monthlyBelowDaily],
        [{ maxMonthlyAmount: 10 }, 'maxMonthlyAmount', PAYMENT_SETTINGS_MESSAGES.monthlyBelowDaily],
        [{ cardFeeRate: 55 }, 'cardFeeRate', PAYMENT_SETTINGS_MESSAGES.feeRate],
        [{ cardProvider: 'paypal' }, 'cardProvider', PAYMENT_SETTINGS_MESSAGES.cardProvider],
        [{ mobileCarriers: [] }, 'mobileCarriers', PAYMENT_SETTINGS_MESSAGES.mobileCarriers],
        [{ cardInstallmentMonths: [3, 3] }, 'cardInstallmentMonths', PAYMENT_SETTINGS_MESSAGES.installments],
        [{ tossPaySecretKey: 'sk_<script>' }, 'tossPaySecretKey', PAYMENT_SETTINGS_MESSAGES.secret],
        [{ adminNotificationEmail: 'x@' }, 'adminNotificationEmail', PAYMENT_SETTINGS_MESSAGES.email],
      ] as const) {
        const res = await admin('PUT', '/api/admin/settings/payment', superAdmin, body);
        expect({ body, status: res.status }).toEqual({ body, status: 422 });
        expect(res.body.error.fields[field]).toBe(message);
      }
      expect(await auditCount('payment_settings')).toBe(audits);

      const [before] = await q<{ k: string }>(sql`select kakao_pay_secret_key as k from payment_settings`);
      try {
        const kept = await admin('PUT', '/api/admin/settings/payment', superAdmin, {
          kakaoPaySecretKey: '••••••7350',
          cardMinAmount: 5000,
        });
        expect(kept.status).toBe(200);
        expect(kept.body.title).toBe('결제 설정이 저장되었습니다.');
        expect(kept.body.changed).toEqual(['cardMinAmount']);
        const [same] = await q<{ k: string }>(sql`select kakao_pay_secret_key as k from payment_settings`);
        expect(same!.k).toBe(before!.k);

        const changed = await admin('PUT', '/api/admin/settings/payment', superAdmin, {
          kakaoPaySecretKey: 'sk_new_kakao_secret_abcd9876',
        });
        expect(changed.status).toBe(200);
        expect(changed.body.item.kakaoPaySecretKey).toBe('••••••9876');
        const [sealed] = await q<{ k: string }>(sql`select kakao_pay_secret_key as k from payment_settings`);
        expect(sealed!.k).toMatch(/^v1\./);
        expect(sealed!.k).not.toContain('abcd9876');
        const audit = await lastAudit('payment_settings');
        expect(audit.action).toBe('settings.payment.update');
        expect(audit.before).toEqual({ kakaoPaySecretKey: '••••••7350' });
        expect(audit.after).toEqual({ kakaoPaySecretKey: '••••••9876' });
        expect(JSON.stringify(audit)).not.toContain('abcd9876');
        expect(JSON.stringify(audit)).not.toContain('sk_new_kakao');
      } finally {
        await q(sql`update payment_settings set kakao_pay_secret_key = ${before!.k}, card_min_amount = 1000`);
      }
    });

    it('the connection test asks the sandbox, which checks the stored configuration and says why it failed', async () => {
      const ok = await admin('POST', '/api/admin/settings/payment/test', superAdmin, { provider: 'card' });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ provider: 'card', ok: true, message: '연결이 확인되었습니다.', reason: null });

      const off = await admin('POST', '/api/admin/settings/payment/test', superAdmin, { provider: 'payco' });
      expect(off.body).toMatchObject({
        ok: false,
        message: '연결에 실패했습니다. 설정을 확인해주세요.',
        reason: '결제 수단이 꺼져 있습니다.',
      });

      const [saved] = await q<{ id: string }>(sql`select card_merchant_id as id from payment_settings`);
      try {
        await admin('PUT', '/api/admin/settings/payment', superAdmin, { cardMerchantId: 'A' });
        const bad = await admin('POST', '/api/admin/settings/payment/test', superAdmin, { provider: 'card' });
        expect(bad.body).toMatchObject({
          ok: false,
          message: PAYMENT_SETTINGS_MESSAGES.connectionFailed,
          reason: '상점 아이디(MID) 형식이 올바르지 않습니다.',
        });
        const shown = PaymentSettingsSchema.parse((await admin('GET', '/api/admin/settings/payment', superAdmin)).body);
        expect(shown.connections.find((c) => c.provider === 'card')).toMatchObject({
          status: 'misconfigured',
          reason: '상점 아이디(MID) 형식이 올바르지 않습니다.',
        });
        await admin('PUT', '/api/admin/settings/payment', superAdmin, { cardMerchantId: saved!.id, cardMerchantKey: '' });
        const noKey = await admin('POST', '/api/admin/settings/payment/test', superAdmin, { provider: 'card' });
        expect(noKey.body.reason).toBe('상점 키가 입력되지 않았습니다.');
      } finally {
        await q(sql`update payment_settings set card_merchant_id = ${saved!.id}`);
        await admin('PUT', '/api/admin/settings/payment', superAdmin, { cardMerchantKey: 'sk_sandbox_card_3f9a1c7e5b2d4f60' });
      }
      expect((await admin('POST', '/api/admin/settings/payment/test', superAdmin, { provider: 'card' })).body.ok).toBe(true);
      const bad = await admin('POST', '/api/admin/settings/payment/test', superAdmin, { provider: 'bitcoin' });
      expect(bad.status).toBe(422);
      expect(bad.body.error.fields.provider).toBe(PAYMENT_SETTINGS_MESSAGES.provider);
    });

    it('checkout refuses a disabled method and a card payment under the card minimum', async () => {
      const shopper = await newShopper(t);
      const option = await pickOption(t, { stock: 10, nth: 13, minPrice: 20_000, maxPrice: 60_000 });
      const place = (method: string) =>
        call(t, 'POST', '/api/orders', {
          cookie: shopper.cookie,
          body: orderBody([lineOf(option, 1)], { paymentMethod: method }),
          headers: { 'idempotency-key': idemKey() },
        });
      try {
        await admin('PUT', '/api/admin/settings/payment', superAdmin, { enableKakaoPay: false, cardMinAmount: 5_000_000 });
        const kakao = await place('kakao');
        expect(kakao.status).toBe(422);
        expect(kakao.body.error.fields.paymentMethod).toBeDefined();
        const card = await place('card');
        expect(card.status).toBe(422);
        expect(card.body.error.message).toBe(PAYMENT_SETTINGS_MESSAGES.belowCardMinimum(5_000_000));
        const options = await call(t, 'GET', '/api/checkout/options', { cookie: shopper.cookie });
        expect(options.body.paymentMethods.find((m: { code: string }) => m.code === 'kakao').enabled).toBe(false);
        expect(PublicShopSettingsSchema.parse((await call(t, 'GET', '/api/shop-settings')).body).cardMinAmount).toBe(5_000_000);
        await admin('PUT', '/api/admin/settings/payment', superAdmin, { cardMinAmount: 1000 });
        expect((await place('card')).status).toBe(201);
      } finally {
        await admin('PUT', '/api/admin/settings/payment', superAdmin, { enableKakaoPay: true, cardMinAmount: 1000 });
      }
    });

    it('checkout refuses what would take a shopper past the daily or monthly maximum; cancelled orders do not count; 0 is no limit', async () => {
      const shopper = await newShopper(t);
      const option = await pickOption(t, { stock: 20, nth: 17, minPrice: 20_000, maxPrice: 60_000 });
      const place = () =>
        call(t, 'POST', '/api/orders', {
          cookie: shopper.cookie,
          body: orderBody([lineOf(option, 1)]),
          headers: { 'idempotency-key': idemKey() },
        });
      const ordersOf = async () =>
        (await q<{ n: number }>(sql`select count(*)::int as n from orders where customer_id = ${shopper.id}::uuid`))[0]!.n;
      try {
        const first = await place();
        expect(first.status).toBe(201);
        const total = first.body.total as number;
        // Room for the first order and a little more, not for a second one.
        await admin('PUT', '/api/admin/settings/payment', superAdmin, { maxDailyAmount: total + 100, maxMonthlyAmount: 10_000_000 });
        const refused = await place();
        expect(refused.status).toBe(422);
        expect(refused.body.error.message).toBe(PAYMENT_SETTINGS_MESSAGES.overDailyLimit(total + 100, 100));
        expect(await ordersOf()).toBe(1);
        // Cancelled, the first order no longer counts against the day.
        expect((await call(t, 'POST', `/api/orders/${first.body.id}/cancel`, { cookie: shopper.cookie, body: {} })).status).toBe(200);
        expect((await place()).status).toBe(201);
        // The month: the daily limit off (0), the month's room used up.
        await admin('PUT', '/api/admin/settings/payment', superAdmin, { maxDailyAmount: 0, maxMonthlyAmount: total + 100 });
        const monthly = await place();
        expect(monthly.status).toBe(422);
        expect(monthly.body.error.message).toBe(PAYMENT_SETTINGS_MESSAGES.overMonthlyLimit(total + 100, 100));
        await admin('PUT', '/api/admin/settings/payment', superAdmin, { maxDailyAmount: 0, maxMonthlyAmount: 0 });
        expect((await place()).status).toBe(201);
      } finally {
        await admin('PUT', '/api/admin/settings/payment', superAdmin, { maxDailyAmount: 1_000_000, maxMonthlyAmount: 10_000_000 });
      }
    });

    it('orders of one shopper at the same instant pass the daily maximum only as far as it goes: a member, and a guest by phone in any format', async () => {
      const option = await pickOption(t, { stock: 20, nth: 23, minPrice: 20_000, maxPrice: 60_000 });
      await setStock(t, option.optionId, 100);
      const body = (extra: Record<string, unknown> = {}) => orderBody([lineOf(option, 1)], extra);
      // The total of one such order, learnt from another shopper's order (same line, same zip code).
      const probe = await call(t, 'POST', '/api/orders', {
        cookie: (await newShopper(t)).cookie,
        body: body(),
        headers: { 'idempotency-key': idemKey() },
      });
      expect(probe.status).toBe(201);
      const total = probe.body.total as number;
      const max = total * 2 + 100;
      const settle = (results: { status: number; body: any }[]) => {
        expect(results.filter((r) => r.status === 201)).toHaveLength(2);
        const refused = results.filter((r) => r.status !== 201);
        expect(refused).toHaveLength(3);
        // Serialized: every refused order saw both passed ones, whatever order they ran in.
        for (const r of refused) {
          expect(r.status).toBe(422);
          expect(r.body.error.message).toBe(PAYMENT_SETTINGS_MESSAGES.overDailyLimit(max, 100));
        }
      };
      try {
        await admin('PUT', '/api/admin/settings/payment', superAdmin, { maxDailyAmount: max, maxMonthlyAmount: 10_000_000 });
        const member = await newShopper(t);
        settle(
          await Promise.all(
            Array.from({ length: 5 }, () =>
              call(t, 'POST', '/api/orders', { cookie: member.cookie, body: body(), headers: { 'idempotency-key': idemKey() } }),
            ),
          ),
        );
        const [m] = await q<{ n: number; sum: number }>(
          sql`select count(*)::int as n, coalesce(sum(total), 0)::int as sum from orders where customer_id = ${member.id}::uuid`,
        );
        expect(m).toEqual({ n: 2, sum: total * 2 });

        await admin('PUT', '/api/admin/settings/shop', superAdmin, { allowGuestCheckout: true });
        const digits = `010${String(Date.now()).slice(-8)}`;
        const phones = [digits, `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`];
        settle(
          await Promise.all(
            Array.from({ length: 5 }, (_, i) =>
              call(t, 'POST', '/api/guest/orders', {
                body: body({ guest: { name: '동시주문', phone: phones[i % 2], email: 'rush@example.com', password: 'abcd12' } }),
                headers: { 'idempotency-key': idemKey() },
              }),
            ),
          ),
        );
        const [g] = await q<{ n: number }>(
          sql`select count(*)::int as n from orders where customer_id is null and regexp_replace(guest_phone, '[^0-9]', '', 'g') = ${digits}`,
        );
        expect(g!.n).toBe(2);
      } finally {
        await admin('PUT', '/api/admin/settings/shop', superAdmin, { allowGuestCheckout: false });
        await admin('PUT', '/api/admin/settings/payment', superAdmin, { maxDailyAmount: 1_000_000, maxMonthlyAmount: 10_000_000 });
      }
    });
  });
});
