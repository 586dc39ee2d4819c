import { sql } from 'drizzle-orm';
import type { Review } from '@market/domain/product';
import { queryRows } from '../../lib/sql';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';

describe('reviews', () => {
  let t: TestApp;
  let productId: string;
  let approved: number;
  beforeAll(async () => {
    t = await createTestApp();
    // A product with approved reviews and at least one that is not approved.
    const [row] = await queryRows<{ product_id: string; approved: number }>(
      t.db.database.db,
      sql`select product_id, (count(*) filter (where status = 'approved'))::int as approved from reviews
          group by product_id having count(*) filter (where status <> 'approved') > 0 and count(*) filter (where status = 'approved') > 5
          order by product_id limit 1`,
    );
    productId = row!.product_id;
    approved = row!.approved;
  });
  afterAll(() => t.close());

  it('GET /api/reviews?productId= answers approved reviews only, newest first, paged', async () => {
    const { status, body } = await getJson<{ items: Review[]; total: number; page: number; limit: number }>(
      t,
      `/api/reviews?productId=${productId}&limit=100`,
    );
    expect(status).toBe(200);
    expect(body.total).toBe(approved);
    expect(body.items).toHaveLength(approved);
    expect(body.items.every((r) => r.productId === productId && r.rating >= 1 && r.rating <= 5)).toBe(true);
    const dates = body.items.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.items[0]!.author).toMatch(/\*|탈퇴 회원/);
    const page2 = await getJson(t, `/api/reviews?productId=${productId}&limit=2&page=2`);
    expect(page2.body.items.map((r: Review) => r.id)).toEqual(body.items.slice(2, 4).map((r) => r.id));
    const hidden = await queryRows<{ id: string }>(
      t.db.database.db,
      sql`select id from reviews where product_id = ${productId}::uuid and status <> 'approved'`,
    );
    expect(body.items.some((r) => hidden.some((h) => h.id === r.id))).toBe(false);
  });

  it('GET /api/reviews answers unknown products with an empty page and refuses bad paging', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'nope', "' or 1=1 --"]) {
      const { status, body } = await getJson(t, `/api/reviews?productId=${encodeURIComponent(id)}`);
      expect([id, status, body.total]).toEqual([id, 200, 0]);
    }
    expect((await getJson(t, '/api/reviews')).status).toBe(422);
    expect((await getJson(t, `/api/reviews?productId=${productId}&limit=100000`)).status).toBe(422);
  });
});
