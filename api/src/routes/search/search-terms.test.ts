import { sql } from 'drizzle-orm';
import type { ProductListResponse } from '@market/domain/product';
import { normalizeSearchQuery, toSearchJamo } from '@market/domain/search-text';
import { queryRows } from '../../lib/sql';
import { everyWordPatterns, LISTED_IN_TIERS, productTierQuery, productTiers, resolveSearch, type TermForm } from '../../services/search';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';

/** `%a%b%` LIKE pattern (with \ escapes) as a JavaScript test. */
function likeMatches(pattern: string, text: string): boolean {
  const parts: string[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '\\') parts.push(pattern[++i]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    else if (ch === '%') parts.push('.*');
    else if (ch === '_') parts.push('.');
    else parts.push(ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  }
  return new RegExp(`^${parts.join('')}$`, 's').test(text);
}

describe('everyWordPatterns', () => {
  it('matches a name exactly when it contains every word, in any order, overlapping or apart', () => {
    const alphabet = ['a', 'b', 'c'];
    const strings: string[] = [''];
    for (let len = 1; len <= 6; len++)
      for (const s of strings.filter((x) => x.length === len - 1)) for (const c of alphabet) strings.push(s + c);
    const wordSets = [
      ['ab', 'bc'],
      ['abc', 'b'],
      ['a', 'b', 'c'],
      ['ab', 'ba'],
      ['aa', 'a'],
      ['cab', 'abc', 'b'],
      ['a%b', 'b_'],
    ];
    for (const words of wordSets) {
      const patterns = everyWordPatterns(words.map((w) => [w]));
      expect(patterns).not.toBeNull();
      for (const text of [...strings, 'xa%b_y', 'a%b_']) {
        const expected = words.every((w) => text.includes(w));
        expect([words, text, patterns!.some((p) => likeMatches(p, text))]).toEqual([words, text, expected]);
      }
    }
  });

  it('covers each word alternative and gives up beyond the pattern budget', () => {
    const patterns = everyWordPatterns([['ab', 'cd'], ['ef']])!;
    expect(patterns.sort()).toEqual(['%ab%ef%', '%cd%ef%', '%ef%ab%', '%ef%cd%'].sort());
    expect(everyWordPatterns([['a1'], ['b2'], ['c3'], ['d4'], ['e5']])).toBeNull();
  });
});

/** The word dictionary (search_terms, migrations 0006/0007) and the tier reads of a search, on the demo seed. */
describe('search dictionary and tiers', () => {
  let t: TestApp;
  const db = () => t.db.database.db;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
  const terms = async () => new Set((await rows<{ term: string }>(sql`select term from search_terms`)).map((r) => r.term));
  /** Every word of every product and brand name, as the dictionary should hold it. */
  const expectedTerms = async () =>
    new Set(
      (
        await rows<{ name: string; name_en: string }>(sql`select name, name_en from products union all select name, name_en from brands`)
      ).flatMap((r) => `${r.name} ${r.name_en}`.split(/\s+/).filter(Boolean).map(toSearchJamo)),
    );
  const search = (q: string) => getJson<ProductListResponse>(t, `/api/products?q=${encodeURIComponent(q)}&limit=50`);

  let productId = '';
  let brandId = '';
  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await rows<{
      id: string;
      brand_id: string;
    }>(sql`select p.id, p.brand_id from products p join brands b on b.id = p.brand_id
      where b.status = 'active' and p.status <> 'inactive' order by p.id limit 1`);
    productId = row!.id;
    brandId = row!.brand_id;
  });
  afterAll(() => t.close());

  it('holds exactly the words of the product and brand names after the seed', async () => {
    expect(await terms()).toEqual(await expectedTerms());
    expect((await terms()).has(toSearchJamo('블레이저'))).toBe(true);
  });

  it('follows inserts, renames and deletes of products and brands, in the same statement', async () => {
    await db().execute(sql`
      insert into products (brand_id, category_id, seller_id, name, name_en, price, colors, sizes, images, stock, status)
      select p.brand_id, p.category_id, p.seller_id, '쿼드러플 아노락', 'Quadruple Anorak', 90000, '{Black}', '{M}', '{}', 5, 'active'
      from products p where p.id = ${productId}::uuid`);
    let now = await terms();
    expect([now.has(toSearchJamo('쿼드러플')), now.has('quadruple')]).toEqual([true, true]);
    // A misspelt new word is found through the dictionary.
    expect((await search('쿼드러픈')).body.items.map((i) => i.name)).toContain('쿼드러플 아노락');

    await db().execute(sql`update products set name = '퀸터플 아노락' where name = '쿼드러플 아노락'`);
    now = await terms();
    expect([now.has(toSearchJamo('퀸터플')), now.has(toSearchJamo('쿼드러플')), now.has('quadruple')]).toEqual([true, false, true]);

    await db().execute(sql`delete from products where name = '퀸터플 아노락'`);
    now = await terms();
    expect([now.has(toSearchJamo('퀸터플')), now.has('quadruple')]).toEqual([false, false]);
    // Words other names still have stay.
    expect(now.has(toSearchJamo('아노락'))).toBe((await expectedTerms()).has(toSearchJamo('아노락')));

    const [brand] = await rows<{ name: string; name_en: string }>(sql`select name, name_en from brands where id = ${brandId}::uuid`);
    await db().execute(sql`update brands set name_en = 'Zephyrine Works' where id = ${brandId}::uuid`);
    now = await terms();
    expect(now.has('zephyrine')).toBe(true);
    await db().execute(sql`update brands set name_en = ${brand!.name_en} where id = ${brandId}::uuid`);
    expect((await terms()).has('zephyrine')).toBe(false);
    expect(await terms()).toEqual(await expectedTerms());
  });

  it('is kept under session_replication_role = replica too (bulk loads such as the large seed)', async () => {
    const client = t.db.database.sql;
    if (!client) return; // PGlite: no replication roles
    const reserved = await client.reserve();
    try {
      const replica = await reserved`set session_replication_role = replica`.then(
        () => true,
        () => false,
      );
      if (!replica) return; // not a superuser: nothing to show
      await reserved`insert into brands (slug, name, name_en, status) values ('replica-check', '레플리카체크', 'Replica Check', 'pending')`;
      await reserved`reset session_replication_role`;
    } finally {
      reserved.release();
    }
    expect((await terms()).has(toSearchJamo('레플리카체크'))).toBe(true);
    await db().execute(sql`delete from brands where slug = 'replica-check'`);
    expect((await terms()).has(toSearchJamo('레플리카체크'))).toBe(false);
  });

  it('reads the same page whichever way each tier is read', async () => {
    const queries = ['코트', '블레이저', 'ㅂㄹㅇㅈ', '울 코트', '코트 울', 'coat', '모노웨이브 블레이저', '니트', 'ㅋ'];
    for (const q of queries) {
      const r = (await resolveSearch(db(), normalizeSearchQuery(q)!, 'strict'))!;
      const page = async (form: ((rank: number) => TermForm) | undefined, limit: number, offset: number) => {
        const query = productTierQuery(productTiers(r, { form }), LISTED_IN_TIERS, limit, offset, null)!;
        return (await rows<{ id: string; rank: number }>(query)).map((row) => `${row.rank}:${row.id}`);
      };
      for (const [limit, offset] of [
        [21, 0],
        [7, 14],
      ] as const) {
        const planner = await page(undefined, limit, offset);
        expect([q, await page(() => 'index', limit, offset)]).toEqual([q, planner]);
        expect([q, await page(() => 'scan', limit, offset)]).toEqual([q, planner]);
        expect([q, await page((rank) => (rank % 2000 === 0 ? 'scan' : 'index'), limit, offset)]).toEqual([q, planner]);
      }
    }
  });

  it('pages a search by cursor to the same rows as one long page', async () => {
    for (const q of ['코트', '울 코트', 'ㅋ']) {
      const all = (await getJson<ProductListResponse>(t, `/api/products?q=${encodeURIComponent(q)}&limit=100`)).body;
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res: { body: ProductListResponse } = await getJson<ProductListResponse>(
          t,
          `/api/products?q=${encodeURIComponent(q)}&limit=9${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...res.body.items.map((i) => i.id));
        cursor = res.body.nextCursor;
      } while (cursor && seen.length < 100);
      expect([q, seen.slice(0, all.items.length)]).toEqual([q, all.items.map((i) => i.id)]);
    }
  });
});
