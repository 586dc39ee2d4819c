import { sql } from 'drizzle-orm';
import { REVIEW_REPORT_FLAG_THRESHOLD, REVIEW_REPORT_MESSAGES } from '@market/domain/review';
import { queryRows } from '../../lib/sql';
import { startAdminTest } from '../../test/admin-fixtures';
import { call, newShopper } from '../../test/buying-fixtures';
import type { TestApp } from '../../test/test-app';

jest.setTimeout(60_000);

describe('reporting reviews (POST /api/reviews/{id}/report) and the admin reported / flagged filters', () => {
  let t: TestApp;
  let cs: string;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);

  /** An approved review nobody has reported yet, of a product with a few approved reviews. */
  async function freshReview(nth = 0): Promise<{ id: string; product_id: string; customer_id: string | null }> {
    const rows = await q<{ id: string; product_id: string; customer_id: string | null }>(
      sql`select r.id, r.product_id, r.customer_id from reviews r where r.status = 'approved' and r.reported = 0
        and not exists (select 1 from review_reports x where x.review_id = r.id) order by r.created_at, r.id limit 1 offset ${nth}`,
    );
    return rows[0]!;
  }

  beforeAll(async () => {
    ({
      t,
      cookies: [cs],
    } = await startAdminTest(['CS_AGENT']));
  }, 180_000);
  afterAll(() => t.close());

  it('a guest gets 401; a shopper reports once (409 again) with an optional reason; the count goes up', async () => {
    const review = await freshReview(0);
    const guest = await call(t, 'POST', `/api/reviews/${review.id}/report`, { body: {} });
    expect(guest.status).toBe(401);
    expect(guest.body.error.message).toBe(REVIEW_REPORT_MESSAGES.signIn);
    const a = await newShopper(t);
    const res = await call(t, 'POST', `/api/reviews/${review.id}/report`, { cookie: a.cookie, body: { reason: '광고성 내용' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ reviewId: review.id, reported: 1, flagged: false, message: REVIEW_REPORT_MESSAGES.reported });
    const again = await call(t, 'POST', `/api/reviews/${review.id}/report`, { cookie: a.cookie, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(REVIEW_REPORT_MESSAGES.already);
    const [row] = await q<{ reported: number; reasons: string[] }>(
      sql`select r.reported, array_agg(x.reason) as reasons from reviews r join review_reports x on x.review_id = r.id where r.id = ${review.id}::uuid group by r.reported`,
    );
    expect(row).toEqual({ reported: 1, reasons: ['광고성 내용'] });
  });

  it('refuses bad input and unknown or unpublished reviews, writing nothing', async () => {
    const a = await newShopper(t);
    const review = await freshReview(1);
    const long = await call(t, 'POST', `/api/reviews/${review.id}/report`, { cookie: a.cookie, body: { reason: 'x'.repeat(501) } });
    expect(long.status).toBe(422);
    expect(long.body.error.fields.reason).toBe(REVIEW_REPORT_MESSAGES.reason);
    expect((await call(t, 'POST', `/api/reviews/${review.id}/report`, { cookie: a.cookie, body: { extra: 1 } })).status).toBe(422);
    expect((await call(t, 'POST', '/api/reviews/nope/report', { cookie: a.cookie, body: {} })).status).toBe(404);
    const [hidden] = await q<{ id: string }>(sql`select id from reviews where status = 'hidden' limit 1`);
    expect((await call(t, 'POST', `/api/reviews/${hidden!.id}/report`, { cookie: a.cookie, body: {} })).status).toBe(404);
    const [n] = await q<{ n: number }>(sql`select count(*)::int as n from review_reports where customer_id = ${a.id}::uuid`);
    expect(n!.n).toBe(0);
  });

  it(`the ${REVIEW_REPORT_FLAG_THRESHOLD}th report flags the review: it leaves the product page and shows under the admin's flagged and reported filters`, async () => {
    const review = await freshReview(2);
    const shown = await call(t, 'GET', `/api/reviews?productId=${review.product_id}&limit=50`);
    expect(shown.body.items.map((r: any) => r.id)).toContain(review.id);
    let last: any;
    for (let i = 0; i < REVIEW_REPORT_FLAG_THRESHOLD; i += 1) {
      const s = await newShopper(t);
      last = await call(t, 'POST', `/api/reviews/${review.id}/report`, { cookie: s.cookie, body: {} });
      expect(last.status).toBe(201);
      expect(last.body.flagged).toBe(i === REVIEW_REPORT_FLAG_THRESHOLD - 1);
    }
    expect(last.body.reported).toBe(REVIEW_REPORT_FLAG_THRESHOLD);
    const [row] = await q<{ status: string }>(sql`select status from reviews where id = ${review.id}::uuid`);
    expect(row!.status).toBe('flagged');
    const gone = await call(t, 'GET', `/api/reviews?productId=${review.product_id}&limit=50`);
    expect(gone.body.items.map((r: any) => r.id)).not.toContain(review.id);

    const flagged = await call(t, 'GET', '/api/admin/reviews?status=flagged&limit=100&sort=reported&order=desc', { cookie: cs });
    expect(flagged.status).toBe(200);
    expect(flagged.body.items.every((r: any) => r.status === 'flagged')).toBe(true);
    expect(flagged.body.items.map((r: any) => r.id)).toContain(review.id);
    const reported = await call(t, 'GET', '/api/admin/reviews?reported=1&limit=100', { cookie: cs });
    expect(reported.body.items.length).toBeGreaterThan(0);
    expect(reported.body.items.every((r: any) => r.reported > 0)).toBe(true);
    const [count] = await q<{ n: number }>(sql`select count(*)::int as n from reviews where reported > 0`);
    expect(reported.body.total).toBe(count!.n);
    const clean = await call(t, 'GET', '/api/admin/reviews?reported=0&limit=5', { cookie: cs });
    expect(clean.body.items.every((r: any) => r.reported === 0)).toBe(true);
    expect((await call(t, 'GET', '/api/admin/reviews?reported=maybe', { cookie: cs })).status).toBe(422);
  });
});
