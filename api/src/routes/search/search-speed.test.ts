import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { ProductListResponse } from '@market/domain/product';
import { normalizeSearchQuery } from '@market/domain/search-text';
import { DEFAULT_SEARCH_SYNONYMS, synonymKey } from '@market/domain/search-synonyms';
import { findRepoRoot, migrationsFolder } from '../../lib/paths';
import { queryRows } from '../../lib/sql';
import { listingCache } from '../../services/listing-cache';
import { tierPageRows } from '../../services/products';
import { resolveSearch } from '../../services/search';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';

/** What makes the storefront search fast (issue 17 §1, migration 0036) keeps its results. */
describe('search speed', () => {
  let t: TestApp;
  const db = () => t.db.database.db;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
  const search = async (q: string, extra: string) =>
    (await getJson<ProductListResponse>(t, `/api/products?q=${encodeURIComponent(q)}${extra}`)).body;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores the names as the search tests them (search_text, search_words), on insert and update', async () => {
    const mismatched = async () =>
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from products
              where search_text is distinct from replace(lower(name || '|' || name_en), ' ', '')
                 or search_words is distinct from ' ' || lower(name) || ' | ' || lower(name_en) || ' '`,
        )
      )[0]!.n;
    expect(await mismatched()).toBe(0);
    const [p] = await rows<{ id: string; name: string; name_en: string }>(sql`select id, name, name_en from products order by id limit 1`);
    await db().execute(sql`update products set name = '울 블렌드 Long 코트', name_en = 'Wool Blend LONG Coat' where id = ${p!.id}::uuid`);
    const [now] = await rows<{ search_text: string; search_words: string }>(
      sql`select search_text, search_words from products where id = ${p!.id}::uuid`,
    );
    expect(now).toEqual({
      search_text: '울블렌드long코트|woolblendlongcoat',
      search_words: ' 울 블렌드 long 코트 | wool blend long coat ',
    });
    await db().execute(sql`update products set name = ${p!.name}, name_en = ${p!.name_en} where id = ${p!.id}::uuid`);
    expect(await mismatched()).toBe(0);
  });

  it('resolves a query once, and again after a catalogue or dictionary write drops the listing cache', async () => {
    const norm = normalizeSearchQuery('쿼카')!;
    const first = (await resolveSearch(db(), norm, 'strict'))!;
    expect(first.texts).toEqual(['쿼카']);
    // Written behind the API's back: the cached resolution still answers.
    await db().execute(sql`insert into search_synonyms (term, synonyms) values ('쿼카', '{스니커즈}')`);
    try {
      expect(await resolveSearch(db(), norm, 'strict')).toBe(first);
      listingCache(db()).clear(); // what every catalogue write of the API does (the dictionary's admin API too)
      const after = (await resolveSearch(db(), norm, 'strict'))!;
      expect(after.texts).toEqual(['쿼카', '스니커즈']);
    } finally {
      await db().execute(sql`delete from search_synonyms where term = '쿼카'`);
      listingCache(db()).clear();
    }
    expect((await resolveSearch(db(), norm, 'strict'))!.texts).toEqual(['쿼카']);
  });

  it('pages by offset to the rows of one long page, though a page reads no tier after those that fill it', async () => {
    expect(tierPageRows(21)).toBe(121);
    expect(tierPageRows(401)).toBe(802);
    for (const q of ['코트', '가방', '울코트', '블레이저', '바지', '블랙', 'ㅂㄹㅇㅈ']) {
      const all = (await search(q, '&limit=100')).items.map((i) => i.id);
      const paged: string[] = [];
      for (let page = 1; page <= 10; page++) paged.push(...(await search(q, `&limit=10&page=${page}`)).items.map((i) => i.id));
      expect([q, paged]).toEqual([q, all]);
      // The first page, with its later tiers left out, has a next page exactly when there are more rows.
      const first = await search(q, '&limit=10');
      expect([q, first.nextCursor !== null]).toEqual([q, first.total > 10]);
    }
  });

  it('seeds the default dictionary into a seeded database whose dictionary is empty, and never into an edited one', async () => {
    const migration = readFileSync(path.join(migrationsFolder(findRepoRoot()), '0036_search-speed.sql'), 'utf8');
    const insert = migration.split('--> statement-breakpoint').find((s) => s.includes('INSERT INTO "search_synonyms"'))!;
    const dictionary = async () =>
      (
        await rows<{ term: string; synonyms: string[]; bidirectional: boolean }>(
          sql`select term, synonyms, bidirectional from search_synonyms`,
        )
      )
        .map((r) => [r.term, [...r.synonyms], r.bidirectional] as const)
        .sort((a, b) => a[0].localeCompare(b[0]));
    const defaults = DEFAULT_SEARCH_SYNONYMS.map(
      ([term, synonyms, two]) => [synonymKey(term), synonyms.map(synonymKey), two] as const,
    ).sort((a, b) => a[0].localeCompare(b[0]));
    // The seed wrote the defaults: the migration adds nothing.
    expect(await dictionary()).toEqual(defaults);
    await db().execute(sql.raw(insert));
    expect(await dictionary()).toEqual(defaults);
    // A database seeded before the dictionary existed has an empty one: the migration fills it.
    await db().execute(sql`delete from search_synonyms`);
    await db().execute(sql.raw(insert));
    expect(await dictionary()).toEqual(defaults);
    // An operator's edits stay, removals included.
    await db().execute(sql`delete from search_synonyms where term = '티'`);
    await db().execute(sql`update search_synonyms set synonyms = '{팬츠}' where term = '바지'`);
    await db().execute(sql.raw(insert));
    const edited = await dictionary();
    expect(edited.find((r) => r[0] === '티')).toBeUndefined();
    expect(edited.find((r) => r[0] === '바지')).toEqual(['바지', ['팬츠'], false]);
    expect(edited).toHaveLength(defaults.length - 1);
  });
});
