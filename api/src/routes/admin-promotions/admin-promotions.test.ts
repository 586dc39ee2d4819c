import { sql } from 'drizzle-orm';
import { PROMOTION_MESSAGES } from '@market/domain/admin-promotions';
import { queryRows } from '../../lib/sql';
import { auditCountOf, startAdminTest } from '../../test/admin-fixtures';
import { call } from '../../test/buying-fixtures';
import type { TestApp } from '../../test/test-app';

jest.setTimeout(60_000);

const DAY = 86_400_000;
const isoIn = (days: number) => new Date(Date.now() + days * DAY).toISOString();
let seq = 0;
const body = (extra: Record<string, unknown> = {}) => ({
  name: `테스트 프로모션 ${(seq += 1)}`,
  type: 'seasonal',
  description: '겨울 시즌 기획전',
  targetAudience: 'all_customers',
  budget: 5_000_000,
  startsAt: isoIn(-1),
  endsAt: isoIn(20),
  ...extra,
});

describe('/api/admin/promotions', () => {
  let t: TestApp;
  let superAdmin: string, editor: string, cs: string;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const admin = (method: string, path: string, cookie: string, payload?: unknown) => call(t, method, path, { cookie, body: payload });

  beforeAll(async () => {
    ({
      t,
      cookies: [superAdmin, editor, cs],
    } = await startAdminTest(['SUPER_ADMIN', 'CONTENT_EDITOR', 'CS_AGENT']));
  }, 180_000);
  afterAll(() => t.close());

  it('GET /api/admin/promotions pages promotions with the five cards and computed rates', async () => {
    const { status, body: page } = await admin('GET', '/api/admin/promotions?limit=4', editor);
    expect(status).toBe(200);
    const [f] = await q<
      Record<string, number>
    >(sql`select count(*)::int as total, (count(*) filter (where status = 'active'))::int as active,
      sum(conversions)::float8 as conversions, sum(clicks)::float8 as clicks, sum(revenue)::float8 as revenue, sum(spent)::float8 as spent from promotions`);
    expect(page.total).toBe(f!.total);
    expect(page.summary).toEqual({
      active: f!.active,
      conversions: f!.conversions,
      clicks: f!.clicks,
      revenue: f!.revenue,
      spent: f!.spent,
    });
    expect(page.items).toHaveLength(4);
    for (const p of page.items) {
      expect(p.ctr).toBe(p.impressions > 0 ? Math.round((p.clicks / p.impressions) * 1000) / 10 : 0);
      expect(p.roas).toBe(p.spent > 0 ? Math.round((p.revenue / p.spent) * 1000) / 10 : 0);
      expect(p.averageOrderValue).toBe(p.conversions > 0 ? Math.round(p.revenue / p.conversions) : 0);
      expect(p.code).toMatch(/^PROMO-\d{4}-\d{3}$/);
    }
  });

  it('searches name and description, filters type and status, sorts by revenue', async () => {
    const byName = await admin('GET', `/api/admin/promotions?q=${encodeURIComponent('블랙프라이데이')}`, editor);
    expect(byName.body.items.map((p: { name: string }) => p.name)).toEqual(['블랙프라이데이']);
    const byDescription = await admin('GET', `/api/admin/promotions?q=${encodeURIComponent('럭키박스')}`, editor);
    expect(byDescription.body.items.length).toBe(1);
    const flash = await admin('GET', '/api/admin/promotions?type=flash_sale&status=completed', editor);
    for (const p of flash.body.items) expect([p.type, p.status]).toEqual(['flash_sale', 'completed']);
    const sorted = await admin('GET', '/api/admin/promotions?sort=revenue&order=desc&limit=100', editor);
    const revenue = sorted.body.items.map((p: { revenue: number }) => p.revenue);
    expect(revenue).toEqual([...revenue].sort((a, b) => b - a));
    expect((await admin('GET', '/api/admin/promotions?type=bogus', editor)).status).toBe(422);
  });

  it('create a draft with a scope, edit every field, activate, pause, activate again; audited', async () => {
    const options = await admin('GET', '/api/admin/promotions/scope-options', editor);
    expect(options.body.brands.length).toBeGreaterThan(0);
    const brandIds = options.body.brands.slice(0, 2).map((b: { id: string }) => b.id);
    const categoryIds = [options.body.categories[0].id];
    const created = await admin('POST', '/api/admin/promotions', editor, body({ brandIds, categoryIds }));
    expect(created.status).toBe(201);
    const id = created.body.item.id as string;
    expect(created.body.item).toEqual(expect.objectContaining({ status: 'draft', budget: 5_000_000, spent: 0 }));
    expect(created.body.item.code).toMatch(new RegExp(`^PROMO-${new Date(Date.now() - DAY).getUTCFullYear()}-\\d{3}$`));
    expect(created.body.item.brands.map((b: { id: string }) => b.id).sort()).toEqual([...brandIds].sort());
    expect(created.body.item.categories).toHaveLength(1);

    const edited = await admin('PATCH', `/api/admin/promotions/${id}`, editor, {
      name: '수정된 프로모션',
      type: 'flash_sale',
      targetAudience: 'vip_customers',
      budget: 7_000_000,
      description: '설명 수정',
      endsAt: isoIn(25),
      brandIds: null,
      categoryIds: [],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual(expect.objectContaining({ title: '프로모션 업데이트 완료', message: PROMOTION_MESSAGES.updated }));
    expect(edited.body.item).toEqual(
      expect.objectContaining({
        name: '수정된 프로모션',
        type: 'flash_sale',
        targetAudience: 'vip_customers',
        budget: 7_000_000,
        brands: null,
        categories: null,
      }),
    );

    const on = await admin('POST', `/api/admin/promotions/${id}/status`, editor, { action: 'activate', expectedStatus: 'draft' });
    expect(on.body).toEqual(expect.objectContaining({ message: '프로모션이 활성화되었습니다.' }));
    expect(on.body.item.status).toBe('active');
    expect((await call(t, 'GET', '/api/promotions')).body.items.map((p: { id: string }) => p.id)).toContain(id);
    expect((await admin('POST', `/api/admin/promotions/${id}/status`, editor, { action: 'activate' })).status).toBe(409);
    const paused = await admin('POST', `/api/admin/promotions/${id}/status`, editor, { action: 'pause' });
    expect(paused.body.message).toBe('프로모션이 일시 중지되었습니다.');
    expect((await call(t, 'GET', '/api/promotions')).body.items.map((p: { id: string }) => p.id)).not.toContain(id);
    expect((await admin('POST', `/api/admin/promotions/${id}/status`, editor, { action: 'pause' })).status).toBe(409);
    expect((await admin('POST', `/api/admin/promotions/${id}/status`, editor, { action: 'activate' })).body.item.status).toBe('active');
    expect(await auditCountOf(t, 'promotion', id)).toBe(5);
  });

  it('completed and cancelled promotions offer no status action (409)', async () => {
    await q(
      sql`update promotions set status = 'cancelled' where id = (select id from promotions where status = 'completed' order by code desc limit 1) returning id`,
    );
    for (const status of ['completed', 'cancelled']) {
      const [row] = await q<{ id: string }>(sql`select id from promotions where status = ${status} limit 1`);
      for (const action of ['activate', 'pause']) {
        const r = await admin('POST', `/api/admin/promotions/${row!.id}/status`, editor, { action });
        expect(r.status).toBe(409);
        expect(r.body.error.message).toMatch(/[가-힣]/);
      }
    }
  });

  it('bad input is a Korean 4xx and writes nothing', async () => {
    const before = await q<{ n: number }>(sql`select count(*)::int as n from promotions`);
    const cases: Record<string, unknown>[] = [
      body({ budget: -1 }),
      body({ budget: 1.5 }),
      body({ name: '' }),
      body({ type: 'pyramid' }),
      body({ startsAt: isoIn(5), endsAt: isoIn(2) }),
      body({ brandIds: ['00000000-0000-4000-8000-000000000000'] }),
      body({ categoryIds: ['not-a-uuid'] }),
      { ...body(), spent: 10 },
      JSON.parse('{"__proto__": {"status": "active"}, "name": "x"}') as Record<string, unknown>,
    ];
    for (const payload of cases) {
      const r = await admin('POST', '/api/admin/promotions', editor, payload);
      expect(r.status).toBe(422);
      expect(JSON.stringify(r.body)).toMatch(/[가-힣]/);
    }
    expect((await admin('POST', '/api/admin/promotions', editor, body({ name: 'x'.repeat(2 * 1024 * 1024) }))).status).toBe(413);
    const [{ n } = { n: -1 }] = await q<{ n: number }>(sql`select count(*)::int as n from promotions`);
    expect(n).toBe(before[0]!.n);
    expect((await admin('GET', '/api/admin/promotions/00000000-0000-4000-8000-000000000000', editor)).status).toBe(404);
    expect((await admin('PATCH', '/api/admin/promotions/zzz', editor, { name: 'x' })).status).toBe(404);
  });

  it('CS_AGENT is refused with 403; SUPER_ADMIN downloads the filtered list as CSV and .xlsx', async () => {
    const [{ id } = { id: '' }] = await q<{ id: string }>(sql`select id from promotions limit 1`);
    expect((await admin('GET', '/api/admin/promotions', cs)).status).toBe(403);
    expect((await admin('GET', `/api/admin/promotions/${id}`, cs)).status).toBe(403);
    expect((await admin('GET', `/api/admin/promotions/${id}/daily`, cs)).status).toBe(403);
    expect((await admin('POST', '/api/admin/promotions', cs, body())).status).toBe(403);
    expect((await admin('PATCH', `/api/admin/promotions/${id}`, cs, { name: 'x' })).status).toBe(403);
    expect((await admin('POST', `/api/admin/promotions/${id}/status`, cs, { action: 'pause' })).status).toBe(403);
    expect((await admin('GET', '/api/admin/promotions/export', cs)).status).toBe(403);
    const csv = await t.app.request('/api/admin/promotions/export?format=csv&type=loyalty', { headers: { cookie: superAdmin } });
    expect(csv.status).toBe(200);
    const lines = Buffer.from(await csv.arrayBuffer())
      .toString('utf8')
      .trim()
      .split(/\r?\n/);
    const [{ n } = { n: -1 }] = await q<{ n: number }>(sql`select count(*)::int as n from promotions where type = 'loyalty'`);
    expect(lines).toHaveLength(n + 1);
    expect(lines[0]).toContain('ROAS');
    const xlsx = await t.app.request('/api/admin/promotions/export?format=xlsx', { headers: { cookie: editor } });
    expect(xlsx.status).toBe(200);
  });
});
