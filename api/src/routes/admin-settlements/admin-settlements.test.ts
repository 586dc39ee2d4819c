import { sql } from 'drizzle-orm';
import pino from 'pino';
import { ADMIN_SETTLEMENT_MESSAGES } from '@market/domain/admin-settlements';
import { generateSettlementsJob } from '../../jobs/generate-settlements';
import { runJob } from '../../jobs/jobs';
import { queryRows } from '../../lib/sql';
import { auditCountOf, startAdminTest } from '../../test/admin-fixtures';
import { call, idemKey, lineOf, newShopper, orderBody, pickOption } from '../../test/buying-fixtures';
import type { TestApp } from '../../test/test-app';

jest.setTimeout(120_000);

const silent = pino({ level: 'silent' });

describe('/api/admin/settlements', () => {
  let t: TestApp;
  let finance: string, ops: string, seller: string, superAdmin: string;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const admin = (method: string, path: string, cookie: string, body?: unknown) => call(t, method, path, { cookie, body });
  const runGenerateJob = async () =>
    (await runJob(generateSettlementsJob, { db: t.db.database.db, logger: silent, now: new Date() })) as { created: number; lines: number };

  /** A shopper's order of two units, delivered (SQL until the shipments screen lands on main) and confirmed by the shopper. */
  async function confirmedOrder(nth = 0) {
    const shopper = await newShopper(t);
    const option = await pickOption(t, { stock: 50, nth, minPrice: 20_000, maxPrice: 90_000 });
    const order = await call(t, 'POST', '/api/orders', {
      cookie: shopper.cookie,
      body: orderBody([lineOf(option, 2)]),
      headers: { 'idempotency-key': idemKey() },
    });
    expect(order.status).toBe(201);
    await q(sql`update orders set status = 'delivered', processing_at = now() - interval '4 days', shipped_at = now() - interval '3 days',
      delivered_at = now() - interval '1 day' where id = ${order.body.id}`);
    const confirmed = await call(t, 'POST', `/api/orders/${order.body.id}/confirm`, { cookie: shopper.cookie });
    expect(confirmed.status).toBe(200);
    return order.body as { id: string; orderNumber: string };
  }

  /** net + commission = gross − returns + adjustments on every settlement, and the breakdown agrees. */
  async function expectInvariants() {
    const broken = await q(sql`select s.settlement_number from settlements s
      left join settlement_lines ps on ps.settlement_id = s.id and ps.kind = 'productSales'
      left join settlement_lines sf on sf.settlement_id = s.id and sf.kind = 'shippingFees'
      left join settlement_lines rt on rt.settlement_id = s.id and rt.kind = 'returns'
      left join settlement_lines pc on pc.settlement_id = s.id and pc.kind = 'promotionCosts'
      where s.net_amount + s.commission <> s.gross_amount - s.return_amount + s.adjustments
         or ps.amount <> s.gross_amount or rt.amount <> s.return_amount or sf.amount - pc.amount <> s.adjustments
         or s.commission <> round(s.gross_amount * s.commission_rate / 100)
         or s.gross_amount <> coalesce((select sum(l.line_total) from order_lines l where l.settlement_id = s.id), 0)`);
    expect(broken).toEqual([]);
    // The sum over sellers equals the confirmed sales of each period (by the Korea date of the confirmation).
    const periods =
      await q(sql`with p as (select cycle, period_start, period_end, sum(gross_amount)::bigint as settled from settlements group by 1, 2, 3)
      select p.cycle, p.period_start::text, p.settled, coalesce((select sum(l.line_total) from order_lines l join orders o on o.id = l.order_id
          join sellers se on se.id = l.seller_id
          where o.status = 'purchase_confirmed' and se.settlement_cycle = p.cycle
            and (o.confirmed_at at time zone 'Asia/Seoul')::date between p.period_start and p.period_end), 0)::bigint as confirmed
      from p`);
    expect(periods.length).toBeGreaterThan(0);
    for (const p of periods) expect({ ...p, settled: Number(p.settled) }).toEqual({ ...p, settled: Number(p.confirmed) });
  }

  beforeAll(async () => {
    ({
      t,
      cookies: [finance, ops, seller, superAdmin],
    } = await startAdminTest(['FINANCE', 'OPS_MANAGER', 'SELLER_ADMIN', 'SUPER_ADMIN']));
  }, 180_000);
  afterAll(() => t.close());

  it('GET /api/admin/settlements pages by cursor with tiles and totals from the database; accounts masked', async () => {
    const first = await admin('GET', '/api/admin/settlements?limit=10', finance);
    expect(first.status).toBe(200);
    const [sums] = await q<
      Record<string, number>
    >(sql`select count(*)::int as total, (count(*) filter (where status = 'pending'))::int as pending,
      (count(*) filter (where status = 'paid'))::int as paid, (count(*) filter (where status = 'suspended'))::int as suspended,
      sum(gross_amount)::bigint as gross, sum(commission)::bigint as commission, sum(net_amount)::bigint as net from settlements`);
    expect(first.body.total).toBe(sums!.total);
    expect(first.body.summary).toMatchObject({
      pending: sums!.pending,
      paid: sums!.paid,
      suspended: sums!.suspended,
      totalGross: Number(sums!.gross),
      totalCommission: Number(sums!.commission),
      totalNet: Number(sums!.net),
    });
    expect(first.body.items).toHaveLength(10);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await admin('GET', `/api/admin/settlements?limit=10&cursor=${first.body.nextCursor}`, finance);
    expect(second.status).toBe(200);
    const all = [...first.body.items, ...second.body.items];
    expect(new Set(all.map((s: any) => s.id)).size).toBe(20);
    const created = all.map((s: any) => s.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const [plain] = await q<{ bank_account: string }>(sql`select bank_account from sellers limit 1`);
    for (const s of all) {
      expect(s.bankAccount).toMatch(/^[*\-\d]+$/);
      expect(s.bankAccount.replace(/\D/g, '')).toHaveLength(4);
      expect(s.netAmount + s.commission).toBe(s.grossAmount - s.returnAmount + s.adjustments);
    }
    expect(all.map((s: any) => s.bankAccount)).not.toContain(plain!.bank_account);
    // No settlement row stores a plaintext account.
    const [stored] = await q<{ n: number }>(
      sql`select count(*)::int as n from settlements where bank_account ~ '[0-9](?:[^0-9]*[0-9]){4}'`,
    );
    expect(stored!.n).toBe(0);

    // Walk the whole list by cursor, sorted by net ascending: every row once, in order.
    let cursor: string | null = null;
    const seen: any[] = [];
    do {
      const page: any = await admin(
        'GET',
        `/api/admin/settlements?limit=100&sort=net&order=asc${cursor ? `&cursor=${cursor}` : ''}`,
        finance,
      );
      expect(page.status).toBe(200);
      seen.push(...page.body.items);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(Number(sums!.total));
    expect(new Set(seen.map((s) => s.id)).size).toBe(Number(sums!.total));
    const nets: number[] = seen.map((s) => s.netAmount);
    expect(nets).toEqual([...nets].sort((a, b) => a - b));
  });

  it('GET /api/admin/settlements filters by period and status and searches numbers and brand names', async () => {
    const ongoing = await admin('GET', '/api/admin/settlements?period=ongoing&limit=100', finance);
    expect(ongoing.body.items.every((s: any) => s.status === 'pending' || s.status === 'approved')).toBe(true);
    expect(ongoing.body.summary.paid).toBe(0);
    const [n] = await q<{ n: number }>(sql`select count(*)::int as n from settlements where status in ('pending', 'approved')`);
    expect(ongoing.body.total).toBe(n!.n);
    const paid = await admin('GET', '/api/admin/settlements?period=paid&limit=5', finance);
    expect(paid.body.items.every((s: any) => s.status === 'paid' && s.paidAt)).toBe(true);
    const suspended = await admin('GET', '/api/admin/settlements?status=suspended&limit=100', finance);
    expect(suspended.body.items.every((s: any) => s.status === 'suspended' && s.suspendReason)).toBe(true);
    // Tiles count every status of the filtered set, whatever the status filter.
    expect(suspended.body.summary.pending).toBe(ongoing.body.summary.pending);

    const one = paid.body.items[0];
    const byNumber = await admin('GET', `/api/admin/settlements?q=${one.settlementNumber.toLowerCase()}`, finance);
    expect(byNumber.body.items.map((s: any) => s.id)).toEqual([one.id]);
    const [brand] = await q<{ name: string; seller_id: string }>(
      sql`select name, seller_id from brands where seller_id is not null order by name limit 1`,
    );
    const byBrand = await admin('GET', `/api/admin/settlements?q=${encodeURIComponent(brand!.name)}&limit=100`, finance);
    expect(byBrand.body.items.length).toBeGreaterThan(0);
    expect(byBrand.body.items.every((s: any) => s.brandName.includes(brand!.name))).toBe(true);

    const bad = await admin('GET', '/api/admin/settlements?period=soon', finance);
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toBe(ADMIN_SETTLEMENT_MESSAGES.period);
    const badCursor = await admin('GET', '/api/admin/settlements?cursor=abc', finance);
    expect(badCursor.status).toBe(422);
    expect(badCursor.body.error.message).toBe(ADMIN_SETTLEMENT_MESSAGES.cursor);
    const otherSort = await admin('GET', `/api/admin/settlements?sort=gross&cursor=${ongoing.body.nextCursor ?? first64()}`, finance);
    expect(otherSort.status).toBe(422);
  });

  it('GET /api/admin/settlements/{id} answers the breakdown, the masked account and dates; 404 in Korean', async () => {
    const [row] = await q<{ id: string }>(sql`select id from settlements where status = 'paid' order by created_at desc limit 1`);
    const { status, body } = await admin('GET', `/api/admin/settlements/${row!.id}`, finance);
    expect(status).toBe(200);
    expect(body.breakdown.map((b: any) => b.kind)).toEqual(['productSales', 'shippingFees', 'returns', 'cancellations', 'promotionCosts']);
    expect(body.breakdown[0]).toMatchObject({ label: '상품 판매', amount: body.grossAmount });
    expect(body.breakdown[2].amount).toBe(body.returnAmount);
    expect(body.breakdown[1].amount - body.breakdown[4].amount).toBe(body.adjustments);
    expect(body.bankAccount.replace(/\D/g, '')).toHaveLength(4);
    expect(body.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.paidAt).toEqual(expect.any(String));
    const missing = await admin('GET', '/api/admin/settlements/00000000-0000-4000-8000-000000000000', finance);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('정산을 찾을 수 없습니다.');
    expect((await admin('GET', '/api/admin/settlements/not-a-uuid', finance)).status).toBe(404);
  });

  it('generation: the job settles closed periods only, "generate now" the open one up to now; running twice creates nothing; invariants hold', async () => {
    await expectInvariants();
    const order = await confirmedOrder();
    const jobFirst = await runGenerateJob();
    const jobSecond = await runGenerateJob();
    expect(jobSecond).toMatchObject({ created: 0, lines: 0 });
    expect(jobFirst.lines ?? 0).toBeGreaterThanOrEqual(0);
    // Confirmed today: its period is open, the job leaves it.
    const [line] = await q<{ settlement_id: string | null; line_total: number; seller_id: string }>(
      sql`select settlement_id, line_total, seller_id from order_lines where order_id = ${order.id}`,
    );
    expect(line!.settlement_id).toBeNull();

    const forbidden = await admin('POST', '/api/admin/settlements/generate', ops, { includeOpenPeriod: true });
    expect(forbidden.status).toBe(403);
    const now = await admin('POST', '/api/admin/settlements/generate', finance, { includeOpenPeriod: true });
    expect(now.status).toBe(200);
    expect(now.body).toMatchObject({ title: '정산 처리 완료' });
    expect(now.body.created).toBeGreaterThan(0);
    const [settled] = await q<{ settlement_id: string }>(sql`select settlement_id from order_lines where order_id = ${order.id}`);
    expect(settled!.settlement_id).toEqual(expect.any(String));
    const again = await admin('POST', '/api/admin/settlements/generate', finance, { includeOpenPeriod: true });
    expect(again.body).toMatchObject({ created: 0, lines: 0 });
    expect((await runGenerateJob()).created).toBe(0);

    // Every confirmed line is now in exactly one settlement.
    const [left] = await q<{ n: number }>(sql`select count(*)::int as n from order_lines l join orders o on o.id = l.order_id
      where o.status = 'purchase_confirmed' and l.settlement_id is null`);
    expect(left!.n).toBe(0);

    const detail = await admin('GET', `/api/admin/settlements/${settled!.settlement_id}`, finance);
    expect(detail.body).toMatchObject({ status: 'pending', sellerId: line!.seller_id, periodEnd: expect.any(String) });
    expect(detail.body.grossAmount).toBeGreaterThanOrEqual(Number(line!.line_total));
    expect(detail.body.lineCount).toBeGreaterThan(0);
    expect(await auditCountOf(t, 'settlement', settled!.settlement_id)).toBe(1);
    await expectInvariants();
  });

  it('approve, hold (reason required, 400 in Korean), pay only from approved (409), with audit rows and the notice', async () => {
    const pending = await q<{ id: string }>(sql`select id from settlements where status = 'pending' order by created_at, id limit 3`);
    expect(pending.length).toBe(3);
    const [a, h, p] = pending.map((r) => r.id);

    const unapprovedPay = await admin('POST', `/api/admin/settlements/${p}/pay`, finance);
    expect(unapprovedPay.status).toBe(409);
    expect(unapprovedPay.body.error.message).toContain(ADMIN_SETTLEMENT_MESSAGES.payUnapproved);
    expect(await q(sql`select 1 from settlement_payouts where settlement_id = ${p}`)).toHaveLength(0);

    const approved = await admin('POST', `/api/admin/settlements/${a}/approve`, finance);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      title: '정산 처리 완료',
      message: '정산이 승인되었습니다.',
      item: { id: a, status: 'approved' },
    });
    const twice = await admin('POST', `/api/admin/settlements/${a}/approve`, finance);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe("'승인' 상태의 정산은 '승인' 처리할 수 없습니다.");

    for (const body of [{}, { reason: '   ' }]) {
      const noReason = await admin('POST', `/api/admin/settlements/${h}/hold`, finance, body);
      expect(noReason.status).toBe(400);
      expect(noReason.body.error.message).toBe('보류 사유를 입력해주세요.');
    }
    const held = await admin('POST', `/api/admin/settlements/${h}/hold`, finance, { reason: ' 세금계산서 미발행 ' });
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({
      message: '정산이 보류되었습니다.',
      item: { status: 'suspended', suspendReason: '세금계산서 미발행' },
    });

    const paid = await admin('POST', `/api/admin/settlements/${a}/pay`, finance);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ message: '정산금이 지급되었습니다.', item: { status: 'paid', paidAt: expect.any(String) } });
    const [payout] = await q<{ amount: number; bank_account: string }>(
      sql`select amount, bank_account from settlement_payouts where settlement_id = ${a}`,
    );
    expect(Number(payout!.amount)).toBe(paid.body.item.netAmount);
    expect(payout!.bank_account).toBe(paid.body.item.bankAccount);
    const payAgain = await admin('POST', `/api/admin/settlements/${a}/pay`, finance);
    expect(payAgain.status).toBe(409);
    expect(await q(sql`select 1 from settlement_payouts where settlement_id = ${a}`)).toHaveLength(1);

    const audits = await q<{ action: string; user_email: string; before: any; after: any; ip: string | null }>(
      sql`select action, user_email, before, after, ip from audit_logs where resource = 'settlement' and resource_id = ${a} order by occurred_at`,
    );
    expect(audits.map((r) => r.action).slice(-2)).toEqual(['sellers.settlements.approve', 'sellers.settlements.pay']);
    expect(audits.at(-1)).toMatchObject({
      user_email: expect.stringContaining('@'),
      before: { status: 'approved' },
      after: { status: 'paid' },
    });
    expect(audits.at(-1)!.ip).toEqual(expect.any(String));
    expect(await auditCountOf(t, 'settlement', h!)).toBe(1);
  });

  it('two pays at once pay once: one 200, one 409, one payout row', async () => {
    const [row] = await q<{ id: string }>(sql`select id from settlements where status = 'pending' order by created_at desc, id limit 1`);
    expect((await admin('POST', `/api/admin/settlements/${row!.id}/approve`, finance)).status).toBe(200);
    const results = await Promise.all([
      admin('POST', `/api/admin/settlements/${row!.id}/pay`, finance),
      admin('POST', `/api/admin/settlements/${row!.id}/pay`, superAdmin),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await q(sql`select 1 from settlement_payouts where settlement_id = ${row!.id}`)).toHaveLength(1);
  });

  it('POST /api/admin/settlements/approve approves in bulk and answers each id', async () => {
    const rows = await q<{ id: string }>(sql`select id from settlements where status = 'pending' order by created_at, id limit 2`);
    const [paidRow] = await q<{ id: string }>(sql`select id from settlements where status = 'paid' limit 1`);
    const ids = [...rows.map((r) => r.id), paidRow!.id, '00000000-0000-4000-8000-000000000000', 'nope'];
    const { status, body } = await admin('POST', '/api/admin/settlements/approve', finance, { ids });
    expect(status).toBe(200);
    expect(body).toMatchObject({ approved: 2, failed: 3, title: '정산 처리 완료' });
    expect(body.results.map((r: any) => r.ok)).toEqual([true, true, false, false, false]);
    expect(body.results[2].message).toBe("'지급 완료' 상태의 정산은 '승인' 처리할 수 없습니다.");
    expect(body.results[3].message).toBe('정산을 찾을 수 없습니다.');
    const empty = await admin('POST', '/api/admin/settlements/approve', finance, { ids: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.error.message).toBe(ADMIN_SETTLEMENT_MESSAGES.ids);
  });

  it('GET /api/admin/settlements/export downloads the filtered list as CSV (BOM, Korean headers, masked accounts) and xlsx, audited', async () => {
    const res = await t.app.request('/api/admin/settlements/export?format=csv&period=paid&sort=net&order=asc', {
      headers: { cookie: finance },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes); // drops the BOM
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('정산번호,브랜드,회사명');
    const [n] = await q<{ n: number }>(sql`select count(*)::int as n from settlements where status = 'paid'`);
    expect(lines).toHaveLength(n!.n + 1);
    expect(lines.slice(1).every((l) => l.includes('지급 완료'))).toBe(true);
    const [plain] = await q<{ bank_account: string }>(sql`select bank_account from sellers limit 1`);
    expect(text).not.toContain(plain!.bank_account.replace(/\*/g, '') || 'never');
    const xlsx = await t.app.request('/api/admin/settlements/export?format=xlsx&q=STL', { headers: { cookie: finance } });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect((await xlsx.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const [audit] = await q<{ n: number }>(sql`select count(*)::int as n from audit_logs where action = 'sellers.settlements.export'`);
    expect(audit!.n).toBe(2);
    const bad = await admin('GET', '/api/admin/settlements/export?format=pdf', finance);
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toBe('파일 형식은 csv 또는 xlsx만 가능합니다.');
    expect((await admin('GET', '/api/admin/settlements/export', ops)).status).toBe(403);
  });

  it('403 for roles without sellers.settlements (SELLER_ADMIN included), 401 signed out', async () => {
    const [row] = await q<{ id: string }>(sql`select id from settlements limit 1`);
    for (const cookie of [ops, seller]) {
      expect((await admin('GET', '/api/admin/settlements', cookie)).status).toBe(403);
      expect((await admin('GET', `/api/admin/settlements/${row!.id}`, cookie)).status).toBe(403);
      expect((await admin('POST', `/api/admin/settlements/${row!.id}/approve`, cookie)).status).toBe(403);
      expect((await admin('POST', `/api/admin/settlements/${row!.id}/pay`, cookie)).status).toBe(403);
    }
    const out = await call(t, 'GET', '/api/admin/settlements', {});
    expect(out.status).toBe(401);
  });
});

/** A cursor of another sort (created), to check a cursor is refused for a sort it was not made for. */
function first64(): string {
  return Buffer.from(JSON.stringify(['created', '2026-01-01 00:00:00+00', '00000000-0000-4000-8000-000000000000'])).toString('base64url');
}
