import { count, eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { addDays, DASHBOARD_MESSAGES, koreaDay, type AdminDashboard, type DashboardDay } from '@market/domain/dashboard';
import { brands } from '../../db/schema/catalog';
import { qnas, reviews } from '../../db/schema/content';
import { customers } from '../../db/schema/identity';
import { returns } from '../../db/schema/orders';
import { refreshSalesRollupsJob } from '../../jobs/refresh-sales-rollups';
import { queryRows } from '../../lib/sql';
import { startAdminTest } from '../../test/admin-fixtures';
import { call, idemKey, lineOf, newShopper, orderBody, pickOption } from '../../test/buying-fixtures';
import { DEMO_STAFF_EMAILS, getJson, loginStaff, type TestApp } from '../../test/test-app';

jest.setTimeout(120_000);

type Figures = Omit<DashboardDay, 'date'>;
const ZERO: Figures = { orders: 0, revenue: 0, refunds: 0, refundAmount: 0, cancellations: 0 };

describe('GET /api/admin/dashboard', () => {
  let t: TestApp;
  let superCookie: string;
  let sellerCookie: string;
  let contentCookie: string;
  let financeCookie: string;
  let sellerBrandId: string;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const runJob = () => refreshSalesRollupsJob.run({ db: t.db.database.db, logger: pino({ level: 'silent' }), now: new Date() });

  beforeAll(async () => {
    const started = await startAdminTest(['SUPER_ADMIN', 'SELLER_ADMIN', 'CONTENT_EDITOR', 'FINANCE'] as const);
    t = started.t;
    [superCookie, sellerCookie, contentCookie, financeCookie] = started.cookies;
    sellerBrandId = started.sellerBrandId;
    await runJob();
  });
  afterAll(() => t.close());

  /**
   * Every day's figures straight from the base tables, written independently of the rollup's SQL:
   * plain group-bys per event (payment, refund completion, cancellation), by Korea-time day.
   */
  async function direct(brandId: string | null): Promise<Map<string, Figures>> {
    const day = (col: string) => sql.raw(`to_char((${col} at time zone 'Asia/Seoul')::date, 'YYYY-MM-DD')`);
    const out = new Map<string, Figures>();
    const add = (d: string, f: Partial<Figures>) => {
      const cur = out.get(d) ?? { ...ZERO };
      for (const [k, v] of Object.entries(f)) cur[k as keyof Figures] += Number(v);
      out.set(d, cur);
    };
    if (brandId === null) {
      for (const r of await q<{ d: string; n: number; s: string }>(
        sql`select ${day('paid_at')} as d, count(*)::int as n, sum(total)::bigint as s from orders where paid_at is not null group by 1`,
      ))
        add(r.d, { orders: r.n, revenue: Number(r.s) });
      for (const r of await q<{ d: string; n: number; s: string }>(
        sql`select ${day('completed_at')} as d, count(*)::int as n, sum(amount)::bigint as s from refunds where status = 'completed' group by 1`,
      ))
        add(r.d, { refunds: r.n, refundAmount: Number(r.s) });
      for (const r of await q<{ d: string; n: number }>(
        sql`select ${day('cancelled_at')} as d, count(*)::int as n from orders where cancelled_at is not null group by 1`,
      ))
        add(r.d, { cancellations: r.n });
      return out;
    }
    for (const r of await q<{ d: string; n: number; s: string }>(
      sql`select ${day('o.paid_at')} as d, count(distinct o.id)::int as n, sum(l.line_total)::bigint as s
          from orders o join order_lines l on l.order_id = o.id where o.paid_at is not null and l.brand_id = ${brandId} group by 1`,
    ))
      add(r.d, { orders: r.n, revenue: Number(r.s) });
    for (const r of await q<{ d: string; n: number; s: string }>(
      sql`select ${day('r.completed_at')} as d, count(distinct r.id)::int as n, sum(rl.amount)::bigint as s
          from refunds r join return_lines rl on rl.return_id = r.return_id join order_lines l on l.id = rl.order_line_id
          where r.status = 'completed' and l.brand_id = ${brandId} group by 1`,
    ))
      add(r.d, { refunds: r.n, refundAmount: Number(r.s) });
    for (const r of await q<{ d: string; n: number; s: string }>(
      sql`select ${day('r.completed_at')} as d, count(distinct r.id)::int as n, sum(l.line_total)::bigint as s
          from refunds r join order_lines l on l.order_id = r.order_id
          where r.status = 'completed' and r.return_id is null and l.brand_id = ${brandId} group by 1`,
    ))
      add(r.d, { refunds: r.n, refundAmount: Number(r.s) });
    for (const r of await q<{ d: string; n: number }>(
      sql`select ${day('o.cancelled_at')} as d, count(distinct o.id)::int as n
          from orders o join order_lines l on l.order_id = o.id where o.cancelled_at is not null and l.brand_id = ${brandId} group by 1`,
    ))
      add(r.d, { cancellations: r.n });
    return out;
  }

  const sumOver = (days: Map<string, Figures>, from: string, to: string) => {
    const s = { ...ZERO };
    for (let d = from; d <= to; d = addDays(d, 1)) {
      const f = days.get(d);
      if (f) for (const k of Object.keys(s) as (keyof Figures)[]) s[k] += f[k];
    }
    return s;
  };

  /** Every figure of the answer equals the direct sums: the series day by day and each KPI period with the one before. */
  function expectFiguresMatch(body: AdminDashboard, days: Map<string, Figures>) {
    const { from, to, today } = body.range;
    expect(body.sales!.series.map((d) => d.date)).toEqual(Array.from({ length: body.sales!.series.length }, (_, i) => addDays(from, i)));
    expect(body.sales!.series.at(-1)!.date).toBe(to);
    for (const d of body.sales!.series) expect(d).toEqual({ date: d.date, ...(days.get(d.date) ?? ZERO) });
    const periods = { today: 1, week: 7, month: 30 } as const;
    for (const [p, n] of Object.entries(periods) as [keyof typeof periods, number][]) {
      const cur = sumOver(days, addDays(today, -(n - 1)), today);
      const prev = sumOver(days, addDays(today, -(2 * n - 1)), addDays(today, -n));
      expect([p, body.sales!.kpis.revenue[p].value, body.sales!.kpis.revenue[p].previous]).toEqual([p, cur.revenue, prev.revenue]);
      expect([p, body.sales!.kpis.orders[p].value, body.sales!.kpis.orders[p].previous]).toEqual([p, cur.orders, prev.orders]);
      expect([p, body.sales!.kpis.refunds[p].value, body.sales!.kpis.refunds[p].previous]).toEqual([
        p,
        cur.refundAmount,
        prev.refundAmount,
      ]);
      if (prev.revenue) expect(body.sales!.kpis.revenue[p].change).toBeCloseTo(((cur.revenue - prev.revenue) / prev.revenue) * 100, 0);
    }
    const month = sumOver(days, addDays(today, -29), today);
    expect(body.sales!.kpis.aov.value).toBe(month.orders ? Math.round(month.revenue / month.orders) : 0);
  }

  async function rollupRows(brandId: string | null): Promise<Map<string, Figures>> {
    const rows = await q<{ d: string; orders: number; revenue: string; refunds: number; refund_amount: string; cancellations: number }>(
      sql`select to_char(day, 'YYYY-MM-DD') as d, orders, revenue, refunds, refund_amount, cancellations from sales_daily_rollups
          where brand_id is not distinct from ${brandId}::uuid`,
    );
    return new Map(
      rows.map((r) => [
        r.d,
        {
          orders: r.orders,
          revenue: Number(r.revenue),
          refunds: r.refunds,
          refundAmount: Number(r.refund_amount),
          cancellations: r.cancellations,
        },
      ]),
    );
  }

  /** The rollup table holds exactly the days with events, each equal to the direct sums. */
  async function expectRollupMatches(brandId: string | null) {
    const expected = await direct(brandId);
    const actual = await rollupRows(brandId);
    expect(Object.fromEntries([...actual].sort())).toEqual(Object.fromEntries([...expected].sort()));
  }

  it('every figure for SUPER_ADMIN equals a direct SQL sum over the base tables (default 30 days and a year)', async () => {
    const days = await direct(null);
    const res = await getJson<AdminDashboard>(t, '/api/admin/dashboard', superCookie);
    expect(res.status).toBe(200);
    const today = koreaDay(new Date());
    expect(res.body.range).toEqual({ from: addDays(today, -29), to: today, today });
    expect(res.body.brand).toBeNull();
    expectFiguresMatch(res.body, days);
    // The seed's orders make real figures, not zeros.
    expect(res.body.sales!.kpis.orders.month.value).toBeGreaterThan(0);
    expect(res.body.sales!.kpis.revenue.month.value).toBeGreaterThan(0);

    const year = await getJson<AdminDashboard>(t, `/api/admin/dashboard?from=${addDays(today, -365)}&to=${today}`, superCookie);
    expect(year.status).toBe(200);
    expect(year.body.sales!.series).toHaveLength(366);
    expectFiguresMatch(year.body, days);
    await expectRollupMatches(null);
  });

  it("every figure for SELLER_ADMIN is its brand's, equal to a direct SQL sum, and the page is not empty", async () => {
    const days = await direct(sellerBrandId);
    const today = koreaDay(new Date());
    const res = await getJson<AdminDashboard>(t, `/api/admin/dashboard?from=${addDays(today, -89)}&to=${today}`, sellerCookie);
    expect(res.status).toBe(200);
    expect(res.body.brand?.id).toBe(sellerBrandId);
    expectFiguresMatch(res.body, days);
    expect(res.body.sales!.series.reduce((s, d) => s + d.orders, 0)).toBeGreaterThan(0);
    // Its recent orders hold its brand's lines, amounts are its lines' only; names masked.
    expect(res.body.recent.orders!.length).toBeGreaterThan(0);
    for (const o of res.body.recent.orders!) {
      const [row] = await q<{ s: string }>(
        sql`select coalesce(sum(line_total), 0)::bigint as s from order_lines where order_id = ${o.id} and brand_id = ${sellerBrandId}`,
      );
      expect(o.amount).toBe(Number(row!.s));
      expect(o.amount).toBeGreaterThan(0);
      expect(o.customer).toMatch(/\*|탈퇴 회원/);
    }
    // No reviews grant; its Q&A are its brand's products'; no settlements alert (not its screen).
    expect(res.body.recent.reviews).toBeNull();
    for (const qa of res.body.recent.qna ?? []) {
      const [row] = await q<{ brand_id: string }>(
        sql`select p.brand_id from qnas q join products p on p.id = q.product_id where q.id = ${qa.id}`,
      );
      expect(row!.brand_id).toBe(sellerBrandId);
    }
    expect(res.body.alerts.map((a) => a.type)).not.toContain('settlements_due');
    await expectRollupMatches(sellerBrandId);
  });

  it('alerts count real conditions and link to their screens; recent tabs are newest first with masked names', async () => {
    const res = await getJson<AdminDashboard>(t, '/api/admin/dashboard', superCookie);
    const [level] = await q<{ n: number }>(sql`select stock_warning_level as n from shop_settings limit 1`);
    const n = async (query: ReturnType<typeof sql>) => Number((await q<{ n: number }>(query))[0]!.n);
    const expected = {
      low_stock: await n(sql`select count(*)::int as n from products where stock < ${level!.n} and status <> 'inactive'`),
      returns_waiting: await n(sql`select count(*)::int as n from returns where status = 'requested'`),
      qna_unanswered: await n(sql`select count(*)::int as n from qnas where status in ('pending', 'urgent')`),
      settlements_due: await n(
        sql`select count(*)::int as n from settlements where status in ('pending', 'approved') and due_date <= ${addDays(res.body.range.today, 7)}::date`,
      ),
      shipments_exception: await n(sql`select count(*)::int as n from shipments where status = 'exception'`),
    };
    const got = Object.fromEntries(res.body.alerts.map((a) => [a.type, a.count]));
    for (const [type, count] of Object.entries(expected)) expect([type, got[type] ?? 0]).toEqual([type, count]);
    expect(res.body.alerts.length).toBeGreaterThan(0);
    const hrefs = Object.fromEntries(res.body.alerts.map((a) => [a.type, a.href]));
    if (hrefs.returns_waiting) expect(hrefs.returns_waiting).toBe('/admin/returns?status=requested');
    for (const a of res.body.alerts) expect(a.message).toContain(String(a.count));

    const [latest] = await q<{ id: string }>(sql`select id from orders order by created_at desc, id desc limit 1`);
    expect(res.body.recent.orders![0]!.id).toBe(latest!.id);
    const [latestReview] = await q<{ id: string }>(sql`select id from reviews order by created_at desc, id desc limit 1`);
    expect(res.body.recent.reviews![0]!.id).toBe(latestReview!.id);
    const [latestQna] = await q<{ id: string }>(sql`select id from qnas order by created_at desc, id desc limit 1`);
    expect(res.body.recent.qna![0]!.id).toBe(latestQna!.id);
    for (const r of [...res.body.recent.orders!, ...res.body.recent.reviews!, ...res.body.recent.qna!])
      expect(r.customer).toMatch(/\*|탈퇴 회원/);
  });

  it('the rollup stays correct after an order is placed, paid and cancelled (live before the job, in the table after it)', async () => {
    const opt = await pickOption(t, { stock: 50, brandId: sellerBrandId, minPrice: 10_000 });
    const shopper = await newShopper(t);
    const placed = await call(t, 'POST', '/api/orders', {
      cookie: shopper.cookie,
      body: orderBody([lineOf(opt, 2)], { paymentMethod: 'kakao' }),
      headers: { 'idempotency-key': idemKey() },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.status).toBe('paid');
    const today = koreaDay(new Date());
    const before = (await getJson<AdminDashboard>(t, '/api/admin/dashboard', superCookie)).body;
    // Read live: the paid order is in today's figures before any job ran.
    expectFiguresMatch(before, await direct(null));

    const cancelled = await call(t, 'POST', `/api/orders/${placed.body.id}/cancel`, {
      cookie: shopper.cookie,
      body: { reason: '단순 변심' },
    });
    expect(cancelled.status).toBe(200);
    const after = (await getJson<AdminDashboard>(t, '/api/admin/dashboard', superCookie)).body;
    expect(after.sales!.kpis.orders.today.value).toBe(before.sales!.kpis.orders.today.value);
    expect(after.sales!.series.at(-1)!.cancellations).toBe(before.sales!.series.at(-1)!.cancellations + 1);
    expect(after.sales!.series.at(-1)!.refunds).toBe(before.sales!.series.at(-1)!.refunds + 1);
    expect(after.sales!.series.at(-1)!.refundAmount).toBe(before.sales!.series.at(-1)!.refundAmount + placed.body.total);
    expectFiguresMatch(after, await direct(null));

    const result = await runJob();
    expect(result.rows).toBeGreaterThan(0);
    await expectRollupMatches(null);
    await expectRollupMatches(sellerBrandId);
    const todayRow = (await rollupRows(sellerBrandId)).get(today)!;
    expect(todayRow.cancellations).toBeGreaterThanOrEqual(1);
    const seller = (await getJson<AdminDashboard>(t, '/api/admin/dashboard', sellerCookie)).body;
    expectFiguresMatch(seller, await direct(sellerBrandId));
    // A second run changes nothing (idempotent).
    await runJob();
    await expectRollupMatches(null);
  });

  it('a role sees only the sections it may read', async () => {
    const content = await getJson<AdminDashboard>(t, '/api/admin/dashboard', contentCookie);
    expect(content.status).toBe(200);
    expect(content.body.sales).toBeNull();
    expect(content.body.recent.orders).toBeNull();
    expect(content.body.recent.reviews).not.toBeNull();
    expect(content.body.alerts.map((a) => a.type).sort()).toEqual(
      content.body.alerts
        .map((a) => a.type)
        .filter((x) => x === 'qna_unanswered')
        .sort(),
    );
    const finance = await getJson<AdminDashboard>(t, '/api/admin/dashboard', financeCookie);
    expect(finance.body.sales).not.toBeNull();
    expect(finance.body.recent.reviews).toBeNull();
    expect(finance.body.alerts.map((a) => a.type)).not.toContain('low_stock');
    const anonymous = await t.app.request('/api/admin/dashboard');
    expect(anonymous.status).toBe(401);
  });

  it.each([
    ['from=abc', 'from', DASHBOARD_MESSAGES.from],
    ['to=2026-02-30', 'to', DASHBOARD_MESSAGES.to],
    ['from=2026-11-10&to=2026-11-01', 'from', DASHBOARD_MESSAGES.order],
    ['from=2025-01-01&to=2026-11-01', 'from', DASHBOARD_MESSAGES.tooLong],
    ['from=20261101', 'from', DASHBOARD_MESSAGES.from],
  ])('?%s is a 400 in Korean', async (query, field, message) => {
    const res = await getJson(t, `/api/admin/dashboard?${query}`, superCookie);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'BAD_REQUEST', message, fields: { [field]: message } } });
  });
});

