import { sql } from 'drizzle-orm';
import { BRAND_MESSAGES } from '@market/domain/admin-brands';
import { queryRows } from '../../lib/sql';
import { refreshBrandStatisticsJob } from '../../jobs/refresh-brand-statistics';
import { auditCountOf, startAdminTest } from '../../test/admin-fixtures';
import { call } from '../../test/buying-fixtures';
import type { TestApp } from '../../test/test-app';
import pino from 'pino';

jest.setTimeout(60_000);

let seq = 0;
const body = (extra: Record<string, unknown> = {}) => ({
  name: `테스트브랜드${(seq += 1)}`,
  nameEn: `Test Label ${seq}`,
  website: 'https://test-label.example.kr',
  contactEmail: 'hello@test-label.example.kr',
  description: '테스트용 브랜드입니다.',
  ...extra,
});

describe('/api/admin/brands', () => {
  let t: TestApp;
  let superAdmin: string, ops: string, cs: string, seller: string;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const admin = (method: string, path: string, cookie: string, payload?: unknown) => call(t, method, path, { cookie, body: payload });
  let topCategoryId: string;

  beforeAll(async () => {
    ({
      t,
      cookies: [superAdmin, ops, cs, seller],
    } = await startAdminTest(['SUPER_ADMIN', 'OPS_MANAGER', 'CS_AGENT', 'SELLER_ADMIN']));
    const [top] = await q<{ id: string }>(sql`select id from categories where parent_id is null order by display_order limit 1`);
    topCategoryId = top!.id;
  }, 180_000);
  afterAll(() => t.close());

  it('GET /api/admin/brands pages brands with figures and the four tiles from the database', async () => {
    const { status, body: page } = await admin('GET', '/api/admin/brands?limit=5&sort=products&order=desc', ops);
    expect(status).toBe(200);
    const [counts] = await q<Record<string, number>>(sql`select count(*)::int as total,
      (count(*) filter (where status = 'active'))::int as active, (count(*) filter (where status = 'pending'))::int as pending,
      (count(*) filter (where status = 'suspended'))::int as suspended, sum(followers)::int as followers,
      (select count(*) from products)::int as products from brands`);
    expect(page.total).toBe(counts!.total);
    expect(page.summary).toEqual({
      active: counts!.active,
      pending: counts!.pending,
      suspended: counts!.suspended,
      totalProducts: counts!.products,
      totalFollowers: counts!.followers,
    });
    expect(page.items).toHaveLength(5);
    const products = page.items.map((b: { productCount: number }) => b.productCount);
    expect(products).toEqual([...products].sort((a, b) => b - a));
    const top = page.items[0];
    const [live] = await q<{ n: number; revenue: number; rating: number }>(sql`select
      (select count(*)::int from products where brand_id = ${top.id}::uuid) as n,
      (select coalesce(sum(l.line_total), 0)::bigint from order_lines l join orders o on o.id = l.order_id
        where l.brand_id = ${top.id}::uuid and o.status <> 'cancelled' and o.created_at >= now() - interval '30 days') as revenue,
      (select coalesce(round(avg(rv.rating), 1), 0) from reviews rv join products p on p.id = rv.product_id where p.brand_id = ${top.id}::uuid and rv.status = 'approved') as rating`);
    expect(top.productCount).toBe(live!.n);
    expect(top.averageRating).toBeCloseTo(Number(live!.rating), 1);
    expect(top.averageRating).toBeLessThanOrEqual(5);
    expect(typeof top.monthlyRevenue).toBe('number');
  });

  it('GET /api/admin/brands searches name or category on the server, filters by status and sorts every column', async () => {
    const [b] = await q<{ name: string; category: string }>(
      sql`select b.name, c.name as category from brands b join categories c on c.id = b.category_id order by b.name limit 1`,
    );
    const byName = await admin('GET', `/api/admin/brands?q=${encodeURIComponent(b!.name)}`, ops);
    expect(byName.body.items.some((x: { name: string }) => x.name === b!.name)).toBe(true);
    const byCategory = await admin('GET', `/api/admin/brands?q=${encodeURIComponent(b!.category)}&limit=100`, ops);
    expect(byCategory.body.total).toBeGreaterThan(0);
    expect(byCategory.body.items.every((x: { category: { name: string } | null }) => x.category?.name.includes(b!.category))).toBe(true);
    const pending = await admin('GET', '/api/admin/brands?status=pending&limit=100', ops);
    expect(pending.body.items.every((x: { status: string }) => x.status === 'pending')).toBe(true);
    for (const sort of ['newest', 'name', 'category', 'products', 'followers', 'revenue', 'rating', 'status']) {
      expect((await admin('GET', `/api/admin/brands?sort=${sort}&order=asc`, ops)).status).toBe(200);
    }
    const bad = await admin('GET', '/api/admin/brands?sort=drop', ops);
    expect(bad.status).toBe(422);
  });

  it('POST /api/admin/brands creates a pending brand with a unique slug, and PATCH edits it (audited)', async () => {
    const created = await admin('POST', '/api/admin/brands', ops, body({ nameEn: 'Moon Harbor', categoryId: topCategoryId }));
    expect(created.status).toBe(201);
    expect(created.body.item).toMatchObject({ status: 'pending', slug: 'moon-harbor', productCount: 0, followers: 0 });
    expect(created.body.item.category.id).toBe(topCategoryId);
    const again = await admin('POST', '/api/admin/brands', ops, body({ nameEn: 'Moon Harbor' }));
    expect(again.body.item.slug).toBe('moon-harbor-2');
    const korean = await admin('POST', '/api/admin/brands', ops, body({ nameEn: '' }));
    expect(korean.body.item.slug).toMatch(/^brand-[0-9a-f]{8}$/);
    const taken = await admin('POST', '/api/admin/brands', ops, body({ slug: 'moon-harbor' }));
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(BRAND_MESSAGES.slugTaken);
    const sameName = await admin('POST', '/api/admin/brands', ops, body({ name: created.body.item.name }));
    expect(sameName.status).toBe(409);
    expect(await auditCountOf(t, 'brand', created.body.item.id)).toBe(1);

    const id = created.body.item.id;
    const edited = await admin('PATCH', `/api/admin/brands/${id}`, ops, {
      name: '문하버',
      website: 'https://moonharbor.example.com',
      contactEmail: 'partner@moonharbor.example.com',
      description: '바다에서 영감을 받은 브랜드',
      categoryId: '',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.item).toMatchObject({ name: '문하버', website: 'https://moonharbor.example.com', category: null });
    expect(edited.body.title).toBe(BRAND_MESSAGES.updated);
    const [audit] = await q<{ before: { name: string }; after: { name: string } }>(
      sql`select before, after from audit_logs where resource = 'brand' and resource_id = ${id} and action = 'catalog.brands.update'`,
    );
    expect(audit!.after.name).toBe('문하버');
    expect((await admin('PATCH', `/api/admin/brands/${id}`, ops, {})).status).toBe(400);
    expect((await admin('PATCH', '/api/admin/brands/00000000-0000-0000-0000-000000000000', ops, { name: 'x' })).status).toBe(404);
  });

  it('refuses bad input with a Korean 4xx and writes nothing', async () => {
    const [before] = await q<{ n: number }>(sql`select count(*)::int as n from brands`);
    const [child] = await q<{ id: string }>(sql`select id from categories where parent_id is not null limit 1`);
    const cases: [Record<string, unknown>, number, string][] = [
      [body({ name: '가'.repeat(2 * 1024 * 1024) }), 4, '요청 본문이 너무 큽니다.'],
      [body({ name: '가'.repeat(51) }), 4, BRAND_MESSAGES.name],
      [body({ website: 'not a url' }), 4, BRAND_MESSAGES.website],
      [body({ website: 'javascript:alert(1)' }), 4, BRAND_MESSAGES.website],
      [body({ contactEmail: 'nobody' }), 4, BRAND_MESSAGES.contactEmail],
      [body({ slug: 'Bad Slug!' }), 4, BRAND_MESSAGES.slug],
      [body({ categoryId: child!.id }), 4, BRAND_MESSAGES.categoryNotFound],
      [body({ categoryId: '00000000-0000-0000-0000-000000000000' }), 4, BRAND_MESSAGES.categoryNotFound],
      [{ ...body(), __proto__: { x: 1 }, extra: 1 }, 4, ''],
      [{ ...body(), name: '' }, 4, BRAND_MESSAGES.name],
    ];
    for (const [payload, family, message] of cases) {
      const res = await admin('POST', '/api/admin/brands', ops, payload);
      expect(Math.floor(res.status / 100)).toBe(family);
      expect(JSON.stringify(res.body)).toMatch(/[가-힣]/);
      if (message) expect(JSON.stringify(res.body)).toContain(message);
    }
    const proto = await t.app.request('/api/admin/brands', {
      method: 'POST',
      headers: { cookie: ops, 'content-type': 'application/json', 'x-forwarded-for': '10.1.1.1' },
      body: `{"name":"프로토","__proto__":{"polluted":true}}`,
    });
    expect(proto.status).toBe(422);
    const [after] = await q<{ n: number }>(sql`select count(*)::int as n from brands`);
    expect(after!.n).toBe(before!.n);
  });

  it('POST /api/admin/brands/{id}/status runs approve / suspend / reactivate / reject, refuses the rest (409), and the storefront follows', async () => {
    const created = (await admin('POST', '/api/admin/brands', ops, body({ nameEn: 'Status Flow' }))).body.item;
    const id: string = created.id;
    const status = (to: string, extra: Record<string, unknown> = {}) =>
      admin('POST', `/api/admin/brands/${id}/status`, ops, { status: to, ...extra });
    expect((await call(t, 'GET', `/api/brands/${created.slug}`)).status).toBe(404);
    expect((await status('suspended', { expectedStatus: 'active' })).status).toBe(409);

    const approved = await status('active');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ title: '브랜드 상태 변경 완료', message: '브랜드 상태가 성공적으로 변경되었습니다.' });
    expect(approved.body.item.status).toBe('active');
    expect((await call(t, 'GET', `/api/brands/${created.slug}`)).status).toBe(200);
    const again = await status('active');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toContain('운영중');

    expect((await status('suspended')).body.item.status).toBe('suspended');
    expect((await call(t, 'GET', `/api/brands/${created.slug}`)).status).toBe(404);
    const list = await call(t, 'GET', `/api/brands?q=${encodeURIComponent(created.name)}`);
    expect(list.body.items.some((b: { id: string }) => b.id === id)).toBe(false);
    expect((await status('suspended')).status).toBe(409);
    expect((await status('pending')).status).toBe(422);

    expect((await status('active')).body.item.status).toBe('active');
    expect(
      (await call(t, 'GET', `/api/brands?q=${encodeURIComponent(created.name)}`)).body.items.some((b: { id: string }) => b.id === id),
    ).toBe(true);

    const other = (await admin('POST', '/api/admin/brands', ops, body())).body.item;
    const rejected = await admin('POST', `/api/admin/brands/${other.id}/status`, ops, { status: 'suspended' });
    expect(rejected.body.item.status).toBe('suspended');
    const actions = await q<{ action: string }>(
      sql`select action from audit_logs where resource = 'brand' and resource_id in (${id}, ${other.id}) and action like 'catalog.brands.%' order by occurred_at, action`,
    );
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['catalog.brands.approve', 'catalog.brands.suspend', 'catalog.brands.reactivate', 'catalog.brands.reject']),
    );
  });

  it('a suspended seller keeps its brand off: activating it is a Korean 409, and a brand suspended on its own stays off after the seller comes back', async () => {
    const [brand] = await q<{ id: string; seller_id: string }>(
      sql`select b.id, b.seller_id from brands b join sellers s on s.id = b.seller_id
          where b.status = 'active' and s.status = 'active' order by b.created_at desc limit 1`,
    );
    // The seller is suspended: its brand goes with it.
    expect((await admin('POST', `/api/admin/sellers/${brand!.seller_id}/status`, superAdmin, { status: 'suspended' })).status).toBe(200);
    const refused = await admin('POST', `/api/admin/brands/${brand!.id}/status`, ops, { status: 'active' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(BRAND_MESSAGES.sellerSuspended);
    expect((await admin('GET', `/api/admin/brands/${brand!.id}`, ops)).body).toMatchObject({
      status: 'suspended',
      sellerStatus: 'suspended',
    });
    // The seller comes back, and so does its brand.
    expect((await admin('POST', `/api/admin/sellers/${brand!.seller_id}/status`, superAdmin, { status: 'active' })).status).toBe(200);
    expect((await admin('GET', `/api/admin/brands/${brand!.id}`, ops)).body.status).toBe('active');
    // Suspended on its own, then the seller suspended and reactivated: the brand stays suspended.
    await admin('POST', `/api/admin/brands/${brand!.id}/status`, ops, { status: 'suspended' });
    await admin('POST', `/api/admin/sellers/${brand!.seller_id}/status`, superAdmin, { status: 'suspended' });
    await admin('POST', `/api/admin/sellers/${brand!.seller_id}/status`, superAdmin, { status: 'active' });
    expect((await admin('GET', `/api/admin/brands/${brand!.id}`, ops)).body.status).toBe('suspended');
    expect((await admin('POST', `/api/admin/brands/${brand!.id}/status`, ops, { status: 'active' })).status).toBe(200);
  });

  it('the brands job recomputes revenue, products, followers and rating from the rows', async () => {
    const [b] = await q<{ id: string }>(sql`select brand_id as id from order_lines group by brand_id order by count(*) desc limit 1`);
    await q(
      sql`update brands set monthly_revenue = 1, followers = 0, average_rating = 0, product_count = 0 where id = ${b!.id}::uuid returning id`,
    );
    const result = await refreshBrandStatisticsJob.run({ db: t.db.database.db, logger: pino({ level: 'silent' }), now: new Date() });
    expect(result.brands).toBeGreaterThanOrEqual(1);
    const [row] = await q<{
      ok: boolean;
    }>(sql`select b.monthly_revenue = coalesce((select sum(l.line_total) from order_lines l join orders o on o.id = l.order_id
        where l.brand_id = b.id and o.status <> 'cancelled' and o.created_at >= now() - interval '30 days'), 0)
      and b.followers = (select count(*) from brand_follows f where f.brand_id = b.id)
      and b.product_count = (select count(*) from products p where p.brand_id = b.id) as ok from brands b where b.id = ${b!.id}::uuid`);
    expect(row!.ok).toBe(true);
  });

  it('GET /api/admin/brands/export downloads the filtered list as CSV (BOM) and .xlsx, audited', async () => {
    const raw = (path: string, cookie?: string) =>
      t.app.request(path, { headers: { ...(cookie ? { cookie } : {}), 'x-forwarded-for': '10.9.8.7' } });
    const res = await raw('/api/admin/brands/export?format=csv&status=active', ops);
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('브랜드명,영문명,슬러그,카테고리,웹사이트,담당자 이메일,상품 수,팔로워,월 매출(원),평점(5.0),상태,등록일');
    const [active] = await q<{ n: number }>(sql`select count(*)::int as n from brands where status = 'active'`);
    expect(lines).toHaveLength(active!.n + 1);
    const xlsx = await raw('/api/admin/brands/export?format=xlsx', ops);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    const [audit] = await q<{ n: number }>(sql`select count(*)::int as n from audit_logs where action = 'catalog.brands.export'`);
    expect(audit!.n).toBe(2);
    expect((await raw('/api/admin/brands/export?format=csv', cs)).status).toBe(403);
  });

  it('is 401 signed out and 403 for roles without catalog.brands (CS_AGENT, SELLER_ADMIN)', async () => {
    expect((await call(t, 'GET', '/api/admin/brands')).status).toBe(401);
    const [b] = await q<{ id: string }>(sql`select id from brands limit 1`);
    for (const cookie of [cs, seller]) {
      expect((await admin('GET', '/api/admin/brands', cookie)).status).toBe(403);
      expect((await admin('POST', '/api/admin/brands', cookie, body())).status).toBe(403);
      expect((await admin('PATCH', `/api/admin/brands/${b!.id}`, cookie, { name: '바꿈' })).status).toBe(403);
      expect((await admin('POST', `/api/admin/brands/${b!.id}/status`, cookie, { status: 'suspended' })).status).toBe(403);
    }
  });
});
