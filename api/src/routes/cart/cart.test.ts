import { CART_MESSAGES } from '@market/domain/cart';
import { call, lineOf, newShopper, pickOption, setStock, writeSnapshot, type OptionRow, type Shopper } from '../../test/buying-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Seeding a fresh template after a schema change, or a loaded two-core machine, can take a while.
jest.setTimeout(60_000);

describe('cart', () => {
  let t: TestApp;
  let a: Shopper;
  let b: Shopper;
  let opt: OptionRow;
  let other: OptionRow;
  beforeAll(async () => {
    t = await createTestApp();
    [a, b] = await Promise.all([newShopper(t), newShopper(t)]);
    opt = await pickOption(t, { stock: 5, nth: 3, maxPrice: 40_000 });
    other = await pickOption(t, { stock: 30, nth: 7 });
  }, 180_000);
  afterAll(() => t.close());

  it('GET /api/cart without a session answers 401', async () => {
    const res = await call(t, 'GET', '/api/cart');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('로그인이 필요합니다.');
  });

  it('GET /api/cart of a new shopper is empty', async () => {
    const res = await call(t, 'GET', '/api/cart', { cookie: a.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      items: [],
      summary: { itemCount: 0, subtotal: 0, shippingFee: 0, freeShippingThreshold: 50_000, total: 0 },
    });
  });

  it('POST /api/cart/items adds a line priced from the database and merges the same option', async () => {
    let res = await call(t, 'POST', '/api/cart/items', { cookie: a.cookie, body: lineOf(opt, 2) });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(1);
    const line = res.body.items[0];
    expect(line).toMatchObject({
      productId: opt.productId,
      selectedColor: opt.color,
      selectedSize: opt.size,
      quantity: 2,
      price: opt.unitPrice,
      stock: 5,
      maxQuantity: 5,
      soldOut: false,
    });
    expect(line.originalPrice).toBe(opt.salePrice === null ? null : opt.price);
    res = await call(t, 'POST', '/api/cart/items', { cookie: a.cookie, body: lineOf(opt, 3) });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(1);
    expect(res.body.items[0].quantity).toBe(5);
    expect(res.body.summary.subtotal).toBe(opt.unitPrice * 5);
    expect(res.body.summary.itemCount).toBe(5);
    expect(res.body.summary.total).toBe(res.body.summary.subtotal + res.body.summary.shippingFee);
  });

  it('POST /api/cart/items above the stock answers 409 naming the product, nothing written', async () => {
    const before = await writeSnapshot(t);
    const res = await call(t, 'POST', '/api/cart/items', { cookie: a.cookie, body: lineOf(opt, 1) });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toContain(opt.name);
    expect(res.body.error.message).toContain('최대 5개');
    expect(await writeSnapshot(t)).toEqual(before);
  });

  it.each([
    ['quantity 0', { quantity: 0 }, 'quantity'],
    ['quantity -1', { quantity: -1 }, 'quantity'],
    ['quantity 1.5', { quantity: 1.5 }, 'quantity'],
    ['quantity as text', { quantity: '2' }, 'quantity'],
    ['quantity 100', { quantity: 100 }, 'quantity'],
    ['no colour', { selectedColor: '' }, 'selectedColor'],
    ['malformed product id', { productId: 'abc' }, 'productId'],
    ['a forged price', { price: 1 }, 'price'],
  ])('POST /api/cart/items with %s answers 422, nothing written', async (_label, patch, field) => {
    const before = await writeSnapshot(t);
    const res = await call(t, 'POST', '/api/cart/items', { cookie: b.cookie, body: { ...lineOf(other, 1), ...patch } });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('VALIDATION');
    expect(res.body.error.fields[field]).toBeDefined();
    expect(await writeSnapshot(t)).toEqual(before);
  });

  it('POST /api/cart/items of an unknown product is 404 and of an unknown option 422, nothing written', async () => {
    const before = await writeSnapshot(t);
    const unknown = await call(t, 'POST', '/api/cart/items', {
      cookie: b.cookie,
      body: { ...lineOf(other, 1), productId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(CART_MESSAGES.productNotFound);
    const badOption = await call(t, 'POST', '/api/cart/items', { cookie: b.cookie, body: { ...lineOf(other, 1), selectedSize: 'XXXXL' } });
    expect(badOption.status).toBe(422);
    expect(badOption.body.error.message).toContain(CART_MESSAGES.optionNotFound);
    expect(await writeSnapshot(t)).toEqual(before);
  });

  it('PATCH /api/cart/items/{id} changes the quantity, refuses more than the stock, and 0 removes the line', async () => {
    const cart = await call(t, 'GET', '/api/cart', { cookie: a.cookie });
    const id = cart.body.items[0].id;
    let res = await call(t, 'PATCH', `/api/cart/items/${id}`, { cookie: a.cookie, body: { quantity: 3 } });
    expect(res.status).toBe(200);
    expect(res.body.items[0].quantity).toBe(3);
    res = await call(t, 'PATCH', `/api/cart/items/${id}`, { cookie: a.cookie, body: { quantity: 6 } });
    expect(res.status).toBe(409);
    for (const quantity of [-1, 1.5])
      expect((await call(t, 'PATCH', `/api/cart/items/${id}`, { cookie: a.cookie, body: { quantity } })).status).toBe(422);
    res = await call(t, 'PATCH', `/api/cart/items/${id}`, { cookie: a.cookie, body: { quantity: 0 } });
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([]);
  });

  it("someone else's cart line is a 404 for PATCH and DELETE, and stays as it was", async () => {
    const added = await call(t, 'POST', '/api/cart/items', { cookie: b.cookie, body: lineOf(other, 2) });
    const id = added.body.items[0].id;
    const before = await writeSnapshot(t);
    expect((await call(t, 'PATCH', `/api/cart/items/${id}`, { cookie: a.cookie, body: { quantity: 1 } })).status).toBe(404);
    expect((await call(t, 'DELETE', `/api/cart/items/${id}`, { cookie: a.cookie })).status).toBe(404);
    expect((await call(t, 'DELETE', '/api/cart/items/not-a-uuid', { cookie: a.cookie })).status).toBe(404);
    expect(await writeSnapshot(t)).toEqual(before);
    const mine = await call(t, 'GET', '/api/cart', { cookie: b.cookie });
    expect(mine.body.items[0].quantity).toBe(2);
  });

  it('DELETE /api/cart/items/{id} and DELETE /api/cart empty the cart', async () => {
    await call(t, 'POST', '/api/cart/items', { cookie: a.cookie, body: lineOf(opt, 1) });
    await call(t, 'POST', '/api/cart/items', { cookie: a.cookie, body: lineOf(other, 1) });
    const cart = await call(t, 'GET', '/api/cart', { cookie: a.cookie });
    expect(cart.body.items).toHaveLength(2);
    const res = await call(t, 'DELETE', `/api/cart/items/${cart.body.items[0].id}`, { cookie: a.cookie });
    expect(res.body.items).toHaveLength(1);
    const cleared = await call(t, 'DELETE', '/api/cart', { cookie: a.cookie });
    expect(cleared.status).toBe(200);
    expect(cleared.body.items).toEqual([]);
  });

  it('a sold-out line shows soldOut and leaves the summary', async () => {
    const s = await newShopper(t);
    const o = await pickOption(t, { stock: 2, nth: 11 });
    await call(t, 'POST', '/api/cart/items', { cookie: s.cookie, body: lineOf(o, 2) });
    await setStock(t, o.optionId, 0);
    const res = await call(t, 'GET', '/api/cart', { cookie: s.cookie });
    expect(res.body.items[0]).toMatchObject({ soldOut: true, stock: 0, maxQuantity: 0 });
    expect(res.body.summary).toMatchObject({ itemCount: 0, subtotal: 0, total: 0 });
    const more = await call(t, 'POST', '/api/cart/items', { cookie: s.cookie, body: lineOf(o, 1) });
    expect(more.status).toBe(409);
    expect(more.body.error.message).toContain('품절');
  });

  it('POST /api/cart/merge adds the browser cart, merges quantities and lists what it skipped', async () => {
    const s = await newShopper(t);
    const soldOut = await pickOption(t, { stock: 0, nth: 15 });
    const limited = await pickOption(t, { stock: 2, nth: 19 });
    await call(t, 'POST', '/api/cart/items', { cookie: s.cookie, body: lineOf(other, 1) });
    const res = await call(t, 'POST', '/api/cart/merge', {
      cookie: s.cookie,
      body: {
        items: [
          lineOf(other, 2),
          lineOf(soldOut, 1),
          lineOf(limited, 5),
          { ...lineOf(other, 1), productId: '00000000-0000-4000-8000-000000000000' },
          { ...lineOf(other, 1), selectedColor: '없는색' },
        ],
      },
    });
    expect(res.status).toBe(200);
    const byProduct = Object.fromEntries(res.body.items.map((l: any) => [l.productId, l.quantity]));
    expect(byProduct[other.productId]).toBe(3);
    expect(byProduct[limited.productId]).toBe(2);
    expect(byProduct[soldOut.productId]).toBeUndefined();
    expect(res.body.skipped.map((s: any) => s.reason).sort()).toEqual(['limited', 'not_found', 'not_found', 'sold_out']);
  });

  it('POST /api/cart/merge with a bad line answers 422 and merges nothing', async () => {
    const s = await newShopper(t);
    const before = await writeSnapshot(t);
    const res = await call(t, 'POST', '/api/cart/merge', {
      cookie: s.cookie,
      body: { items: [lineOf(other, 1), { ...lineOf(other, 1), quantity: 0 }] },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields['items.1.quantity']).toBe(CART_MESSAGES.quantity);
    expect(await writeSnapshot(t)).toEqual(before);
  });
});