describe('GET /api/admin/notifications (the header badge; the dashboard alerts read the same queues)', () => {
  let t: TestApp;
  beforeAll(async () => {
    ({ t } = await startAdminTest([] as const));
  });
  afterAll(() => t.close());

  async function n(table: typeof brands | typeof customers | typeof returns | typeof reviews | typeof qnas, where?: ReturnType<typeof eq>) {
    const [row] = await t.db.database.db.select({ n: count() }).from(table).where(where);
    return row!.n;
  }

  it('GET /api/admin/notifications counts real pending work the role may read', async () => {
    const pendingBrands = await n(brands, eq(brands.status, 'pending'));
    const suspended = await n(customers, eq(customers.status, 'suspended'));
    const requested = await n(returns, eq(returns.status, 'requested'));
    const pendingReviews = await n(reviews, eq(reviews.status, 'pending'));
    const waitingQna = await n(qnas, inArray(qnas.status, ['pending', 'urgent']));
    // The seed leaves work in every queue, so every item below is really counted.
    expect(Math.min(pendingBrands, suspended, requested, pendingReviews, waitingQna)).toBeGreaterThan(0);
    const superAdmin = await getJson(t, '/api/admin/notifications', await loginStaff(t, DEMO_STAFF_EMAILS.SUPER_ADMIN));
    expect(superAdmin.body.count).toBe(pendingBrands + suspended + requested + pendingReviews + waitingQna);
    expect(superAdmin.body.items).toEqual([
      {
        type: 'brands.pending',
        message: `승인 대기 중인 브랜드가 ${pendingBrands}개 있습니다.`,
        count: pendingBrands,
        href: '/admin/catalog/brands?status=pending',
      },
      {
        type: 'customers.suspended',
        message: `이용 정지된 고객이 ${suspended}명 있습니다.`,
        count: suspended,
        href: '/admin/customers?status=suspended',
      },
      {
        type: 'returns.requested',
        message: `처리를 기다리는 반품/교환 요청이 ${requested}건 있습니다.`,
        count: requested,
        href: '/admin/returns?status=requested',
      },
      {
        type: 'reviews.pending',
        message: `승인을 기다리는 리뷰가 ${pendingReviews}건 있습니다.`,
        count: pendingReviews,
        href: '/admin/content/reviews?status=pending',
      },
      {
        type: 'qna.pending',
        message: `답변을 기다리는 문의가 ${waitingQna}건 있습니다.`,
        count: waitingQna,
        href: '/admin/content/qna?status=pending',
      },
    ]);
    const ops = await getJson(t, '/api/admin/notifications', await loginStaff(t, DEMO_STAFF_EMAILS.OPS_MANAGER));
    expect(ops.body.items.map((i: { type: string }) => i.type)).toEqual([
      'brands.pending',
      'returns.requested',
      'reviews.pending',
      'qna.pending',
    ]);
    const cs = await getJson(t, '/api/admin/notifications', await loginStaff(t, DEMO_STAFF_EMAILS.CS_AGENT));
    expect(cs.body.items.map((i: { type: string }) => i.type)).toEqual([
      'customers.suspended',
      'returns.requested',
      'reviews.pending',
      'qna.pending',
    ]);
    // A seller's grants cover their own brand: the shop-wide queues are not theirs to count.
    const seller = await getJson(t, '/api/admin/notifications', await loginStaff(t, DEMO_STAFF_EMAILS.SELLER_ADMIN));
    expect(seller.body.items.map((i: { type: string }) => i.type)).toEqual([]);
    const finance = await getJson(t, '/api/admin/notifications', await loginStaff(t, DEMO_STAFF_EMAILS.FINANCE));
    expect(finance.body.items.map((i: { type: string }) => i.type)).toEqual(['returns.requested']);
  });
});
