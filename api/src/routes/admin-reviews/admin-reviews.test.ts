import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/sql';
import { call, newShopper, pickOption } from '../../test/buying-fixtures';
import { auditCountOf, startAdminTest } from '../../test/admin-fixtures';
import { DEMO_STAFF_EMAILS, type TestApp } from '../../test/test-app';

jest.setTimeout(60_000);

describe('/api/admin/reviews', () => {
  let t: TestApp;
  let ops: string, cs: string, finance: string, seller: string, sellerBrandId: string;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const admin = (method: string, path: string, cookie: string, body?: unknown) => call(t, method, path, { cookie, body });
  const auditCount = (id: string) => auditCountOf(t, 'review', id);

  /** A fresh shopper's pending review of a listed product (of `brandId` when given). */
  async function pendingReview(opts: { nth?: number; brandId?: string; excludeBrandId?: string; rating?: number } = {}) {
    const shopper = await newShopper(t);
    const option = await pickOption(t, { nth: opts.nth ?? 0, brandId: opts.brandId, excludeBrandId: opts.excludeBrandId });
    const res = await call(t, 'POST', '/api/reviews', {
      cookie: shopper.cookie,
      body: { productId: option.productId, rating: opts.rating ?? 5, title: '정사이즈예요', content: '소재가 부드럽고 핏이 예쁩니다.' },
    });
    expect(res.status).toBe(201);
    expect(res.body.review.status).toBe('pending');
    return { id: res.body.review.id as string, productId: option.productId, brandId: option.brandId };
  }

  async function stored(productId: string) {
    const [row] = await q<{ review_count: number; rating: number; average_rating: number; n: number; avg: number; brand_avg: number }>(
      sql`select p.review_count, p.rating::float8 as rating, b.average_rating::float8 as average_rating,
            (select count(*)::int from reviews where product_id = p.id and status = 'approved') as n,
            (select coalesce(round(avg(rating), 2), 0)::float8 from reviews where product_id = p.id and status = 'approved') as avg,
            (select coalesce(round(avg(rv.rating), 2), 0)::float8 from reviews rv join products x on x.id = rv.product_id where x.brand_id = b.id and rv.status = 'approved') as brand_avg
          from products p join brands b on b.id = p.brand_id where p.id = ${productId}`,
    );
    return row!;
  }

  beforeAll(async () => {
    ({
      t,
      sellerBrandId,
      cookies: [ops, cs, finance, seller],
    } = await startAdminTest(['OPS_MANAGER', 'CS_AGENT', 'FINANCE', 'SELLER_ADMIN']));
  }, 180_000);
  afterAll(() => t.close());

  it('GET /api/admin/reviews pages reviews newest first, masked, with the average and the rating distribution', async () => {
    const { status, body } = await admin('GET', '/api/admin/reviews?limit=20', ops);
    expect(status).toBe(200);
    const [s] =
      await q<any>(sql`select count(*)::int as n, round(avg(rating), 2)::float8 as avg, (count(*) filter (where status = 'approved'))::int as approved,
      (count(*) filter (where admin_reply is not null))::int as replied, (count(*) filter (where reported > 0))::int as reported,
      (count(*) filter (where photo_count > 0))::int as photos from reviews`);
    expect(body.total).toBe(s.n);
    expect(body.items).toHaveLength(20);
    expect(body.summary).toMatchObject({
      total: s.n,
      averageRating: s.avg,
      approved: s.approved,
      replied: s.replied,
      reported: s.reported,
      withPhotos: s.photos,
    });
    expect(body.summary.distribution).toHaveLength(5);
    expect(body.summary.distribution.reduce((a: number, b: number) => a + b, 0)).toBe(s.n);
    const created = body.items.map((r: any) => r.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    for (const r of body.items) {
      expect(r.customerName).toMatch(/\*|탈퇴 회원/);
      expect(r).toEqual(
        expect.objectContaining({ productName: expect.any(String), brandName: expect.any(String), rating: expect.any(Number) }),
      );
    }
  });

  it('GET /api/admin/reviews filters by status and rating, searches text and sorts', async () => {
    const flagged = await admin('GET', '/api/admin/reviews?status=flagged&limit=100', ops);
    expect(flagged.body.total).toBeGreaterThan(0);
    expect(flagged.body.items.every((r: any) => r.status === 'flagged' && r.reported > 0)).toBe(true);
    // The summary covers the text-filtered set, whatever the status filter.
    expect(flagged.body.summary.total).toBeGreaterThan(flagged.body.total);

    const ones = await admin('GET', '/api/admin/reviews?rating=1&status=approved&limit=100', ops);
    expect(ones.body.items.every((r: any) => r.rating === 1 && r.status === 'approved')).toBe(true);
    const [n] = await q<{ n: number }>(sql`select count(*)::int as n from reviews where rating = 1 and status = 'approved'`);
    expect(ones.body.total).toBe(n!.n);

    const [sample] = await q<{ name: string }>(
      sql`select p.name from reviews r join products p on p.id = r.product_id order by r.created_at desc limit 1`,
    );
    const byProduct = await admin('GET', `/api/admin/reviews?q=${encodeURIComponent(sample!.name)}&limit=100`, ops);
    expect(byProduct.body.total).toBeGreaterThan(0);
    expect(
      byProduct.body.items.every(
        (r: any) => r.productName.includes(sample!.name) || r.title.includes(sample!.name) || r.content.includes(sample!.name),
      ),
    ).toBe(true);

    const byRating = await admin('GET', '/api/admin/reviews?sort=rating&order=asc&limit=100', ops);
    const ratings = byRating.body.items.map((r: any) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a: number, b: number) => a - b));
    const byHelpful = await admin('GET', '/api/admin/reviews?sort=helpful&order=desc&limit=100', ops);
    const helpful = byHelpful.body.items.map((r: any) => r.helpful);
    expect(helpful).toEqual([...helpful].sort((a: number, b: number) => b - a));
  });

  it('approve and hide move a review on and off the product page and keep the stored rating and count right', async () => {
    const r = await pendingReview({ nth: 40, rating: 1 });
    const start = await stored(r.productId);
    expect(start.review_count).toBe(start.n);

    const approved = await admin('POST', `/api/admin/reviews/${r.id}/approve`, cs);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      title: '리뷰 처리 완료',
      message: '리뷰가 승인되었습니다.',
      item: { id: r.id, status: 'approved' },
    });
    let now = await stored(r.productId);
    expect(now.review_count).toBe(start.review_count + 1);
    expect(now.review_count).toBe(now.n);
    expect(now.rating).toBe(now.avg);
    expect(now.average_rating).toBe(now.brand_avg);
    const shown = await call(t, 'GET', `/api/reviews?productId=${r.productId}&limit=100`);
    expect(shown.body.items.map((x: any) => x.id)).toContain(r.id);
    const product = await call(t, 'GET', `/api/products/${r.productId}`);
    expect(product.body.reviewCount).toBe(now.review_count);

    const hidden = await admin('POST', `/api/admin/reviews/${r.id}/hide`, ops);
    expect(hidden.body).toMatchObject({ message: '리뷰가 숨김 처리되었습니다.', item: { status: 'hidden' } });
    now = await stored(r.productId);
    expect(now.review_count).toBe(start.review_count);
    expect(now.rating).toBe(start.rating);
    expect(now.average_rating).toBe(now.brand_avg);
    expect((await call(t, 'GET', `/api/reviews?productId=${r.productId}&limit=100`)).body.items.map((x: any) => x.id)).not.toContain(r.id);

    // hidden → approved is allowed (section 4).
    expect((await admin('POST', `/api/admin/reviews/${r.id}/approve`, ops)).status).toBe(200);
    expect((await stored(r.productId)).review_count).toBe(start.review_count + 1);

    const audits = await q<any>(
      sql`select action, user_email, before, after from audit_logs where resource = 'review' and resource_id = ${r.id} order by occurred_at`,
    );
    expect(audits.map((a: any) => a.action)).toEqual(['content.reviews.approve', 'content.reviews.hide', 'content.reviews.approve']);
    expect(audits[0]).toMatchObject({
      user_email: DEMO_STAFF_EMAILS.CS_AGENT,
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
  });

  it('PUT /api/admin/reviews/{id}/reply writes and edits a reply in any status; the product page shows it', async () => {
    const [flagged] = await q<{ id: string }>(sql`select id from reviews where status = 'flagged' limit 1`);
    const onFlagged = await admin('PUT', `/api/admin/reviews/${flagged!.id}/reply`, ops, { adminReply: '  확인 후 조치하겠습니다.  ' });
    expect(onFlagged.status).toBe(200);
    expect(onFlagged.body).toMatchObject({
      message: '답변이 저장되었습니다.',
      item: { status: 'flagged', adminReply: '확인 후 조치하겠습니다.', adminRepliedAt: expect.any(String) },
    });

    const r = await pendingReview({ nth: 60 });
    await admin('POST', `/api/admin/reviews/${r.id}/approve`, ops);
    await admin('PUT', `/api/admin/reviews/${r.id}/reply`, ops, { adminReply: '소중한 리뷰 감사합니다.' });
    const edited = await admin('PUT', `/api/admin/reviews/${r.id}/reply`, cs, { adminReply: '소중한 리뷰 감사합니다! 또 찾아주세요.' });
    expect(edited.body.item).toMatchObject({ status: 'approved', adminReply: '소중한 리뷰 감사합니다! 또 찾아주세요.' });
    const shown = await call(t, 'GET', `/api/reviews?productId=${r.productId}&limit=100`);
    expect(shown.body.items.find((x: any) => x.id === r.id).adminReply).toBe('소중한 리뷰 감사합니다! 또 찾아주세요.');
    const audits = await q<any>(
      sql`select action, before, after from audit_logs where resource = 'review' and resource_id = ${r.id} and action = 'content.reviews.reply' order by occurred_at`,
    );
    expect(audits).toHaveLength(2);
    expect(audits[1]).toMatchObject({
      before: { adminReply: '소중한 리뷰 감사합니다.' },
      after: { adminReply: '소중한 리뷰 감사합니다! 또 찾아주세요.' },
    });
  });

  it('an action section 4 does not offer is 409 with a Korean message, and nothing is written', async () => {
    const [flagged] = await q<{ id: string; product_id: string }>(
      sql`select id, product_id from reviews where status = 'flagged' and admin_reply is null limit 1`,
    );
    const before = await stored(flagged!.product_id);
    for (const [action, message] of [
      ['approve', "'검토중' 상태의 리뷰는 승인 처리할 수 없습니다."],
      ['hide', "'검토중' 상태의 리뷰는 숨김 처리할 수 없습니다."],
    ]) {
      const res = await admin('POST', `/api/admin/reviews/${flagged!.id}/${action}`, ops);
      expect(res).toEqual({ status: 409, body: { error: { code: 'CONFLICT', message } } });
    }
    const r = await pendingReview({ nth: 80 });
    await admin('POST', `/api/admin/reviews/${r.id}/approve`, ops);
    expect((await admin('POST', `/api/admin/reviews/${r.id}/approve`, ops)).body.error.message).toBe(
      "'게시됨' 상태의 리뷰는 승인 처리할 수 없습니다.",
    );
    await admin('POST', `/api/admin/reviews/${r.id}/hide`, ops);
    expect((await admin('POST', `/api/admin/reviews/${r.id}/hide`, ops)).status).toBe(409);
    expect(await auditCount(flagged!.id)).toBe(0);
    expect(await auditCount(r.id)).toBe(2);
    expect(await stored(flagged!.product_id)).toEqual(before);
  });

  it('permissions: CS_AGENT and OPS_MANAGER act, FINANCE and SELLER_ADMIN are refused, no session is 401', async () => {
    const r = await pendingReview({ nth: 100 });
    expect((await admin('GET', '/api/admin/reviews', finance)).status).toBe(403);
    expect((await admin('GET', '/api/admin/reviews', seller)).status).toBe(403);
    expect((await admin('POST', `/api/admin/reviews/${r.id}/approve`, finance)).body).toEqual({
      error: { code: 'FORBIDDEN', message: '이 작업을 수행할 권한이 없습니다.' },
    });
    expect((await admin('PUT', `/api/admin/reviews/${r.id}/reply`, seller, { adminReply: '답변' })).status).toBe(403);
    expect((await call(t, 'GET', '/api/admin/reviews')).status).toBe(401);
    expect((await call(t, 'POST', `/api/admin/reviews/${r.id}/hide`)).status).toBe(401);
    expect(await auditCount(r.id)).toBe(0);
    expect((await admin('GET', `/api/admin/reviews/${r.id}`, cs)).body.status).toBe('pending');
  });

  it("a brand-scoped grant (content.reviews.own) sees and acts on its own brand's reviews only", async () => {
    await t.db.database.db.execute(sql`update roles set grants = grants || '{content.reviews.own}'::text[] where code = 'SELLER_ADMIN'`);
    try {
      const own = await pendingReview({ brandId: sellerBrandId });
      const other = await pendingReview({ excludeBrandId: sellerBrandId, nth: 120 });
      const list = await admin('GET', '/api/admin/reviews?limit=100', seller);
      expect(list.status).toBe(200);
      const [n] = await q<{ n: number }>(
        sql`select count(*)::int as n from reviews r join products p on p.id = r.product_id where p.brand_id = ${sellerBrandId}`,
      );
      expect(list.body.total).toBe(n!.n);
      expect(list.body.summary.total).toBe(n!.n);
      expect(list.body.items.map((x: any) => x.id)).toContain(own.id);
      expect(list.body.items.map((x: any) => x.id)).not.toContain(other.id);
      expect((await admin('GET', `/api/admin/reviews/${other.id}`, seller)).status).toBe(404);
      expect((await admin('POST', `/api/admin/reviews/${other.id}/approve`, seller)).status).toBe(404);
      expect((await admin('PUT', `/api/admin/reviews/${other.id}/reply`, seller, { adminReply: '남의 브랜드' })).status).toBe(404);
      expect(await auditCount(other.id)).toBe(0);
      expect((await admin('POST', `/api/admin/reviews/${own.id}/approve`, seller)).status).toBe(200);
    } finally {
      await t.db.database.db.execute(
        sql`update roles set grants = array_remove(grants, 'content.reviews.own') where code = 'SELLER_ADMIN'`,
      );
    }
  });

  it('bad input is a 4xx with a Korean message and writes nothing', async () => {
    const r = await pendingReview({ nth: 140 });
    const reply = (body: unknown) => admin('PUT', `/api/admin/reviews/${r.id}/reply`, ops, body);
    expect((await reply({ adminReply: '   ' })).body.error).toMatchObject({ code: 'VALIDATION', message: '답변 내용을 입력해주세요.' });
    expect((await reply({})).body.error.fields.adminReply).toBe('답변 내용을 입력해주세요.');
    expect((await reply({ adminReply: 'x'.repeat(1001) })).body.error.fields.adminReply).toBe('답변은 1000자 이하로 입력해주세요.');
    expect((await reply({ adminReply: '답변', status: 'approved' })).body.error.fields.status).toBe('허용되지 않는 항목입니다.');
    expect((await reply(['답변'])).status).toBe(422);
    for (const id of ['abc', '00000000-0000-4000-8000-000000000000']) {
      expect((await admin('POST', `/api/admin/reviews/${id}/approve`, ops)).body.error).toEqual({
        code: 'NOT_FOUND',
        message: '리뷰를 찾을 수 없습니다.',
      });
    }
    expect((await admin('GET', '/api/admin/reviews?rating=6', ops)).body.error.fields.rating).toBe(
      '평점은 1점에서 5점 사이로 선택해주세요.',
    );
    expect((await admin('GET', '/api/admin/reviews?rating=abc', ops)).status).toBe(422);
    expect((await admin('GET', '/api/admin/reviews?status=deleted', ops)).body.error.fields.status).toBe('상태 값이 올바르지 않습니다.');
    expect((await admin('GET', '/api/admin/reviews?sort=views', ops)).status).toBe(422);
    expect(await auditCount(r.id)).toBe(0);
    expect((await admin('GET', `/api/admin/reviews/${r.id}`, ops)).body).toMatchObject({ status: 'pending', adminReply: null });
  });
});
