import { sql } from 'drizzle-orm';
import { PROMOTION_COST_PER_CLICK } from '@market/domain/admin-promotions';
import { queryRows } from '../../lib/sql';
import { startAdminTest } from '../../test/admin-fixtures';
import { call, idemKey, lineOf, newShopper, orderBody, pickOption } from '../../test/buying-fixtures';
import type { TestApp } from '../../test/test-app';
import { BEACON_BATCHES_PER_MINUTE } from '../../services/beacon';

jest.setTimeout(90_000);

const DAY = 86_400_000;
const isoIn = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe('storefront marketing: banners, promotions, the beacon and attribution', () => {
  let t: TestApp;
  let editor: string;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const beacon = (events: unknown, ip?: string) =>
    call(t, 'POST', '/api/beacon', { body: events, headers: ip ? { 'x-forwarded-for': ip } : {} });

  let bannerId: string;
  let promotionId: string;
  let brandId: string;

  beforeAll(async () => {
    ({
      t,
      cookies: [editor],
    } = await startAdminTest(['CONTENT_EDITOR']));
    const option = await pickOption(t, { stock: 50 });
    brandId = option.brandId;
    const banner = await call(t, 'POST', '/api/admin/banners', {
      cookie: editor,
      body: { title: '비콘 배너', position: 'category_top', startsAt: isoIn(-1), endsAt: isoIn(5), isActive: true, imageUrl: '/x.webp' },
    });
    bannerId = banner.body.item.id;
    const promo = await call(t, 'POST', '/api/admin/promotions', {
      cookie: editor,
      body: { name: '비콘 프로모션', type: 'brand_spotlight', budget: 1000000, startsAt: isoIn(-1), endsAt: isoIn(5), brandIds: [brandId] },
    });
    promotionId = promo.body.item.id;
    await call(t, 'POST', `/api/admin/promotions/${promotionId}/status`, { cookie: editor, body: { action: 'activate' } });
  }, 180_000);
  afterAll(() => t.close());

  const counters = async (table: 'banners' | 'promotions', id: string) =>
    (
      await q<{ impressions: number; clicks: number }>(sql`select impressions, clicks from ${sql.identifier(table)} where id = ${id}::uuid`)
    )[0]!;

  it('POST /api/beacon counts impressions once per id per batch, and clicks never above impressions, anonymously', async () => {
    const r = await beacon({
      events: [
        { kind: 'banner', id: bannerId, type: 'impression' },
        { kind: 'banner', id: bannerId, type: 'impression' },
        { kind: 'banner', id: bannerId, type: 'click' },
        { kind: 'promotion', id: promotionId, type: 'impression' },
      ],
    });
    expect(r.status).toBe(202);
    expect(r.body.accepted).toBe(2);
    expect(await counters('banners', bannerId)).toEqual({ impressions: 1, clicks: 1 });
    // A click whose impression has not arrived raises the impressions with it: clicks never pass impressions.
    expect((await beacon({ events: [{ kind: 'banner', id: bannerId, type: 'click' }] })).status).toBe(202);
    expect(await counters('banners', bannerId)).toEqual({ impressions: 2, clicks: 2 });
    expect(await counters('promotions', promotionId)).toEqual({ impressions: 1, clicks: 0 });
    const [daily] = await q<{ impressions: number }>(
      sql`select impressions from promotion_daily_stats where promotion_id = ${promotionId}::uuid`,
    );
    expect(daily!.impressions).toBe(1);
  });

  it('junk is a Korean 4xx, never a 500, and counts nothing', async () => {
    const before = await counters('banners', bannerId);
    const junk: unknown[] = [
      {},
      { events: [] },
      { events: 'x' },
      { events: [{ kind: 'banner', id: 'not-a-uuid', type: 'impression' }] },
      { events: [{ kind: 'coupon', id: bannerId, type: 'impression' }] },
      { events: [{ kind: 'banner', id: bannerId, type: 'purchase' }] },
      { events: [{ kind: 'banner', id: bannerId, type: 'impression', extra: 1 }] },
      { events: Array.from({ length: 51 }, () => ({ kind: 'banner', id: bannerId, type: 'impression' })) },
      JSON.parse('{"__proto__": {"x": 1}, "events": []}'),
      [1, 2, 3],
    ];
    for (const body of junk) {
      const r = await beacon(body);
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
    }
    const raw = await t.app.request('/api/beacon', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"events": [',
    });
    expect(raw.status).toBe(400);
    const text = await t.app.request('/api/beacon', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
    expect(text.status).toBe(415);
    // Unknown ids and inactive items count nothing.
    const unknown = await beacon({ events: [{ kind: 'promotion', id: '00000000-0000-4000-8000-000000000000', type: 'click' }] });
    expect(unknown.body.accepted).toBe(0);
    expect(await counters('banners', bannerId)).toEqual(before);
  });

  it('an address past the per-minute limit gets 429', async () => {
    const ip = '10.250.250.250';
    const event = { events: [{ kind: 'banner', id: '00000000-0000-4000-8000-000000000000', type: 'impression' }] };
    for (let i = 0; i < BEACON_BATCHES_PER_MINUTE; i += 1) expect((await beacon(event, ip)).status).toBe(202);
    const limited = await beacon(event, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toMatch(/[가-힣]/);
    expect((await beacon(event, '10.250.250.251')).status).toBe(202);
  });

  it('an order placed after a promotion click carries the promotion: conversions, revenue, daily row', async () => {
    await beacon({ events: [{ kind: 'promotion', id: promotionId, type: 'click' }] });
    const before = (
      await q<{ conversions: number; revenue: number; clicks: number }>(
        sql`select conversions, revenue::float8 as revenue, clicks from promotions where id = ${promotionId}::uuid`,
      )
    )[0]!;
    expect(before.clicks).toBe(1);
    const shopper = await newShopper(t);
    const inScope = await pickOption(t, { stock: 20, brandId });
    const placed = await call(t, 'POST', '/api/orders', {
      cookie: shopper.cookie,
      headers: { 'idempotency-key': idemKey() },
      body: orderBody([lineOf(inScope, 2)], { promotion: { id: promotionId, clickedAt: new Date(Date.now() - 3600_000).toISOString() } }),
    });
    expect(placed.status).toBe(201);
    const [attribution] = await q<{ promotion_id: string; revenue: number }>(
      sql`select promotion_id, revenue::float8 as revenue from promotion_attributions where order_id = ${placed.body.id}::uuid`,
    );
    expect(attribution!.promotion_id).toBe(promotionId);
    expect(attribution!.revenue).toBe(inScope.unitPrice * 2);
    const detail = await call(t, 'GET', `/api/admin/promotions/${promotionId}`, { cookie: editor });
    expect(detail.body.conversions).toBe(before.conversions + 1);
    expect(detail.body.revenue).toBe(before.revenue + inScope.unitPrice * 2);
    expect(detail.body.averageOrderValue).toBe(Math.round(detail.body.revenue / detail.body.conversions));
    const daily = await call(t, 'GET', `/api/admin/promotions/${promotionId}/daily`, { cookie: editor });
    expect(daily.body.items.at(-1)).toEqual(expect.objectContaining({ clicks: 1, conversions: 1, revenue: inScope.unitPrice * 2 }));
  });

  it('an order out of scope, or after an old click, carries no promotion and is still placed', async () => {
    const shopper = await newShopper(t);
    const other = await pickOption(t, { stock: 20, excludeBrandId: brandId });
    const out = await call(t, 'POST', '/api/orders', {
      cookie: shopper.cookie,
      headers: { 'idempotency-key': idemKey() },
      body: orderBody([lineOf(other)], { promotion: { id: promotionId, clickedAt: new Date().toISOString() } }),
    });
    expect(out.status).toBe(201);
    const inScope = await pickOption(t, { stock: 20, brandId });
    const old = await call(t, 'POST', '/api/orders', {
      cookie: shopper.cookie,
      headers: { 'idempotency-key': idemKey() },
      body: orderBody([lineOf(inScope)], { promotion: { id: promotionId, clickedAt: isoIn(-30) } }),
    });
    expect(old.status).toBe(201);
    const junk = await call(t, 'POST', '/api/orders', {
      cookie: shopper.cookie,
      headers: { 'idempotency-key': idemKey() },
      body: orderBody([lineOf(inScope)], { promotion: { id: 'nope', clickedAt: 'yesterday' } }),
    });
    expect(junk.status).toBe(201);
    const rows = await q<{ n: number }>(
      sql`select count(*)::int as n from promotion_attributions where order_id in (${out.body.id}::uuid, ${old.body.id}::uuid, ${junk.body.id}::uuid)`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('POST /api/beacon charges a promotion ad spend per click, never past its budget; impressions cost nothing (last: it changes the counters)', async () => {
    const spentOf = async () =>
      (
        await q<{ spent: number; budget: number }>(
          sql`select spent::float8 as spent, budget::float8 as budget from promotions where id = ${promotionId}::uuid`,
        )
      )[0]!;
    const start = await spentOf();
    expect((await beacon({ events: [{ kind: 'promotion', id: promotionId, type: 'impression' }] })).status).toBe(202);
    expect((await spentOf()).spent).toBe(start.spent);
    const clicks = [1, 2].map(() => ({ kind: 'promotion', id: promotionId, type: 'click' }));
    expect((await beacon({ events: clicks })).status).toBe(202);
    expect((await spentOf()).spent).toBe(start.spent + 2 * PROMOTION_COST_PER_CLICK);
    // Half a click's cost left in the budget: the next clicks use it up and stop there.
    await q(sql`update promotions set budget = spent + ${PROMOTION_COST_PER_CLICK / 2} where id = ${promotionId}::uuid`);
    const capped = await spentOf();
    expect((await beacon({ events: clicks })).status).toBe(202);
    expect((await spentOf()).spent).toBe(capped.budget);
    expect((await beacon({ events: clicks })).status).toBe(202);
    expect((await spentOf()).spent).toBe(capped.budget);
    const detail = await call(t, 'GET', `/api/admin/promotions/${promotionId}`, { cookie: editor });
    expect(detail.status).toBe(200);
    expect(detail.body.spent).toBe(capped.budget);
  });
});
