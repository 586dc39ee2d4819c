import { sql } from 'drizzle-orm';
import { effectivePrice } from '@market/domain/pricing';
import type { ProductDetail, ProductListResponse, ProductSummary } from '@market/domain/product';
import { queryRows } from '../../lib/sql';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';

type Item = ProductSummary;
type Comparator = (a: Item, b: Item) => number;

describe('products', () => {
  let t: TestApp;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const list = (qs: string) => getJson<ProductListResponse>(t, `/api/products?${qs}`);
  const err = async (qs: string) =>
    (await getJson(t, `/api/products?${qs}`)) as { status: number; body: { error: { message: string; fields?: Record<string, string> } } };

  /** Follows nextCursor to the end. */
  async function walk(qs: string): Promise<{ items: Item[]; pages: number; total: number }> {
    const items: Item[] = [];
    let cursor: string | null = null;
    let pages = 0;
    let total = -1;
    do {
      const { status, body }: { status: number; body: ProductListResponse } = await list(`${qs}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(status).toBe(200);
      if (total >= 0) expect(body.total).toBe(total);
      total = body.total;
      items.push(...body.items);
      cursor = body.nextCursor;
      pages++;
    } while (cursor && pages < 100);
    return { items, pages, total };
  }

  let listedCount = 0;
  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await rows<{ n: number }>(
      sql`select count(*)::int as n from products p join brands b on b.id = p.brand_id where p.status <> 'inactive' and b.status = 'active'`,
    );
    listedCount = row!.n;
  });
  afterAll(() => t.close());

  it('GET /api/products lists only active products of active brands, most reviewed first, with facets', async () => {
    // Without a sort the shop settings' default applies (newest, seeded; admin-settings.test); popular asked for here.
    const { status, body } = await list('sort=popular');
    expect(status).toBe(200);
    expect(body.total).toBe(listedCount);
    expect(body.items).toHaveLength(20);
    expect(body.nextCursor).toEqual(expect.any(String));
    const item = body.items[0]!;
    expect(item).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      brand: { id: expect.any(String), slug: expect.any(String), name: expect.any(String), nameEn: expect.any(String) },
      category: { slug: expect.any(String), name: expect.any(String) },
      image: expect.stringMatching(/^\/media\/products\//),
      isNew: expect.any(Boolean),
    });
    expect(Math.round(item.rating * 10) / 10).toBe(item.rating);
    const counts = body.items.map((i) => i.reviewCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(body.facets.brands.length).toBeGreaterThan(0);
    expect(body.facets.brands.length).toBeLessThanOrEqual(20);
    expect(body.facets.priceBuckets.reduce((s, b) => s + b.count, 0)).toBe(body.total);
  });

  it('GET /api/products never shows inactive products or products of pending and suspended brands', async () => {
    const hidden = await rows<{ id: string }>(
      sql`select p.id from products p join brands b on b.id = p.brand_id where p.status = 'inactive' or b.status <> 'active'`,
    );
    expect(hidden.length).toBeGreaterThan(0);
    const { items } = await walk('limit=100&category=outer');
    const hiddenIds = new Set(hidden.map((h) => h.id));
    expect(items.some((i) => hiddenIds.has(i.id))).toBe(false);
    // A pending brand's slug is unknown to the storefront.
    expect((await list('brand=paper-moon')).body.total).toBe(0);
  });

  const price = (i: Item) => effectivePrice(i.price, i.salePrice);
  const byId = (a: Item, b: Item) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  // Sold-out products after the others in every sort but the price sorts (issue 17).
  const inStockFirst = (a: Item, b: Item) => Number(b.stock > 0) - Number(a.stock > 0);
  const SORTS: [string, Comparator][] = [
    ['popular', (a, b) => inStockFirst(a, b) || b.reviewCount - a.reviewCount || -byId(a, b)],
    ['newest', (a, b) => inStockFirst(a, b) || (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0) || -byId(a, b)],
    ['price_low', (a, b) => price(a) - price(b) || byId(a, b)],
    ['price_high', (a, b) => price(b) - price(a) || -byId(a, b)],
    ['rating', (a, b) => inStockFirst(a, b) || b.rating - a.rating || b.reviewCount - a.reviewCount || -byId(a, b)],
  ];

  it.each(SORTS)('GET /api/products?sort=%s pages by cursor without gaps or duplicates', async (sort, compare) => {
    const { items, pages, total } = await walk(`sort=${sort}&limit=30&category=outer`);
    expect(total).toBeGreaterThan(90); // several pages on either seed scale
    expect(pages).toBe(Math.ceil(total / 30));
    expect(items).toHaveLength(total);
    expect(new Set(items.map((i) => i.id)).size).toBe(total);
    // Ratings are rounded to one decimal in the answer; the server orders by the exact value.
    const check =
      sort === 'rating'
        ? (a: Item, b: Item) => inStockFirst(a, b) || b.rating - a.rating
        : sort === 'newest'
          ? (a: Item, b: Item) => inStockFirst(a, b) || (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0)
          : compare;
    for (let i = 1; i < items.length; i++) expect(check(items[i - 1]!, items[i]!)).toBeLessThanOrEqual(0);
    // Every listed product of the category, exactly once.
    const [expected] = await rows<{ n: number }>(
      sql`select count(*)::int as n from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
          join categories top on top.id = c.parent_id where top.slug = 'outer' and p.status <> 'inactive' and b.status = 'active'`,
    );
    expect(total).toBe(expected!.n);
  });

  it('GET /api/products walks the whole catalogue by cursor (default sort)', async () => {
    const { items, total } = await walk('limit=100');
    expect(total).toBe(listedCount);
    expect(new Set(items.map((i) => i.id)).size).toBe(listedCount);
  });

  it('GET /api/products accepts page for load-more, matching the cursor pages', async () => {
    const { items } = await walk('limit=10&sort=price_low&category=bag');
    const page3 = await list('limit=10&sort=price_low&category=bag&page=3');
    expect(page3.body.items.map((i) => i.id)).toEqual(items.slice(20, 30).map((i) => i.id));
    // Its cursor continues where the page ended.
    const page4 = await list(`limit=10&sort=price_low&category=bag&cursor=${page3.body.nextCursor}`);
    expect(page4.body.items.map((i) => i.id)).toEqual(items.slice(30, 40).map((i) => i.id));
    const beyond = await list('limit=10&category=bag&page=9999');
    expect(beyond.status).toBe(200);
    expect(beyond.body.items).toEqual([]);
    expect(beyond.body.nextCursor).toBeNull();
  });

  it('GET /api/products filters by category slug, a parent including its children', async () => {
    const parent = await walk('category=shoes&limit=100');
    expect(parent.total).toBeGreaterThan(0);
    expect(parent.items.every((i) => i.category.slug.startsWith('shoes-'))).toBe(true);
    const child = await list('category=shoes-sneakers&limit=100');
    expect(child.body.items.every((i) => i.category.slug === 'shoes-sneakers')).toBe(true);
    expect(child.body.total).toBeLessThan(parent.total);
    const tree = await getJson(t, '/api/categories');
    const shoes = tree.body.items.find((c: { slug: string }) => c.slug === 'shoes');
    expect(shoes.productCount).toBe(parent.total);
    expect(shoes.children.find((c: { slug: string }) => c.slug === 'shoes-sneakers').productCount).toBe(child.body.total);
  });

  it('GET /api/products filters by brand id or slug', async () => {
    const bySlug = await walk('brand=monowave&limit=100');
    expect(bySlug.total).toBeGreaterThan(0);
    expect(bySlug.items.every((i) => i.brand.slug === 'monowave')).toBe(true);
    const id = bySlug.items[0]!.brand.id;
    expect((await list(`brand=${id}`)).body.total).toBe(bySlug.total);
    const brand = await getJson(t, '/api/brands/monowave');
    expect(brand.body.stats.all).toBe(bySlug.total);
    expect(brand.body.stats.sale).toBe((await list('brand=monowave&sale=true')).body.total);
    expect(brand.body.stats.best).toBe((await list('brand=monowave&best=true')).body.total);
    expect(brand.body.stats.new).toBe((await list('brand=monowave&new=true')).body.total);
  });

  it('GET /api/products filters by sale, new, best and in stock', async () => {
    const cases: [string, (i: Item) => boolean][] = [
      ['sale=true', (i) => i.salePrice !== null && i.discountPercent > 0],
      ['new=1', (i) => i.isNew],
      ['best=true', (i) => i.isBest],
      ['inStock=true', (i) => i.stock > 0],
    ];
    for (const [qs, holds] of cases) {
      const { items, total } = await walk(`${qs}&limit=100`);
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThan(listedCount);
      expect(items.every(holds)).toBe(true);
    }
    // false is no filter.
    expect((await list('sale=false')).body.total).toBe(listedCount);
    const soldOut = await rows<{ n: number }>(
      sql`select count(*)::int as n from products p join brands b on b.id = p.brand_id where p.status <> 'inactive' and b.status = 'active' and p.stock = 0`,
    );
    expect((await list('inStock=true')).body.total).toBe(listedCount - soldOut[0]!.n);
  });

  it('GET /api/products filters by colours and sizes (any of the listed values)', async () => {
    const { items, total } = await walk('colors=Black,White&sizes=M&limit=100');
    expect(total).toBeGreaterThan(0);
    expect(items.every((i) => (i.colors.includes('Black') || i.colors.includes('White')) && i.sizes.includes('M'))).toBe(true);
    expect((await list('colors=Black')).body.total).toBeLessThan((await list('colors=Black,White')).body.total);
    expect((await list('colors=Chartreuse')).body.total).toBe(0);
  });

  it('GET /api/products filters by the price a shopper pays', async () => {
    const { items, total } = await walk('minPrice=50000&maxPrice=100000&limit=100');
    expect(total).toBeGreaterThan(0);
    expect(items.every((i) => price(i) >= 50_000 && price(i) <= 100_000)).toBe(true);
    expect((await list('minPrice=0&maxPrice=1000000')).body.total).toBe(listedCount);
    expect((await list('minPrice=70000&maxPrice=70000')).status).toBe(200);
  });

  it('GET /api/products facets count with every other filter, excluding their own dimension', async () => {
    const base = 'category=outer&sale=true&colors=Black&minPrice=30000&maxPrice=500000';
    const { body } = await list(base);
    expect(body.total).toBeGreaterThan(0);
    const { facets } = body;
    // Brand counts: the same filters plus that brand.
    for (const b of facets.brands.slice(0, 3)) expect((await list(`${base}&brand=${b.id}`)).body.total).toBe(b.count);
    // Colour counts ignore the colour filter itself (so a shopper can add White).
    const withoutColor = 'category=outer&sale=true&minPrice=30000&maxPrice=500000';
    for (const c of facets.colors.slice(0, 3)) expect((await list(`${withoutColor}&colors=${c.value}`)).body.total).toBe(c.count);
    expect(facets.colors.find((c) => c.value === 'Black')!.count).toBe(body.total);
    for (const s of facets.sizes.slice(0, 3)) expect((await list(`${base}&sizes=${s.value}`)).body.total).toBe(s.count);
    // Price buckets ignore the price range and partition the rest.
    const withoutPrice = 'category=outer&sale=true&colors=Black';
    expect(facets.priceBuckets.reduce((s, b) => s + b.count, 0)).toBe((await list(withoutPrice)).body.total);
    const bucket = facets.priceBuckets.find((b) => b.count > 0 && b.max !== null)!;
    expect((await list(`${withoutPrice}&minPrice=${bucket.min}&maxPrice=${bucket.max! - 1}`)).body.total).toBe(bucket.count);
    // The sizes facet is in natural order.
    const order = facets.sizes.map((s) => s.value).filter((v) => ['XS', 'S', 'M', 'L', 'XL'].includes(v));
    expect(order).toEqual(['XS', 'S', 'M', 'L', 'XL'].filter((v) => order.includes(v)));
  });

  it('GET /api/products answers unknown categories and brands with an empty result', async () => {
    for (const qs of [
      'category=nope',
      'brand=nope',
      'brand=00000000-0000-0000-0000-000000000000',
      `category=${encodeURIComponent("'; drop table products; --")}`,
    ]) {
      const { status, body } = await list(qs);
      expect(status).toBe(200);
      expect(body).toMatchObject({ items: [], total: 0, nextCursor: null });
      expect(body.facets.brands).toEqual([]);
    }
  });

  it('GET /api/products refuses bad prices, limits and flags with a Korean 422', async () => {
    const cases: [string, string][] = [
      ['minPrice=-1', 'minPrice'],
      ['maxPrice=99999999999', 'maxPrice'],
      ['minPrice=abc', 'minPrice'],
      ['minPrice=1.5', 'minPrice'],
      ['minPrice=200000&maxPrice=100000', 'minPrice'],
      ['limit=100000', 'limit'],
      ['limit=0', 'limit'],
      ['sort=cheap', 'sort'],
      ['sale=yes', 'sale'],
      ['page=0', 'page'],
    ];
    for (const [qs, field] of cases) {
      const { status, body } = await err(qs);
      expect([qs, status]).toEqual([qs, 422]);
      expect(body.error.fields![field]).toMatch(/[가-힣]/);
    }
    expect((await err('limit=100000')).body.error.fields!.limit).toBe('페이지 크기는 100 이하여야 합니다.');
    expect((await err('minPrice=200000&maxPrice=100000')).body.error.message).toBe('최소 가격은 최대 가격 이하여야 합니다.');
  });

  it('GET /api/products refuses malformed cursors with a Korean 422', async () => {
    const other = (await list('sort=price_high&limit=2')).body.nextCursor!;
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const bad = [
      'garbage!!',
      'abc',
      forged({ s: 'popular', k: ["1'; drop table products; --", 'x'] }),
      forged({ s: 'popular', k: ['1'] }),
      forged({ s: 'popular', k: [1, '00000000-0000-0000-0000-000000000000'] }),
      forged({ s: 'popular', k: ['yes', '1', '00000000-0000-0000-0000-000000000000'] }),
      forged([1, 2]),
      forged(null),
      other, // a cursor of another sort
      'A'.repeat(1000),
    ];
    for (const cursor of bad) {
      const { status, body } = await err(`sort=popular&cursor=${encodeURIComponent(cursor)}`);
      expect([cursor, status]).toEqual([cursor, 422]);
      expect(body.error.fields!.cursor).toBe('페이지 커서가 올바르지 않습니다.');
    }
    // A well-formed cursor far beyond the end is simply an empty page.
    const end = await list(`sort=popular&cursor=${forged({ s: 'popular', k: ['false', '-1', '00000000-0000-0000-0000-000000000000'] })}`);
    expect(end.status).toBe(200);
    expect(end.body.items).toEqual([]);
  });

  it('GET /api/products answers long, SQL and HTML queries without a 500', async () => {
    const long = await err(`q=${'블'.repeat(2000)}`);
    expect(long.status).toBe(422);
    expect(long.body.error.fields!.q).toBe('검색어는 100자 이하로 입력해주세요.');
    for (const q of ["' or 1=1 --", "'; drop table products; --", '<script>alert(1)</script>', '%', '_', '\\', '%_%', '"}{', '   ', 'ㅏ']) {
      const { status, body } = await list(`q=${encodeURIComponent(q)}`);
      expect([q, status]).toEqual([q, 200]);
      expect(Array.isArray(body.items)).toBe(true);
    }
    expect((await list(`q=${encodeURIComponent('%')}`)).body.total).toBe(0);
    expect((await list(`q=${encodeURIComponent('   ')}`)).body.total).toBe(listedCount);
    const [products] = await rows<{ n: number }>(sql`select count(*)::int as n from products`);
    expect(products!.n).toBeGreaterThan(0);
  });

  it('GET /api/products and its neighbours refuse NUL bytes with a 400, not a 500', async () => {
    for (const path of [
      '/api/products?colors=%00',
      '/api/products?category=%00',
      '/api/products?brand=a%00b',
      '/api/products?sizes=M,%00',
      '/api/products?q=%00',
      '/api/brands?q=%00',
      '/api/brands/%00',
      '/api/products/%00',
      '/api/search/suggest?q=a%00',
      '/api/reviews?productId=%00',
    ]) {
      const { status, body } = await getJson(t, path);
      expect([path, status]).toEqual([path, 400]);
      expect(body.error.message).toBe('잘못된 요청입니다.');
    }
  });

  it('GET /api/products/{id} answers the detail with options and up to 4 related products of the category', async () => {
    const first = (await list('category=outer-blazer&limit=1')).body.items[0]!;
    const { status, body } = await getJson<ProductDetail>(t, `/api/products/${first.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: first.id,
      name: first.name,
      price: first.price,
      reviewCount: first.reviewCount,
      rating: first.rating,
      description: expect.any(String),
    });
    expect(body.images.length).toBeGreaterThan(0);
    expect(body.options.length).toBe(body.colors.length * body.sizes.length);
    expect(body.options.reduce((s, o) => s + o.stock, 0)).toBe(body.stock);
    expect(body.options[0]).toEqual({ color: body.colors[0], size: body.sizes[0], stock: expect.any(Number) });
    expect(body.related.length).toBeGreaterThan(0);
    expect(body.related.length).toBeLessThanOrEqual(4);
    expect(body.related.every((r) => r.category.slug === 'outer-blazer' && r.id !== first.id)).toBe(true);
    if (body.salePrice !== null) expect(body.discountPercent).toBeGreaterThan(0);
  });

  it('GET /api/products/{id} is 404 for unknown, malformed and hidden products', async () => {
    const [inactive] = await rows<{ id: string }>(sql`select id from products where status = 'inactive' limit 1`);
    const [ofPending] = await rows<{ id: string }>(
      sql`select p.id from products p join brands b on b.id = p.brand_id where b.status <> 'active' limit 1`,
    );
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid', "1' or '1'='1", inactive!.id, ofPending!.id]) {
      const { status, body } = await getJson(t, `/api/products/${encodeURIComponent(id)}`);
      expect([id, status]).toEqual([id, 404]);
      expect(body.error.message).toBe('상품을 찾을 수 없습니다');
    }
  });
});
