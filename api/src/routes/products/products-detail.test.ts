import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { RELATED_PRODUCTS_LIMIT } from '@market/domain/catalog-rules';
import type { ProductDetail } from '@market/domain/product';
import { schema, type Db } from '../../db/client';
import { queryRows } from '../../lib/sql';
import { getProduct } from '../../services/products';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';

/** Issue 18, item 5: the product page in one statement, its stock current, its related products in order. */
describe('GET /api/products/{id} (one statement)', () => {
  let t: TestApp;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const detail = async (id: string) => {
    const { status, body } = await getJson<ProductDetail>(t, `/api/products/${id}`);
    expect(status).toBe(200);
    return body;
  };
  /** A listed product of an active brand whose category has more listed products than the related list holds. */
  let id: string;

  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await rows<{ id: string }>(sql`
      select p.id from products p join brands b on b.id = p.brand_id
      where p.status = 'active' and b.status = 'active'
        and (select count(*) from products q where q.category_id = p.category_id and q.status <> 'inactive') > ${RELATED_PRODUCTS_LIMIT + 2}
      order by p.id limit 1`);
    id = row!.id;
  });
  afterAll(() => t.close());

  it('runs one SQL statement per request (it was three)', async () => {
    const statements: string[] = [];
    let db: Db;
    let close: () => Promise<void>;
    if (t.db.url) {
      const client = postgres(t.db.url, { max: 1, onnotice: () => undefined, debug: (_c, query) => statements.push(query) });
      db = drizzlePostgres(client, { schema });
      close = () => client.end({ timeout: 5 });
      // The connection's own start-up query (postgres.js reads the array types) is not the request's.
      await client`select 1`;
      statements.length = 0;
    } else {
      // Embedded: a database of its own, counted at the driver's query call.
      const pglite = t.db.database.pglite as PGlite;
      const counted = new Proxy(pglite, {
        get(target, key) {
          const value = Reflect.get(target, key, target) as unknown;
          if (key !== 'query' || typeof value !== 'function') return typeof value === 'function' ? value.bind(target) : value;
          return (query: string, ...rest: unknown[]) => {
            statements.push(query);
            return (value as (...a: unknown[]) => unknown).call(target, query, ...rest);
          };
        },
      });
      db = drizzlePglite(counted, { schema });
      close = async () => undefined;
    }
    try {
      const first = await getProduct(db, id);
      expect(first.id).toBe(id);
      expect(statements).toHaveLength(1);
      await getProduct(db, id);
      expect(statements).toHaveLength(2);
      await expect(getProduct(db, '00000000-0000-0000-0000-000000000000')).rejects.toThrow('상품을 찾을 수 없습니다');
      expect(statements).toHaveLength(3);
    } finally {
      await close();
    }
  });

  it('binds only the product id, so PostgreSQL can keep one generic plan for the prepared statement', async () => {
    // A bound LIMIT made the generic plan look costlier than a custom one at 100,000 products,
    // and the statement was planned anew on every request (bench/README.md, peer section).
    const captured: { query: string; params: unknown[] }[] = [];
    const rawClient = {
      unsafe: (query: string, params: unknown[]) => {
        captured.push({ query, params });
        return Promise.resolve([]);
      },
    };
    // Only what queryRowsPrepared touches: postgres.js's unsafe() on $client.
    const db: Parameters<typeof getProduct>[0] = Object.assign(Object.create(t.db.database.db) as Db, { $client: rawClient });
    await expect(getProduct(db, id)).rejects.toThrow('상품을 찾을 수 없습니다');
    expect(captured).toHaveLength(1);
    expect(captured[0]!.params).toEqual([id]);
    expect(captured[0]!.query).toContain(`limit ${RELATED_PRODUCTS_LIMIT}`);
  });

  it('shows the stock of each option as it is now, sold-out (품절 처리) as 0, with nothing cached', async () => {
    const before = await detail(id);
    const option = before.options[0]!;
    await t.db.database.db.execute(
      sql`update product_options set stock = ${option.stock + 7} where product_id = ${id}::uuid and color = ${option.color} and size = ${option.size}`,
    );
    const after = await detail(id);
    expect(after.options[0]).toEqual({ ...option, stock: option.stock + 7 });
    expect(after.options.slice(1)).toEqual(before.options.slice(1));

    await t.db.database.db.execute(sql`update products set status = 'out_of_stock' where id = ${id}::uuid`);
    const soldOut = await detail(id);
    expect(soldOut.stock).toBe(0);
    expect(soldOut.options.length).toBe(before.options.length);
    expect(soldOut.options.every((o) => o.stock === 0)).toBe(true);

    await t.db.database.db.execute(sql`update products set status = 'active' where id = ${id}::uuid`);
    expect((await detail(id)).options[0]!.stock).toBe(option.stock + 7);
  });

  it('lists the options in the order of the colours and sizes, and the related products as the category listing orders them', async () => {
    const body = await detail(id);
    const options = await rows<{ color: string; size: string }>(sql`
      select o.color, o.size from product_options o join products p on p.id = o.product_id where o.product_id = ${id}::uuid
      order by array_position(p.colors, o.color) nulls last, array_position(p.sizes, o.size) nulls last, o.color, o.size`);
    expect(body.options.map((o) => [o.color, o.size])).toEqual(options.map((o) => [o.color, o.size]));

    const related = await rows<{ id: string }>(sql`
      select p.id from products p join brands b on b.id = p.brand_id
      where p.status <> 'inactive' and b.status = 'active' and p.id <> ${id}::uuid
        and p.category_id = (select category_id from products where id = ${id}::uuid)
      order by p.in_stock desc, p.review_count desc, p.id desc limit ${RELATED_PRODUCTS_LIMIT}`);
    expect(related).toHaveLength(RELATED_PRODUCTS_LIMIT);
    expect(body.related.map((r) => r.id)).toEqual(related.map((r) => r.id));
    // Each related product is the listing's summary of it.
    for (const r of body.related) {
      const own = await detail(r.id);
      const { description: _d, options: _o, related: _r, ...summary } = own;
      expect(r).toEqual(summary);
    }
  });

  it('puts a related product that sells out after the ones in stock, at the next request', async () => {
    const [top] = (await detail(id)).related;
    await t.db.database.db.execute(sql`update products set status = 'out_of_stock' where id = ${top!.id}::uuid`);
    try {
      const related = (await detail(id)).related;
      expect(related.map((r) => r.id)).not.toContain(top!.id);
    } finally {
      await t.db.database.db.execute(sql`update products set status = 'active' where id = ${top!.id}::uuid`);
    }
    expect((await detail(id)).related[0]!.id).toBe(top!.id);
  });
});
