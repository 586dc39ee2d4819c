import { sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@market/domain/auth';
import { REVIEW_MESSAGES } from '@market/domain/review';
import { createTestApp, getJson, json, readJson, type TestApp } from '../../test/test-app';
import { cookieOf, rowsOf, signUpShopper } from '../../test/shopper';

describe('writing reviews (POST /api/reviews)', () => {
  let t: TestApp;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp();
    [{ id: productId }] = (await rowsOf<{ id: string }>(
      t,
      sql`select p.id from products p join brands b on b.id = p.brand_id where p.status = 'active' and b.status = 'active' order by p.id limit 1`,
    )) as [{ id: string }];
  });
  afterAll(() => t.close());

  const post = (body: unknown, cookie?: string) => t.app.request('/api/reviews', json(body, cookie ? { cookie } : {}));
  const reviewCount = async () => (await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from reviews`))[0]!.n;
  const valid = () => ({ productId, rating: 5, title: '핏이 좋아요', content: '사이즈가 딱 맞고 원단이 좋습니다.' });

  it('POST /api/reviews answers 401 to anonymous shoppers and writes nothing', async () => {
    const before = await reviewCount();
    for (const body of [valid(), {}, { rating: 9 }]) {
      const res = await post(body);
      expect(res.status).toBe(401);
      expect((await readJson(res)).error.message).toBe(AUTH_MESSAGES.loginRequired);
    }
    expect(await reviewCount()).toBe(before);
  });

  it('POST /api/reviews refuses bad input with Korean messages and writes nothing', async () => {
    const shopper = await signUpShopper(t);
    const before = await reviewCount();
    const cases: [unknown, string, string][] = [
      [{ ...valid(), rating: 0 }, 'rating', REVIEW_MESSAGES.rating],
      [{ ...valid(), rating: 6 }, 'rating', REVIEW_MESSAGES.rating],
      [{ ...valid(), rating: 3.5 }, 'rating', REVIEW_MESSAGES.rating],
      [{ ...valid(), rating: '5' }, 'rating', REVIEW_MESSAGES.rating],
      [{ ...valid(), rating: undefined }, 'rating', REVIEW_MESSAGES.rating],
      [{ ...valid(), title: '  ' }, 'title', REVIEW_MESSAGES.titleRequired],
      [{ ...valid(), title: '가'.repeat(101) }, 'title', REVIEW_MESSAGES.titleTooLong],
      [{ ...valid(), content: '' }, 'content', REVIEW_MESSAGES.contentRequired],
      [{ ...valid(), content: '가'.repeat(2001) }, 'content', REVIEW_MESSAGES.contentTooLong],
      [{ ...valid(), productId: undefined }, 'productId', REVIEW_MESSAGES.productId],
      [{ ...valid(), verified: true }, 'verified', '허용되지 않는 항목입니다.'],
      [{ ...valid(), status: 'approved' }, 'status', '허용되지 않는 항목입니다.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body, shopper.cookie);
      expect([field, res.status]).toEqual([field, 422]);
      expect((await readJson(res)).error.fields[field]).toBe(message);
    }
    const [hidden] = await rowsOf<{ id: string }>(t, sql`select id from products where status = 'inactive' limit 1`);
    for (const id of ['00000000-0000-0000-0000-000000000000', 'nope', hidden!.id]) {
      const res = await post({ ...valid(), productId: id }, shopper.cookie);
      expect([id, res.status]).toEqual([id, 404]);
      expect((await readJson(res)).error.message).toBe('상품을 찾을 수 없습니다');
    }
    expect(await reviewCount()).toBe(before);
  });

  it('POST /api/reviews stores a pending review for the admin list; the product page shows it once approved', async () => {
    const shopper = await signUpShopper(t, '리뷰어');
    const res = await post(valid(), shopper.cookie);
    expect(res.status).toBe(201);
    const body = await readJson(res);
    expect(body.message).toBe(REVIEW_MESSAGES.created);
    expect(body.review).toMatchObject({ productId, rating: 5, title: '핏이 좋아요', status: 'pending', verified: false });
    const [row] = await rowsOf<Record<string, unknown>>(
      t,
      sql`select customer_id, status, verified, order_line_id from reviews where id = ${body.review.id}::uuid`,
    );
    expect(row).toEqual({ customer_id: shopper.id, status: 'pending', verified: false, order_line_id: null });
    const [stats] = await rowsOf<{ review_count: number }>(t, sql`select review_count from customers where id = ${shopper.id}::uuid`);
    expect(stats!.review_count).toBe(1);
    const listed = async () =>
      (await getJson(t, `/api/reviews?productId=${productId}&limit=100`)).body.items.map((r: { id: string }) => r.id);
    expect(await listed()).not.toContain(body.review.id);
    await rowsOf(t, sql`update reviews set status = 'approved' where id = ${body.review.id}::uuid returning id`);
    expect(await listed()).toContain(body.review.id);
    // The account counts it.
    expect((await getJson(t, '/api/me/summary', shopper.cookie)).body.reviews).toBe(1);
  });

  it('POST /api/reviews allows one review per shopper and product (409), also when sent twice at once', async () => {
    const shopper = await signUpShopper(t);
    const [first, second] = await Promise.all([post(valid(), shopper.cookie), post(valid(), shopper.cookie)]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const conflict = [first, second].find((r) => r.status === 409)!;
    expect((await readJson(conflict)).error.message).toBe(REVIEW_MESSAGES.duplicate);
    const rows = await rowsOf(t, sql`select id from reviews where customer_id = ${shopper.id}::uuid`);
    expect(rows).toHaveLength(1);
  });

  it('POST /api/reviews marks a verified purchase when the shopper received the product', async () => {
    const [line] = await rowsOf<{ customer_id: string; product_id: string; line_id: string }>(
      t,
      sql`select o.customer_id, l.product_id, l.id as line_id from order_lines l join orders o on o.id = l.order_id
          join products p on p.id = l.product_id join brands b on b.id = p.brand_id
          join customers cu on cu.id = o.customer_id
          where o.status in ('delivered', 'purchase_confirmed') and cu.status = 'active' and p.status <> 'inactive' and b.status = 'active'
            and not exists (select 1 from reviews r where r.customer_id = o.customer_id and r.product_id = l.product_id)
            and (select count(*) from order_lines l2 join orders o2 on o2.id = l2.order_id where o2.customer_id = o.customer_id and l2.product_id = l.product_id) = 1
          order by l.id limit 1`,
    );
    const cookie = await cookieOf(t, line!.customer_id);
    const res = await post({ ...valid(), productId: line!.product_id, rating: 4 }, cookie);
    expect(res.status).toBe(201);
    const body = await readJson(res);
    expect(body.review).toMatchObject({ verified: true, rating: 4, status: 'pending' });
    const [row] = await rowsOf<{ order_line_id: string }>(t, sql`select order_line_id from reviews where id = ${body.review.id}::uuid`);
    expect(row!.order_line_id).toBe(line!.line_id);
    // A shopper whose order was not delivered yet is not verified.
    const [pending] = await rowsOf<{ customer_id: string; product_id: string }>(
      t,
      sql`select o.customer_id, l.product_id from order_lines l join orders o on o.id = l.order_id join products p on p.id = l.product_id join brands b on b.id = p.brand_id
          join customers cu on cu.id = o.customer_id
          where o.status in ('pending', 'paid', 'processing') and cu.status = 'active' and p.status <> 'inactive' and b.status = 'active'
            and not exists (select 1 from reviews r where r.customer_id = o.customer_id and r.product_id = l.product_id)
            and not exists (select 1 from order_lines l2 join orders o2 on o2.id = l2.order_id where o2.customer_id = o.customer_id and l2.product_id = l.product_id and o2.status in ('delivered', 'purchase_confirmed'))
          order by l.id limit 1`,
    );
    const unverified = await readJson(post({ ...valid(), productId: pending!.product_id }, await cookieOf(t, pending!.customer_id)));
    expect(unverified.review.verified).toBe(false);
  });

  it('POST /api/reviews follows the shop settings: reviews off (403), auto-approval (published at once)', async () => {
    const shopper = await signUpShopper(t);
    await rowsOf(t, sql`update shop_settings set enable_reviews = false where id = 1 returning id`);
    const off = await post(valid(), shopper.cookie);
    expect(off.status).toBe(403);
    expect((await readJson(off)).error.message).toBe(REVIEW_MESSAGES.disabled);
    await rowsOf(t, sql`update shop_settings set enable_reviews = true, auto_approve_reviews = true where id = 1 returning id`);
    const on = await readJson(post(valid(), shopper.cookie));
    expect(on.review.status).toBe('approved');
    expect(on.message).toBe(REVIEW_MESSAGES.published);
    // The product's stored count and rating are recomputed from its approved reviews.
    const [after] = await rowsOf<{ review_count: number; n: number }>(
      t,
      sql`select review_count, (select count(*)::int from reviews where product_id = ${productId}::uuid and status = 'approved') as n from products where id = ${productId}::uuid`,
    );
    expect(after!.review_count).toBe(after!.n);
    // And the brand's average rating over its approved reviews.
    const [brand] = await rowsOf<{ stored: string; actual: string }>(
      t,
      sql`select b.average_rating::text as stored,
            (select round(avg(rv.rating), 2)::text from reviews rv join products p2 on p2.id = rv.product_id where p2.brand_id = b.id and rv.status = 'approved') as actual
          from brands b join products p on p.brand_id = b.id where p.id = ${productId}::uuid`,
    );
    expect(Number(brand!.stored)).toBe(Number(brand!.actual));
    expect((await getJson(t, `/api/reviews?productId=${productId}&limit=100`)).body.items.map((r: { id: string }) => r.id)).toContain(
      on.review.id,
    );
    await rowsOf(t, sql`update shop_settings set auto_approve_reviews = false where id = 1 returning id`);
  });
});
