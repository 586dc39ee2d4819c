import { sql } from 'drizzle-orm';
import { CATEGORIES } from '../../db/seed/data';
import { silhouettePath, swatch } from '../../services/media';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';

describe('generated media', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /media/brands/:slug/banner.svg draws the brand, the same every time', async () => {
    const { body } = await getJson(t, '/api/brands?limit=1');
    const brand = body.items[0];
    const res = await t.app.request(brand.banner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await res.text();
    expect(svg).toContain(brand.nameEn.toUpperCase());
    expect(svg).toContain(brand.name);
    expect(await (await t.app.request(brand.banner)).text()).toBe(svg);
    const logo = await t.app.request(brand.logoUrl);
    expect(logo.status).toBe(200);
  });

  it('an unknown brand or a bad slug is a 404 in the error shape', async () => {
    for (const path of ['/media/brands/no-such-brand/banner.svg', '/media/brands/..%2F..%2Fetc/logo.svg']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    }
  });
});

// Raw SQL rows: the assertions check their shape.

type Rows = Record<string, any>[];
const rowsOf = (r: unknown): Rows => (Array.isArray(r) ? r : (r as { rows: Rows }).rows);

describe('generated product images', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /media/products/:id/:n.svg draws the product in its colours, the same every time; products point there', async () => {
    const product = rowsOf(
      await t.db.database.db.execute(sql`select id, name, colors, images from products where status = 'active' order by id limit 1`),
    )[0]!;
    expect(product.images).toEqual([1, 2, 3, 4].map((n) => `/media/products/${product.id}/${n}.svg`));
    for (const url of product.images as string[]) {
      const res = await t.app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    }
    const svg = await (await t.app.request(product.images[0])).text();
    expect(svg).toContain(product.name.slice(0, 10));
    expect(svg).toContain(swatch(product.colors[0]));
    expect(await (await t.app.request(product.images[0])).text()).toBe(svg);
  });

  it('an unknown product, a bad id or a view outside 1-4 is a 404', async () => {
    for (const path of ['/media/products/00000000-0000-4000-8000-000000000000/1.svg', '/media/products/not-a-uuid/1.svg']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    }
    const id = rowsOf(await t.db.database.db.execute(sql`select id from products limit 1`))[0]!.id;
    expect((await t.app.request(`/media/products/${id}/5.svg`)).status).toBe(404);
  });
});

describe('product silhouettes', () => {
  it('every seeded category, top-level and sub, has its own drawing', () => {
    const drawn = new Map<string, string>();
    for (const top of CATEGORIES) {
      for (const slug of [top.slug, ...top.children.map((c) => c.slug)]) {
        const path = silhouettePath(slug, top.slug);
        // A subcategory never borrows its parent's shape nor another category's.
        expect({ slug, takenBy: drawn.get(path) }).toEqual({ slug, takenBy: undefined });
        drawn.set(path, slug);
      }
    }
    expect(silhouettePath('outer-coat', 'outer')).not.toBe(silhouettePath('top-tshirt', 'top'));
    expect(silhouettePath('accessory-belt', 'accessory')).not.toBe(silhouettePath('accessory-jewelry', 'accessory'));
    // A category added later draws as its top-level category until it gets its own.
    expect(silhouettePath('outer-new', 'outer')).toBe(silhouettePath(undefined, 'outer'));
  });
});
