import { sql } from 'drizzle-orm';
import { ADMIN_COUPON_MESSAGES, COUPON_ZONE_MESSAGES } from '@market/domain/admin-coupons';
import { queryRows } from '../../lib/sql';
import { auditCountOf, startAdminTest } from '../../test/admin-fixtures';
import { call, idemKey, lineOf, newShopper, orderBody, pickOption } from '../../test/buying-fixtures';
import type { TestApp } from '../../test/test-app';

jest.setTimeout(60_000);

let seq = 0;
const freshCode = () => `T${process.pid % 1000}X${(seq += 1)}`;

/** A Korea-time day `days` from today, as the form sends it. */
const dayFrom = (days: number) => new Date(Date.now() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

const body = (extra: Record<string, unknown> = {}) => ({
  code: freshCode().toLowerCase(),
  name: '테스트 10% 할인',
  description: '테스트 쿠폰',
  type: 'percentage',
  value: 10,
  maxDiscount: 5000,
  minOrderAmount: 20000,
  totalQuantity: 100,
  startDate: dayFrom(-1),
  endDate: dayFrom(30),
  isPublic: false,
  ...extra,
});

describe('/api/admin/coupons', () => {
  let t: TestApp;
  let superAdmin: string, ops: string, cs: string, editor: string;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const admin = (method: string, path: string, cookie: string | undefined, payload?: unknown) =>
    call(t, method, path, { cookie, body: payload });

  beforeAll(async () => {
    ({
      t,
      cookies: [superAdmin, ops, cs, editor],
    } = await startAdminTest(['SUPER_ADMIN', 'OPS_MANAGER', 'CS_AGENT', 'CONTENT_EDITOR']));
  }, 180_000);
  afterAll(() => t.close());

  it('GET /api/admin/coupons lists coupons with used from live redemptions and the four cards from the database', async () => {
    const { status, body: page } = await admin('GET', '/api/admin/coupons?limit=100', superAdmin);
    expect(status).toBe(200);
    const live = await q<{ id: string; used: number; total_quantity: number; used_quantity: number; shown: string }>(
      sql`select c.id, c.total_quantity, c.used_quantity,
        (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id and r.released_at is null) as used,
        case when c.status = 'expired' or c.ends_at < now() then 'expired' else c.status end as shown from coupons c`,
    );
    expect(page.total).toBe(live.length);
    for (const c of page.items) {
      const row = live.find((r) => r.id === c.id)!;
      expect(c.usedQuantity).toBe(row.used);
      // Checkout keeps used_quantity equal to the live redemptions: the two counts agree.
      expect(row.used_quantity).toBe(row.used);
      expect(c.remainingQuantity).toBe(row.total_quantity - row.used);
      expect(c.status).toBe(row.shown);
    }
    expect(page.summary.active).toBe(live.filter((r) => r.shown === 'active').length);
    expect(page.summary.expired).toBe(live.filter((r) => r.shown === 'expired').length);
    expect(page.summary.totalUsed).toBe(live.reduce((s, r) => s + r.used, 0));
    const avg = live.reduce((s, r) => s + (r.used * 100) / r.total_quantity, 0) / live.length;
    expect(page.summary.averageUsagePercent).toBeCloseTo(avg, 1);
    const style = page.items.find((c: any) => c.code === 'STYLE10');
    expect(style).toMatchObject({ isPublic: true, type: 'percentage', value: 10 });
    expect(page.items.find((c: any) => c.code === 'WELCOME30').isPublic).toBe(false);
  });

  it('GET /api/admin/coupons searches code or name, filters status and type, and walks every sort by cursor once each', async () => {
    const byCode = await admin('GET', '/api/admin/coupons?q=style', superAdmin);
    expect(byCode.body.items.map((c: any) => c.code)).toContain('STYLE10');
    const byName = await admin('GET', `/api/admin/coupons?q=${encodeURIComponent('무료배송')}`, superAdmin);
    expect(byName.body.items.every((c: any) => c.name.includes('무료배송') || c.code.includes('무료배송'))).toBe(true);
    expect(byName.body.items.length).toBeGreaterThan(0);
    const expired = await admin('GET', '/api/admin/coupons?status=expired', superAdmin);
    expect(expired.body.items.length).toBeGreaterThan(0);
    expect(expired.body.items.every((c: any) => c.status === 'expired')).toBe(true);
    const shipping = await admin('GET', '/api/admin/coupons?type=shipping', superAdmin);
    expect(shipping.body.items.every((c: any) => c.type === 'shipping')).toBe(true);
    expect((await admin('GET', '/api/admin/coupons?status=bogus', superAdmin)).status).toBe(422);
    expect((await admin('GET', '/api/admin/coupons?sort=nope', superAdmin)).status).toBe(422);

    const [{ n }] = (await q<{ n: number }>(sql`select count(*)::int as n from coupons`)) as [{ n: number }];
    for (const sort of ['created', 'code', 'name', 'value', 'minOrder', 'used', 'usage', 'starts', 'ends', 'status']) {
      for (const order of ['asc', 'desc']) {
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const res: { status: number; body: any } = await admin(
            'GET',
            `/api/admin/coupons?limit=4&sort=${sort}&order=${order}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
            superAdmin,
          );
          expect(res.status).toBe(200);
          seen.push(...res.body.items.map((c: { id: string }) => c.id));
          cursor = res.body.nextCursor;
        } while (cursor);
        expect(new Set(seen).size).toBe(n);
      }
    }
    const byUsed = await admin('GET', '/api/admin/coupons?sort=used&order=desc&limit=100', superAdmin);
    const used = byUsed.body.items.map((c: any) => c.usedQuantity);
    expect(used).toEqual([...used].sort((a: number, b: number) => b - a));
  });

  it('POST /api/admin/coupons creates a coupon (code upper-cased), audited; a duplicate code is 409', async () => {
    const payload = body();
    const res = await admin('POST', '/api/admin/coupons', ops, payload);
    expect(res.status).toBe(201);
    expect(res.body.title).toBe(ADMIN_COUPON_MESSAGES.created);
    expect(res.body.item).toMatchObject({
      code: payload.code.toUpperCase(),
      status: 'active',
      usedQuantity: 0,
      remainingQuantity: 100,
      usagePercent: 0,
      deletable: true,
      maxDiscount: 5000,
    });
    expect(await auditCountOf(t, 'coupon', res.body.item.id)).toBe(1);
    const again = await admin('POST', '/api/admin/coupons', ops, { ...payload, code: `  ${payload.code.toUpperCase()} ` });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(ADMIN_COUPON_MESSAGES.codeTaken);
    const detail = await admin('GET', `/api/admin/coupons/${res.body.item.id}`, ops);
    expect(detail.body.code).toBe(payload.code.toUpperCase());
  });

  it.each([
    ['percentage over 100', { value: 101 }, 'value', ADMIN_COUPON_MESSAGES.percentage],
    ['percentage of 0', { value: 0 }, 'value', ADMIN_COUPON_MESSAGES.percentage],
    ['fixed of 0', { type: 'fixed', value: 0 }, 'value', ADMIN_COUPON_MESSAGES.fixed],
    ['negative fixed', { type: 'fixed', value: -500 }, 'value', ADMIN_COUPON_MESSAGES.fixed],
    ['end before start', { startDate: dayFrom(10), endDate: dayFrom(2) }, 'endDate', ADMIN_COUPON_MESSAGES.period],
    ['bad code', { code: '쿠폰!' }, 'code', ADMIN_COUPON_MESSAGES.code],
    ['negative minimum', { minOrderAmount: -1 }, 'minOrderAmount', ADMIN_COUPON_MESSAGES.minOrderAmount],
    ['zero quantity', { totalQuantity: 0 }, 'totalQuantity', ADMIN_COUPON_MESSAGES.totalQuantity],
    ['bad date', { startDate: '2026-13-45' }, 'startDate', ADMIN_COUPON_MESSAGES.date],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 'name', ADMIN_COUPON_MESSAGES.nameTooLong],
  ])('POST /api/admin/coupons refuses %s with a Korean 422 and writes nothing', async (_label, extra, field, message) => {
    const [before] = await q<{ n: number }>(sql`select count(*)::int as n from coupons`);
    const res = await admin('POST', '/api/admin/coupons', ops, body(extra));
    expect(res.status).toBe(422);
    expect(res.body.error.fields[field]).toBe(message);
    const [after] = await q<{ n: number }>(sql`select count(*)::int as n from coupons`);
    expect(after!.n).toBe(before!.n);
  });

  it('POST /api/admin/coupons refuses unknown keys, __proto__, a 2 MB name and an unknown brand', async () => {
    const huge = await admin('POST', '/api/admin/coupons', ops, body({ name: 'x'.repeat(2_000_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toMatch(/[가-힣]/);
    expect((await admin('POST', '/api/admin/coupons', ops, { ...body(), usedQuantity: 5 })).status).toBe(422);
    const proto = await t.app.request('/api/admin/coupons', {
      method: 'POST',
      headers: { cookie: ops, 'content-type': 'application/json', 'x-forwarded-for': '10.1.2.3' },
      body: `{"__proto__":{"isAdmin":true},${JSON.stringify(body()).slice(1)}`,
    });
    expect(proto.status).toBeGreaterThanOrEqual(400);
    expect(proto.status).toBeLessThan(500);
    const brand = await admin('POST', '/api/admin/coupons', ops, body({ brandId: '00000000-0000-4000-8000-000000000000' }));
    expect(brand.status).toBe(404);
    expect(brand.body.error.message).toBe(ADMIN_COUPON_MESSAGES.brandNotFound);
    const [b] = await q<{ id: string; name: string }>(sql`select id, name from brands where status = 'active' order by name limit 1`);
    const ok = await admin('POST', '/api/admin/coupons', ops, body({ brandId: b!.id, type: 'fixed', value: 3000 }));
    expect(ok.status).toBe(201);
    expect(ok.body.item).toMatchObject({ brandId: b!.id, brandName: b!.name, maxDiscount: null, value: 3000 });
  });

  it('PATCH /api/admin/coupons/{id} edits the fields sent, checks the merged rules and the used quantity, audited', async () => {
    const { body: created } = await admin('POST', '/api/admin/coupons', ops, body());
    const id = created.item.id;
    const res = await admin('PATCH', `/api/admin/coupons/${id}`, ops, { name: '수정된 쿠폰', value: 15, isPublic: true });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe(ADMIN_COUPON_MESSAGES.updated);
    expect(res.body.item).toMatchObject({ name: '수정된 쿠폰', value: 15, isPublic: true, code: created.item.code });
    expect(await auditCountOf(t, 'coupon', id)).toBe(2);
    const period = await admin('PATCH', `/api/admin/coupons/${id}`, ops, { endDate: dayFrom(-5) });
    expect(period.status).toBe(422);
    expect(period.body.error.fields.endDate).toBe(ADMIN_COUPON_MESSAGES.period);
    const fixed = await admin('PATCH', `/api/admin/coupons/${id}`, ops, { type: 'fixed', value: 0 });
    expect(fixed.status).toBe(422);
    expect((await admin('PATCH', `/api/admin/coupons/${id}`, ops, {})).status).toBe(400);
    expect((await admin('PATCH', '/api/admin/coupons/not-a-uuid', ops, { name: 'x' })).status).toBe(404);
    // Below what was used.
    const [style] = await q<{ id: string; used: number }>(
      sql`select id, used_quantity as used from coupons where used_quantity > 1 order by used_quantity desc limit 1`,
    );
    const low = await admin('PATCH', `/api/admin/coupons/${style!.id}`, ops, { totalQuantity: style!.used - 1 });
    expect(low.status).toBe(422);
    expect(low.body.error.fields.totalQuantity).toBe(ADMIN_COUPON_MESSAGES.quantityBelowUsed);
    const dup = await admin('PATCH', `/api/admin/coupons/${id}`, ops, { code: 'style10' });
    expect(dup.status).toBe(409);
  });

  it('POST /api/admin/coupons/{id}/status deactivates and activates; the same move twice and any move of an expired coupon are 409', async () => {
    const { body: created } = await admin('POST', '/api/admin/coupons', ops, body());
    const id = created.item.id;
    const off = await admin('POST', `/api/admin/coupons/${id}/status`, ops, { action: 'deactivate' });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ title: '쿠폰 상태 변경 완료', message: '쿠폰이 비활성화되었습니다.', item: { status: 'inactive' } });
    const twice = await admin('POST', `/api/admin/coupons/${id}/status`, ops, { action: 'deactivate' });
    expect(twice.status).toBe(409);
    const on = await admin('POST', `/api/admin/coupons/${id}/status`, ops, { action: 'activate' });
    expect(on.body).toMatchObject({ message: '쿠폰이 활성화되었습니다.', item: { status: 'active' } });
    const [row] = await q<{ n: number }>(
      sql`select count(*)::int as n from audit_logs where resource_id = ${id} and action in ('marketing.coupons.activate', 'marketing.coupons.deactivate')`,
    );
    expect(row!.n).toBe(2);
    // Past its end (still marked active): neither move.
    await q(
      sql`update coupons set starts_at = now() - interval '10 days', ends_at = now() - interval '1 day' where id = ${id}::uuid returning id`,
    );
    const shown = await admin('GET', `/api/admin/coupons/${id}`, ops);
    expect(shown.body.status).toBe('expired');
    for (const action of ['activate', 'deactivate']) {
      const res = await admin('POST', `/api/admin/coupons/${id}/status`, ops, { action });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(ADMIN_COUPON_MESSAGES.expired);
    }
    const [marked] = await q<{ id: string }>(sql`select id from coupons where status = 'expired' limit 1`);
    expect((await admin('POST', `/api/admin/coupons/${marked!.id}/status`, ops, { action: 'activate' })).status).toBe(409);
    expect((await admin('POST', `/api/admin/coupons/${id}/status`, ops, { action: 'pause' })).status).toBe(422);
  });

  it('DELETE /api/admin/coupons/{id} deletes a coupon never redeemed (audited) and refuses a redeemed one with 409', async () => {
    const { body: created } = await admin('POST', '/api/admin/coupons', ops, body());
    const del = await admin('DELETE', `/api/admin/coupons/${created.item.id}`, ops);
    expect(del.status).toBe(200);
    expect(del.body.title).toBe(ADMIN_COUPON_MESSAGES.deleted);
    expect((await admin('GET', `/api/admin/coupons/${created.item.id}`, ops)).status).toBe(404);
    expect(await auditCountOf(t, 'coupon', created.item.id)).toBe(2);
    const [redeemed] = await q<{ id: string }>(sql`select coupon_id as id from coupon_redemptions limit 1`);
    const refused = await admin('DELETE', `/api/admin/coupons/${redeemed!.id}`, ops);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(ADMIN_COUPON_MESSAGES.redeemed);
    expect((await admin('GET', `/api/admin/coupons/${redeemed!.id}`, ops)).body.deletable).toBe(false);
  });

  it('refuses roles without marketing.coupons (CS_AGENT, CONTENT_EDITOR) with 403 and anonymous callers with 401', async () => {
    for (const cookie of [cs, editor]) {
      expect((await admin('GET', '/api/admin/coupons', cookie)).status).toBe(403);
      expect((await admin('POST', '/api/admin/coupons', cookie, body())).status).toBe(403);
    }
    const [c] = await q<{ id: string }>(sql`select id from coupons limit 1`);
    expect((await admin('DELETE', `/api/admin/coupons/${c!.id}`, cs)).status).toBe(403);
    expect((await admin('POST', `/api/admin/coupons/${c!.id}/status`, editor, { action: 'deactivate' })).status).toBe(403);
    expect((await admin('GET', '/api/admin/coupons', undefined)).status).toBe(401);
  });

  it('GET /api/admin/coupons/export downloads the filtered list as CSV (BOM) and .xlsx, audited', async () => {
    const raw = (path: string, cookie?: string) =>
      t.app.request(path, { headers: { ...(cookie ? { cookie } : {}), 'x-forwarded-for': '10.9.8.6' } });
    expect((await raw('/api/admin/coupons/export?format=csv', cs)).status).toBe(403);
    const res = await raw('/api/admin/coupons/export?format=csv&type=shipping', superAdmin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toContain('쿠폰 코드,쿠폰명,할인 유형');
    const [shipping] = await q<{ n: number }>(sql`select count(*)::int as n from coupons where type = 'shipping'`);
    expect(lines).toHaveLength(shipping!.n + 1);
    expect(lines.slice(1).every((l) => l.includes('무료배송'))).toBe(true);
    const [audit] = await q<{ n: number }>(sql`select count(*)::int as n from audit_logs where action = 'marketing.coupons.export'`);
    expect(audit!.n).toBe(1);
    const xlsx = await raw('/api/admin/coupons/export?format=xlsx', superAdmin);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });
});

describe('the coupon zone: /api/coupons/public and /api/coupons/{id}/download', () => {
  let t: TestApp;
  let ops: string;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);

  beforeAll(async () => {
    ({
      t,
      cookies: [ops],
    } = await startAdminTest(['OPS_MANAGER']));
  }, 180_000);
  afterAll(() => t.close());

  it('lists public, active, in-period coupons (the seed STYLE10, SAVE5000, FREESHIP) and no private or inactive one', async () => {
    const res = await call(t, 'GET', '/api/coupons/public');
    expect(res.status).toBe(200);
    expect(res.body.signedIn).toBe(false);
    const codes = res.body.items.map((c: any) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['STYLE10', 'SAVE5000', 'FREESHIP']));
    expect(codes).not.toContain('WELCOME30');
    const created = await call(t, 'POST', '/api/admin/coupons', { cookie: ops, body: body({ isPublic: true, status: 'inactive' }) });
    expect((await call(t, 'GET', '/api/coupons/public')).body.items.map((c: any) => c.id)).not.toContain(created.body.item.id);
    await call(t, 'POST', `/api/admin/coupons/${created.body.item.id}/status`, { cookie: ops, body: { action: 'activate' } });
    expect((await call(t, 'GET', '/api/coupons/public')).body.items.map((c: any) => c.id)).toContain(created.body.item.id);
  });

  it('a shopper downloads a public coupon once into the account; a guest gets 401; the last copy goes once; the held coupon applies at checkout', async () => {
    const created = await call(t, 'POST', '/api/admin/coupons', {
      cookie: ops,
      body: body({ isPublic: true, totalQuantity: 1, type: 'fixed', value: 2000, maxDiscount: null, minOrderAmount: 0 }),
    });
    const id = created.body.item.id;
    const guest = await call(t, 'POST', `/api/coupons/${id}/download`);
    expect(guest.status).toBe(401);
    expect(guest.body.error.message).toBe(COUPON_ZONE_MESSAGES.signIn);
    const a = await newShopper(t);
    const got = await call(t, 'POST', `/api/coupons/${id}/download`, { cookie: a.cookie });
    expect(got.status).toBe(201);
    expect(got.body).toMatchObject({ title: COUPON_ZONE_MESSAGES.downloaded, coupon: { downloaded: true, remainingQuantity: 0 } });
    const twice = await call(t, 'POST', `/api/coupons/${id}/download`, { cookie: a.cookie });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(COUPON_ZONE_MESSAGES.already);
    const b = await newShopper(t);
    const none = await call(t, 'POST', `/api/coupons/${id}/download`, { cookie: b.cookie });
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe(COUPON_ZONE_MESSAGES.soldOut);
    const listed = await call(t, 'GET', '/api/coupons/public', { cookie: a.cookie });
    expect(listed.body.signedIn).toBe(true);
    expect(listed.body.items.find((c: any) => c.id === id).downloaded).toBe(true);
    const mine = await call(t, 'GET', '/api/me/coupons?usable=1', { cookie: a.cookie });
    expect(mine.body.items.map((c: any) => c.couponId)).toContain(id);
    expect((await call(t, 'POST', '/api/coupons/not-a-uuid/download', { cookie: a.cookie })).status).toBe(404);
    const [privateCoupon] = await q<{ id: string }>(sql`select id from coupons where code = 'WELCOME30'`);
    expect((await call(t, 'POST', `/api/coupons/${privateCoupon!.id}/download`, { cookie: a.cookie })).status).toBe(404);

    // The downloaded coupon applies at checkout, and the admin then counts it used and refuses to delete it.
    const option = await pickOption(t, { stock: 20, minPrice: 10_000, maxPrice: 100_000 });
    const order = await call(t, 'POST', '/api/orders', {
      cookie: a.cookie,
      body: orderBody([lineOf(option)], { couponCode: created.body.item.code }),
      headers: { 'idempotency-key': idemKey() },
    });
    expect(order.status).toBe(201);
    const after = await call(t, 'GET', `/api/admin/coupons/${id}`, { cookie: ops });
    expect(after.body).toMatchObject({ usedQuantity: 1, remainingQuantity: 0, usagePercent: 100, deletable: false });
    expect((await call(t, 'DELETE', `/api/admin/coupons/${id}`, { cookie: ops })).status).toBe(409);
  });
});
