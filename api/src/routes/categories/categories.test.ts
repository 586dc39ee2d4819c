import { sql } from 'drizzle-orm';
import type { CategoryNode } from '@market/domain/product';
import { queryRows } from '../../lib/sql';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';

describe('categories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/categories answers the two-level tree with listed product counts', async () => {
    const { status, body } = await getJson<{ items: CategoryNode[] }>(t, '/api/categories');
    expect(status).toBe(200);
    expect(body.items.map((c) => c.slug)).toEqual([
      'outer',
      'top',
      'bottom',
      'dress',
      'shoes',
      'bag',
      'accessory',
      'sports',
      'beauty',
      'life',
    ]);
    for (const top of body.items) {
      expect(top.children.length).toBeGreaterThan(0);
      expect(top.productCount).toBe(top.children.reduce((s, c) => s + c.productCount, 0));
      expect(top.children.every((c) => c.children.length === 0)).toBe(true);
    }
    expect(body.items[0]).toMatchObject({ name: '아우터', icon: 'coat' });
    const [listed] = await queryRows<{ n: number }>(
      t.db.database.db,
      sql`select count(*)::int as n from products p join brands b on b.id = p.brand_id where p.status <> 'inactive' and b.status = 'active'`,
    );
    expect(body.items.reduce((s, c) => s + c.productCount, 0)).toBe(listed!.n);
    const listing = await getJson(t, '/api/products?category=outer-coat&limit=1');
    expect(body.items[0]!.children.find((c) => c.slug === 'outer-coat')!.productCount).toBe(listing.body.total);
  });
});
