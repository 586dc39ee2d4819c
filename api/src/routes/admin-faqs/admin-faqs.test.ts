import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/sql';
import { auditCountOf, startAdminTest } from '../../test/admin-fixtures';
import { call, newShopper } from '../../test/buying-fixtures';
import type { TestApp } from '../../test/test-app';

jest.setTimeout(60_000);

describe('/api/admin/faqs', () => {
  let t: TestApp;
  let editor: string, ops: string, cs: string, seller: string;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const admin = (method: string, path: string, cookie: string, body?: unknown) => call(t, method, path, { cookie, body });
  const body = (over: Record<string, unknown> = {}) => ({
    question: '테스트 질문입니다?',
    answer: '테스트 답변입니다.',
    category: 'general',
    priority: 5,
    tags: '테스트, 안내,테스트',
    ...over,
  });
  const count = async () => Number((await q<{ n: number }>(sql`select count(*)::int as n from faqs`))[0]!.n);
  const displayOrder = async () => (await q<{ id: string }>(sql`select id from faqs order by priority, created_at, id`)).map((r) => r.id);

  beforeAll(async () => {
    ({
      t,
      cookies: [editor, ops, cs, seller],
    } = await startAdminTest(['CONTENT_EDITOR', 'OPS_MANAGER', 'CS_AGENT', 'SELLER_ADMIN']));
  }, 180_000);
  afterAll(() => t.close());

  it('lists in priority order with the five cards (helpful rate one decimal, distinct tags)', async () => {
    const { status, body: page } = await admin('GET', '/api/admin/faqs?limit=100', editor);
    expect(status).toBe(200);
    expect(page.items.map((f: any) => f.id)).toEqual(await displayOrder());
    const [s] = await q<any>(sql`select (count(*) filter (where status = 'active'))::int as published, sum(views)::int as views,
      sum(helpful)::int as helpful, sum(not_helpful)::int as not_helpful,
      (select count(distinct lower(t))::int from faqs cross join unnest(tags) t) as tags from faqs`);
    expect(page.summary).toEqual({
      published: s.published,
      totalViews: s.views,
      helpful: s.helpful,
      averageHelpfulRate: Math.round((s.helpful / (s.helpful + s.not_helpful)) * 1000) / 10,
      distinctTags: s.tags,
    });
    for (const f of page.items) {
      const votes = f.helpful + f.notHelpful;
      expect(f.helpfulRate).toBe(votes ? Math.round((f.helpful / votes) * 1000) / 10 : 0);
      expect(f.categoryName).toMatch(/[가-힣]/);
    }
  });

  it('searches question, answer and tags; filters category and status; sorts', async () => {
    const tag = await admin('GET', `/api/admin/faqs?q=${encodeURIComponent('재입고')}`, editor);
    expect(tag.body.items.map((f: any) => f.question)).toEqual(['품절 상품은 재입고되나요?']);
    const answer = await admin('GET', `/api/admin/faqs?q=${encodeURIComponent('partner@stylehub')}`, editor);
    expect(answer.body.items).toHaveLength(1);
    const shipping = await admin('GET', '/api/admin/faqs?category=shipping&status=active', editor);
    expect(shipping.body.items.length).toBeGreaterThan(0);
    expect(shipping.body.items.every((f: any) => f.category === 'shipping' && f.status === 'active')).toBe(true);
    const views = await admin('GET', '/api/admin/faqs?sort=views&order=desc&limit=100', editor);
    const v = views.body.items.map((f: any) => f.views);
    expect(v).toEqual([...v].sort((a: number, b: number) => b - a));
    expect((await admin('GET', '/api/admin/faqs?category=returns', editor)).status).toBe(422);
  });

  it('creates a draft, edits, publishes, unpublishes (illegal ones 409) and deletes, each audited', async () => {
    const created = await admin('POST', '/api/admin/faqs', editor, body());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'FAQ 업데이트 완료', message: 'FAQ가 등록되었습니다.' });
    expect(created.body.item).toMatchObject({ status: 'draft', tags: ['테스트', '안내'], priority: 5, helpfulRate: 0 });
    const id = created.body.item.id;
    const unpublishDraft = await admin('POST', `/api/admin/faqs/${id}/status`, editor, { action: 'unpublish' });
    expect(unpublishDraft.status).toBe(409);
    expect(unpublishDraft.body.error.message).toBe("'임시저장' 상태의 FAQ는 비공개 처리할 수 없습니다.");
    const edited = await admin('PATCH', `/api/admin/faqs/${id}`, editor, { answer: '고친 답변', tags: ['하나', '둘'] });
    expect(edited.body).toMatchObject({ message: 'FAQ가 수정되었습니다.', item: { answer: '고친 답변', tags: ['하나', '둘'] } });
    const published = await admin('POST', `/api/admin/faqs/${id}/status`, ops, { action: 'publish' });
    expect(published.body).toMatchObject({ title: 'FAQ 업데이트 완료', message: 'FAQ가 공개되었습니다.', item: { status: 'active' } });
    expect((await admin('POST', `/api/admin/faqs/${id}/status`, ops, { action: 'publish' })).status).toBe(409);
    const unpublished = await admin('POST', `/api/admin/faqs/${id}/status`, ops, { action: 'unpublish' });
    expect(unpublished.body).toMatchObject({ message: 'FAQ가 비공개로 전환되었습니다.', item: { status: 'inactive' } });
    expect((await admin('POST', `/api/admin/faqs/${id}/status`, ops, { action: 'publish' })).body.item.status).toBe('active');
    expect(await auditCountOf(t, 'faq', id)).toBe(5);
    const deleted = await admin('DELETE', `/api/admin/faqs/${id}`, editor);
    expect(deleted.body.message).toBe('FAQ가 삭제되었습니다.');
    expect((await admin('GET', `/api/admin/faqs/${id}`, editor)).status).toBe(404);
    expect(await auditCountOf(t, 'faq', id)).toBe(6);
  });

  it('the arrows really reorder: a swap with the neighbour in one transaction, audited; the ends answer 409', async () => {
    const before = await displayOrder();
    const third = before[2]!;
    const moved = await admin('POST', `/api/admin/faqs/${third}/move`, editor, { direction: 'up' });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe('FAQ 순서가 변경되었습니다.');
    const after = await displayOrder();
    expect(after.slice(0, 3)).toEqual([before[0], before[2], before[1]]);
    expect(after.slice(3)).toEqual(before.slice(3));
    const down = await admin('POST', `/api/admin/faqs/${third}/move`, editor, { direction: 'down' });
    expect(down.status).toBe(200);
    expect(await displayOrder()).toEqual(before);
    const top = await admin('POST', `/api/admin/faqs/${before[0]}/move`, editor, { direction: 'up' });
    expect(top.status).toBe(409);
    expect(top.body.error.message).toBe('더 이동할 수 없습니다.');
    expect((await admin('POST', `/api/admin/faqs/${before.at(-1)}/move`, editor, { direction: 'down' })).status).toBe(409);
    expect((await admin('POST', `/api/admin/faqs/${third}/move`, editor, { direction: 'left' })).status).toBe(422);
    expect(await auditCountOf(t, 'faq', third)).toBe(2);
    const priorities = await q<{ priority: number }>(sql`select priority from faqs order by priority, created_at, id`);
    expect(priorities.every((p) => p.priority >= 1)).toBe(true);
  });

  it('refuses bad input with Korean messages and writes nothing', async () => {
    const before = await count();
    for (const input of [
      body({ question: 'x'.repeat(2 * 1024 * 1024) }),
      body({ priority: 0 }),
      body({ priority: -3 }),
      body({ priority: 1.5 }),
      body({ category: 'returns' }),
      body({ tags: Array.from({ length: 30 }, (_, i) => `t${i}`) }),
      body({ answer: '' }),
      { ...body(), extra: 1 },
    ]) {
      const res = await admin('POST', '/api/admin/faqs', editor, input);
      expect([400, 413, 422]).toContain(res.status);
      if (res.status === 422) expect(res.body.error.message).toMatch(/[가-힣]/);
    }
    expect(await count()).toBe(before);
  });

  it('refuses CS_AGENT and SELLER_ADMIN (403)', async () => {
    const [f] = await q<{ id: string }>(sql`select id from faqs limit 1`);
    for (const cookie of [cs, seller]) {
      for (const [method, path, payload] of [
        ['GET', '/api/admin/faqs', undefined],
        ['GET', '/api/admin/faqs/export', undefined],
        ['POST', '/api/admin/faqs', body()],
        ['PATCH', `/api/admin/faqs/${f!.id}`, { priority: 1 }],
        ['POST', `/api/admin/faqs/${f!.id}/status`, { action: 'unpublish' }],
        ['POST', `/api/admin/faqs/${f!.id}/move`, { direction: 'down' }],
        ['DELETE', `/api/admin/faqs/${f!.id}`, undefined],
      ] as const) {
        expect((await admin(method, path, cookie, payload)).status).toBe(403);
      }
    }
  });

  it('exports the filtered view (CSV with BOM, .xlsx)', async () => {
    const res = await t.app.request('/api/admin/faqs/export?format=csv&category=payment', { headers: { cookie: editor } });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    const [n] = await q<{ n: number }>(sql`select count(*)::int as n from faqs where category = 'payment'`);
    expect(lines).toHaveLength(n!.n + 1);
    const xlsx = await t.app.request('/api/admin/faqs/export?format=xlsx', { headers: { cookie: editor } });
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it('storefront: published FAQs only; views counted when opened; one vote per shopper or browser; no 500 on junk', async () => {
    const created = await admin('POST', '/api/admin/faqs', editor, body({ question: '스토어 반영 FAQ?', status: 'active', priority: 1 }));
    const id = created.body.item.id;
    const listed = await call(t, 'GET', `/api/faqs?q=${encodeURIComponent('스토어 반영')}`);
    expect(listed.body.items.map((f: any) => f.id)).toEqual([id]);

    expect((await call(t, 'POST', `/api/faqs/${id}/view`)).body).toMatchObject({ id, views: 1 });
    expect((await call(t, 'POST', `/api/faqs/${id}/view`)).body.views).toBe(2);

    const browser = randomUUID();
    const anon = await call(t, 'POST', `/api/faqs/${id}/vote`, { body: { helpful: true, voterId: browser } });
    expect(anon.status).toBe(200);
    expect(anon.body).toMatchObject({ helpful: 1, notHelpful: 0, message: '평가해주셔서 감사합니다.' });
    const twice = await call(t, 'POST', `/api/faqs/${id}/vote`, { body: { helpful: false, voterId: browser } });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('이미 평가하신 FAQ입니다.');
    const shopper = await newShopper(t);
    expect((await call(t, 'POST', `/api/faqs/${id}/vote`, { cookie: shopper.cookie, body: { helpful: false } })).body.notHelpful).toBe(1);
    expect(
      (await call(t, 'POST', `/api/faqs/${id}/vote`, { cookie: shopper.cookie, body: { helpful: true, voterId: randomUUID() } })).status,
    ).toBe(409);
    // Concurrent double clicks of one browser: one vote.
    const racer = randomUUID();
    const race = await Promise.all(
      Array.from({ length: 5 }, () => call(t, 'POST', `/api/faqs/${id}/vote`, { body: { helpful: true, voterId: racer } })),
    );
    expect(race.filter((r) => r.status === 200)).toHaveLength(1);
    const item = (await admin('GET', `/api/admin/faqs/${id}`, editor)).body;
    expect(item).toMatchObject({ views: 2, helpful: 2, notHelpful: 1, helpfulRate: 66.7 });

    for (const [path, payload] of [
      [`/api/faqs/${id}/vote`, { helpful: 'yes', voterId: randomUUID() }],
      [`/api/faqs/${id}/vote`, { helpful: true }],
      [`/api/faqs/${id}/vote`, { helpful: true, voterId: 'not-a-uuid' }],
      [`/api/faqs/not-a-uuid/vote`, { helpful: true, voterId: randomUUID() }],
      [`/api/faqs/${randomUUID()}/view`, undefined],
    ] as const) {
      const res = await call(t, 'POST', path, { body: payload });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.error.message).toMatch(/[가-힣]/);
    }

    await admin('POST', `/api/admin/faqs/${id}/status`, editor, { action: 'unpublish' });
    expect((await call(t, 'GET', `/api/faqs?q=${encodeURIComponent('스토어 반영')}`)).body.items).toEqual([]);
    expect((await call(t, 'POST', `/api/faqs/${id}/view`)).status).toBe(404);
  });
});
