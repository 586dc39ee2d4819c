import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/sql';
import { auditCountOf, startAdminTest } from '../../test/admin-fixtures';
import { call, newShopper } from '../../test/buying-fixtures';
import type { TestApp } from '../../test/test-app';

jest.setTimeout(60_000);

const HOUR = 3_600_000;
const iso = (offsetHours: number) => new Date(Date.now() + offsetHours * HOUR).toISOString();

describe('/api/admin/events', () => {
  let t: TestApp;
  let editor: string, ops: string, cs: string, seller: string;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const admin = (method: string, path: string, cookie: string, body?: unknown) => call(t, method, path, { cookie, body });
  const body = (over: Record<string, unknown> = {}) => ({
    title: '테스트 럭키 드로우',
    type: 'lucky_draw',
    maxParticipants: 100,
    location: 'online',
    description: '테스트 이벤트 설명',
    startDate: iso(-1),
    endDate: iso(48),
    prize: '포인트 10,000원',
    prizeValue: 10000,
    participationCondition: '로그인 회원',
    ...over,
  });
  const count = async () => Number((await q<{ n: number }>(sql`select count(*)::int as n from events`))[0]!.n);

  beforeAll(async () => {
    ({
      t,
      cookies: [editor, ops, cs, seller],
    } = await startAdminTest(['CONTENT_EDITOR', 'OPS_MANAGER', 'CS_AGENT', 'SELLER_ADMIN']));
  }, 180_000);
  afterAll(() => t.close());

  it('the seed uses the spec statuses (scheduled, not upcoming)', async () => {
    const rows = await q<{ status: string; n: number }>(sql`select status, count(*)::int as n from events group by status`);
    expect(rows.map((r) => r.status)).not.toContain('upcoming');
    expect(rows.find((r) => r.status === 'scheduled')?.n).toBeGreaterThan(0);
  });

  it('lists with the five cards and the computed rates', async () => {
    const { status, body: page } = await admin('GET', '/api/admin/events?limit=100', editor);
    expect(status).toBe(200);
    expect(page.total).toBe(await count());
    const starts = page.items.map((e: any) => e.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    const limited = page.items.filter((e: any) => e.maxParticipants);
    expect(page.summary).toEqual({
      inProgress: page.items.filter((e: any) => e.status === 'active').length,
      totalParticipants: page.items.reduce((s: number, e: any) => s + e.currentParticipants, 0),
      totalRevenue: page.items.reduce((s: number, e: any) => s + e.revenue, 0),
      totalPrizeValue: page.items.reduce((s: number, e: any) => s + e.prizeValue, 0),
      averageParticipationRate:
        Math.round(
          (limited.reduce((s: number, e: any) => s + (e.currentParticipants / e.maxParticipants) * 100, 0) / limited.length) * 10,
        ) / 10,
    });
    for (const e of page.items) {
      expect(e.participationRate).toBe(e.maxParticipants ? Math.round((e.currentParticipants / e.maxParticipants) * 1000) / 10 : null);
      expect(e.roi).toBe(e.cost ? Math.round(((e.revenue - e.cost) / e.cost) * 1000) / 10 : 0);
      expect(e.typeName).toMatch(/[가-힣A-Z]/);
    }
  });

  it('searches title and description, filters type and status, sorts', async () => {
    const text = await admin('GET', `/api/admin/events?q=${encodeURIComponent('등산 클래스')}`, editor);
    // Its season follows the seed's date (a month ahead of it).
    expect(text.body.items.map((e: any) => e.title)).toEqual([expect.stringMatching(/^(봄|여름|가을|겨울) 등산 클래스$/)]);
    const draws = await admin('GET', '/api/admin/events?type=lucky_draw&status=completed', editor);
    expect(draws.body.items.every((e: any) => e.type === 'lucky_draw' && e.status === 'completed')).toBe(true);
    const participants = await admin('GET', '/api/admin/events?sort=participants&order=asc&limit=100', editor);
    const p = participants.body.items.map((e: any) => e.currentParticipants);
    expect(p).toEqual([...p].sort((a: number, b: number) => a - b));
    expect((await admin('GET', '/api/admin/events?type=concert', editor)).status).toBe(422);
  });

  it('creates (scheduled), edits, starts only when scheduled, ends only when active (409 otherwise), deletes; audited', async () => {
    const created = await admin('POST', '/api/admin/events', editor, body());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: '이벤트 업데이트 완료', message: '이벤트가 등록되었습니다.' });
    expect(created.body.item).toMatchObject({ status: 'scheduled', currentParticipants: 0, participationRate: 0, locationName: '온라인' });
    const id = created.body.item.id;
    const endScheduled = await admin('POST', `/api/admin/events/${id}/status`, editor, { action: 'end' });
    expect(endScheduled.status).toBe(409);
    expect(endScheduled.body.error.message).toBe("'예정' 상태의 이벤트는 종료할 수 없습니다.");
    const edited = await admin('PATCH', `/api/admin/events/${id}`, editor, {
      title: '수정된 이벤트',
      maxParticipants: 50,
      location: '서울특별시 성동구',
    });
    expect(edited.body).toMatchObject({ message: '이벤트가 수정되었습니다.', item: { title: '수정된 이벤트', maxParticipants: 50 } });
    const started = await admin('POST', `/api/admin/events/${id}/status`, ops, { action: 'start' });
    expect(started.body).toMatchObject({ title: '이벤트 업데이트 완료', message: '이벤트가 시작되었습니다.', item: { status: 'active' } });
    expect((await admin('POST', `/api/admin/events/${id}/status`, ops, { action: 'start' })).status).toBe(409);
    const ended = await admin('POST', `/api/admin/events/${id}/status`, ops, { action: 'end' });
    expect(ended.body).toMatchObject({ message: '이벤트가 종료되었습니다.', item: { status: 'completed' } });
    expect((await admin('POST', `/api/admin/events/${id}/status`, ops, { action: 'start' })).status).toBe(409);
    expect((await admin('POST', `/api/admin/events/${id}/status`, ops, { action: 'end' })).status).toBe(409);
    const [cancelled] = await q<{ id: string }>(sql`select id from events where status = 'cancelled' limit 1`);
    expect((await admin('POST', `/api/admin/events/${cancelled!.id}/status`, ops, { action: 'start' })).status).toBe(409);
    expect(await auditCountOf(t, 'event', id)).toBe(4);
    const deleted = await admin('DELETE', `/api/admin/events/${id}`, editor);
    expect(deleted.body.message).toBe('이벤트가 삭제되었습니다.');
    expect((await admin('GET', `/api/admin/events/${id}`, editor)).status).toBe(404);
    expect(await auditCountOf(t, 'event', id)).toBe(5);
  });

  it('refuses bad input with Korean messages and writes nothing', async () => {
    const before = await count();
    for (const input of [
      body({ title: 'x'.repeat(2 * 1024 * 1024) }),
      body({ endDate: iso(-5) }),
      body({ maxParticipants: -10 }),
      body({ maxParticipants: 0 }),
      body({ type: 'concert' }),
      body({ startDate: 'soon' }),
      body({ prizeValue: -1 }),
      { ...body(), status: 'active' },
    ]) {
      const res = await admin('POST', '/api/admin/events', editor, input);
      expect([400, 413, 422]).toContain(res.status);
      if (res.status === 422) expect(res.body.error.message).toMatch(/[가-힣]/);
    }
    expect(await count()).toBe(before);
    const [e] = await q<{ id: string; starts_at: Date }>(
      sql`select id, starts_at from events where current_participants > 10 and max_participants is not null limit 1`,
    );
    const period = await admin('PATCH', `/api/admin/events/${e!.id}`, editor, { endDate: '2000-01-01T00:00:00Z' });
    expect(period.status).toBe(422);
    expect(period.body.error.message).toBe('종료 일시는 시작 일시 이후여야 합니다.');
    const below = await admin('PATCH', `/api/admin/events/${e!.id}`, editor, { maxParticipants: 1 });
    expect(below.status).toBe(422);
    expect(below.body.error.message).toBe('최대 참여자 수는 현재 참여자 수보다 적을 수 없습니다.');
  });

  it('refuses CS_AGENT and SELLER_ADMIN (403)', async () => {
    const [e] = await q<{ id: string }>(sql`select id from events limit 1`);
    for (const cookie of [cs, seller]) {
      for (const [method, path, payload] of [
        ['GET', '/api/admin/events', undefined],
        ['GET', '/api/admin/events/export', undefined],
        ['POST', '/api/admin/events', body()],
        ['PATCH', `/api/admin/events/${e!.id}`, { title: '무단' }],
        ['POST', `/api/admin/events/${e!.id}/status`, { action: 'start' }],
        ['DELETE', `/api/admin/events/${e!.id}`, undefined],
      ] as const) {
        expect((await admin(method, path, cookie, payload)).status).toBe(403);
      }
    }
  });

  it('exports the filtered view (CSV with BOM, .xlsx)', async () => {
    const res = await t.app.request('/api/admin/events/export?format=csv&status=completed', { headers: { cookie: editor } });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    const [n] = await q<{ n: number }>(sql`select count(*)::int as n from events where status = 'completed'`);
    expect(lines).toHaveLength(n!.n + 1);
    const xlsx = await t.app.request('/api/admin/events/export?format=xlsx', { headers: { cookie: editor } });
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it('storefront: published events only; a shopper enters an active event once; full and not running refused', async () => {
    const created = await admin('POST', '/api/admin/events', editor, body({ title: '스토어 참여 이벤트', maxParticipants: 2 }));
    const id = created.body.item.id;
    const listed = await call(t, 'GET', '/api/events?limit=100');
    expect(listed.body.items.find((e: any) => e.id === id)).toMatchObject({ status: 'scheduled', isActive: false });
    expect(listed.body.items.every((e: any) => ['scheduled', 'active'].includes(e.status))).toBe(true);

    const a = await newShopper(t);
    const notRunning = await call(t, 'POST', `/api/events/${id}/entries`, { cookie: a.cookie });
    expect(notRunning.status).toBe(409);
    expect(notRunning.body.error.message).toBe('진행 중인 이벤트에만 참여할 수 있습니다.');
    await admin('POST', `/api/admin/events/${id}/status`, editor, { action: 'start' });

    expect((await call(t, 'POST', `/api/events/${id}/entries`)).body.error.message).toBe('로그인 후 참여할 수 있습니다.');
    const entered = await call(t, 'POST', `/api/events/${id}/entries`, { cookie: a.cookie });
    expect(entered.status).toBe(201);
    expect(entered.body).toMatchObject({ message: '이벤트에 참여했습니다.', event: { entered: true, currentParticipants: 1 } });
    const again = await call(t, 'POST', `/api/events/${id}/entries`, { cookie: a.cookie });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('이미 참여한 이벤트입니다.');
    expect((await call(t, 'GET', `/api/events/${id}`, { cookie: a.cookie })).body).toMatchObject({ entered: true, currentParticipants: 1 });
    expect((await call(t, 'GET', `/api/events/${id}`)).body.entered).toBe(false);
    expect((await call(t, 'POST', `/api/events/${id}/view`)).body).toEqual({ id, views: 1 });
    expect((await admin('GET', `/api/admin/events/${id}`, editor)).body.views).toBe(1);
    const b = await newShopper(t);
    expect((await call(t, 'POST', `/api/events/${id}/entries`, { cookie: b.cookie })).status).toBe(201);
    const c = await newShopper(t);
    const full = await call(t, 'POST', `/api/events/${id}/entries`, { cookie: c.cookie });
    expect(full.status).toBe(409);
    expect(full.body.error.message).toBe('참여 인원이 마감되었습니다.');
    expect((await admin('GET', `/api/admin/events/${id}`, editor)).body).toMatchObject({ currentParticipants: 2, participationRate: 100 });

    await admin('POST', `/api/admin/events/${id}/status`, editor, { action: 'end' });
    expect((await call(t, 'GET', '/api/events?limit=100')).body.items.map((e: any) => e.id)).not.toContain(id);
    expect((await call(t, 'GET', `/api/events/${id}`)).status).toBe(404);
    expect((await call(t, 'POST', '/api/events/not-a-uuid/entries', { cookie: a.cookie })).status).toBe(404);
  });

  it('concurrency: N shoppers entering an event with k places left make exactly k entries', async () => {
    const created = await admin('POST', '/api/admin/events', editor, body({ title: '동시 참여 이벤트', maxParticipants: 5 }));
    const id = created.body.item.id;
    await admin('POST', `/api/admin/events/${id}/status`, editor, { action: 'start' });
    const first = await newShopper(t);
    await call(t, 'POST', `/api/events/${id}/entries`, { cookie: first.cookie });
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => newShopper(t)));
    const results = await Promise.all(shoppers.map((s) => call(t, 'POST', `/api/events/${id}/entries`, { cookie: s.cookie })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(4);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error.message === '참여 인원이 마감되었습니다.')).toBe(true);
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const [row] = await q<{ current: number; entries: number }>(
      sql`select current_participants as current, (select count(*)::int from event_entries where event_id = ${id}) as entries from events where id = ${id}`,
    );
    expect(row).toEqual({ current: 5, entries: 5 });
  });
});
