import { sql } from 'drizzle-orm';
import { koreaToday, parseTaxPeriod, TAX_MESSAGES } from '@market/domain/settings-tax';
import { queryRows } from '../../lib/sql';
import { startAdminTest } from '../../test/admin-fixtures';
import { call, idemKey, lineOf, newShopper, orderBody, pickOption, type OptionRow } from '../../test/buying-fixtures';
import type { TestApp } from '../../test/test-app';

jest.setTimeout(60_000);

describe('/api/admin/settings/tax', () => {
  let t: TestApp;
  let superAdmin: string, finance: string, cs: string;
  let option: OptionRow, other: OptionRow;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const admin = (method: string, path: string, cookie: string | undefined, payload?: unknown) =>
    call(t, method, path, { cookie, body: payload });
  const auditCount = async () => Number((await q<{ n: number }>(sql`select count(*)::int as n from audit_logs`))[0]!.n);
  const lastAudit = async () =>
    (
      await q<{ action: string; resource: string; before: any; after: any }>(
        sql`select action, resource, before, after from audit_logs order by occurred_at desc, id desc limit 1`,
      )
    )[0]!;
  const thisMonth = koreaToday().slice(0, 7);
  const place = async (o: OptionRow, quantity = 1) => {
    const shopper = await newShopper(t);
    const res = await call(t, 'POST', '/api/orders', {
      cookie: shopper.cookie,
      body: orderBody([lineOf(o, quantity)], { paymentMethod: 'kakao' }),
      headers: { 'idempotency-key': idemKey() },
    });
    expect(res.status).toBe(201);
    expect(res.body.paymentStatus).toBe('paid');
    return res.body;
  };
  const generate = (type: string, period: string, cookie = finance) =>
    admin('POST', '/api/admin/settings/tax/reports', cookie, { type, period });

  beforeAll(async () => {
    ({
      t,
      cookies: [superAdmin, finance, cs],
    } = await startAdminTest(['SUPER_ADMIN', 'FINANCE', 'CS_AGENT']));
    option = await pickOption(t, { stock: 30, nth: 3, minPrice: 20_000, maxPrice: 40_000 });
    other = await pickOption(t, { stock: 30, nth: 50, minPrice: 20_000, maxPrice: 40_000, excludeBrandId: option.brandId });
  }, 300_000);
  afterAll(() => t.close());

  it('GET answers the settings, rules and reports; the finance role may, a CS agent may not', async () => {
    const res = await admin('GET', '/api/admin/settings/tax', finance);
    expect(res.status).toBe(200);
    expect(res.body.settings).toMatchObject({
      vatEnabled: true,
      vatRate: 10,
      vatIncluded: true,
      exemptionThreshold: 0,
      businessType: 'retail',
    });
    expect(res.body.rules.length).toBeGreaterThanOrEqual(3);
    expect((await admin('GET', '/api/admin/settings/tax', cs)).status).toBe(403);
  });

  it('a VAT rate of 250 and other bad input is 422 in Korean, and nothing is written', async () => {
    const before = await q(sql`select * from tax_settings`);
    const audits = await auditCount();
    const res = await admin('PUT', '/api/admin/settings/tax', finance, { vatRate: 250 });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain(TAX_MESSAGES.vatRate);
    for (const body of [
      { vatRate: 10.05 },
      { vatRate: -1 },
      { businessType: 'bank' },
      { reportEmailRecipient: 'nope' },
      { extra: true },
      {},
    ])
      expect((await admin('PUT', '/api/admin/settings/tax', finance, body)).status).toBe(422);
    expect((await admin('POST', '/api/admin/settings/tax/rules', finance, { name: '', rate: 0 })).status).toBe(422);
    const noTarget = await admin('POST', '/api/admin/settings/tax/rules', finance, { name: '대상 없음', type: 'brand' });
    expect(noTarget.status).toBe(422);
    const unknown = await admin('POST', '/api/admin/settings/tax/rules', finance, {
      name: '없는 브랜드',
      type: 'brand',
      targetId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body)).toContain(TAX_MESSAGES.targetNotFound);
    for (const body of [
      { type: 'monthly', period: '2026-13' },
      { type: 'quarterly', period: '2026-10' },
      { type: 'weekly', period: '2026' },
    ])
      expect((await generate(body.type, body.period)).status).toBe(422);
    const future = await generate('yearly', String(Number(thisMonth.slice(0, 4)) + 1));
    expect(future.status).toBe(422);
    expect(JSON.stringify(future.body)).toContain(TAX_MESSAGES.periodFuture);
    expect(await q(sql`select * from tax_settings`)).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('saving settings is audited with the changed fields; the VAT rate changes the next report', async () => {
    try {
      const res = await admin('PUT', '/api/admin/settings/tax', finance, { vatRate: 8.5, businessName: '(주)스타일허브 테스트' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('세금 설정이 저장되었습니다.');
      expect(await lastAudit()).toMatchObject({
        action: 'settings.taxes.update',
        before: { vatRate: 10, businessName: '(주)스타일허브' },
        after: { vatRate: 8.5, businessName: '(주)스타일허브 테스트' },
      });
      const report = (await generate('monthly', thisMonth)).body.item;
      expect(report.vatAmount).toBe(Math.round((report.taxableAmount * 85) / 1085));
    } finally {
      await admin('PUT', '/api/admin/settings/tax', finance, { vatRate: 10, businessName: '(주)스타일허브' });
    }
  });

  it('a report is computed from real sales: paid orders, not cancelled, minus refunds; rate-0 rules are exempt', async () => {
    const first = await generate('monthly', thisMonth);
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(`${thisMonth} 기간의 세금계산서가 생성되었습니다.`);
    const base = first.body.item;
    const period = parseTaxPeriod('monthly', thisMonth)!;
    expect(base).toMatchObject({
      type: 'monthly',
      period: thisMonth,
      periodStart: period.start,
      periodEnd: period.end,
      dueDate: period.dueDate,
      status: 'draft',
    });
    expect(base.totalSales).toBe(base.taxableAmount + base.exemptAmount);
    expect(base.vatAmount).toBe(Math.round((base.taxableAmount * 10) / 110));

    // Two paid orders add what was paid; a cancelled one adds nothing.
    const a = await place(option, 2);
    const b = await place(other, 1);
    const c = await place(other, 1);
    await t.db.database.db.execute(
      sql`update orders set status = 'cancelled', cancelled_at = now(), cancel_reason = '테스트' where id = ${c.id}`,
    );
    const second = (await generate('monthly', thisMonth)).body.item;
    expect(second.id).toBe(base.id);
    expect(second.totalSales).toBe(base.totalSales + a.total + b.total);

    // A product rule at rate 0 exempts that product's lines.
    const rule = await admin('POST', '/api/admin/settings/tax/rules', finance, {
      name: '면세 테스트',
      type: 'product',
      targetId: option.productId,
      rate: 0,
    });
    expect(rule.status).toBe(201);
    expect(rule.body.message).toBe('세금 규칙이 추가되었습니다.');
    expect(rule.body.item).toMatchObject({ type: 'product', targetName: expect.any(String), enabled: true });
    const third = (await generate('monthly', thisMonth)).body.item;
    const exemptLines = Number(
      (
        await q<{ s: string }>(sql`select coalesce(sum(l.line_total), 0)::text as s from order_lines l join orders o on o.id = l.order_id
        where l.product_id = ${option.productId} and o.status <> 'cancelled' and o.paid_at >= ${period.start}::date::timestamp at time zone 'Asia/Seoul'`)
      )[0]!.s,
    );
    expect(exemptLines).toBeGreaterThanOrEqual(a.subtotal);
    expect(third.exemptAmount).toBe(second.exemptAmount + a.subtotal);
    expect(third.taxableAmount).toBe(third.totalSales - third.exemptAmount);
    expect(third.vatAmount).toBe(Math.round((third.taxableAmount * 10) / 110));

    // A completed refund this month comes off the sales.
    const [payment] = await q<{ id: string }>(sql`select id from payments where order_id = ${b.id} limit 1`);
    await t.db.database.db.execute(sql`insert into refunds (payment_id, order_id, amount, reason, status, completed_at)
      values (${payment!.id}, ${b.id}, 5000, '테스트 환불', 'completed', now())`);
    const fourth = (await generate('monthly', thisMonth)).body.item;
    expect(fourth.totalSales).toBe(third.totalSales - 5_000);

    // Rule edit and delete are audited; after the delete the lines are taxable again.
    expect((await admin('PATCH', `/api/admin/settings/tax/rules/${rule.body.item.id}`, finance, { rate: 10.5 })).body.item.rate).toBe(10.5);
    expect(await lastAudit()).toMatchObject({ resource: 'tax_rule', before: { rate: 0 }, after: { rate: 10.5 } });
    expect((await admin('DELETE', `/api/admin/settings/tax/rules/${rule.body.item.id}`, finance)).status).toBe(200);
    expect((await admin('DELETE', `/api/admin/settings/tax/rules/${rule.body.item.id}`, finance)).status).toBe(404);
    expect((await generate('monthly', thisMonth)).body.item.exemptAmount).toBe(fourth.exemptAmount - a.subtotal);
  });

  it('filing marks a draft filed with its date; a past unfiled period shows overdue; filed is final (409)', async () => {
    const res = await generate('quarterly', '2026-Q2');
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({ period: '2026-Q2', periodStart: '2026-04-01', periodEnd: '2026-06-30', dueDate: '2026-07-25' });
    // Due on 25 July: past, not filed.
    expect(res.body.item.status).toBe(koreaToday() > '2026-07-25' ? 'overdue' : 'draft');
    const filed = await admin('POST', `/api/admin/settings/tax/reports/${res.body.item.id}/file`, finance);
    expect(filed.status).toBe(200);
    expect(filed.body.item).toMatchObject({ status: 'filed', filedDate: koreaToday() });
    expect(await lastAudit()).toMatchObject({ resource: 'tax_report', after: { status: 'filed', filedDate: koreaToday() } });
    const again = await admin('POST', `/api/admin/settings/tax/reports/${res.body.item.id}/file`, finance);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(TAX_MESSAGES.notDraft);
    expect((await generate('quarterly', '2026-Q2')).status).toBe(409);
    expect((await admin('POST', '/api/admin/settings/tax/reports/00000000-0000-4000-8000-000000000000/file', finance)).status).toBe(404);
    const page = (await admin('GET', '/api/admin/settings/tax', finance)).body;
    expect(page.reports.find((r: any) => r.id === res.body.item.id)).toMatchObject({ status: 'filed' });
    // The yearly report of a past year is due on 25 January.
    expect((await generate('yearly', '2025', superAdmin)).body.item).toMatchObject({ dueDate: '2026-01-25', status: 'overdue' });
  });
});
