import { sql } from 'drizzle-orm';
import { call, newShopper, pickOption, writeSnapshot, type OptionRow, type Shopper } from '../../test/buying-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Seeding a fresh template after a schema change, or a loaded two-core machine, can take a while.
jest.setTimeout(60_000);

describe('wishlist', () => {
  let t: TestApp;
  let a: Shopper;
  let p1: OptionRow;
  let p2: OptionRow;
  let soldOut: OptionRow;
  beforeAll(async () => {
    t = await createTestApp();
    a = await newShopper(t);
    p1 = await pickOption(t, { stock: 10, nth: 40 });
    p2 = await pickOption(t, { stock: 10, nth: 80 });
    soldOut = await pickOption(t, { nth: 120 });
    // Every option of this product sold out.
    await t.db.database.db.execute(sql`update product_options set stock = 0 where product_id = ${soldOut.productId}`);
    await t.db.database.db.execute(sql`update products set stock = 0, status = 'out_of_stock' where id = ${soldOut.productId}`);
  }, 180_000);
  afterAll(() => t.close());

  it('needs a signed-in shopper (401)', async () => {
    expect((await call(t, 'GET', '/api/wishlist')).status).toBe(401);
    expect((await call(t, 'PUT', `/api/wishlist/${p1.productId}`)).status).toBe(401);
  });

  it('PUT /api/wishlist/{productId} adds once (idempotent) and GET lists it as a product card', async () => {
    expect((await call(t, 'PUT', `/api/wishlist/${p1.productId}`, { cookie: a.cookie })).status).toBe(204);
    expect((await call(t, 'PUT', `/api/wishlist/${p1.productId}`, { cookie: a.cookie })).status).toBe(204);
    const res = await call(t, 'GET', '/api/wishlist', { cookie: a.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 1, page: 1, limit: 20 });
    expect(res.body.items[0]).toMatchObject({ productId: p1.productId, product: { id: p1.productId, name: p1.name } });
    expect(typeof res.body.items[0].addedAt).toBe('string');
  });

  it('PUT /api/wishlist/{productId} of an unknown product is 404, nothing written', async () => {
    const before = await writeSnapshot(t);
    expect((await call(t, 'PUT', '/api/wishlist/00000000-0000-4000-8000-000000000000', { cookie: a.cookie })).status).toBe(404);
    expect((await call(t, 'PUT', '/api/wishlist/not-an-id', { cookie: a.cookie })).status).toBe(404);
    expect(await writeSnapshot(t)).toEqual(before);
  });

  it('POST /api/wishlist/merge adds the browser wishlist and drops unknown ids; GET /api/wishlist/ids answers them', async () => {
    const res = await call(t, 'POST', '/api/wishlist/merge', {
      cookie: a.cookie,
      body: { productIds: [p2.productId, soldOut.productId, '00000000-0000-4000-8000-000000000000'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.productIds.sort()).toEqual([p1.productId, p2.productId, soldOut.productId].sort());
    const ids = await call(t, 'GET', '/api/wishlist/ids', { cookie: a.cookie });
    expect(ids.body.productIds.sort()).toEqual(res.body.productIds.sort());
    const bad = await call(t, 'POST', '/api/wishlist/merge', { cookie: a.cookie, body: { productIds: ['x'] } });
    expect(bad.status).toBe(422);
  });

  it('POST /api/wishlist/to-cart adds each in-stock product once, counts what it added and the sold-out ones', async () => {
    const res = await call(t, 'POST', '/api/wishlist/to-cart', { cookie: a.cookie });
    expect(res.status).toBe(200);
    expect(res.body.added).toBe(2);
    expect(res.body.skippedSoldOut).toBe(1);
    expect(res.body.cart.items.map((l: any) => l.productId).sort()).toEqual([p1.productId, p2.productId].sort());
    expect(res.body.cart.items.every((l: any) => l.quantity === 1)).toBe(true);
  });

  it('DELETE /api/wishlist/{productId} removes one; DELETE /api/wishlist clears', async () => {
    expect((await call(t, 'DELETE', `/api/wishlist/${p1.productId}`, { cookie: a.cookie })).status).toBe(204);
    let ids = await call(t, 'GET', '/api/wishlist/ids', { cookie: a.cookie });
    expect(ids.body.productIds).not.toContain(p1.productId);
    expect((await call(t, 'DELETE', '/api/wishlist', { cookie: a.cookie })).status).toBe(204);
    ids = await call(t, 'GET', '/api/wishlist/ids', { cookie: a.cookie });
    expect(ids.body.productIds).toEqual([]);
  });

  it("a shopper never sees another shopper's wishlist", async () => {
    const b = await newShopper(t);
    await call(t, 'PUT', `/api/wishlist/${p2.productId}`, { cookie: a.cookie });
    expect((await call(t, 'GET', '/api/wishlist/ids', { cookie: b.cookie })).body.productIds).toEqual([]);
  });
});
