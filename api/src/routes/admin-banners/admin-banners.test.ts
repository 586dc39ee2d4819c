import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { BANNER_MESSAGES } from '@market/domain/admin-banners';
import { queryRows } from '../../lib/sql';
import { auditCountOf, startAdminTest } from '../../test/admin-fixtures';
import { call } from '../../test/buying-fixtures';
import type { TestApp } from '../../test/test-app';

jest.setTimeout(60_000);

const DAY = 86_400_000;
const isoIn = (days: number) => new Date(Date.now() + days * DAY).toISOString();
let seq = 0;
const body = (extra: Record<string, unknown> = {}) => ({
  title: `테스트 배너 ${(seq += 1)}`,
  description: '겨울 아우터 최대 40% 할인',
  position: 'main_hero',
  linkUrl: '/categories?sale=true',
  priority: 1,
  startsAt: isoIn(-1),
  endsAt: isoIn(30),
  imageUrl: '/media/brands/none/banner.svg',
  ...extra,
});

describe('/api/admin/banners', () => {
  let t: TestApp;
  let superAdmin: string, editor: string, cs: string, finance: string;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const admin = (method: string, path: string, cookie: string, payload?: unknown) => call(t, method, path, { cookie, body: payload });

  beforeAll(async () => {
    ({
      t,
      cookies: [superAdmin, editor, cs, finance],
    } = await startAdminTest(['SUPER_ADMIN', 'CONTENT_EDITOR', 'CS_AGENT', 'FINANCE']));
  }, 180_000);
  afterAll(() => t.close());

  it('GET /api/admin/banners pages the seeded banners with the five cards from the database', async () => {
    const { status, body: page } = await admin('GET', '/api/admin/banners?limit=5', editor);
    expect(status).toBe(200);
    const [f] = await q<
      Record<string, number>
    >(sql`select count(*)::int as total, (count(*) filter (where status = 'active'))::int as active,
      (count(*) filter (where status = 'scheduled'))::int as scheduled, sum(impressions)::float8 as impressions, sum(clicks)::float8 as clicks from banners`);
    expect(page.total).toBe(f!.total);
    expect(page.items).toHaveLength(5);
    expect(page.summary).toEqual({
      active: f!.active,
      scheduled: f!.scheduled,
      impressions: f!.impressions,
      clicks: f!.clicks,
      averageCtr: Math.round((f!.clicks! / f!.impressions!) * 1000) / 10,
    });
    const modified = page.items.map((b: { updatedAt: string }) => b.updatedAt);
    expect(modified).toEqual([...modified].sort().reverse());
    expect(page.items[0]).toEqual(expect.objectContaining({ positionName: expect.any(String), ctr: expect.any(Number) }));
  });

  it('GET /api/admin/banners searches title and description, filters position and status, sorts by priority', async () => {
    const search = await admin('GET', `/api/admin/banners?q=${encodeURIComponent('무료배송')}`, editor);
    expect(search.body.items.map((b: { title: string }) => b.title)).toEqual(['무료배송 5만원 이상']);
    const byDescription = await admin('GET', `/api/admin/banners?q=${encodeURIComponent('48시간')}`, editor);
    expect(byDescription.body.items.map((b: { title: string }) => b.title)).toContain('주말 타임세일');
    const hero = await admin('GET', '/api/admin/banners?position=main_hero&status=active&sort=priority&order=asc', editor);
    expect(hero.body.items.length).toBeGreaterThan(0);
    for (const b of hero.body.items) expect([b.position, b.status]).toEqual(['main_hero', 'active']);
    const priorities = hero.body.items.map((b: { priority: number }) => b.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    const paged = await admin('GET', '/api/admin/banners?limit=2&page=2&sort=title&order=asc', editor);
    expect(paged.body.page).toBe(2);
    expect(paged.body.items).toHaveLength(2);
    expect((await admin('GET', '/api/admin/banners?position=nowhere', editor)).status).toBe(422);
    expect((await admin('GET', '/api/admin/banners?sort=password', editor)).status).toBe(422);
  });

  it('POST, PATCH and status: create inactive, edit, activate, deactivate, each audited with the Korean notice', async () => {
    const created = await admin('POST', '/api/admin/banners', editor, body());
    expect(created.status).toBe(201);
    expect(created.body.title).toBe('배너 업데이트 완료');
    const id = created.body.item.id as string;
    expect(created.body.item).toEqual(
      expect.objectContaining({ status: 'inactive', position: 'main_hero', positionName: '메인 히어로', createdBy: expect.any(String) }),
    );

    const edited = await admin('PATCH', `/api/admin/banners/${id}`, editor, {
      title: '수정된 배너',
      linkUrl: 'https://example.com/sale',
      priority: 2,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual(expect.objectContaining({ title: '배너 업데이트 완료', message: BANNER_MESSAGES.updated }));
    expect(edited.body.item).toEqual(expect.objectContaining({ title: '수정된 배너', linkUrl: 'https://example.com/sale', priority: 2 }));

    const activated = await admin('POST', `/api/admin/banners/${id}/status`, editor, { action: 'activate', expectedStatus: 'inactive' });
    expect(activated.status).toBe(200);
    expect(activated.body.message).toBe('배너가 활성화되었습니다.');
    expect(activated.body.item.status).toBe('active');
    // The storefront shows it now.
    const shown = await call(t, 'GET', '/api/banners?position=main_hero');
    expect(shown.body.items.map((b: { id: string }) => b.id)).toContain(id);

    expect((await admin('POST', `/api/admin/banners/${id}/status`, editor, { action: 'activate' })).status).toBe(409);
    const stale = await admin('POST', `/api/admin/banners/${id}/status`, editor, { action: 'deactivate', expectedStatus: 'inactive' });
    expect(stale.status).toBe(409);
    const off = await admin('POST', `/api/admin/banners/${id}/status`, editor, { action: 'deactivate' });
    expect(off.body.message).toBe('배너가 비활성화되었습니다.');
    expect((await admin('POST', `/api/admin/banners/${id}/status`, editor, { action: 'deactivate' })).status).toBe(409);
    const hidden = await call(t, 'GET', '/api/banners?position=main_hero');
    expect(hidden.body.items.map((b: { id: string }) => b.id)).not.toContain(id);
    expect(await auditCountOf(t, 'banner', id)).toBe(4);
    const actions = await q<{ action: string }>(sql`select action from audit_logs where resource_id = ${id} order by occurred_at, id`);
    expect(actions.map((a) => a.action)).toEqual([
      'marketing.banners.create',
      'marketing.banners.update',
      'marketing.banners.activate',
      'marketing.banners.deactivate',
    ]);
  });

  it('an expired banner is refused activation until its end is moved; scheduled activates', async () => {
    const [expired] = await q<{ id: string }>(sql`select id from banners where status = 'expired' limit 1`);
    const refused = await admin('POST', `/api/admin/banners/${expired!.id}/status`, editor, { action: 'activate' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(BANNER_MESSAGES.ended);
    expect((await admin('PATCH', `/api/admin/banners/${expired!.id}`, editor, { endsAt: isoIn(10) })).status).toBe(200);
    const ok = await admin('POST', `/api/admin/banners/${expired!.id}/status`, editor, { action: 'activate' });
    expect(ok.body.item.status).toBe('active');
    const [scheduled] = await q<{ id: string }>(sql`select id from banners where status = 'scheduled' limit 1`);
    expect((await admin('POST', `/api/admin/banners/${scheduled!.id}/status`, editor, { action: 'activate' })).body.item.status).toBe(
      'active',
    );
  });

  it('GET /api/banners honours period, priority and device', async () => {
    const mk = async (extra: Record<string, unknown>) => {
      const r = await admin('POST', '/api/admin/banners', superAdmin, body({ position: 'product_detail', isActive: true, ...extra }));
      expect(r.status).toBe(201);
      return r.body.item.id as string;
    };
    const second = await mk({ priority: 2 });
    const first = await mk({ priority: 1 });
    const future = await mk({ startsAt: isoIn(3), endsAt: isoIn(9) });
    const mobile = await mk({ priority: 3, targetDevice: 'mobile' });
    const all = await call(t, 'GET', '/api/banners?position=product_detail');
    const ids = all.body.items.map((b: { id: string }) => b.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(ids).not.toContain(future);
    expect(ids).toContain(mobile);
    const desktop = await call(t, 'GET', '/api/banners?position=product_detail&device=desktop');
    expect(desktop.body.items.map((b: { id: string }) => b.id)).not.toContain(mobile);
    expect((await call(t, 'GET', '/api/banners?position=javascript')).status).toBe(422);
  });

  it('bad input is a Korean 4xx and writes nothing', async () => {
    const before = await q<{ n: number }>(sql`select count(*)::int as n from banners`);
    const cases: [Record<string, unknown>, number][] = [
      [body({ linkUrl: 'javascript:alert(1)' }), 422],
      [body({ linkUrl: '//evil.example.com' }), 422],
      [body({ imageUrl: 'data:image/png;base64,AAAA' }), 422],
      [body({ title: 'x'.repeat(2 * 1024 * 1024) }), 413],
      [body({ title: '' }), 422],
      [body({ priority: -1 }), 422],
      [body({ startsAt: isoIn(5), endsAt: isoIn(1) }), 422],
      [body({ position: 'nowhere' }), 422],
      [{ ...body(), __proto__: { isActive: true }, extra: 1 }, 422],
      [JSON.parse('{"__proto__": {"x": 1}, "title": "a"}') as Record<string, unknown>, 422],
    ];
    for (const [payload, status] of cases) {
      const r = await admin('POST', '/api/admin/banners', editor, payload);
      expect([payload.linkUrl ?? payload.title?.toString().slice(0, 10), r.status]).toEqual([
        payload.linkUrl ?? payload.title?.toString().slice(0, 10),
        status,
      ]);
      expect(JSON.stringify(r.body)).toMatch(/[가-힣]/);
    }
    const [{ id } = { id: '' }] = await q<{ id: string }>(sql`select id from banners limit 1`);
    expect((await admin('PATCH', `/api/admin/banners/${id}`, editor, {})).status).toBe(400);
    expect((await admin('PATCH', `/api/admin/banners/${id}`, editor, { endsAt: '2001-01-01' })).status).toBe(422);
    expect((await admin('PATCH', '/api/admin/banners/not-a-uuid', editor, { title: 'a' })).status).toBe(404);
    expect((await admin('GET', '/api/admin/banners/00000000-0000-4000-8000-000000000000', editor)).status).toBe(404);
    expect((await admin('POST', `/api/admin/banners/${id}/status`, editor, { action: 'delete' })).status).toBe(422);
    const after = await q<{ n: number }>(sql`select count(*)::int as n from banners`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('CS_AGENT and FINANCE are refused every banner route with 403', async () => {
    const [{ id } = { id: '' }] = await q<{ id: string }>(sql`select id from banners limit 1`);
    for (const cookie of [cs, finance]) {
      expect((await admin('GET', '/api/admin/banners', cookie)).status).toBe(403);
      expect((await admin('GET', `/api/admin/banners/${id}`, cookie)).status).toBe(403);
      expect((await admin('GET', '/api/admin/banners/export?format=csv', cookie)).status).toBe(403);
      expect((await admin('POST', '/api/admin/banners', cookie, body())).status).toBe(403);
      expect((await admin('PATCH', `/api/admin/banners/${id}`, cookie, { title: 'x' })).status).toBe(403);
      expect((await admin('POST', `/api/admin/banners/${id}/status`, cookie, { action: 'deactivate' })).status).toBe(403);
    }
  });

  it('GET /api/admin/banners/export downloads the filtered list as CSV and .xlsx, audited', async () => {
    const res = await t.app.request('/api/admin/banners/export?format=csv&position=main_hero', { headers: { cookie: editor } });
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('제목');
    const [{ n } = { n: 0 }] = await q<{ n: number }>(sql`select count(*)::int as n from banners where position = 'main_hero'`);
    expect(lines).toHaveLength(n + 1);
    const xlsx = await t.app.request('/api/admin/banners/export?format=xlsx', { headers: { cookie: editor } });
    expect(xlsx.status).toBe(200);
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    const [audit] = await q<{ n: number }>(sql`select count(*)::int as n from audit_logs where action = 'marketing.banners.export'`);
    expect(audit!.n).toBeGreaterThanOrEqual(2);
  });

  it('POST /api/admin/banners/{id}/image stores the upload as WebP and sets it; a non-image is a Korean 422; CS_AGENT 403', async () => {
    const id = (await admin('POST', '/api/admin/banners', editor, body())).body.item.id as string;
    const upload = (cookie: string, bytes: Uint8Array, target = id, name = 'hero.png') => {
      const form = new FormData();
      form.append('file', new File([bytes], name, { type: 'image/png' }));
      return t.app.request(`/api/admin/banners/${target}/image`, { method: 'POST', body: form, headers: { cookie } });
    };
    const png = await sharp({ create: { width: 2400, height: 900, channels: 3, background: '#335577' } })
      .png()
      .toBuffer();
    const res = await upload(editor, png);
    expect(res.status).toBe(200);
    const result = (await res.json()) as { item: { imageUrl: string }; title: string; message: string };
    expect(result.title).toBe('배너 업데이트 완료');
    expect(result.message).toBe(BANNER_MESSAGES.imageReplaced);
    expect(result.item.imageUrl).toMatch(/^\/media\/uploads\/[\w-]+\.webp$/);
    const served = await t.app.request(result.item.imageUrl);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 1920]);

    const fake = await upload(editor, new TextEncoder().encode('<svg onload="alert(1)"></svg>'), id, 'evil.png');
    expect(fake.status).toBe(422);
    expect(JSON.stringify(await fake.json())).toMatch(/이미지 파일/);
    expect((await upload(cs, png)).status).toBe(403);
    expect((await upload(editor, png, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const json = await admin('POST', `/api/admin/banners/${id}/image`, editor, { file: 'x' });
    expect(json.status).toBe(415);
    const [row] = await q<{ image_url: string }>(sql`select image_url from banners where id = ${id}::uuid`);
    expect(row!.image_url).toBe(result.item.imageUrl);
    const [uploads] = await q<{ n: number }>(sql`select count(*)::int as n from media_uploads where kind = 'banner'`);
    expect(uploads!.n).toBe(1);
  });
});
