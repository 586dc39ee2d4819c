import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/sql';
import { auditCountOf, startAdminTest } from '../../test/admin-fixtures';
import { call } from '../../test/buying-fixtures';
import type { TestApp } from '../../test/test-app';

jest.setTimeout(60_000);

const DAY = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

describe('/api/admin/notices', () => {
  let t: TestApp;
  let editor: string, ops: string, cs: string, seller: string;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const admin = (method: string, path: string, cookie: string, body?: unknown) => call(t, method, path, { cookie, body });
  const body = (over: Record<string, unknown> = {}) => ({
    title: '테스트 공지 제목',
    content: '테스트 공지 본문입니다.\n두 번째 줄.',
    type: 'notice',
    priority: 'normal',
    targetAudience: 'all',
    startDate: null,
    endDate: null,
    isActive: true,
    isPinned: false,
    ...over,
  });
  const count = async () => Number((await q<{ n: number }>(sql`select count(*)::int as n from announcements`))[0]!.n);

  beforeAll(async () => {
    ({
      t,
      cookies: [editor, ops, cs, seller],
    } = await startAdminTest(['CONTENT_EDITOR', 'OPS_MANAGER', 'CS_AGENT', 'SELLER_ADMIN']));
  }, 180_000);
  afterAll(() => t.close());

  it('lists with the five cards, pinned first, statuses from the period and draft', async () => {
    const { status, body: page } = await admin('GET', '/api/admin/notices?limit=100', editor);
    expect(status).toBe(200);
    expect(page.total).toBe(await count());
    const pinned = page.items.map((n: any) => n.isPinned);
    expect(pinned).toEqual([...pinned].sort((a: boolean, b: boolean) => Number(b) - Number(a)));
    const now = Date.now();
    for (const n of page.items) {
      const expected = !n.isActive
        ? 'draft'
        : n.startDate && Date.parse(n.startDate) > now
          ? 'scheduled'
          : n.endDate && Date.parse(n.endDate) <= now
            ? 'expired'
            : 'active';
      expect(n.status).toBe(expected);
    }
    expect(page.summary).toEqual({
      published: page.items.filter((n: any) => n.status === 'active').length,
      pinned: page.items.filter((n: any) => n.isPinned).length,
      totalViews: page.items.reduce((s: number, n: any) => s + n.views, 0),
      important: page.items.filter((n: any) => ['urgent', 'high'].includes(n.priority)).length,
      scheduled: page.items.filter((n: any) => n.status === 'scheduled').length,
    });
  });

  it('searches title and content, filters type and status, sorts and pages', async () => {
    const byContent = await admin('GET', `/api/admin/notices?q=${encodeURIComponent('점심시간')}`, editor);
    expect(byContent.body.items.map((n: any) => n.title)).toEqual(['고객센터 운영 시간 안내']);
    const policy = await admin('GET', '/api/admin/notices?type=policy&limit=100', editor);
    expect(policy.body.items.length).toBeGreaterThan(0);
    expect(policy.body.items.every((n: any) => n.type === 'policy')).toBe(true);
    const expired = await admin('GET', '/api/admin/notices?status=expired&limit=100', editor);
    expect(expired.body.items.length).toBeGreaterThan(0);
    expect(expired.body.items.every((n: any) => n.status === 'expired')).toBe(true);
    const draft = await admin('GET', '/api/admin/notices?status=draft', editor);
    expect(draft.body.items.every((n: any) => n.status === 'draft' && !n.isActive)).toBe(true);
    const views = await admin('GET', '/api/admin/notices?sort=views&order=asc&limit=100', editor);
    for (const pinned of [true, false]) {
      const v = views.body.items.filter((n: any) => n.isPinned === pinned).map((n: any) => n.views);
      expect(v).toEqual([...v].sort((a: number, b: number) => a - b));
    }
    const p1 = await admin('GET', '/api/admin/notices?limit=3&page=1', editor);
    const p2 = await admin('GET', '/api/admin/notices?limit=3&page=2', editor);
    expect(p1.body.items).toHaveLength(3);
    expect(p2.body.items.map((n: any) => n.id)).not.toContain(p1.body.items[0].id);
    expect((await admin('GET', '/api/admin/notices?status=live', editor)).status).toBe(422);
    expect((await admin('GET', '/api/admin/notices?sort=nope', editor)).body.error.message).toMatch(/[가-힣]/);
  });

  it('creates, edits, pins, publishes and deletes with Korean notices and an audit row each', async () => {
    const created = await admin('POST', '/api/admin/notices', editor, body({ priority: 'urgent', isActive: false }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: '공지사항 업데이트 완료', message: '공지사항이 등록되었습니다.' });
    const id = created.body.item.id as string;
    expect(created.body.item).toMatchObject({ status: 'draft', isActive: false, createdBy: expect.any(String) });
    expect(await auditCountOf(t, 'announcement', id)).toBe(1);

    const edited = await admin('PATCH', `/api/admin/notices/${id}`, editor, { title: '수정된 공지', startDate: iso(2), endDate: iso(5) });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('공지사항이 수정되었습니다.');
    expect(edited.body.item).toMatchObject({ title: '수정된 공지', status: 'draft' });

    const published = await admin('POST', `/api/admin/notices/${id}/status`, editor, { action: 'publish' });
    expect(published.body).toMatchObject({ message: '공지사항이 게시되었습니다.', item: { status: 'scheduled', isActive: true } });
    expect((await admin('POST', `/api/admin/notices/${id}/status`, editor, { action: 'publish' })).status).toBe(409);

    const pinned = await admin('POST', `/api/admin/notices/${id}/status`, ops, { action: 'pin' });
    expect(pinned.body).toMatchObject({ title: '공지사항 업데이트 완료', message: '공지사항이 고정되었습니다.', item: { isPinned: true } });
    const again = await admin('POST', `/api/admin/notices/${id}/status`, ops, { action: 'pin' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('이미 고정된 공지사항입니다.');
    const unpinned = await admin('POST', `/api/admin/notices/${id}/status`, ops, { action: 'unpin' });
    expect(unpinned.body.message).toBe('공지사항 고정이 해제되었습니다.');

    const live = await admin('PATCH', `/api/admin/notices/${id}`, editor, { startDate: iso(-1) });
    expect(live.body.item.status).toBe('active');
    const ended = await admin('PATCH', `/api/admin/notices/${id}`, editor, { startDate: iso(-3), endDate: iso(-1) });
    expect(ended.body.item.status).toBe('expired');
    const unpublished = await admin('POST', `/api/admin/notices/${id}/status`, editor, { action: 'unpublish' });
    expect(unpublished.body).toMatchObject({ message: '공지사항이 게시 중지되었습니다.', item: { status: 'draft' } });

    expect((await admin('GET', `/api/admin/notices/${id}`, editor)).body.title).toBe('수정된 공지');
    expect(await auditCountOf(t, 'announcement', id)).toBe(8);
    const deleted = await admin('DELETE', `/api/admin/notices/${id}`, editor);
    expect(deleted.body).toEqual({ id, title: '공지사항 업데이트 완료', message: '공지사항이 삭제되었습니다.' });
    expect((await admin('GET', `/api/admin/notices/${id}`, editor)).status).toBe(404);
    expect(await auditCountOf(t, 'announcement', id)).toBe(9);
    expect((await admin('DELETE', `/api/admin/notices/${id}`, editor)).status).toBe(404);
  });

  it('refuses bad input with Korean messages and writes nothing', async () => {
    const before = await count();
    const audits = Number((await q<{ n: number }>(sql`select count(*)::int as n from audit_logs`))[0]!.n);
    const cases: [Record<string, unknown>, string][] = [
      [body({ title: 'x'.repeat(2 * 1024 * 1024) }), 'title'],
      [body({ title: '   ' }), 'title'],
      [body({ type: 'lottery' }), 'type'],
      [body({ priority: 'critical' }), 'priority'],
      [body({ targetAudience: 'everyone' }), 'targetAudience'],
      [body({ startDate: iso(3), endDate: iso(1) }), 'endDate'],
      [body({ startDate: 'tomorrow' }), 'startDate'],
      [body({ isPinned: 'yes' }), 'isPinned'],
    ];
    for (const [input, field] of cases) {
      const res = await admin('POST', '/api/admin/notices', editor, input);
      expect([400, 413, 422]).toContain(res.status);
      if (res.status === 422) expect(res.body.error.fields?.[field] ?? res.body.error.message).toMatch(/[가-힣]/);
    }
    const proto = await call(t, 'POST', '/api/admin/notices', {
      cookie: editor,
      body: JSON.parse(`{"__proto__": {"admin": true}, ${JSON.stringify(body()).slice(1)}`),
    });
    expect(proto.status).toBe(422);
    const [seeded] = await q<{ id: string }>(sql`select id from announcements order by created_at limit 1`);
    const period = await admin('PATCH', `/api/admin/notices/${seeded!.id}`, editor, { endDate: '2000-01-01T00:00:00Z' });
    expect(period.status).toBe(422);
    expect(period.body.error.message).toBe('게시 종료일은 시작일 이후여야 합니다.');
    expect((await admin('PATCH', `/api/admin/notices/${seeded!.id}`, editor, {})).status).toBe(422);
    expect((await admin('POST', `/api/admin/notices/${seeded!.id}/status`, editor, { action: 'archive' })).status).toBe(422);
    expect((await admin('GET', '/api/admin/notices/not-a-uuid', editor)).body.error.message).toBe('공지사항을 찾을 수 없습니다.');
    expect(await count()).toBe(before);
    expect(Number((await q<{ n: number }>(sql`select count(*)::int as n from audit_logs`))[0]!.n)).toBe(audits);
  });

  it('refuses CS_AGENT and SELLER_ADMIN (403) on every route', async () => {
    const [n] = await q<{ id: string }>(sql`select id from announcements limit 1`);
    for (const cookie of [cs, seller]) {
      for (const [method, path, payload] of [
        ['GET', '/api/admin/notices', undefined],
        ['GET', '/api/admin/notices/export?format=csv', undefined],
        ['GET', `/api/admin/notices/${n!.id}`, undefined],
        ['POST', '/api/admin/notices', body()],
        ['PATCH', `/api/admin/notices/${n!.id}`, { title: '무단 수정' }],
        ['POST', `/api/admin/notices/${n!.id}/status`, { action: 'pin' }],
        ['DELETE', `/api/admin/notices/${n!.id}`, undefined],
      ] as const) {
        expect((await admin(method, path, cookie, payload)).status).toBe(403);
      }
    }
    expect((await call(t, 'GET', '/api/admin/notices')).status).toBe(401);
  });

  it('exports the filtered view as CSV and .xlsx with an audit row', async () => {
    const res = await t.app.request('/api/admin/notices/export?format=csv&type=service', { headers: { cookie: editor } });
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes
      .toString('utf8')
      .slice(1)
      .trim()
      .split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    const expected = await admin('GET', '/api/admin/notices?type=service&limit=100', editor);
    expect(lines).toHaveLength(expected.body.total + 1);
    expect(lines[0]).toContain('제목');
    const xlsx = await t.app.request('/api/admin/notices/export?format=xlsx', { headers: { cookie: editor } });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect((await xlsx.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const [audit] = await q<{ n: number }>(sql`select count(*)::int as n from audit_logs where action = 'content.notices.export'`);
    expect(audit!.n).toBe(2);
  });

  it('the storefront shows a published notice in its period, pinned first, and counts its views; a draft is gone', async () => {
    const created = await admin('POST', '/api/admin/notices', editor, body({ title: '스토어 반영 공지', isPinned: true }));
    const id = created.body.item.id;
    const list = await call(t, 'GET', '/api/notices?limit=50');
    expect(list.body.items[0].pinned).toBe(true);
    expect(list.body.items.map((n: any) => n.id)).toContain(id);
    const read = await call(t, 'GET', `/api/notices/${id}`);
    expect(read.body.views).toBe(1);
    expect((await admin('GET', `/api/admin/notices/${id}`, editor)).body.views).toBe(1);
    await admin('POST', `/api/admin/notices/${id}/status`, editor, { action: 'unpublish' });
    expect((await call(t, 'GET', '/api/notices?limit=50')).body.items.map((n: any) => n.id)).not.toContain(id);
    expect((await call(t, 'GET', `/api/notices/${id}`)).status).toBe(404);
    await admin('POST', `/api/admin/notices/${id}/status`, editor, { action: 'publish' });
    await admin('PATCH', `/api/admin/notices/${id}`, editor, { startDate: iso(1) });
    expect((await call(t, 'GET', '/api/notices?limit=50')).body.items.map((n: any) => n.id)).not.toContain(id);
  });
});
