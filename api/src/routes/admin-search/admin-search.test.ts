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
  let ops: string, cs: string;
  const admin = (method: string, path: string, cookie: string, payload?: unknown) => call(t, method, path, { cookie, body: payload });
  const search = (q: string) => getJson<ProductListResponse>(t, `/api/products?q=${encodeURIComponent(q)}&limit=20`);

  beforeAll(async () => {
    ({
      t,
      cookies: [ops, cs],
    } = await startAdminTest(['OPS_MANAGER', 'CS_AGENT']));
  }, 180_000);
  afterAll(() => t.close());

  it('GET lists the seeded dictionary by word, and filters by a word', async () => {
    const { status, body } = await admin('GET', '/api/admin/search/synonyms', ops);
    expect(status).toBe(200);
    const terms = body.items.map((i: { term: string }) => i.term);
    expect(terms).toEqual(expect.arrayContaining(['바지', '재킷', '운동화', '청바지', '가디건', '티']));
    expect(terms).toEqual([...terms].sort());
    const pants = body.items.find((i: { term: string }) => i.term === '바지');
    expect(pants).toMatchObject({ synonyms: expect.arrayContaining(['팬츠', '슬랙스']), bidirectional: false });
    const filtered = await admin('GET', `/api/admin/search/synonyms?q=${encodeURIComponent('스니커')}`, ops);
    expect(filtered.body.items.map((i: { term: string }) => i.term)).toEqual(expect.arrayContaining(['스니커즈', '운동화']));
    expect(
      filtered.body.items.every((i: { term: string; synonyms: string[] }) => [i.term, ...i.synonyms].some((w) => w.includes('스니커'))),
    ).toBe(true);
  });

  it('needs the catalogue permission: a CS agent gets 403, a visitor 401', async () => {
    expect((await admin('GET', '/api/admin/search/synonyms', cs)).status).toBe(403);
    expect((await admin('POST', '/api/admin/search/synonyms', cs, { term: '가', synonyms: ['나'] })).status).toBe(403);
    expect((await admin('GET', '/api/admin/search/synonyms', '')).status).toBe(401);
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
    expect(created.body).toMatchObject({ term: '쿼카', synonyms: ['스니커즈'], bidirectional: false });
    const id = created.body.id as string;
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
    expect(patched.body).toMatchObject({ term: '쿼카', synonyms: ['로퍼'], bidirectional: true });
    expect(await auditCountOf(t, 'search_synonym', id)).toBe(2);
    expect((await search('쿼카')).body.items.every((i) => i.name.includes('로퍼') || i.category.name === '로퍼')).toBe(true);
    // The stored term cannot become one of its own synonyms.
    expect((await admin('PATCH', `/api/admin/search/synonyms/${id}`, ops, { term: '로퍼' })).status).toBe(422);

    expect((await admin('DELETE', `/api/admin/search/synonyms/${id}`, ops)).status).toBe(200);
    expect(await auditCountOf(t, 'search_synonym', id)).toBe(3);
    expect((await admin('GET', '/api/admin/search/synonyms', ops)).body.items.some((i: { id: string }) => i.id === id)).toBe(false);
    expect((await search('쿼카')).body.total).toBe(0);
  });
});
