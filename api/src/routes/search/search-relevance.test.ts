import { sql } from 'drizzle-orm';
import type { ProductListResponse, ProductSummary, SearchSuggestions } from '@market/domain/product';
import { queryRows } from '../../lib/sql';
import { splitCompound } from '../../services/search';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';

/**
 * Search that finds what shoppers type (issue 17), on the demo seed: category words, synonyms,
 * compounds, typos ranked below exact matches, and sold-out products after the others.
 */
describe('search relevance', () => {
  let t: TestApp;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const search = async (q: string, extra = '') =>
    (await getJson<ProductListResponse>(t, `/api/products?q=${encodeURIComponent(q)}&limit=100${extra}`)).body;
  /** Category slugs of a top-level category and its children. */
  const family = async (slug: string) =>
    new Set(
      (
        await rows<{ slug: string }>(
          sql`select c.slug from categories c left join categories up on up.id = c.parent_id where c.slug = ${slug} or up.slug = ${slug}`,
        )
      ).map((r) => r.slug),
    );
  const listedIn = async (slugs: Set<string>) => {
    const [row] = await rows<{ n: number }>(
      sql`select count(*)::int as n from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
          where p.status <> 'inactive' and b.status = 'active' and c.slug = any(${`{${[...slugs].join(',')}}`}::text[])`,
    );
    return row!.n;
  };
  const inCategory = (items: ProductSummary[], slugs: Set<string>) => items.filter((i) => slugs.has(i.category.slug)).length;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a category word finds its category: 가방, 신발, 아우터, 모자 list the category products first, all of them', async () => {
    for (const [word, slug] of [
      ['가방', 'bag'],
      ['신발', 'shoes'],
      ['아우터', 'outer'],
      ['모자', 'accessory-hat'],
      ['백팩', 'bag-backpack'],
    ] as const) {
      const slugs = await family(slug);
      const expected = await listedIn(slugs);
      const body = await search(word);
      expect([word, body.total >= expected]).toEqual([word, true]);
      const first = body.items.slice(0, Math.min(20, expected));
      expect([word, inCategory(first, slugs)]).toEqual([word, first.length]);
    }
  });

  it('synonyms and other spellings: 바지, 운동화, 청바지, 자켓, 치마, 카디건 find the catalogue words', async () => {
    const cases: [string, string[]][] = [
      ['바지', ['bottom-slacks', 'bottom-denim', 'bottom-jogger', 'bottom-shorts', 'sports-golf', 'sports-hiking']],
      ['운동화', ['shoes-sneakers']],
      ['청바지', ['bottom-denim']],
      ['자켓', ['outer-jacket', 'sports-running', 'sports-hiking']],
      ['치마', ['bottom-skirt', 'sports-golf']],
      ['카디건', ['outer-cardigan']],
    ];
    for (const [word, slugs] of cases) {
      const body = await search(word);
      expect([word, body.total > 0]).toEqual([word, true]);
      const first = body.items.slice(0, 20);
      expect([word, inCategory(first, new Set(slugs))]).toEqual([word, first.length]);
    }
    // 티 -> 티셔츠, and the colour words: 블랙 finds black products.
    const tees = await search('티');
    expect(tees.items.slice(0, 20).every((i) => i.name.includes('티셔츠') || i.category.name === '티셔츠')).toBe(true);
    const black = await search('블랙');
    expect(black.items.slice(0, 20).every((i) => i.colors.includes('Black'))).toBe(true);
  });

  it('words written together are split: 울코트 finds wool coats first, 롱코트 coats, 검정가방 black bags', async () => {
    const wool = await search('울코트');
    expect(wool.total).toBeGreaterThan(0);
    const woolCoats = wool.items.filter((i) => i.category.slug === 'outer-coat' && /울|wool/i.test(`${i.name} ${i.nameEn}`));
    expect(woolCoats.length).toBeGreaterThan(0);
    expect(wool.items.slice(0, woolCoats.length)).toEqual(woolCoats);
    const long = await search('롱코트');
    expect(long.items.slice(0, 20).every((i) => i.category.slug === 'outer-coat')).toBe(true);
    const blackBags = await search('검정가방');
    const bags = await family('bag');
    expect(blackBags.items.slice(0, 20).every((i) => bags.has(i.category.slug) && i.colors.includes('Black'))).toBe(true);
    // The splitter itself: fewest known parts, the word itself when known.
    const known = new Set(['울', '코트', '캔버스', '토트백', '토트', '백']);
    expect(splitCompound('울코트', known)).toEqual(['울', '코트']);
    expect(splitCompound('캔버스토트백', known)).toEqual(['캔버스', '토트백']);
    expect(splitCompound('토트백', known)).toBeNull();
    expect(splitCompound('울쿼카', known)).toBeNull();
  });

  it('a typo neighbour never outranks a product whose name, category or brand has the query as typed (코트, not 코튼)', async () => {
    for (const q of ['코트', '니트', '셔츠', '백']) {
      const body = await search(q);
      const asTyped = (i: ProductSummary) =>
        i.name.replace(/\s/g, '').includes(q) || i.category.name.replace(/\s/g, '').includes(q) || i.brand.name.includes(q);
      const flags = body.items.map(asTyped);
      const firstNeighbour = flags.indexOf(false);
      if (firstNeighbour >= 0) expect([q, flags.slice(firstNeighbour).every((f) => !f)]).toEqual([q, true]);
      expect([q, flags[0]]).toEqual([q, true]);
    }
    // A misspelling still finds the word (one jamo away), and an exact name is first.
    for (const [typo, word] of [
      ['슬렉스', '슬랙스'],
      ['패팅', '패딩'],
      ['가디간', '가디건'],
      // One jamo from 스커트 and two from 스카프: only the nearer word is searched.
      ['스커드', '스커트'],
    ] as const) {
      const body = await search(typo);
      expect([typo, body.items.slice(0, 20).every((i) => i.name.includes(word) || i.category.name === word)]).toEqual([typo, true]);
    }
  });

  it('suggestions use the same relevance: 가방 suggests bags, 자켓 재킷s, 코트 no 코튼 first', async () => {
    const suggest = async (q: string) => (await getJson<SearchSuggestions>(t, `/api/search/suggest?q=${encodeURIComponent(q)}`)).body;
    const bag = await suggest('가방');
    expect(bag.products.length).toBeGreaterThan(0);
    expect(bag.products.every((p) => /백|클러치|파우치|bag/i.test(p.name))).toBe(true);
    expect((await suggest('자켓')).products.every((p) => p.name.includes('재킷'))).toBe(true);
    expect((await suggest('코트')).products[0]!.name).toContain('코트');
  });

  it('sold-out products come after the products in stock: search, default listing, sale listing, ranking, home best', async () => {
    // Mark the most reviewed listed coat sold out: it leaves the head of every list.
    const [top] = await rows<{ id: string }>(
      sql`select p.id from products p join categories c on c.id = p.category_id join brands b on b.id = p.brand_id
          where c.slug = 'outer-coat' and p.status = 'active' and p.stock > 0 and b.status = 'active' and p.sale_price is not null and p.is_best
          order by p.review_count desc limit 1`,
    );
    const soldOut =
      top ?? (await rows<{ id: string }>(sql`select id from products where status = 'active' and sale_price is not null limit 1`))[0]!;
    await rows(sql`update products set is_best = true, status = 'out_of_stock' where id = ${soldOut.id}::uuid returning id`);
    const lists = [
      `/api/products?q=${encodeURIComponent('코트')}&limit=100`,
      '/api/products?category=outer&limit=100',
      '/api/products?sale=true&limit=100',
      '/api/products?sort=sales&limit=100',
      '/api/products?best=true&sort=popular&limit=8',
      '/api/products?new=true&sort=newest&limit=8',
    ];
    for (const path of lists) {
      const { body } = await getJson<ProductListResponse>(t, path);
      const stock = body.items.map((i) => i.stock > 0);
      const firstSoldOut = stock.indexOf(false);
      // In stock first, sold out after (within a search tier: 코트's tiers are checked by name below).
      if (!path.includes('q=')) {
        expect([path, firstSoldOut < 0 || stock.slice(firstSoldOut).every((s) => !s)]).toEqual([path, true]);
      }
      expect([path, body.items[0]?.stock ?? 1]).not.toEqual([path, 0]);
    }
    const coats = (await search('코트')).items;
    const at = coats.findIndex((i) => i.id === soldOut.id);
    if (at >= 0) expect(coats.slice(0, at).every((i) => i.stock > 0)).toBe(true);
    // The shopper's own sort wins: by price the sold-out product keeps its place.
    const byPrice = (await getJson<ProductListResponse>(t, '/api/products?category=outer&sort=price_low&limit=100')).body.items;
    const prices = byPrice.map((i) => i.salePrice ?? i.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await rows(sql`update products set status = 'active' where id = ${soldOut.id}::uuid returning id`);
  });
});
