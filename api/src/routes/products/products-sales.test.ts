import { sql } from 'drizzle-orm';
import type { ProductListResponse, ProductSummary } from '@market/domain/product';
import { refreshProductSales } from '../../services/products';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';
import { rowsOf } from '../../test/shopper';

describe('GET /api/products?sort=sales (the ranking)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = (qs: string) => getJson<ProductListResponse>(t, `/api/products?${qs}`);
  /** Units sold in the last 30 days on paid to purchase-confirmed orders, straight from the order lines. */
  const soldUnits = async () =>
    new Map(
      (
        await rowsOf<{ product_id: string; units: number }>(
          t,
          sql`select l.product_id, sum(l.quantity)::int as units from order_lines l join orders o on o.id = l.order_id
              where o.status in ('paid', 'processing', 'shipped', 'delivered', 'purchase_confirmed') and o.created_at >= now() - interval '30 days'
              group by l.product_id`,
        )
      ).map((r) => [r.product_id, Number(r.units)]),
    );

  async function walk(qs: string): Promise<{ items: ProductSummary[]; total: number }> {
    const items: ProductSummary[] = [];
    let cursor: string | null = null;
    let total: number;
    let pages = 0;
    do {
      const { status, body }: { status: number; body: ProductListResponse } = await list(`${qs}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(status).toBe(200);
      items.push(...body.items);
      total = body.total;
      cursor = body.nextCursor;
      pages++;
    } while (cursor && pages < 200);
    return { items, total };
  }

  it('ranks by units sold in the last 30 days and pages by cursor without gaps or duplicates', async () => {
    const units = await soldUnits();
    expect(units.size).toBeGreaterThan(0);
    const { items, total } = await walk('sort=sales&limit=50&category=outer');
    expect(items).toHaveLength(total);
    expect(new Set(items.map((i) => i.id)).size).toBe(total);
    // Sold-out products after the others (issue 17), each group by units sold.
    const inStock = items.map((i) => i.stock > 0);
    expect(inStock).toEqual([...inStock].sort((a, b) => Number(b) - Number(a)));
    const figures = items.map((i) => units.get(i.id) ?? 0);
    for (const group of [true, false]) {
      const own = figures.filter((_, i) => inStock[i] === group);
      expect(own).toEqual([...own].sort((a, b) => b - a));
    }
    expect(figures[0]).toBeGreaterThan(0);
    // Ties fall back to the id, descending, like the other sorts.
    for (let i = 1; i < items.length; i++)
      if (figures[i] === figures[i - 1] && inStock[i] === inStock[i - 1]) expect(items[i - 1]!.id > items[i]!.id).toBe(true);
    // The same products as the default listing of the category.
    expect(total).toBe((await list('category=outer')).body.total);
  });

  it('the whole catalogue top 8 (the /ranking page) matches the order lines', async () => {
    const units = await soldUnits();
    const { body } = await list('sort=sales&limit=8');
    // In stock only: the ranking never leads with a sold-out product (issue 17).
    const listed = await rowsOf<{ id: string }>(
      t,
      sql`select p.id from products p join brands b on b.id = p.brand_id where p.status <> 'inactive' and b.status = 'active' and p.in_stock`,
    );
    const best = listed
      .map((p) => units.get(p.id) ?? 0)
      .sort((a, b) => b - a)
      .slice(0, 8);
    expect(body.items.map((i) => units.get(i.id) ?? 0)).toEqual(best);
  });

  it('a new paid order moves its product up once the figures are refreshed; cancelled orders do not count', async () => {
    const { body } = await list('sort=sales&limit=1&category=bag');
    const top = body.items[0]!;
    const [last] = (await list('sort=sales&limit=100&category=bag')).body.items.slice(-1);
    // Copy a recent paid order's line onto the least-sold bag with a quantity above the top figure.
    const units = await soldUnits();
    const quantity = Math.min(99, (units.get(top.id) ?? 0) + 5);
    const [order] = await rowsOf<{ id: string; seller_id: string; brand_id: string }>(
      t,
      sql`select o.id, p.seller_id, p.brand_id from orders o, products p where o.status = 'paid' and o.created_at >= now() - interval '10 days' and p.id = ${last!.id}::uuid limit 1`,
    );
    await rowsOf(
      t,
      sql`insert into order_lines (order_id, line_no, product_id, seller_id, brand_id, product_name, brand_name, color, size, unit_price, quantity, line_total)
          values (${order!.id}::uuid, 90, ${last!.id}::uuid, ${order!.seller_id}::uuid, ${order!.brand_id}::uuid, 'x', 'x', 'Black', 'M', 1000, ${quantity}, ${1000 * quantity}) returning id`,
    );
    await refreshProductSales(t.db.database.db);
    expect((await list('sort=sales&limit=1&category=bag')).body.items[0]!.id).toBe(last!.id);
    await rowsOf(t, sql`update orders set status = 'cancelled', cancelled_at = now() where id = ${order!.id}::uuid returning id`);
    await refreshProductSales(t.db.database.db);
    expect((await list('sort=sales&limit=1&category=bag')).body.items[0]!.id).not.toBe(last!.id);
  });

  it("refuses another sort's cursor and malformed ones with a Korean 422", async () => {
    const other = (await list('sort=newest&limit=2')).body.nextCursor!;
    const res = await getJson(t, `/api/products?sort=sales&cursor=${other}`);
    expect(res.status).toBe(422);
    expect(res.body.error.fields.cursor).toBe('페이지 커서가 올바르지 않습니다.');
    const forged = Buffer.from(JSON.stringify({ s: 'sales', k: ['1; drop table products', 'x'] })).toString('base64url');
    expect((await getJson(t, `/api/products?sort=sales&cursor=${forged}`)).status).toBe(422);
    expect((await getJson(t, '/api/products?sort=sold')).body.error.fields.sort).toBe('정렬 기준이 올바르지 않습니다.');
  });
});
