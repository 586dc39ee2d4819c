import { sql } from 'drizzle-orm';
import { shippingFee } from '@market/domain/pricing';
import { SHIPPING_MESSAGES } from '@market/domain/settings-shipping';
import { PublicShopSettingsSchema, shippingRulesOf } from '@market/domain/shop-settings';
import { developmentSecretBox } from '../../lib/secret-box';
import { queryRows } from '../../lib/sql';
import { carrierKeyContext } from '../../services/admin-settings-shipping';
import { startAdminTest } from '../../test/admin-fixtures';
import { call, idemKey, lineOf, newShopper, orderBody, pickOption, type OptionRow } from '../../test/buying-fixtures';
import type { TestApp } from '../../test/test-app';

jest.setTimeout(60_000);

describe('/api/admin/settings/shipping', () => {
  let t: TestApp;
  let superAdmin: string, cs: string, finance: string;
  let mid: OptionRow;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const admin = (method: string, path: string, cookie: string | undefined, payload?: unknown) =>
    call(t, method, path, { cookie, body: payload });
  const settingsRow = async () => (await q(sql`select * from shipping_settings`))[0];
  const auditCount = async () => Number((await q<{ n: number }>(sql`select count(*)::int as n from audit_logs`))[0]!.n);
  const lastAudit = async () =>
    (
      await q<{ action: string; resource: string; before: any; after: any; details: any }>(
        sql`select action, resource, before, after, details from audit_logs order by occurred_at desc, id desc limit 1`,
      )
    )[0]!;
  /** Places an order of one `option` shipped to `zipCode`; answers the order. */
  const placeTo = async (option: OptionRow, zipCode: string) => {
    const shopper = await newShopper(t);
    const res = await call(t, 'POST', '/api/orders', {
      cookie: shopper.cookie,
      body: orderBody([lineOf(option, 1)], {
        shippingAddress: { name: '받는이', phone: '010-2222-3333', zipCode, address: '테스트 주소 1' },
      }),
      headers: { 'idempotency-key': idemKey() },
    });
    expect(res.status).toBe(201);
    return res.body;
  };

  beforeAll(async () => {
    ({
      t,
      cookies: [superAdmin, cs, finance],
    } = await startAdminTest(['SUPER_ADMIN', 'CS_AGENT', 'FINANCE']));
    mid = await pickOption(t, { stock: 30, nth: 10, minPrice: 60_000, maxPrice: 90_000 });
  }, 300_000);
  afterAll(() => t.close());

  it('GET answers the settings, methods, zones with their surcharge, and carriers with masked keys; other roles are refused', async () => {
    const res = await admin('GET', '/api/admin/settings/shipping', superAdmin);
    expect(res.status).toBe(200);
    expect(res.body.settings).toMatchObject({
      freeShippingThreshold: 50_000,
      standardShippingFee: 3_000,
      expressShippingFee: 5_000,
      returnShippingFee: 3_000,
      exchangeShippingFee: 6_000,
      internationalShippingFee: 25_000,
      maxDimensions: { width: 100, length: 100, height: 100 },
    });
    expect(res.body.methods.map((m: any) => m.code)).toEqual(['standard', 'express', 'pickup']);
    const jeju = res.body.zones.find((z: any) => z.name === '제주');
    expect(jeju).toMatchObject({ shippingFee: 3_000, surcharge: 3_000, zipRanges: [[63000, 63644]] });
    expect(res.body.zones.find((z: any) => z.name === '수도권').surcharge).toBe(0);
    const cj = res.body.carriers.find((c: any) => c.code === 'cj_logistics');
    expect(cj).toMatchObject({ linked: true, apiKeyMasked: '••••7f3a' });
    expect(JSON.stringify(res.body)).not.toContain('sandbox-cj-7f3a');
    for (const cookie of [cs, finance]) expect((await admin('GET', '/api/admin/settings/shipping', cookie)).status).toBe(403);
    expect((await admin('GET', '/api/admin/settings/shipping', undefined)).status).toBe(401);
  });

  it('bad input is 422 with a Korean message and writes nothing', async () => {
    const before = await settingsRow();
    const audits = await auditCount();
    const bad = await admin('PUT', '/api/admin/settings/shipping', superAdmin, { freeShippingThreshold: -1 });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain(SHIPPING_MESSAGES.threshold);
    for (const body of [
      {},
      { freeShippingThreshold: 1.5 },
      { standardShippingFee: 'x' },
      { unknownField: 1 },
      { maxDimensions: { width: 0 } },
    ])
      expect((await admin('PUT', '/api/admin/settings/shipping', superAdmin, body)).status).toBe(422);
    const zone = await admin('POST', '/api/admin/settings/shipping/zones', superAdmin, { name: '빈 지역', regions: [] });
    expect(zone.status).toBe(422);
    expect(JSON.stringify(zone.body)).toContain(SHIPPING_MESSAGES.regions);
    expect((await admin('POST', '/api/admin/settings/shipping/zones', superAdmin, { name: '화성', regions: ['화성'] })).status).toBe(422);
    expect((await admin('PATCH', '/api/admin/settings/shipping/carriers/not-a-uuid', superAdmin, { enabled: false })).status).toBe(404);
    const [carrier] = await q<{ id: string }>(sql`select id from carriers where code = 'hanjin'`);
    const url = await admin('PATCH', `/api/admin/settings/shipping/carriers/${carrier!.id}`, superAdmin, {
      trackingUrl: 'javascript:alert(1)',
    });
    expect(url.status).toBe(422);
    expect(await settingsRow()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('raising the free-shipping threshold and the standard fee changes the fee the cart, checkout and the placed order charge at once', async () => {
    try {
      // Before: the item (60,000–90,000 won) ships free.
      expect((await placeTo(mid, '04799')).shippingFee).toBe(0);
      const res = await admin('PUT', '/api/admin/settings/shipping', superAdmin, {
        freeShippingThreshold: 100_000,
        standardShippingFee: 3_500,
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('배송 설정이 저장되었습니다.');
      const audit = await lastAudit();
      expect(audit).toMatchObject({
        action: 'settings.shipping.update',
        before: { freeShippingThreshold: 50_000, standardShippingFee: 3_000 },
        after: { freeShippingThreshold: 100_000, standardShippingFee: 3_500 },
      });
      // The storefront's rules, the cart's quote and checkout's options follow at the next request.
      const publicSettings = PublicShopSettingsSchema.parse((await call(t, 'GET', '/api/shop-settings')).body);
      expect(publicSettings.shipping).toMatchObject({ fee: 3_500, freeShippingThreshold: 100_000 });
      const shopper = await newShopper(t);
      expect((await call(t, 'POST', '/api/cart/items', { cookie: shopper.cookie, body: lineOf(mid, 1) })).status).toBeLessThan(300);
      const cart = await call(t, 'GET', '/api/cart', { cookie: shopper.cookie });
      expect(cart.body.summary.shippingFee).toBe(3_500);
      const options = await call(t, 'GET', '/api/checkout/options', { cookie: shopper.cookie });
      expect(options.body.shipping).toMatchObject({ fee: 3_500, freeShippingThreshold: 100_000 });
      const order = await placeTo(mid, '04799');
      expect(order.shippingFee).toBe(3_500);
      expect(order.total).toBe(mid.unitPrice + 3_500);
      // The standard method shows the same fee; the shop settings' copy of the threshold follows.
      expect((await q(sql`select fee from shipping_methods where code = 'standard'`))[0]).toEqual({ fee: 3_500 });
      expect((await q(sql`select free_shipping_threshold from shop_settings`))[0]).toEqual({ free_shipping_threshold: 100_000 });
      // The return fee the storefront announces follows too.
      expect((await admin('PUT', '/api/admin/settings/shipping', superAdmin, { returnShippingFee: 4_000 })).status).toBe(200);
      expect(PublicShopSettingsSchema.parse((await call(t, 'GET', '/api/shop-settings')).body).shipping.returnFee).toBe(4_000);
    } finally {
      await admin('PUT', '/api/admin/settings/shipping', superAdmin, {
        freeShippingThreshold: 50_000,
        standardShippingFee: 3_000,
        returnShippingFee: 3_000,
      });
    }
    expect((await placeTo(mid, '04799')).shippingFee).toBe(0);
  });

  it('a zone surcharge is charged by zip code: the zone fee from the database, added even when shipping is free', async () => {
    const page = (await admin('GET', '/api/admin/settings/shipping', superAdmin)).body;
    const jeju = page.zones.find((z: any) => z.name === '제주');
    try {
      expect((await placeTo(mid, '63100')).shippingFee).toBe(3_000);
      const patched = await admin('PATCH', `/api/admin/settings/shipping/zones/${jeju.id}`, superAdmin, { shippingFee: 6_000 });
      expect(patched.status).toBe(200);
      expect(patched.body.item).toMatchObject({ shippingFee: 6_000, surcharge: 6_000 });
      expect(await lastAudit()).toMatchObject({
        resource: 'shipping_zone',
        before: { shippingFee: 3_000, surcharge: 3_000 },
        after: { shippingFee: 6_000, surcharge: 6_000 },
      });
      expect((await placeTo(mid, '63100')).shippingFee).toBe(6_000);
      // Checkout's options carry the zones, so the screen prices the address as the server does.
      const shopper = await newShopper(t);
      const options = (await call(t, 'GET', '/api/checkout/options', { cookie: shopper.cookie })).body;
      expect(
        shippingFee(mid.unitPrice, '63100', {
          ...options.shipping,
          shippingFee: options.shipping.fee,
          remoteAreaFee: 0,
          zones: options.shipping.remoteZones,
        }),
      ).toBe(6_000);
      const publicRules = shippingRulesOf(PublicShopSettingsSchema.parse((await call(t, 'GET', '/api/shop-settings')).body));
      expect(shippingFee(10_000, '63100', publicRules)).toBe(3_000 + 6_000);
    } finally {
      await admin('PATCH', `/api/admin/settings/shipping/zones/${jeju.id}`, superAdmin, { shippingFee: 3_000 });
    }

    // A new zone: its regions become zip ranges, and an address there pays its surcharge.
    const created = await admin('POST', '/api/admin/settings/shipping/zones', superAdmin, {
      name: '울산 특수',
      regions: ['울산'],
      shippingFee: 4_000,
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('배송 지역이 추가되었습니다.');
    expect(created.body.item).toMatchObject({
      zipRanges: [[44000, 45999]],
      surcharge: 4_000,
      freeShippingThreshold: 50_000,
      deliveryDays: 2,
      enabled: true,
    });
    // mid costs more than the new zone's default threshold (50,000): its own threshold waives the surcharge.
    expect((await placeTo(mid, '44100')).shippingFee).toBe(0);
    expect(
      (await admin('PATCH', `/api/admin/settings/shipping/zones/${created.body.item.id}`, superAdmin, { freeShippingThreshold: 500_000 }))
        .status,
    ).toBe(200);
    expect((await placeTo(mid, '44100')).shippingFee).toBe(4_000);
    // Disabled, then deleted: the address pays nothing extra.
    expect(
      (await admin('PATCH', `/api/admin/settings/shipping/zones/${created.body.item.id}`, superAdmin, { enabled: false })).status,
    ).toBe(200);
    expect((await placeTo(mid, '44100')).shippingFee).toBe(0);
    const removed = await admin('DELETE', `/api/admin/settings/shipping/zones/${created.body.item.id}`, superAdmin);
    expect(removed.status).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'settings.shipping.delete', resource: 'shipping_zone', after: null });
    expect((await admin('DELETE', `/api/admin/settings/shipping/zones/${created.body.item.id}`, superAdmin)).status).toBe(404);
  });

  it("a zone's own free-shipping threshold waives its surcharge at checkout, and its delivery days reach the storefront", async () => {
    const page = (await admin('GET', '/api/admin/settings/shipping', superAdmin)).body;
    const jeju = page.zones.find((z: any) => z.name === '제주');
    // mid costs 60,000 to 90,000: above the shop's 50,000 (standard fee waived), below Jeju's seeded 80,000 or not.
    try {
      const above = await admin('PATCH', `/api/admin/settings/shipping/zones/${jeju.id}`, superAdmin, {
        freeShippingThreshold: mid.unitPrice,
        deliveryDays: 5,
      });
      expect(above.status).toBe(200);
      const free = await placeTo(mid, '63100');
      expect(free.shippingFee).toBe(0);
      expect(free.total).toBe(mid.unitPrice);
      expect(
        (await admin('PATCH', `/api/admin/settings/shipping/zones/${jeju.id}`, superAdmin, { freeShippingThreshold: mid.unitPrice + 1 }))
          .status,
      ).toBe(200);
      const charged = await placeTo(mid, '63100');
      expect(charged.shippingFee).toBe(3_000);
      expect(charged.total).toBe(mid.unitPrice + 3_000);
      // The storefront's copy of the rules prices the same and shows the zone's delivery days.
      const shopper = await newShopper(t);
      const options = (await call(t, 'GET', '/api/checkout/options', { cookie: shopper.cookie })).body;
      expect(options.shipping.remoteZones).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: '제주', freeShippingThreshold: mid.unitPrice + 1, deliveryDays: 5 })]),
      );
      const publicRules = shippingRulesOf(PublicShopSettingsSchema.parse((await call(t, 'GET', '/api/shop-settings')).body));
      expect(shippingFee(mid.unitPrice, '63100', publicRules)).toBe(3_000);
      expect(shippingFee(mid.unitPrice + 1, '63100', publicRules)).toBe(0);
    } finally {
      await admin('PATCH', `/api/admin/settings/shipping/zones/${jeju.id}`, superAdmin, { freeShippingThreshold: 80_000, deliveryDays: 3 });
    }
  });

  it('a shipping method edit is audited, and the standard fee follows its method', async () => {
    const page = (await admin('GET', '/api/admin/settings/shipping', superAdmin)).body;
    const standard = page.methods.find((m: any) => m.code === 'standard');
    try {
      const bad = await admin('PATCH', `/api/admin/settings/shipping/methods/${standard.id}`, superAdmin, {
        minDeliveryDays: 5,
        maxDeliveryDays: 2,
      });
      expect(bad.status).toBe(422);
      const res = await admin('PATCH', `/api/admin/settings/shipping/methods/${standard.id}`, superAdmin, {
        fee: 2_500,
        maxDeliveryDays: 4,
      });
      expect(res.status).toBe(200);
      expect(res.body.item).toMatchObject({ fee: 2_500, maxDeliveryDays: 4 });
      expect(await lastAudit()).toMatchObject({
        resource: 'shipping_method',
        before: { fee: 3_000, maxDeliveryDays: 3 },
        after: { fee: 2_500, maxDeliveryDays: 4 },
      });
      expect((await settingsRow()).standard_shipping_fee).toBe(2_500);
    } finally {
      await admin('PATCH', `/api/admin/settings/shipping/methods/${standard.id}`, superAdmin, { fee: 3_000, maxDeliveryDays: 3 });
    }
  });

  it('a carrier API key is sealed at rest, answered masked, and the connection test says why it fails', async () => {
    const [carrier] = await q<{ id: string }>(sql`select id from carriers where code = 'lotte'`);
    const path = `/api/admin/settings/shipping/carriers/${carrier!.id}`;
    try {
      expect(await admin('POST', `${path}/test`, superAdmin)).toMatchObject({ status: 200, body: { ok: true, reason: null } });

      const res = await admin('PATCH', path, superAdmin, { apiKey: 'sandbox-lotte-new-9876' });
      expect(res.status).toBe(200);
      expect(res.body.item).toMatchObject({ linked: true, apiKeyMasked: '••••9876' });
      expect(JSON.stringify(res.body)).not.toContain('sandbox-lotte-new');
      const [row] = await q<{ api_key: string }>(sql`select api_key from carriers where id = ${carrier!.id}`);
      expect(row!.api_key).not.toContain('sandbox-lotte');
      expect(developmentSecretBox().open(row!.api_key, carrierKeyContext(carrier!.id))).toBe('sandbox-lotte-new-9876');
      const audit = await lastAudit();
      expect(audit.details).toMatchObject({ apiKeyChanged: true });
      expect(JSON.stringify(audit)).not.toContain('sandbox-lotte-new');
      expect(await admin('POST', `${path}/test`, superAdmin)).toMatchObject({ status: 200, body: { ok: true } });

      // A key the sandbox carrier refuses, a disabled carrier, no key: the spec's message and the reason.
      await admin('PATCH', path, superAdmin, { apiKey: 'live_wrong_key' });
      const refused = await admin('POST', `${path}/test`, superAdmin);
      expect(refused.body).toMatchObject({ ok: false, message: '연결에 실패했습니다. 설정을 확인해주세요.' });
      expect(refused.body.reason).toContain('API 키를 거부');
      await admin('PATCH', path, superAdmin, { apiKey: 'sandbox-lotte-ok-1', enabled: false });
      expect((await admin('POST', `${path}/test`, superAdmin)).body.reason).toContain('사용하지 않는 택배사');
      await admin('PATCH', path, superAdmin, { apiKey: '', enabled: true });
      const page = (await admin('GET', '/api/admin/settings/shipping', superAdmin)).body;
      expect(page.carriers.find((c: any) => c.id === carrier!.id)).toMatchObject({ linked: false, apiKeyMasked: null });
      expect((await admin('POST', `${path}/test`, superAdmin)).body.reason).toContain('API 키가 없습니다');
      // A sealed key copied onto another carrier does not open there.
      const [other] = await q<{ id: string }>(sql`select id from carriers where code = 'post'`);
      const sealed = developmentSecretBox().seal('sandbox-post-abcd', carrierKeyContext(carrier!.id));
      await t.db.database.db.execute(sql`update carriers set api_key = ${sealed} where id = ${other!.id}`);
      expect((await admin('POST', `/api/admin/settings/shipping/carriers/${other!.id}/test`, superAdmin)).body).toMatchObject({
        ok: false,
      });
      expect(
        (await admin('PATCH', `/api/admin/settings/shipping/carriers/${other!.id}`, superAdmin, { apiKey: 'sandbox-kp-8a4f' })).status,
      ).toBe(200);
    } finally {
      await admin('PATCH', path, superAdmin, { apiKey: 'sandbox-lt-5d1e', enabled: true });
    }
  });
});
