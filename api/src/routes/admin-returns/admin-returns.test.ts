import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { ADMIN_RETURN_MESSAGES } from '@market/domain/admin-returns';
import { allocate } from '@market/domain/refund';
import { batches } from '../../lib/export';
import { queryRows } from '../../lib/sql';
import { exportReturnBatch, type ReturnExportCursor } from '../../services/admin-returns';
import { call, idemKey, lineOf, newShopper, optionStock, orderBody, pickOption } from '../../test/buying-fixtures';
import { auditCountOf, startAdminTest } from '../../test/admin-fixtures';
import { DEMO_STAFF_EMAILS, type TestApp } from '../../test/test-app';

jest.setTimeout(60_000);

describe('/api/admin/returns', () => {
  let t: TestApp;
  let ops: string, finance: string, content: string, seller: string, sellerBrandId: string;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const admin = (method: string, path: string, cookie: string, body?: unknown) => call(t, method, path, { cookie, body });

  /** A shopper's delivered order of one product (of `brandId` when given) with a return or exchange requested on it. */
  async function requestedReturn(
    opts: { brandId?: string; excludeBrandId?: string; type?: 'return' | 'exchange'; reason?: string; nth?: number } = {},
  ) {
    const shopper = await newShopper(t);
    const option = await pickOption(t, {
      stock: 50,
      nth: opts.nth ?? 0,
      minPrice: 20_000,
      maxPrice: 90_000,
      brandId: opts.brandId,
      excludeBrandId: opts.excludeBrandId,
    });
    const order = await call(t, 'POST', '/api/orders', {
      cookie: shopper.cookie,
      body: orderBody([lineOf(option, 2)]),
      headers: { 'idempotency-key': idemKey() },
    });
    expect(order.status).toBe(201);
    await t.db.database.db
      .execute(sql`update orders set status = 'delivered', processing_at = now() - interval '4 days', shipped_at = now() - interval '3 days',
      delivered_at = now() - interval '1 day' where id = ${order.body.id}`);
    const res = await call(t, 'POST', `/api/orders/${order.body.id}/returns`, {
      cookie: shopper.cookie,
      body: { type: opts.type ?? 'return', reason: opts.reason ?? 'defective', detail: '봉제선이 터져 있어요' },
    });
    expect(res.status).toBe(201);
    return { id: res.body.id as string, returnNumber: res.body.returnNumber as string, order: order.body, shopper };
  }

  const auditCount = (id: string) => auditCountOf(t, 'return', id);

  beforeAll(async () => {
    ({
      t,
      sellerBrandId,
      cookies: [ops, finance, content, seller],
    } = await startAdminTest(['OPS_MANAGER', 'FINANCE', 'CONTENT_EDITOR', 'SELLER_ADMIN']));
  }, 180_000);
  afterAll(() => t.close());

  it('GET /api/admin/returns pages requests newest first with masked customers and counts by status', async () => {
    const { status, body } = await admin('GET', '/api/admin/returns?limit=10', ops);
    expect(status).toBe(200);
    const [counts] = await q<Record<string, number>>(sql`select count(*)::int as total,
      (count(*) filter (where status = 'requested'))::int as requested, (count(*) filter (where status = 'completed'))::int as completed,
      (count(*) filter (where status = 'rejected'))::int as rejected from returns`);
    expect(body.total).toBe(counts!.total);
    expect(body.total).toBeGreaterThan(10);
    expect(body.items).toHaveLength(10);
    expect(body.summary).toMatchObject({ requested: counts!.requested, completed: counts!.completed, rejected: counts!.rejected });
    const dates = body.items.map((r: { requestedAt: string }) => r.requestedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const r of body.items) {
      expect(r.customerName).toMatch(/\*|탈퇴 회원/);
      expect(r.items.length).toBeGreaterThan(0);
      expect(r.returnNumber).toMatch(/^RT\d+/);
      expect(r.refundAmount).toBe(r.items.reduce((s: number, i: { refundAmount: number }) => s + i.refundAmount, 0));
    }
  });

  it('GET /api/admin/returns filters by type, status and reason, searches numbers and names, sorts by refund', async () => {
    const exchanges = await admin('GET', '/api/admin/returns?type=exchange&status=completed&limit=100', ops);
    expect(exchanges.body.items.length).toBeGreaterThan(0);
    expect(exchanges.body.items.every((r: any) => r.type === 'exchange' && r.status === 'completed' && r.refundAmount === 0)).toBe(true);
    // Tiles count every status of the filtered set, whatever the status filter.
    const [n] = await q<{ n: number }>(sql`select count(*)::int as n from returns where type = 'exchange' and status = 'requested'`);
    expect(exchanges.body.summary.requested).toBe(n!.n);

    const reasons = await admin('GET', '/api/admin/returns?reason=size&limit=100', ops);
    expect(reasons.body.items.every((r: any) => r.reason === 'size')).toBe(true);

    const mine = await requestedReturn();
    const byNumber = await admin('GET', `/api/admin/returns?q=${mine.returnNumber.toLowerCase()}`, ops);
    expect(byNumber.body.items.map((r: any) => r.id)).toEqual([mine.id]);
    const byOrder = await admin('GET', `/api/admin/returns?q=${mine.order.orderNumber}`, ops);
    expect(byOrder.body.items.map((r: any) => r.id)).toEqual([mine.id]);
    const byName = await admin('GET', `/api/admin/returns?q=${encodeURIComponent('테스트고객')}&limit=100`, ops);
    expect(byName.body.items.map((r: any) => r.id)).toContain(mine.id);
    expect(byName.body.items.find((r: any) => r.id === mine.id).customerName).toBe('테***객');

    const byRefund = await admin('GET', '/api/admin/returns?sort=refund&order=asc&limit=50', ops);
    const refunds = byRefund.body.items.map((r: any) => r.refundAmount);
    expect(refunds).toEqual([...refunds].sort((a: number, b: number) => a - b));
  });

  it('POST /api/admin/returns/{id}/status approves, processes and completes a return; completing records the refund', async () => {
    const r = await requestedReturn();
    const [before] = await q<any>(
      sql`select c.refund_count, c.total_spent, p.amount, p.refunded_amount, p.status from customers c join payments p on p.order_id = ${r.order.id} where c.id = ${r.shopper.id}`,
    );
    const detail = await admin('GET', `/api/admin/returns/${r.id}`, ops);
    expect(detail.body).toMatchObject({
      status: 'requested',
      type: 'return',
      reason: 'defective',
      description: '봉제선이 터져 있어요',
      processedAt: null,
    });
    const refund = detail.body.refundAmount;
    expect(refund).toBe(r.order.items[0].lineTotal);

    const approved = await admin('POST', `/api/admin/returns/${r.id}/status`, ops, { status: 'approved', notes: '불량 확인, 회수 요청' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ title: '반품/교환 처리 완료', message: '요청이 성공적으로 처리되었습니다.' });
    expect(approved.body.item).toMatchObject({
      status: 'approved',
      adminNotes: '불량 확인, 회수 요청',
      processedAt: expect.any(String),
      completedAt: null,
    });
    const processing = await admin('POST', `/api/admin/returns/${r.id}/status`, ops, { status: 'processing' });
    expect(processing.body.item).toMatchObject({
      status: 'processing',
      adminNotes: '불량 확인, 회수 요청',
      processedAt: approved.body.item.processedAt,
    });
    const completed = await admin('POST', `/api/admin/returns/${r.id}/status`, ops, {
      status: 'completed',
      notes: '회수 검수 완료, 환불 처리',
    });
    expect(completed.body.item).toMatchObject({
      status: 'completed',
      refundAmount: refund,
      completedAt: expect.any(String),
      adminNotes: '회수 검수 완료, 환불 처리',
    });

    const refunds = await q<any>(sql`select amount, status, return_id from refunds where order_id = ${r.order.id}`);
    expect(refunds).toEqual([{ amount: refund, status: 'completed', return_id: r.id }]);
    const [after] = await q<any>(
      sql`select c.refund_count, c.total_spent, p.refunded_amount, p.status from customers c join payments p on p.order_id = ${r.order.id} where c.id = ${r.shopper.id}`,
    );
    expect(after.refund_count).toBe(before.refund_count + 1);
    expect(Number(after.total_spent)).toBe(Number(before.total_spent) - refund);
    expect(after.refunded_amount).toBe(refund);
    expect(after.status).toBe(refund >= before.amount ? 'refunded' : 'partially_refunded');

    // Each change wrote its audit entry, with the staff member and before/after.
    const audits = await q<any>(
      sql`select action, user_email, before, after from audit_logs where resource = 'return' and resource_id = ${r.id} order by occurred_at`,
    );
    expect(audits.map((a: any) => a.action)).toEqual(['orders.returns.approve', 'orders.returns.process', 'orders.returns.complete']);
    expect(audits[0]).toMatchObject({
      user_email: DEMO_STAFF_EMAILS.OPS_MANAGER,
      before: { status: 'requested' },
      after: { status: 'approved' },
    });

    // The shopper sees the outcome; a confirmed purchase then credits points on what was kept.
    const order = await call(t, 'GET', `/api/orders/${r.order.id}`, { cookie: r.shopper.cookie });
    expect(order.body.returns[0]).toMatchObject({ status: 'completed', refundAmount: refund });
    expect(order.body.items[0].status).toBe('returned');
  });

  it('completing a partial return of an order with a coupon and points refunds to the won, restores points, restocks', async () => {
    // A real order through the API: 2 units of A, 1 of B, the STYLE10 coupon (10%, at most 10,000) and 5,000 points.
    const shopper = await newShopper(t, { points: 20_000 });
    const a = await pickOption(t, { stock: 40, nth: 21, minPrice: 25_000, maxPrice: 30_000 });
    const b = await pickOption(t, { stock: 40, nth: 22, minPrice: 15_000, maxPrice: 19_000, excludeBrandId: undefined });
    expect(b.productId).not.toBe(a.productId);
    const placed = await call(t, 'POST', '/api/orders', {
      cookie: shopper.cookie,
      body: orderBody([lineOf(a, 2), lineOf(b, 1)], { couponCode: 'STYLE10', usePoints: 5_000 }),
      headers: { 'idempotency-key': idemKey() },
    });
    expect(placed.status).toBe(201);
    const order = placed.body;
    const subtotal = a.unitPrice * 2 + b.unitPrice;
    expect(order).toMatchObject({ subtotal, discount: Math.min(Math.floor(subtotal / 10), 10_000), pointsUsed: 5_000, shippingFee: 0 });
    // Delivered: the admin order status API lands with the orders screen (branch h/orders); until then, as the other tests here.
    await t.db.database.db
      .execute(sql`update orders set status = 'delivered', processing_at = now() - interval '4 days', shipped_at = now() - interval '3 days',
      delivered_at = now() - interval '1 day' where id = ${order.id}`);
    const lineA = order.items.find((i: any) => i.productId === a.productId);

    // The shopper returns one of the two units of A, change of mind.
    const requested = await call(t, 'POST', `/api/orders/${order.id}/returns`, {
      cookie: shopper.cookie,
      body: { type: 'return', reason: 'mind_changed', itemIds: [lineA.id], quantities: { [lineA.id]: 1 } },
    });
    expect(requested.status).toBe(201);
    expect(requested.body.items).toEqual([expect.objectContaining({ orderItemId: lineA.id, quantity: 1 })]);

    // The expected refund from the order's own figures and the settings.
    const [settings] = await q<{ threshold: number; fee: number; return_fee: number }>(
      sql`select free_shipping_threshold as threshold, standard_shipping_fee as fee, return_shipping_fee as return_fee from shipping_settings`,
    );
    const [couponA, couponB] = allocate(order.discount, [a.unitPrice * 2, b.unitPrice]);
    const unitCoupon = Math.ceil(couponA! / 2); // the first of the two units carries the odd won
    const [pointsA] = allocate(5_000, [a.unitPrice * 2 - couponA!, b.unitPrice - couponB!]);
    const unitPoints = Math.floor((pointsA! * (a.unitPrice - unitCoupon)) / (a.unitPrice * 2 - couponA!));
    const kept = a.unitPrice + b.unitPrice;
    const recharge = kept < settings!.threshold ? settings!.fee : 0;
    expect(recharge).toBeGreaterThan(0); // 25,000–30,000 + 15,000–19,000 stays under 50,000
    const expected = a.unitPrice - unitCoupon - unitPoints - recharge - settings!.return_fee;
    expect(requested.body.refundAmount).toBe(expected); // the estimate

    const [pointsBefore] = await q<{ points: number }>(sql`select points from customers where id = ${shopper.id}`);
    const [productBefore] = await q<{ stock: number; sold_count: number }>(
      sql`select stock, sold_count from products where id = ${a.productId}`,
    );
    const optionBefore = await optionStock(t, a.optionId);
    for (const status of ['approved', 'processing']) {
      expect((await admin('POST', `/api/admin/returns/${requested.body.id}/status`, ops, { status })).status).toBe(200);
    }
    const done = await admin('POST', `/api/admin/returns/${requested.body.id}/status`, ops, { status: 'completed' });
    expect(done.status).toBe(200);
    expect(done.body.item.refund).toEqual({
      goods: a.unitPrice,
      couponShare: unitCoupon,
      pointsRefund: unitPoints,
      shippingRecharge: recharge,
      returnFee: settings!.return_fee,
      refund: expected,
    });
    expect(done.body.item.refundAmount).toBe(expected);
    expect(done.body.item.items).toEqual([expect.objectContaining({ orderLineId: lineA.id, quantity: 1, refundAmount: expected })]);

    // Money on the payment, points on the balance with their ledger row, the unit back in stock.
    expect(await q(sql`select amount, refunded_amount, status from payments where order_id = ${order.id}`)).toEqual([
      { amount: order.total, refunded_amount: expected, status: 'partially_refunded' },
    ]);
    expect(await q(sql`select amount, status from refunds where return_id = ${requested.body.id}`)).toEqual([
      { amount: expected, status: 'completed' },
    ]);
    expect(
      await q(sql`select delta, reason, balance_after from points_ledger where order_id = ${order.id} and reason = 'return_restore'`),
    ).toEqual([{ delta: unitPoints, reason: 'return_restore', balance_after: pointsBefore!.points + unitPoints }]);
    expect(await q(sql`select points from customers where id = ${shopper.id}`)).toEqual([{ points: pointsBefore!.points + unitPoints }]);
    expect(await optionStock(t, a.optionId)).toBe(optionBefore + 1);
    expect(await q(sql`select stock, sold_count from products where id = ${a.productId}`)).toEqual([
      { stock: productBefore!.stock + 1, sold_count: Math.max(productBefore!.sold_count - 1, 0) },
    ]);

    // The shopper sees the same amount.
    const mine = await call(t, 'GET', `/api/orders/${order.id}`, { cookie: shopper.cookie });
    expect(mine.body.returns[0]).toMatchObject({ status: 'completed', refundAmount: expected, pointsRefund: unitPoints });

    // The other unit of A: the shipping was re-charged once already, so only the return fee now.
    const second = await call(t, 'POST', `/api/orders/${order.id}/returns`, {
      cookie: shopper.cookie,
      body: { type: 'return', reason: 'mind_changed', itemIds: [lineA.id] },
    });
    expect(second.status).toBe(201);
    expect(second.body.items).toEqual([expect.objectContaining({ orderItemId: lineA.id, quantity: 1 })]);
    const secondCoupon = couponA! - unitCoupon;
    const secondPoints = pointsA! - unitPoints;
    expect(second.body.refundAmount).toBe(a.unitPrice - secondCoupon - secondPoints - settings!.return_fee);
    const more = await call(t, 'POST', `/api/orders/${order.id}/returns`, {
      cookie: shopper.cookie,
      body: { type: 'return', reason: 'defective', itemIds: [lineA.id] },
    });
    expect(more).toEqual({ status: 409, body: { error: { code: 'CONFLICT', message: '이미 반품/교환을 신청한 상품입니다' } } });
  });

  it('a return request refuses quantities it cannot honour (422 in Korean), nothing written', async () => {
    const shopper = await newShopper(t);
    const a = await pickOption(t, { stock: 40, nth: 31, minPrice: 20_000, maxPrice: 60_000 });
    const placed = await call(t, 'POST', '/api/orders', {
      cookie: shopper.cookie,
      body: orderBody([lineOf(a, 2)]),
      headers: { 'idempotency-key': idemKey() },
    });
    await t.db.database.db
      .execute(sql`update orders set status = 'delivered', processing_at = now() - interval '4 days', shipped_at = now() - interval '3 days',
      delivered_at = now() - interval '1 day' where id = ${placed.body.id}`);
    const line = placed.body.items[0].id;
    const ask = (body: unknown) => call(t, 'POST', `/api/orders/${placed.body.id}/returns`, { cookie: shopper.cookie, body });
    for (const quantities of [{ [line]: 3 }, { [line]: 0 }, { [line]: 1.5 }, { 'other-line': 1 }]) {
      const res = await ask({ type: 'return', reason: 'defective', itemIds: [line], quantities });
      expect(res.status).toBe(422);
      expect(res.body.error.message).toBe('반품/교환 수량이 올바르지 않습니다');
    }
    expect(await q(sql`select id from returns where order_id = ${placed.body.id}`)).toEqual([]);
  });

  it('two staff completing one return at once: one wins, the other is 409, the refund is paid once', async () => {
    const r = await requestedReturn({ nth: 15 });
    for (const status of ['approved', 'processing'])
      expect((await admin('POST', `/api/admin/returns/${r.id}/status`, ops, { status })).status).toBe(200);
    const both = await Promise.all([
      admin('POST', `/api/admin/returns/${r.id}/status`, ops, { status: 'completed' }),
      admin('POST', `/api/admin/returns/${r.id}/status`, ops, { status: 'completed' }),
    ]);
    expect(both.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(both.find((x) => x.status === 409)!.body.error.message).toBe("'완료' 상태의 요청은 '완료' 상태로 변경할 수 없습니다.");
    expect(await q(sql`select count(*)::int as n from refunds where return_id = ${r.id}`)).toEqual([{ n: 1 }]);
  });

  it('completing an exchange creates the pending replacement shipment of the same seller, linked to the request, and refunds nothing', async () => {
    const ex = await requestedReturn({ type: 'exchange', reason: 'size', nth: 17 });
    for (const status of ['approved', 'processing', 'completed'])
      expect((await admin('POST', `/api/admin/returns/${ex.id}/status`, ops, { status })).status).toBe(200);
    const [line] = await q<{ seller_id: string }>(sql`select seller_id from order_lines where order_id = ${ex.order.id}`);
    expect(await q(sql`select order_id, seller_id, status, tracking_number from shipments where return_id = ${ex.id}`)).toEqual([
      { order_id: ex.order.id, seller_id: line!.seller_id, status: 'pending', tracking_number: null },
    ]);
    expect(await q(sql`select id from refunds where order_id = ${ex.order.id}`)).toEqual([]);
    const [audit] = await q<any>(
      sql`select details from audit_logs where resource = 'return' and resource_id = ${ex.id} and action = 'orders.returns.complete'`,
    );
    expect(audit.details.shipmentIds).toHaveLength(1);
  });

  it('completing an exchange refunds nothing; rejecting gives nothing back and frees the lines for a new request', async () => {
    const ex = await requestedReturn({ type: 'exchange', reason: 'size', nth: 3 });
    for (const status of ['approved', 'processing', 'completed']) {
      expect((await admin('POST', `/api/admin/returns/${ex.id}/status`, ops, { status })).status).toBe(200);
    }
    expect(await q(sql`select id from refunds where order_id = ${ex.order.id}`)).toEqual([]);

    const rj = await requestedReturn({ reason: 'mind_changed', nth: 5 });
    expect((await admin('GET', `/api/admin/returns/${rj.id}`, ops)).body.refundAmount).toBeGreaterThan(0);
    const rejected = await admin('POST', `/api/admin/returns/${rj.id}/status`, ops, {
      status: 'rejected',
      notes: '착용 흔적이 있어 반품이 불가합니다',
    });
    expect(rejected.body.item).toMatchObject({ status: 'rejected', refundAmount: 0, processedAt: expect.any(String), completedAt: null });
    expect(rejected.body.item.items.every((i: any) => i.refundAmount === 0)).toBe(true);
    const again = await call(t, 'POST', `/api/orders/${rj.order.id}/returns`, {
      cookie: rj.shopper.cookie,
      body: { type: 'exchange', reason: 'size' },
    });
    expect(again.status).toBe(201);
  });

  it('an illegal transition is 409 with a Korean message, and nothing is written', async () => {
    const r = await requestedReturn({ nth: 7 });
    const cases: [string, string][] = [
      ['processing', "'요청' 상태의 요청은 '처리중' 상태로 변경할 수 없습니다."],
      ['completed', "'요청' 상태의 요청은 '완료' 상태로 변경할 수 없습니다."],
    ];
    for (const [status, message] of cases) {
      const res = await admin('POST', `/api/admin/returns/${r.id}/status`, ops, { status, notes: '바뀌면 안 됨' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: { code: 'CONFLICT', message } });
    }
    expect(await auditCount(r.id)).toBe(0);
    expect((await admin('GET', `/api/admin/returns/${r.id}`, ops)).body).toMatchObject({ status: 'requested', adminNotes: null });

    await admin('POST', `/api/admin/returns/${r.id}/status`, ops, { status: 'rejected' });
    for (const status of ['approved', 'rejected', 'processing', 'completed']) {
      const res = await admin('POST', `/api/admin/returns/${r.id}/status`, ops, { status });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toMatch(/^'거절' 상태의 요청은 '.+' 상태로 변경할 수 없습니다\.$/);
    }
    expect(await auditCount(r.id)).toBe(1);
  });

  it("SELLER_ADMIN sees and acts on its own brand's requests only; another brand's id is 404", async () => {
    const own = await requestedReturn({ brandId: sellerBrandId });
    const other = await requestedReturn({ excludeBrandId: sellerBrandId, nth: 9 });
    const list = await admin('GET', '/api/admin/returns?limit=100', seller);
    expect(list.status).toBe(200);
    const ids = list.body.items.map((r: any) => r.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(other.id);
    const [n] = await q<{ n: number }>(sql`select count(*)::int as n from returns r where not exists (
      select 1 from return_lines rl join order_lines l on l.id = rl.order_line_id where rl.return_id = r.id and l.brand_id <> ${sellerBrandId})`);
    expect(list.body.total).toBe(n!.n);
    for (const r of list.body.items) for (const i of r.items) expect(i.brandName).toBe(own.order.items[0].brandName);

    expect((await admin('GET', `/api/admin/returns/${other.id}`, seller)).status).toBe(404);
    const denied = await admin('POST', `/api/admin/returns/${other.id}/status`, seller, { status: 'approved' });
    expect(denied.status).toBe(404);
    expect(denied.body.error.message).toBe(ADMIN_RETURN_MESSAGES.notFound);
    expect(await auditCount(other.id)).toBe(0);
    const ok = await admin('POST', `/api/admin/returns/${own.id}/status`, seller, { status: 'approved' });
    expect(ok.status).toBe(200);
  });

  it('GET /api/admin/returns/export downloads the filtered view as CSV (BOM, Korean, breakdown) and xlsx, audited; a seller gets its brand only', async () => {
    const download = (path: string, cookie: string) => t.app.request(path, { headers: { cookie } });
    const res = await download('/api/admin/returns/export?format=csv&type=return&status=completed', ops);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('반품교환내역'));
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<string[]>(bytes.subarray(3).toString('utf8').trimEnd(), { newline: '\r\n' });
    const [header, ...rows] = parsed.data;
    expect(header!.slice(0, 6)).toEqual(['요청 번호', '주문 번호', '유형', '상태', '사유', '고객']);
    expect(header).toContain('환불 금액');
    const [n] = await q<{ n: number }>(sql`select count(*)::int as n from returns where type = 'return' and status = 'completed'`);
    expect(rows).toHaveLength(n!.n);
    expect(rows.every((r) => r[2] === '반품' && r[3] === '완료')).toBe(true);
    // The money columns are the API's figures for the same request.
    const sample = rows[0]!;
    const api = (await admin('GET', `/api/admin/returns?q=${sample[0]}`, ops)).body.items[0];
    const col = (name: string) => sample[header!.indexOf(name)];
    expect(Number(col('환불 금액'))).toBe(api.refundAmount);
    expect(Number(col('포인트 환원'))).toBe(api.refund.pointsRefund);
    expect(col('고객')).toBe(api.customerName);
    const [audit] = await q<any>(
      sql`select action, user_email from audit_logs where action = 'orders.returns.export' order by occurred_at desc limit 1`,
    );
    expect(audit).toEqual({ action: 'orders.returns.export', user_email: DEMO_STAFF_EMAILS.OPS_MANAGER });

    const xlsx = await download('/api/admin/returns/export?format=xlsx&type=exchange', ops);
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    const [m] = await q<{ n: number }>(sql`select count(*)::int as n from returns where type = 'exchange'`);
    expect(book.worksheets[0]!.rowCount).toBe(m!.n + 1);

    const own = await download('/api/admin/returns/export?format=csv', seller);
    expect(own.status).toBe(200);
    const ownRows = Papa.parse<string[]>((await own.text()).replace(/^\uFEFF/, '').trimEnd(), { newline: '\r\n' }).data.slice(1);
    const list = await admin('GET', '/api/admin/returns?limit=1', seller);
    expect(ownRows).toHaveLength(list.body.total);

    expect((await download('/api/admin/returns/export?format=pdf', ops)).status).toBe(422);
    expect((await download('/api/admin/returns/export?format=csv', finance)).status).toBe(403);
    expect((await download('/api/admin/returns/export?format=csv', content)).status).toBe(403);
    expect((await t.app.request('/api/admin/returns/export?format=csv')).status).toBe(401);
  });

  it('the export reads every row once across keyset batches, newest first, with the filters', async () => {
    const db = t.db.database.db;
    const query = { format: 'csv' as const, type: 'return' as const };
    const ids: string[] = [];
    for await (const r of batches<any, ReturnExportCursor>((cursor) => exportReturnBatch(db, query, null, cursor, 7))) ids.push(r.id);
    const expected = await q<{ id: string }>(sql`select id from returns where type = 'return' order by requested_at desc, id desc`);
    expect(ids.length).toBeGreaterThan(7 * 3);
    expect(ids).toEqual(expected.map((r) => r.id));
  });

  it('permissions: FINANCE reads but cannot change, CONTENT_EDITOR cannot read, no session is 401', async () => {
    const r = await requestedReturn({ nth: 11 });
    expect((await admin('GET', '/api/admin/returns', finance)).status).toBe(200);
    const denied = await admin('POST', `/api/admin/returns/${r.id}/status`, finance, { status: 'approved' });
    expect(denied).toEqual({ status: 403, body: { error: { code: 'FORBIDDEN', message: '이 작업을 수행할 권한이 없습니다.' } } });
    expect((await admin('GET', '/api/admin/returns', content)).status).toBe(403);
    expect((await admin('GET', `/api/admin/returns/${r.id}`, content)).status).toBe(403);
    expect((await call(t, 'GET', '/api/admin/returns')).status).toBe(401);
    expect((await call(t, 'POST', `/api/admin/returns/${r.id}/status`, { body: { status: 'approved' } })).status).toBe(401);
    expect(await auditCount(r.id)).toBe(0);
  });

  it('bad input is a 4xx with a Korean message and writes nothing', async () => {
    const r = await requestedReturn({ nth: 13 });
    const post = (body: unknown) => admin('POST', `/api/admin/returns/${r.id}/status`, ops, body);
    expect((await post({ status: 'refunded' })).body.error.fields.status).toBe('변경할 상태가 올바르지 않습니다.');
    expect((await post({ status: 'requested' })).status).toBe(422);
    expect((await post({})).status).toBe(422);
    expect((await post({ status: 'approved', notes: 'x'.repeat(501) })).body.error.fields.notes).toBe(
      '관리자 메모는 500자 이하로 입력해주세요.',
    );
    expect((await post({ status: 'approved', notes: 3 })).status).toBe(422);
    expect((await post({ status: 'approved', refundAmount: 1 })).body.error.fields.refundAmount).toBe('허용되지 않는 항목입니다.');
    const malformed = await t.app.request(`/api/admin/returns/${r.id}/status`, {
      method: 'POST',
      headers: { cookie: ops, 'content-type': 'application/json' },
      body: '{"status":',
    });
    expect(malformed.status).toBe(400);
    const text = await t.app.request(`/api/admin/returns/${r.id}/status`, {
      method: 'POST',
      headers: { cookie: ops, 'content-type': 'text/plain' },
      body: 'approved',
    });
    expect(text.status).toBe(415);
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', "1' or '1'='1"]) {
      const res = await admin('POST', `/api/admin/returns/${encodeURIComponent(id)}/status`, ops, { status: 'approved' });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('반품/교환 요청을 찾을 수 없습니다.');
    }
    expect((await admin('GET', '/api/admin/returns?status=done', ops)).body.error.fields.status).toBe('상태 값이 올바르지 않습니다.');
    expect((await admin('GET', '/api/admin/returns?type=refund', ops)).status).toBe(422);
    expect((await admin('GET', '/api/admin/returns?sort=price', ops)).status).toBe(422);
    expect((await admin('GET', '/api/admin/returns?limit=1000', ops)).status).toBe(422);
    expect((await admin('GET', `/api/admin/returns?q=${'가'.repeat(101)}`, ops)).status).toBe(422);
    expect(await auditCount(r.id)).toBe(0);
    expect((await admin('GET', `/api/admin/returns/${r.id}`, ops)).body.status).toBe('requested');
  });
});
