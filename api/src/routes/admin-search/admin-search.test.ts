import { sql } from 'drizzle-orm';
import type { ProductListResponse } from '@market/domain/product';
import { SYNONYM_MESSAGES } from '@market/domain/search-synonyms';
import { queryRows } from '../../lib/sql';
import { auditCountOf, startAdminTest } from '../../test/admin-fixtures';
import { call } from '../../test/buying-fixtures';
import { getJson, type TestApp } from '../../test/test-app';

jest.setTimeout(60_000);

/** The search dictionary in the admin (issue 17): permission, validation, audit, and its effect on search. */
describe('/api/admin/search/synonyms', () => {
  let t: TestApp;
  let ops: string, cs: string, editor: string;
  const admin = (method: string, path: string, cookie: string, payload?: unknown) => call(t, method, path, { cookie, body: payload });
  const search = (q: string) => getJson<ProductListResponse>(t, `/api/products?q=${encodeURIComponent(q)}&limit=20`);

  beforeAll(async () => {
    ({
      t,
      cookies: [ops, cs, editor],
    } = await startAdminTest(['OPS_MANAGER', 'CS_AGENT', 'CONTENT_EDITOR']));
  }, 180_000);
  afterAll(() => t.close());

  type Item = { id: string; term: string; synonyms: string[]; bidirectional: boolean; updatedAt: string };
  const list = async (query: string) => {
    const { status, body } = await admin('GET', `/api/admin/search/synonyms${query}`, ops);
    expect([query, status]).toEqual([query, 200]);
    return body as {
      items: Item[];
      total: number;
      page: number;
      limit: number;
      summary: { twoWay: number; oneWay: number; words: number };
    };
  };
  const allRows = async () => {
    const [row] = await queryRows<{ n: number; two: number }>(
      t.db.database.db,
      sql`select count(*)::int as n, (count(*) filter (where bidirectional))::int as two from search_synonyms`,
    );
    return row!;
  };

  it('GET pages the seeded dictionary by word, with the cards over the whole of it', async () => {
    const { n, two } = await allRows();
    expect(n).toBeGreaterThan(40);
    const first = await list('');
    expect(first).toMatchObject({ total: n, page: 1, limit: 20, summary: { twoWay: two, oneWay: n - two } });
    expect(first.items).toHaveLength(20);
    expect(first.summary.words).toBeGreaterThan(n);
    const pants = (await list(`?q=${encodeURIComponent('바지')}&limit=100`)).items.find((i) => i.term === '바지');
    expect(pants).toMatchObject({ synonyms: expect.arrayContaining(['팬츠', '슬랙스']), bidirectional: false });
    // Every page in order, each row once: the pages put together are the sorted dictionary.
    const pages: Item[] = [];
    for (let page = 1; page <= Math.ceil(n / 15); page += 1) pages.push(...(await list(`?limit=15&page=${page}`)).items);
    const terms = pages.map((i) => i.term);
    expect(terms).toHaveLength(n);
    expect(new Set(terms).size).toBe(n);
    expect(terms).toEqual([...terms].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await list(`?limit=15&page=${Math.ceil(n / 15) + 1}`)).items).toEqual([]);
  });

  it('GET sorts by word either way and by last change', async () => {
    const { n } = await allRows();
    const asc = (await list('?limit=100')).items.map((i) => i.term);
    expect((await list('?limit=100&sort=term&order=desc')).items.map((i) => i.term)).toEqual([...asc].reverse());
    // Touch one row: it leads the newest-first order and ends the oldest-first one.
    await t.db.database.db.execute(sql`update search_synonyms set updated_at = now() + interval '1 minute' where term = '치마'`);
    const newest = (await list('?limit=100&sort=updated&order=desc')).items;
    expect(newest[0]!.term).toBe('치마');
    expect(newest).toHaveLength(Math.min(n, 100));
    const times = newest.map((i) => i.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await list('?limit=100&sort=updated&order=asc')).items.at(-1)!.term).toBe('치마');
  });

  it('GET finds a word in the term or in the synonyms, both ways, and narrows by direction (not the cards)', async () => {
    const sneakers = await list(`?q=${encodeURIComponent('스니커')}`);
    // 스니커즈 (the word) and 운동화 (스니커즈 among its synonyms).
    expect(sneakers.items.map((i) => i.term)).toEqual(expect.arrayContaining(['스니커즈', '운동화']));
    expect(sneakers.items.every((i) => [i.term, ...i.synonyms].some((w) => w.includes('스니커')))).toBe(true);
    expect(sneakers.total).toBe(sneakers.items.length);
    // Cleaned and lowercased as the words are stored; % and _ are letters, not patterns.
    expect((await list(`?q=${encodeURIComponent('  JACKET ')}`)).items.map((i) => i.term)).toEqual(['재킷']);
    expect((await list(`?q=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await list(`?q=${encodeURIComponent('없는말')}`)).items).toEqual([]);

    const colours = await list(`?q=${encodeURIComponent('색')}&limit=100`);
    const two = await list(`?q=${encodeURIComponent('색')}&limit=100&direction=two-way`);
    const one = await list(`?q=${encodeURIComponent('색')}&limit=100&direction=one-way`);
    expect(two.items.length).toBeGreaterThan(0);
    expect(two.items.every((i) => i.bidirectional)).toBe(true);
    expect(one.items.every((i) => !i.bidirectional)).toBe(true);
    expect(two.total + one.total).toBe(colours.total);
    expect(two.summary).toEqual(colours.summary);
    expect(colours.summary.twoWay).toBe(two.total);
  });

  it('GET refuses a bad page, size, sort, order or direction with a Korean 422', async () => {
    for (const query of [
      '?page=0',
      '?page=x',
      '?limit=101',
      '?limit=0',
      '?sort=price',
      '?order=up',
      '?direction=both',
      `?q=${'가'.repeat(101)}`,
    ]) {
      const { status, body } = await admin('GET', `/api/admin/search/synonyms${query}`, ops);
      expect([query, status]).toEqual([query, 422]);
      expect(body.error.message).toMatch(/[가-힣]/);
    }
    const { body } = await admin('GET', '/api/admin/search/synonyms?sort=price', ops);
    expect(body.error.fields.sort).toBe(SYNONYM_MESSAGES.sort);
  });

  it('needs the catalogue permission: a CS agent gets 403, a visitor 401', async () => {
    expect((await admin('GET', '/api/admin/search/synonyms', cs)).status).toBe(403);
    expect((await admin('POST', '/api/admin/search/synonyms', cs, { term: '가', synonyms: ['나'] })).status).toBe(403);
    expect((await admin('PATCH', '/api/admin/search/synonyms/00000000-0000-0000-0000-000000000000', cs, { synonyms: ['나'] })).status).toBe(
      403,
    );
    expect((await admin('DELETE', '/api/admin/search/synonyms/00000000-0000-0000-0000-000000000000', cs)).status).toBe(403);
    expect((await admin('GET', '/api/admin/search/synonyms', '')).status).toBe(401);
    // A content editor keeps content, not the catalogue's structure.
    expect((await admin('GET', '/api/admin/search/synonyms', editor)).status).toBe(403);
  });

  it('refuses bad input with Korean 422s on the fields, and a taken word with 409', async () => {
    const cases: [unknown, string][] = [
      [{ term: '', synonyms: ['a'] }, 'term'],
      [{ term: '가'.repeat(31), synonyms: ['a'] }, 'term'],
      [{ term: '모자모자', synonyms: [] }, 'synonyms'],
      [{ term: '모자모자', synonyms: ['모자모자'] }, 'synonyms'],
      [{ term: '모자모자', synonyms: ['캡'], bidirectional: 'yes' }, 'bidirectional'],
      [{ term: '모자모자', synonyms: ['캡'], extra: 1 }, ''],
    ];
    for (const [payload, field] of cases) {
      const { status, body } = await admin('POST', '/api/admin/search/synonyms', ops, payload);
      expect([JSON.stringify(payload), status]).toEqual([JSON.stringify(payload), 422]);
      if (field) expect(body.error.fields[field]).toMatch(/[가-힣]/);
    }
    const taken = await admin('POST', '/api/admin/search/synonyms', ops, { term: ' 바지 ', synonyms: ['하의'] });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(SYNONYM_MESSAGES.termTaken);
    const unknown = await admin('PATCH', '/api/admin/search/synonyms/00000000-0000-0000-0000-000000000000', ops, { synonyms: ['x'] });
    expect(unknown.status).toBe(404);
    expect((await admin('DELETE', '/api/admin/search/synonyms/not-a-uuid', ops)).status).toBe(404);
  });

  it('POST, PATCH and DELETE write the dictionary, audit each write, and change what the storefront finds', async () => {
    // 쿼카 finds nothing until it is a synonym of 스니커즈.
    expect((await search('쿼카')).body.total).toBe(0);
    const created = await admin('POST', '/api/admin/search/synonyms', ops, { term: '  쿼카 ', synonyms: ['스니커즈', '스니커즈'] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      item: { term: '쿼카', synonyms: ['스니커즈'], bidirectional: false },
      title: '동의어 등록 완료',
      message: "'쿼카' 검색어의 동의어가 등록되었습니다.",
    });
    const id = created.body.item.id as string;
    const [row] = await queryRows<{ term: string; synonyms: string[] }>(
      t.db.database.db,
      sql`select term, synonyms from search_synonyms where id = ${id}::uuid`,
    );
    expect(row!.term).toBe('쿼카');
    expect(await auditCountOf(t, 'search_synonym', id)).toBe(1);
    const found = (await search('쿼카')).body;
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((i) => i.name.includes('스니커즈') || i.category.name === '스니커즈')).toBe(true);

    const patched = await admin('PATCH', `/api/admin/search/synonyms/${id}`, ops, { synonyms: ['로퍼'], bidirectional: true });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ item: { term: '쿼카', synonyms: ['로퍼'], bidirectional: true }, title: '동의어 수정 완료' });
    expect(await auditCountOf(t, 'search_synonym', id)).toBe(2);
    expect((await search('쿼카')).body.items.every((i) => i.name.includes('로퍼') || i.category.name === '로퍼')).toBe(true);
    // The stored term cannot become one of its own synonyms.
    expect((await admin('PATCH', `/api/admin/search/synonyms/${id}`, ops, { term: '로퍼' })).status).toBe(422);

    const removed = await admin('DELETE', `/api/admin/search/synonyms/${id}`, ops);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ id, title: '동의어 삭제 완료', message: "'쿼카' 검색어의 동의어가 삭제되었습니다." });
    expect(await auditCountOf(t, 'search_synonym', id)).toBe(3);
    expect((await list(`?q=${encodeURIComponent('쿼카')}`)).total).toBe(0);
    expect((await search('쿼카')).body.total).toBe(0);
  });
});
