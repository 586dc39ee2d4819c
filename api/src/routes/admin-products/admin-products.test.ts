import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { PRODUCT_IMAGE_MESSAGES, PRODUCT_LIST_MESSAGES, PRODUCT_MESSAGES } from '@market/domain/admin-products';
import { queryRows } from '../../lib/sql';
import { searchPageMode } from '../../services/admin-products';
import { auditCountOf, startAdminTest } from '../../test/admin-fixtures';
import { call, idemKey, newShopper, orderBody } from '../../test/buying-fixtures';
import { downloadExport, type TestApp } from '../../test/test-app';

jest.setTimeout(60_000);

let seq = 0;

describe('/api/admin/products', () => {
  let t: TestApp;
  let superAdmin: string, ops: string, cs: string, seller: string;
  let sellerBrandId: string;
  let otherBrandId: string;
  let childCategoryId: string;
  let parentCategoryId: string;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const admin = (method: string, path: string, cookie: string, payload?: unknown) => call(t, method, path, { cookie, body: payload });

  const body = (extra: Record<string, unknown> = {}) => ({
    name: `테스트 린넨 셔츠 ${(seq += 1)}호`,
    nameEn: `Test Linen Shirt ${seq}`,
    description: '여름용 린넨 셔츠',
    brandId: otherBrandId,
    categoryId: childCategoryId,
    price: 59000,
    salePrice: null,
    options: [
      { color: '화이트', size: 'M', stock: 10 },
      { color: '화이트', size: 'L', stock: 5 },
      { color: '네이비', size: 'M', stock: 7 },
    ],
    ...extra,
  });

  const counts = async (brandId: string, categoryId: string) => {
    const [row] = await q<{ brand: number; seller: number; active: number; category: number; parent: number }>(
      sql`select (select product_count from brands where id = ${brandId}) as brand,
        (select s.product_count from sellers s join brands b on b.seller_id = s.id where b.id = ${brandId}) as seller,
        (select s.active_product_count from sellers s join brands b on b.seller_id = s.id where b.id = ${brandId}) as active,
        (select product_count from categories where id = ${categoryId}) as category,
        (select p.product_count from categories p join categories c on c.parent_id = p.id where c.id = ${categoryId}) as parent`,
    );
    return row!;
  };

  beforeAll(async () => {
    let brand: string;
    ({
      t,
      cookies: [superAdmin, ops, cs, seller],
      sellerBrandId: brand,
    } = await startAdminTest(['SUPER_ADMIN', 'OPS_MANAGER', 'CS_AGENT', 'SELLER_ADMIN']));
    sellerBrandId = brand;
    const [other] = await q<{ id: string }>(
      sql`select id from brands where id <> ${sellerBrandId} and status = 'active' and seller_id is not null order by name limit 1`,
    );
    otherBrandId = other!.id;
    const [child] = await q<{ id: string; parent_id: string }>(
      sql`select id, parent_id from categories where parent_id is not null and is_active order by display_order limit 1`,
    );
    childCategoryId = child!.id;
    parentCategoryId = child!.parent_id;
  }, 180_000);
  afterAll(() => t.close());

  it('GET /api/admin/products pages newest first with the filtered total and tiles from the database', async () => {
    const { status, body: page } = await admin('GET', '/api/admin/products?limit=5', superAdmin);
    expect(status).toBe(200);
    const [c] = await q<Record<string, number>>(sql`select count(*)::int as total,
      (count(*) filter (where status <> 'inactive' and (status = 'out_of_stock' or stock = 0)))::int as sold_out,
      (count(*) filter (where status <> 'inactive' and not (status = 'out_of_stock' or stock = 0) and (status = 'low_stock' or stock < 20)))::int as low,
      (count(*) filter (where status <> 'inactive' and not (status = 'out_of_stock' or stock = 0) and not (status = 'low_stock' or stock < 20)))::int as on_sale,
      sum(sold_count)::int as sold from products`);
    expect(page.total).toBe(c!.total);
    expect(page.summary).toEqual({ onSale: c!.on_sale, soldOut: c!.sold_out, lowStock: c!.low, unitsSold: c!.sold });
    expect(page.items).toHaveLength(5);
    const created = page.items.map((p: any) => p.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(page.nextCursor).toEqual(expect.any(String));
    const next = await admin('GET', `/api/admin/products?limit=5&cursor=${page.nextCursor}`, superAdmin);
    expect(next.status).toBe(200);
    expect(next.body.items.map((p: any) => p.id)).not.toContain(page.items[0].id);
    expect(next.body.items[0].createdAt <= page.items[4].createdAt).toBe(true);
  });

  it('GET /api/admin/products searches name or brand and filters by status, brand, category, price and stock', async () => {
    const [p] = await q<{ id: string; name: string; brand_id: string; brand_name: string }>(
      sql`select p.id, p.name, p.brand_id, b.name as brand_name from products p join brands b on b.id = p.brand_id order by p.created_at limit 1`,
    );
    const word = p!.name.split(' ').at(-1)!;
    const byName = await admin('GET', `/api/admin/products?q=${encodeURIComponent(word)}&limit=100`, superAdmin);
    expect(byName.status).toBe(200);
    expect(byName.body.items.length).toBeGreaterThan(0);
    const byId = await admin('GET', `/api/admin/products?q=${p!.id}`, superAdmin);
    expect(byId.body.items.map((i: any) => i.id)).toEqual([p!.id]);
    const byBrand = await admin('GET', `/api/admin/products?q=${encodeURIComponent(p!.brand_name)}&limit=100`, superAdmin);
    expect(byBrand.body.items.some((i: any) => i.brandId === p!.brand_id)).toBe(true);

    const brand = await admin('GET', `/api/admin/products?brandId=${p!.brand_id}&limit=100`, superAdmin);
    expect(brand.body.items.every((i: any) => i.brandId === p!.brand_id)).toBe(true);
    const [{ n }] = (await q<{ n: number }>(sql`select count(*)::int as n from products where brand_id = ${p!.brand_id}`)) as [
      { n: number },
    ];
    expect(brand.body.total).toBe(n);

    const parent = await admin('GET', `/api/admin/products?categoryId=${parentCategoryId}&limit=100`, superAdmin);
    const [{ m }] = (await q<{ m: number }>(
      sql`select count(*)::int as m from products p join categories c on c.id = p.category_id where c.parent_id = ${parentCategoryId}`,
    )) as [{ m: number }];
    expect(parent.body.total).toBe(m);

    const priced = await admin('GET', '/api/admin/products?priceMin=50000&priceMax=80000&sort=price&order=asc&limit=100', superAdmin);
    const paid = priced.body.items.map((i: any) => i.salePrice ?? i.price);
    expect(paid.every((x: number) => x >= 50000 && x <= 80000)).toBe(true);
    expect(paid).toEqual([...paid].sort((a: number, b: number) => a - b));

    const low = await admin('GET', '/api/admin/products?stock=low&limit=100', superAdmin);
    expect(low.body.items.every((i: any) => i.stock > 0 && i.stock < 20)).toBe(true);
    const out = await admin('GET', '/api/admin/products?status=inactive&limit=100', superAdmin);
    expect(out.body.items.every((i: any) => i.status === 'inactive')).toBe(true);

    for (const sort of ['name', 'brand', 'category', 'stock', 'sold', 'status', 'price']) {
      const first = await admin('GET', `/api/admin/products?sort=${sort}&order=asc&limit=3`, superAdmin);
      expect(first.status).toBe(200);
      const second = await admin('GET', `/api/admin/products?sort=${sort}&order=asc&limit=3&cursor=${first.body.nextCursor}`, superAdmin);
      expect(second.status).toBe(200);
      expect(second.body.items.map((i: any) => i.id)).not.toContain(first.body.items[2].id);
    }

    // A search sorts its matches without the sort indexes (sortKeys): its pages, walked by cursor,
    // are the matches in the same order as one big page, none twice, none missed.
    for (const sort of ['created', 'name', 'price', 'stock']) {
      const whole = await admin('GET', `/api/admin/products?q=${encodeURIComponent(word)}&sort=${sort}&order=desc&limit=100`, superAdmin);
      const walked: string[] = [];
      let cursor: string | null = null;
      do {
        const res: any = await admin(
          'GET',
          `/api/admin/products?q=${encodeURIComponent(word)}&sort=${sort}&order=desc&limit=4${cursor ? `&cursor=${cursor}` : ''}`,
          superAdmin,
        );
        expect(res.status).toBe(200);
        walked.push(...res.body.items.map((i: any) => i.id));
        cursor = res.body.nextCursor;
      } while (cursor && walked.length < 100);
      expect(walked).toEqual(whole.body.items.map((i: any) => i.id));
    }
  });

  it('a search pages through every match in the list order, whether its page sorts the matches or walks the created index', async () => {
    // The most common item word: the first page counts its matches, the next ones (count known)
    // walk the created index when the matches are common enough, the last one falls back to sorting.
    const [top] = await q<{ w: string; n: number }>(
      sql`select split_part(name, ' ', -1) as w, count(*)::int as n from products group by 1 order by 2 desc, 1 limit 1`,
    );
    const [{ scope }] = (await q<{ scope: number }>(sql`select count(*)::int as scope from products where status <> 'inactive'`)) as [
      { scope: number },
    ];
    const expected = (
      await q<{ id: string }>(
        sql`select p.id from products p where p.search_jamo like '%' || search_jamo(${top!.w}) || '%'
          or p.brand_id in (select id from brands where search_jamo like '%' || search_jamo(${top!.w}) || '%')
          order by p.created_at desc, p.id desc`,
      )
    ).map((r) => r.id);
    const limit = 2;
    expect(searchPageMode(expected.length, scope, limit).kind).toBe('walk');
    expect(searchPageMode(3, scope, limit).kind).toBe('sorted');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const path: string = `/api/admin/products?q=${encodeURIComponent(top!.w)}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await admin('GET', path, superAdmin);
      expect(page.status).toBe(200);
      expect(page.body.total).toBe(expected.length);
      seen.push(...page.body.items.map((i: any) => i.id));
      cursor = page.body.nextCursor;
    } while (cursor && seen.length <= expected.length);
    expect(seen).toEqual(expected);
  });

  it('refuses bad list queries with a Korean 422', async () => {
    for (const qs of ['sort=nope', 'stock=many', 'priceMin=-1', 'priceMin=9000&priceMax=100', 'cursor=!!', `q=${'x'.repeat(200)}`]) {
      const res = await admin('GET', `/api/admin/products?${qs}`, superAdmin);
      expect(res.status).toBe(422);
      expect(res.body.error.message).toMatch(/[가-힣]/);
    }
    const wrongSort = await admin('GET', '/api/admin/products?limit=2', superAdmin);
    const res = await admin('GET', `/api/admin/products?sort=name&cursor=${wrongSort.body.nextCursor}`, superAdmin);
    expect(res.status).toBe(422);
  });

  it('POST /api/admin/products creates the product with options, SKUs, stock as their sum, counts, audit; the storefront finds it', async () => {
    const before = await counts(otherBrandId, childCategoryId);
    const input = body({ name: '테스트 오로라 린넨 셔츠' });
    const res = await admin('POST', '/api/admin/products', ops, input);
    expect(res.status).toBe(201);
    expect(res.body.title).toBe(PRODUCT_LIST_MESSAGES.created);
    const item = res.body.item;
    expect(item).toMatchObject({
      name: '테스트 오로라 린넨 셔츠',
      stock: 22,
      status: 'active',
      colors: ['화이트', '네이비'],
      sizes: ['M', 'L'],
    });
    expect(item.options).toHaveLength(3);
    expect(new Set(item.options.map((o: any) => o.sku)).size).toBe(3);
    expect(item.images).toHaveLength(1);
    const after = await counts(otherBrandId, childCategoryId);
    expect(after).toEqual({
      brand: before.brand + 1,
      seller: before.seller + 1,
      active: before.active + 1,
      category: before.category + 1,
      parent: before.parent + 1,
    });
    expect(await auditCountOf(t, 'product', item.id)).toBe(1);

    const found = await call(t, 'GET', `/api/products?q=${encodeURIComponent('오로라 린넨')}`);
    expect(found.status).toBe(200);
    expect(found.body.items.map((p: any) => p.id)).toContain(item.id);
    const detail = await call(t, 'GET', `/api/products/${item.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.options).toHaveLength(3);
  });

  it('refuses bad product input with a Korean 4xx and writes nothing', async () => {
    const [{ n: before }] = (await q<{ n: number }>(sql`select count(*)::int as n from products`)) as [{ n: number }];
    const cases: [Record<string, unknown>, number][] = [
      [{ price: -1 }, 422],
      [{ salePrice: 90000 }, 422],
      [{ name: 'x'.repeat(2_000_000) }, 413],
      [{ options: [{ color: '블랙', size: 'M', stock: -1 }] }, 422],
      [{ brandId: '00000000-0000-4000-8000-000000000000' }, 404],
      [{ categoryId: '00000000-0000-4000-8000-000000000000' }, 404],
      [{ categoryId: parentCategoryId }, 422],
    ];
    for (const [patch, status] of cases) {
      const res = await admin('POST', '/api/admin/products', superAdmin, body(patch));
      if (res.status !== status) throw new Error(`${JSON.stringify(patch).slice(0, 80)}: ${res.status}`);
      expect(res.body.error.message).toMatch(/[가-힣]/);
    }
    const proto = await t.app.request('/api/admin/products', {
      method: 'POST',
      headers: { cookie: superAdmin, 'content-type': 'application/json' },
      body: JSON.stringify(body()).replace('{', '{"__proto__":{"admin":true},'),
    });
    expect(proto.status).toBe(422);
    const [{ n: after }] = (await q<{ n: number }>(sql`select count(*)::int as n from products`)) as [{ n: number }];
    expect(after).toBe(before);
  });

  it('PATCH /api/admin/products/{id} edits fields and options (matched by colour and size), moves counts and audits', async () => {
    const created = (await admin('POST', '/api/admin/products', superAdmin, body())).body.item;
    const keptId = created.options.find((o: any) => o.color === '화이트' && o.size === 'M').id;
    const res = await admin('PATCH', `/api/admin/products/${created.id}`, superAdmin, {
      name: '수정된 린넨 셔츠',
      salePrice: 49000,
      options: [
        { color: '화이트', size: 'M', stock: 3 },
        { color: '블랙', size: 'S', stock: 4 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({
      name: '수정된 린넨 셔츠',
      salePrice: 49000,
      stock: 7,
      status: 'low_stock',
      colors: ['화이트', '블랙'],
    });
    expect(res.body.item.options.find((o: any) => o.color === '화이트').id).toBe(keptId);
    expect(res.body.item.options).toHaveLength(2);

    const above = await admin('PATCH', `/api/admin/products/${created.id}`, superAdmin, { price: 40000 });
    expect(above.status).toBe(422);
    expect(above.body.error.message).toBe(PRODUCT_MESSAGES.salePriceAbovePrice);
    expect((await admin('PATCH', `/api/admin/products/${created.id}`, superAdmin, {})).status).toBe(400);

    const beforeCounts = await counts(otherBrandId, childCategoryId);
    const archived = await admin('PATCH', `/api/admin/products/${created.id}`, superAdmin, { status: 'inactive' });
    expect(archived.body.item.status).toBe('inactive');
    expect((await counts(otherBrandId, childCategoryId)).active).toBe(beforeCounts.active - 1);
    expect((await call(t, 'GET', `/api/products/${created.id}`)).status).toBe(404);
    expect(await auditCountOf(t, 'product', created.id)).toBe(3);
  });

  it('POST /api/admin/products/bulk discounts 20% in one transaction; the storefront shows the new price at once', async () => {
    const a = (await admin('POST', '/api/admin/products', superAdmin, body({ name: '테스트 할인 바지', price: 50000 }))).body.item;
    const b = (await admin('POST', '/api/admin/products', superAdmin, body({ price: 33333 }))).body.item;
    // The storefront listing is read (and its totals cached) before the change.
    expect((await call(t, 'GET', `/api/products/${a.id}`)).body.salePrice).toBeNull();
    const res = await admin('POST', '/api/admin/products/bulk', ops, { ids: [a.id, b.id], action: 'discount' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ updated: 2, title: PRODUCT_LIST_MESSAGES.bulkDone });
    const shown = (await call(t, 'GET', `/api/products/${a.id}`)).body;
    expect(shown.salePrice).toBe(40000);
    expect(shown.price).toBe(50000);
    const [row] = await q<{ sale_price: number }>(sql`select sale_price from products where id = ${b.id}`);
    expect(Number(row!.sale_price)).toBe(26660);
    const found = await call(t, 'GET', `/api/products?q=${encodeURIComponent('할인 바지')}`);
    expect(found.body.items.find((p: any) => p.id === a.id).salePrice).toBe(40000);

    const out = await admin('POST', '/api/admin/products/bulk', ops, { ids: [a.id, b.id], action: 'out_of_stock' });
    expect(out.status).toBe(200);
    const list = await admin('GET', `/api/admin/products?q=${a.id}`, ops);
    expect(list.body.items[0].status).toBe('out_of_stock');
    const resume = await admin('POST', '/api/admin/products/bulk', ops, { ids: [a.id, b.id], action: 'resume' });
    expect(resume.status).toBe(200);
    expect((await admin('GET', `/api/admin/products/${a.id}`, ops)).body.status).toBe('active');
    const [{ n }] = (await q<{ n: number }>(
      sql`select count(*)::int as n from audit_logs where action like 'catalog.products.bulk.%'`,
    )) as [{ n: number }];
    expect(n).toBe(3);
  });

  it('a product marked sold out sells nothing though its options hold stock, stays sold out through a cancel, and sells again on resume', async () => {
    const made = (await admin('POST', '/api/admin/products', superAdmin, body({ name: '테스트 품절 처리 셔츠' }))).body.item;
    const shopper = await newShopper(t);
    const line = { productId: made.id, selectedColor: '화이트', selectedSize: 'M', quantity: 1 };
    const order = (items = [line]) =>
      call(t, 'POST', '/api/orders', { cookie: shopper.cookie, body: orderBody(items), headers: { 'idempotency-key': idemKey() } });
    const earlier = await order();
    expect(earlier.status).toBe(201);

    expect((await admin('POST', '/api/admin/products/bulk', ops, { ids: [made.id], action: 'out_of_stock' })).status).toBe(200);
    const shown = (await call(t, 'GET', `/api/products/${made.id}`)).body;
    expect(shown.stock).toBe(0);
    expect(shown.options.map((o: { stock: number }) => o.stock)).toEqual([0, 0, 0]);
    const soldOut = `'${made.name}' 상품은 품절되었습니다`;
    const add = await call(t, 'POST', '/api/cart/items', { cookie: shopper.cookie, body: line });
    expect(add.status).toBe(409);
    expect(add.body.error.message).toBe(soldOut);
    const refused = await order();
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain(soldOut);
    const inStock = await call(t, 'GET', `/api/products?q=${encodeURIComponent('품절 처리 셔츠')}&inStock=true`);
    expect(inStock.body.items.map((p: { id: string }) => p.id)).not.toContain(made.id);

    // Cancelling the earlier order puts its unit back without lifting the operator's sold out.
    expect((await call(t, 'POST', `/api/orders/${earlier.body.id}/cancel`, { cookie: shopper.cookie })).status).toBe(200);
    const [row] = await q<{ status: string; stock: number }>(sql`select status, stock from products where id = ${made.id}`);
    expect(row).toEqual({ status: 'out_of_stock', stock: 22 });

    expect((await admin('POST', '/api/admin/products/bulk', ops, { ids: [made.id], action: 'resume' })).status).toBe(200);
    expect((await call(t, 'GET', `/api/products/${made.id}`)).body.stock).toBe(22);
    expect((await order()).status).toBe(201);
  });

  it('refuses a bulk with an unknown id, too many ids or a bad action, and writes nothing', async () => {
    const a = (await admin('POST', '/api/admin/products', superAdmin, body({ price: 10000 }))).body.item;
    const unknown = await admin('POST', '/api/admin/products/bulk', superAdmin, {
      ids: [a.id, '00000000-0000-4000-8000-000000000000'],
      action: 'discount',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(PRODUCT_LIST_MESSAGES.bulkNotFound);
    const [row] = await q<{ sale_price: number | null }>(sql`select sale_price from products where id = ${a.id}`);
    expect(row!.sale_price).toBeNull();
    const many = Array.from({ length: 1001 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect((await admin('POST', '/api/admin/products/bulk', superAdmin, { ids: many, action: 'resume' })).status).toBe(422);
    expect((await admin('POST', '/api/admin/products/bulk', superAdmin, { ids: [], action: 'resume' })).status).toBe(422);
    expect((await admin('POST', '/api/admin/products/bulk', superAdmin, { ids: [a.id], action: 'explode' })).status).toBe(422);
    expect(
      (await admin('POST', '/api/admin/products/bulk', superAdmin, { ids: [a.id], action: 'discount', discountRate: 95 })).status,
    ).toBe(422);
  });

  it('DELETE /api/admin/products/{id} deletes a product never ordered, refuses one open orders hold (409), archives one ordered before', async () => {
    const fresh = (await admin('POST', '/api/admin/products', superAdmin, body())).body.item;
    const before = await counts(otherBrandId, childCategoryId);
    const del = await admin('DELETE', `/api/admin/products/${fresh.id}`, superAdmin);
    expect(del.status).toBe(200);
    expect(del.body.outcome).toBe('deleted');
    expect((await q(sql`select id from products where id = ${fresh.id}`)).length).toBe(0);
    expect(await counts(otherBrandId, childCategoryId)).toEqual({
      brand: before.brand - 1,
      seller: before.seller - 1,
      active: before.active - 1,
      category: before.category - 1,
      parent: before.parent - 1,
    });

    const ordered = (await admin('POST', '/api/admin/products', superAdmin, body({ name: '주문된 테스트 상품' }))).body.item;
    const shopper = await newShopper(t);
    const line = { productId: ordered.id, selectedColor: '화이트', selectedSize: 'M', quantity: 1 };
    const order = await call(t, 'POST', '/api/orders', {
      cookie: shopper.cookie,
      body: orderBody([line]),
      headers: { 'idempotency-key': idemKey() },
    });
    expect(order.status).toBe(201);
    const refused = await admin('DELETE', `/api/admin/products/${ordered.id}`, superAdmin);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(PRODUCT_LIST_MESSAGES.openOrders);
    expect((await admin('GET', `/api/admin/products/${ordered.id}`, superAdmin)).body.openOrderCount).toBe(1);

    await q(
      sql`update orders set status = 'delivered', shipped_at = coalesce(shipped_at, now()), delivered_at = now() where id in (select order_id from order_lines where product_id = ${ordered.id})`,
    );
    const archived = await admin('DELETE', `/api/admin/products/${ordered.id}`, superAdmin);
    expect(archived.status).toBe(200);
    expect(archived.body.outcome).toBe('archived');
    expect((await admin('GET', `/api/admin/products/${ordered.id}`, superAdmin)).body.status).toBe('inactive');
    expect((await call(t, 'GET', `/api/products/${ordered.id}`)).status).toBe(404);
  });

  it('GET /api/admin/products/export streams the filtered view as CSV with a BOM and as .xlsx', async () => {
    const res = await t.app.request(`/api/admin/products/export?format=csv&brandId=${otherBrandId}`, { headers: { cookie: ops } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toContain('상품명');
    const [{ n }] = (await q<{ n: number }>(sql`select count(*)::int as n from products where brand_id = ${otherBrandId}`)) as [
      { n: number },
    ];
    expect(lines.length - 1).toBe(n);
    const xlsx = await t.app.request('/api/admin/products/export?format=xlsx&stock=low', { headers: { cookie: ops } });
    expect(xlsx.status).toBe(200);
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    expect((await admin('GET', '/api/admin/products/export?format=pdf', ops)).status).toBe(422);
  });

  it('GET /export as CSV: the file PostgreSQL writes (COPY) is byte for byte the row-by-row file, awkward values included', async () => {
    // Awkward values on real products: formula starts, commas, quotes, newlines, edge spaces, a BOM,
    // a sale price and none, no images, no options' colours, a product of each badge.
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push((await admin('POST', '/api/admin/products', superAdmin, body({ name: `어색한 값 상품 ${i}` }))).body.item);
    const [a, b, c, d, e] = made;
    const set = (id: string, values: ReturnType<typeof sql>) => q(sql`update products set ${values} where id = ${id}::uuid`);
    await set(a!.id, sql`name = '=SUM(A1:A9) 어색한 값', name_en = ${'Knit, "Winter"\nLimited '}, sale_price = 49000`);
    await set(
      b!.id,
      sql`name = ${' 앞 공백 어색한 값'}, name_en = ${'\tTab'}, colors = array[${'블랙, 화이트'}, ${'"네이비"'}]::text[], images = '{}'::text[]`,
    );
    await set(c!.id, sql`name = ${'@어색한 값\r철수'}, name_en = '', stock = 0, status = 'active'`);
    await set(d!.id, sql`name = ${'뒤 공백 어색한 값 '}, name_en = ${'+82 10\uFEFF'}, stock = 5, status = 'active', sizes = '{}'::text[]`);
    await set(e!.id, sql`name = ${'-5 어색한 값'}, status = 'inactive'`);
    const download = (path: string, cookie: string, copy: boolean) => downloadExport(t, path, cookie, copy);
    const word = encodeURIComponent('어색한 값');
    const views = [
      ['/api/admin/products/export?format=csv', ops],
      [`/api/admin/products/export?format=csv&q=${word}`, ops],
      [`/api/admin/products/export?format=csv&q=${word}&sort=name&order=asc`, ops],
      [`/api/admin/products/export?format=csv&sort=price&order=desc&stock=low`, ops],
      [`/api/admin/products/export?format=csv&sort=category&status=inactive`, ops],
      [`/api/admin/products/export?format=csv&sort=brand&order=asc&brandId=${otherBrandId}`, ops],
      ['/api/admin/products/export?format=csv&sort=sold', seller],
      // The COPY statement carries its values as literals: quotes and backslashes stay data.
      [`/api/admin/products/export?format=csv&q=${encodeURIComponent("x' or '1'='1")}`, ops],
      [`/api/admin/products/export?format=csv&q=${encodeURIComponent("\\'); delete from products; --")}`, ops],
    ] as const;
    for (const [path, cookie] of views) {
      const copied = await download(path, cookie, true);
      const rowByRow = await download(path, cookie, false);
      expect(copied.toString('utf8')).toBe(rowByRow.toString('utf8'));
      expect(copied.equals(rowByRow)).toBe(true);
    }
    const found = (await download(views[1][0], ops, true)).toString('utf8');
    for (const p of made) expect(found).toContain(p.id);
    expect(found).toContain('"Knit, ""Winter""');
    expect(found).toContain('"블랙, 화이트, ""네이비"""');
    expect(found).toContain("'=SUM(A1:A9)");
    for (const hostile of [views[7][0], views[8][0]])
      expect((await download(hostile, ops, true)).toString('utf8').split('\r\n').filter(Boolean)).toHaveLength(1);
    const [{ n }] = (await q<{ n: number }>(sql`select count(*)::int as n from products`)) as [{ n: number }];
    expect((await download(views[0][0], ops, true)).toString('utf8').split('\r\n').filter(Boolean)).toHaveLength(n + 1);
  });

  it('SELLER_ADMIN sees and changes only its brand: another brand is a 404, creating for it is refused', async () => {
    const list = await admin('GET', '/api/admin/products?limit=100', seller);
    expect(list.status).toBe(200);
    expect(list.body.items.length).toBeGreaterThan(0);
    expect(list.body.items.every((p: any) => p.brandId === sellerBrandId)).toBe(true);
    const [{ n }] = (await q<{ n: number }>(sql`select count(*)::int as n from products where brand_id = ${sellerBrandId}`)) as [
      { n: number },
    ];
    expect(list.body.total).toBe(n);
    const choices = await admin('GET', '/api/admin/products/choices', seller);
    expect(choices.body.brands.map((b: any) => b.id)).toEqual([sellerBrandId]);

    const [other] = await q<{ id: string }>(sql`select id from products where brand_id = ${otherBrandId} limit 1`);
    expect((await admin('GET', `/api/admin/products/${other!.id}`, seller)).status).toBe(404);
    expect((await admin('PATCH', `/api/admin/products/${other!.id}`, seller, { name: '남의 상품' })).status).toBe(404);
    expect((await admin('DELETE', `/api/admin/products/${other!.id}`, seller)).status).toBe(404);
    expect((await admin('POST', '/api/admin/products/bulk', seller, { ids: [other!.id], action: 'discount' })).status).toBe(404);
    const foreign = await admin('POST', '/api/admin/products', seller, body({ brandId: otherBrandId }));
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(PRODUCT_LIST_MESSAGES.brandScope);

    const own = await admin('POST', '/api/admin/products', seller, body({ brandId: sellerBrandId }));
    expect(own.status).toBe(201);
    expect((await admin('PATCH', `/api/admin/products/${own.body.item.id}`, seller, { price: 61000 })).status).toBe(200);
    const csv = await (await t.app.request('/api/admin/products/export', { headers: { cookie: seller } })).text();
    expect(csv.trim().split('\r\n').length - 1).toBe(n + 1);
  });

  it('POST /api/admin/products/{id}/images stores photos as WebP (the placeholder gives way), refuses a fake image; PUT reorders and removes', async () => {
    const created = (await admin('POST', '/api/admin/products', superAdmin, body())).body.item;
    expect(created.images[0]).toMatch(/^\/media\/products\//);
    const png = (w: number, colour: string) =>
      sharp({ create: { width: w, height: w, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const upload = async (files: { bytes: Buffer | string; name: string; type: string }[], cookie = superAdmin) => {
      const form = new FormData();
      for (const f of files) form.append('images', new File([f.bytes], f.name, { type: f.type }));
      const res = await t.app.request(`/api/admin/products/${created.id}/images`, { method: 'POST', headers: { cookie }, body: form });
      return { status: res.status, body: (await res.json()) as any };
    };
    const ok = await upload([
      { bytes: await png(2400, '#223344'), name: 'a.png', type: 'image/png' },
      { bytes: await png(300, '#aa3344'), name: 'b.png', type: 'image/png' },
    ]);
    expect(ok.status).toBe(200);
    expect(ok.body.title).toBe(PRODUCT_IMAGE_MESSAGES.uploaded);
    const images: string[] = ok.body.item.images;
    expect(images).toHaveLength(2);
    expect(images.every((u) => /^\/media\/uploads\/[0-9a-f-]+\.webp$/.test(u))).toBe(true);
    const served = await t.app.request(images[0]!);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('max-age');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(1600);
    // The storefront serves the photo at once.
    expect((await call(t, 'GET', `/api/products/${created.id}`)).body.images).toEqual(images);

    const fake = await upload([
      { bytes: await png(100, '#000000'), name: 'c.png', type: 'image/png' },
      { bytes: '<svg onload="alert(1)"></svg>', name: 'evil.png', type: 'image/png' },
    ]);
    expect(fake.status).toBe(422);
    expect(fake.body.error.message).toMatch(/[가-힣]/);
    const many = await upload(Array.from({ length: 9 }, () => ({ bytes: 'x', name: 'x.png', type: 'image/png' })));
    expect(many.status).toBe(422);
    expect(many.body.error.message).toBe(PRODUCT_IMAGE_MESSAGES.tooMany);
    expect((await admin('GET', `/api/admin/products/${created.id}`, superAdmin)).body.images).toEqual(images);

    const reordered = await admin('PUT', `/api/admin/products/${created.id}/images`, superAdmin, { images: [images[1], images[0]] });
    expect(reordered.status).toBe(200);
    expect(reordered.body.item.images).toEqual([images[1], images[0]]);
    const removed = await admin('PUT', `/api/admin/products/${created.id}/images`, superAdmin, { images: [images[0]] });
    expect(removed.body.item.images).toEqual([images[0]]);
    const foreign = await admin('PUT', `/api/admin/products/${created.id}/images`, superAdmin, { images: ['https://evil.example/x.png'] });
    expect(foreign.status).toBe(422);
    expect((await upload([{ bytes: await png(50, '#111111'), name: 'd.png', type: 'image/png' }], seller)).status).toBe(404);
    expect((await upload([{ bytes: await png(50, '#111111'), name: 'd.png', type: 'image/png' }], cs)).status).toBe(403);
  });

  it('refuses a role without the permission (CS_AGENT) with 403 and a guest with 401', async () => {
    expect((await admin('GET', '/api/admin/products', cs)).status).toBe(403);
    expect((await admin('POST', '/api/admin/products', cs, body())).status).toBe(403);
    expect((await admin('POST', '/api/admin/products/bulk', cs, { ids: [], action: 'resume' })).status).toBe(403);
    expect((await call(t, 'GET', '/api/admin/products')).status).toBe(401);
    expect((await admin('GET', '/api/admin/products/00000000-0000-4000-8000-000000000000', superAdmin)).status).toBe(404);
    expect((await admin('GET', '/api/admin/products/not-a-uuid', superAdmin)).status).toBe(404);
  });
});
