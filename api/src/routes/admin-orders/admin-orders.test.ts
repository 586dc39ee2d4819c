import { randomBytes } from 'node:crypto';
import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { isValidTrackingNumber, trackingNumberFor } from '@market/domain/carriers';
import { maskName } from '@market/domain/mask';
import { copyLines } from '../../lib/export-copy';
import { queryRows } from '../../lib/sql';
import { orderExportCsvLines } from '../../services/admin-orders';
import { auditCountOf, startAdminTest } from '../../test/admin-fixtures';
import { call, idemKey, lineOf, newShopper, optionStock, orderBody, pickOption } from '../../test/buying-fixtures';
import { DEMO_STAFF_EMAILS, downloadExport, type TestApp } from '../../test/test-app';

jest.setTimeout(60_000);

describe('/api/admin/orders', () => {
  let t: TestApp;
  let ops: string, ops2: string, finance: string, content: string, seller: string, sellerBrandId: string;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const admin = (method: string, path: string, cookie: string, body?: unknown) => call(t, method, path, { cookie, body });

  /** A shopper's paid card order placed through the API: one line of the seller's brand and one of another brand when asked. */
  async function placed(opts: { sellerLine?: boolean; otherLine?: boolean; quantity?: number } = { sellerLine: true, otherLine: true }) {
    const shopper = await newShopper(t);
    const lines = [];
    const options = [];
    if (opts.sellerLine) {
      const o = await pickOption(t, { stock: 30, brandId: sellerBrandId, minPrice: 10_000 });
      options.push(o);
      lines.push(lineOf(o, opts.quantity ?? 1));
    }
    if (opts.otherLine) {
      const o = await pickOption(t, { stock: 30, excludeBrandId: sellerBrandId, minPrice: 10_000 });
      options.push(o);
      lines.push(lineOf(o, opts.quantity ?? 1));
    }
    const res = await call(t, 'POST', '/api/orders', {
      cookie: shopper.cookie,
      body: orderBody(lines),
      headers: { 'idempotency-key': idemKey() },
    });
    expect(res.status).toBe(201);
    return { id: res.body.id as string, orderNumber: res.body.orderNumber as string, shopper, options, body: res.body };
  }

  beforeAll(async () => {
    ({
      t,
      sellerBrandId,
      cookies: [ops, ops2, finance, content, seller],
    } = await startAdminTest(['OPS_MANAGER', 'OPS_MANAGER', 'FINANCE', 'CONTENT_EDITOR', 'SELLER_ADMIN']));
  }, 180_000);
  afterAll(() => t.close());

  it('GET lists orders newest first with masked names and phones, tiles from the database and a keyset cursor', async () => {
    const first = await admin('GET', '/api/admin/orders?limit=5', ops);
    expect(first.status).toBe(200);
    const [counts] = await q<
      Record<string, number>
    >(sql`select count(*)::int as total, (count(*) filter (where status = 'pending'))::int as pending,
      (count(*) filter (where status = 'purchase_confirmed'))::int as purchase_confirmed, (count(*) filter (where status = 'paid'))::int as paid from orders`);
    expect(first.body.total).toBe(counts!.total);
    expect(first.body.summary).toMatchObject({
      pending: counts!.pending,
      purchase_confirmed: counts!.purchase_confirmed,
      paid: counts!.paid,
    });
    expect(first.body.items).toHaveLength(5);
    for (const o of first.body.items) {
      expect(o.customerName).toMatch(/\*|탈퇴 회원/);
      expect(o.customerPhone).toMatch(/\*/);
      expect(o.total).toBe(o.subtotal + o.shippingFee - o.discount);
    }
    const second = await admin('GET', `/api/admin/orders?limit=5&cursor=${first.body.nextCursor}`, ops);
    expect(second.status).toBe(200);
    const ids = [...first.body.items, ...second.body.items].map((o: { id: string }) => o.id);
    expect(new Set(ids).size).toBe(10);
    const [expected] = await q<{ ids: string[] }>(
      sql`select array_agg(id::text order by created_at desc, id desc) as ids from (select id, created_at from orders order by created_at desc, id desc limit 10) x`,
    );
    expect(ids).toEqual(expected!.ids);

    // Sorted by total ascending across pages.
    const byTotal1 = await admin('GET', '/api/admin/orders?sort=total&order=asc&limit=30', ops);
    const byTotal2 = await admin('GET', `/api/admin/orders?sort=total&order=asc&limit=30&cursor=${byTotal1.body.nextCursor}`, ops);
    const totals = [...byTotal1.body.items, ...byTotal2.body.items].map((o: { total: number }) => o.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));

    // Status filters, pending and purchase_confirmed included.
    for (const status of ['pending', 'purchase_confirmed', 'delivered']) {
      const res = await admin('GET', `/api/admin/orders?status=${status}&limit=100`, ops);
      expect(res.status).toBe(200);
      expect(res.body.items.every((o: { status: string }) => o.status === status)).toBe(true);
      expect(res.body.total).toBe(res.body.summary[status]);
    }

    // Bad input: Korean 4xx, never a 500.
    for (const query of [
      'status=nope',
      'sort=nope',
      'limit=0',
      'cursor=%21%21',
      'cursor=abc',
      `cursor=${Buffer.from('["x","y"]').toString('base64url')}`,
    ]) {
      const bad = await admin('GET', `/api/admin/orders?${query}`, ops);
      expect(bad.status).toBe(422);
      expect(bad.body.error.message).toMatch(/[가-힣]/);
    }
    const badTotal = await admin(
      'GET',
      `/api/admin/orders?sort=total&cursor=${Buffer.from('["abc","00000000-0000-4000-8000-000000000000"]').toString('base64url')}`,
      ops,
    );
    expect(badTotal.status).toBeLessThan(500);
  });

  it('GET searches by order number and by customer or recipient name', async () => {
    const mine = await placed({ otherLine: true });
    const byNumber = await admin('GET', `/api/admin/orders?q=${mine.orderNumber.toLowerCase()}`, ops);
    expect(byNumber.body.items.map((o: { id: string }) => o.id)).toEqual([mine.id]);
    expect(byNumber.body.total).toBe(1);
    const partial = await admin('GET', `/api/admin/orders?q=${mine.orderNumber.slice(3)}`, ops);
    expect(partial.body.items.map((o: { id: string }) => o.id)).toContain(mine.id);
    const byRecipient = await admin('GET', `/api/admin/orders?q=${encodeURIComponent('김구매')}&limit=100`, ops);
    expect(byRecipient.body.items.map((o: { id: string }) => o.id)).toContain(mine.id);
    const byCustomer = await admin('GET', `/api/admin/orders?q=${encodeURIComponent('테스트고객')}&limit=100`, ops);
    const found = byCustomer.body.items.find((o: { id: string }) => o.id === mine.id);
    expect(found).toMatchObject({ customerName: '테***객', customerPhone: '010-****-5678', status: 'paid' });
  });

  it("GET finds an order under its orderer's current name: a renamed account, an order made a guest's, none for a deleted account", async () => {
    const mine = await placed({ otherLine: true });
    const ids = async (name: string) =>
      (await admin('GET', `/api/admin/orders?q=${encodeURIComponent(name)}&limit=100`, ops)).body.items.map((o: { id: string }) => o.id);
    const [first, second] = [`주문자${randomBytes(3).toString('hex')}`, `개명${randomBytes(3).toString('hex')}`];
    await q(sql`update customers set name = ${first} where id = ${mine.shopper.id}`);
    expect(await ids(first)).toEqual([mine.id]);
    await q(sql`update customers set name = ${second} where id = ${mine.shopper.id}`);
    expect(await ids(second)).toEqual([mine.id]);
    expect(await ids(first)).toEqual([]);
    const listed = await admin('GET', `/api/admin/orders?q=${encodeURIComponent(second)}`, ops);
    expect(listed.body.items[0].customerName).toBe(maskName(second));

    // The same order as a guest's (the columns a guest order has): found by the guest's name only.
    const guest = `비회원${randomBytes(3).toString('hex')}`;
    await q(
      sql`update orders set customer_id = null, guest_name = ${guest}, guest_email = 'g@example.kr', guest_phone = '010-0000-0000', guest_password_hash = 'x' where id = ${mine.id}`,
    );
    expect(await ids(guest)).toEqual([mine.id]);
    expect(await ids(second)).toEqual([]);

    // An account deleted: its orders keep no orderer's name.
    const other = await placed({ otherLine: true });
    await q(sql`update customers set name = ${first} where id = ${other.shopper.id}`);
    expect(await ids(first)).toEqual([other.id]);
    await q(sql`update orders set customer_id = null where id = ${other.id}`);
    expect(await ids(first)).toEqual([]);
    const [row] = await q<{ orderer_name: string }>(sql`select orderer_name from orders where id = ${other.id}`);
    expect(row!.orderer_name).toBe('');
  });

  it('GET /{id} answers lines with brand and options, masked address, payments and history; 404 for unknown ids', async () => {
    const mine = await placed();
    const { status, body } = await admin('GET', `/api/admin/orders/${mine.id}`, ops);
    expect(status).toBe(200);
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toMatchObject({ brandName: expect.any(String), color: expect.any(String), size: expect.any(String) });
    expect(body.address.address).toMatch(/\*\*\*$/);
    expect(body.address.zipCode).toBe('04799');
    expect(body.payments).toHaveLength(1);
    expect(body.payments[0]).toMatchObject({ method: 'card', status: 'paid', amount: mine.body.total });
    expect(body.history.map((h: { label: string }) => h.label)).toEqual(expect.arrayContaining(['주문 접수', '결제 완료']));
    expect(body.nextStatus).toBe('processing');
    expect(body.cancellable).toBe(true);
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const missing = await admin('GET', `/api/admin/orders/${id}`, ops);
      expect(missing.status).toBe(404);
      expect(missing.body.error.message).toBe('주문을 찾을 수 없습니다.');
    }
  });

  it('POST /{id}/status moves paid → processing → shipped → delivered; stale or skipped steps are 409; each step audited', async () => {
    const mine = await placed();
    const skip = await admin('POST', `/api/admin/orders/${mine.id}/status`, ops, { status: 'shipped', carrierCode: 'cj_logistics' });
    expect(skip.status).toBe(409);
    expect(skip.body.error.message).toContain('결제 완료');

    const processing = await admin('POST', `/api/admin/orders/${mine.id}/status`, ops, { status: 'processing' });
    expect(processing.status).toBe(200);
    expect(processing.body).toMatchObject({
      title: '주문 상태 변경 완료',
      message: `주문 ${mine.orderNumber}의 상태가 업데이트되었습니다.`,
    });
    expect(processing.body.item).toMatchObject({ status: 'processing', nextStatus: 'shipped' });
    // A second staff's stale click on the same step.
    const stale = await admin('POST', `/api/admin/orders/${mine.id}/status`, ops2, { status: 'processing' });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/배송 준비중.*변경할 수 없습니다/);

    // Shipping needs a carrier; a wrong tracking number is a 400 in Korean; nothing written.
    const noCarrier = await admin('POST', `/api/admin/orders/${mine.id}/status`, ops, { status: 'shipped' });
    expect(noCarrier.status).toBe(422);
    expect(noCarrier.body.error.message).toMatch(/택배사/);
    const wrong = await admin('POST', `/api/admin/orders/${mine.id}/status`, ops, {
      status: 'shipped',
      carrierCode: 'lotte',
      trackingNumber: 'LT12345',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toContain('송장번호 형식');
    expect(await q(sql`select id from shipments where order_id = ${mine.id}`)).toEqual([]);

    const shipped = await admin('POST', `/api/admin/orders/${mine.id}/status`, ops, { status: 'shipped', carrierCode: 'lotte' });
    expect(shipped.status).toBe(200);
    expect(shipped.body.item.status).toBe('shipped');
    expect(shipped.body.item.shipments).toHaveLength(2);
    for (const s of shipped.body.item.shipments) {
      expect(isValidTrackingNumber('lotte', s.trackingNumber)).toBe(true);
      expect(s).toMatchObject({ status: 'shipped', carrierName: '롯데택배' });
      expect(s.events).toHaveLength(1);
    }
    expect(shipped.body.item.trackingNumbers).toHaveLength(2);

    // Two staff deliver at once: one wins, the other gets 409.
    const race = await Promise.all([
      admin('POST', `/api/admin/orders/${mine.id}/status`, ops, { status: 'delivered' }),
      admin('POST', `/api/admin/orders/${mine.id}/status`, ops2, { status: 'delivered' }),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = race.find((r) => r.status === 200)!;
    expect(won.body.item.status).toBe('delivered');
    for (const s of won.body.item.shipments) {
      expect(s.status).toBe('delivered');
      expect(s.events[0].description).toBe('배송 완료 (관리자 처리)');
    }
    const [o] = await q<any>(sql`select status, delivered_at, processing_at, shipped_at from orders where id = ${mine.id}`);
    expect(o.status).toBe('delivered');

    // The shopper sees the tracking number and the delivery.
    const shopperView = await call(t, 'GET', `/api/orders/${mine.id}`, { cookie: mine.shopper.cookie });
    expect(shopperView.body.status).toBe('delivered');
    expect(won.body.item.trackingNumbers).toContain(shopperView.body.shipment.trackingNumber);

    const audits = await q<any>(
      sql`select action, user_email, before, after from audit_logs where resource = 'order' and resource_id = ${mine.id} order by occurred_at`,
    );
    expect(audits.map((a: any) => a.action)).toEqual(['orders.orders.process', 'orders.orders.ship', 'orders.orders.deliver']);
    expect(audits[1]).toMatchObject({
      user_email: DEMO_STAFF_EMAILS.OPS_MANAGER,
      before: { status: 'processing' },
      after: { status: 'shipped' },
    });
    // Delivered has no further step here.
    const after = await admin('POST', `/api/admin/orders/${mine.id}/status`, ops, { status: 'delivered' });
    expect(after.status).toBe(409);
  });

  it('a staff-entered tracking number in the carrier format is kept', async () => {
    const mine = await placed({ otherLine: true });
    await admin('POST', `/api/admin/orders/${mine.id}/status`, ops, { status: 'processing' });
    const number = trackingNumberFor('post', 97_000_000_000 + Math.floor(Math.random() * 900_000_000));
    const res = await admin('POST', `/api/admin/orders/${mine.id}/status`, ops, {
      status: 'shipped',
      carrierCode: 'post',
      trackingNumber: number,
    });
    expect(res.status).toBe(200);
    expect(res.body.item.trackingNumbers).toEqual([number]);
  });

  it('POST /{id}/cancel refunds and returns stock, coupon and points through the shopper cancel steps; not after shipping', async () => {
    const mine = await placed({ otherLine: true, quantity: 3 });
    const option = mine.options[0]!;
    expect(await optionStock(t, option.optionId)).toBe(27);
    const empty = await admin('POST', `/api/admin/orders/${mine.id}/cancel`, ops, { reason: '  ' });
    expect(empty.status).toBe(422);
    const res = await admin('POST', `/api/admin/orders/${mine.id}/cancel`, ops, { reason: '재고 오류' });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({ status: 'cancelled', cancellable: false, nextStatus: null });
    expect(await optionStock(t, option.optionId)).toBe(30);
    const [p] = await q<any>(sql`select status, refunded_amount from payments where order_id = ${mine.id}`);
    expect(p).toMatchObject({ status: 'refunded', refunded_amount: mine.body.total });
    expect(await auditCountOf(t, 'order', mine.id)).toBe(1);
    const again = await admin('POST', `/api/admin/orders/${mine.id}/cancel`, ops, { reason: '재고 오류' });
    expect(again.status).toBe(409);

    const shipped = await placed({ otherLine: true });
    await admin('POST', `/api/admin/orders/${shipped.id}/status`, ops, { status: 'processing' });
    await admin('POST', `/api/admin/orders/${shipped.id}/status`, ops, { status: 'shipped', carrierCode: 'hanjin' });
    const late = await admin('POST', `/api/admin/orders/${shipped.id}/cancel`, ops, { reason: '고객 요청' });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/취소할 수 있습니다/);
  });

  it('SELLER_ADMIN sees only orders holding its brand, only its lines, ships only its own shipment', async () => {
    const mixed = await placed({ sellerLine: true, otherLine: true });
    const foreign = await placed({ sellerLine: false, otherLine: true });
    const list = await admin('GET', `/api/admin/orders?q=${mixed.orderNumber}`, seller);
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0].items.every((l: { brandId: string }) => l.brandId === sellerBrandId)).toBe(true);
    expect(list.body.items[0].total).toBe(list.body.items[0].items[0].lineTotal);
    const none = await admin('GET', `/api/admin/orders?q=${foreign.orderNumber}`, seller);
    expect(none.body.items).toEqual([]);
    expect((await admin('GET', `/api/admin/orders/${foreign.id}`, seller)).status).toBe(404);
    expect((await admin('POST', `/api/admin/orders/${foreign.id}/status`, seller, { status: 'processing' })).status).toBe(404);
    const all = await admin('GET', '/api/admin/orders?limit=100', seller);
    const [n] = await q<{ n: number }>(sql`select count(distinct order_id)::int as n from order_lines where brand_id = ${sellerBrandId}`);
    expect(all.body.total).toBe(n!.n);

    const detail = await admin('GET', `/api/admin/orders/${mixed.id}`, seller);
    expect(detail.body.items).toHaveLength(1);
    expect(detail.body.payments).toEqual([]);
    expect(detail.body.cancellable).toBe(false);
    expect((await admin('POST', `/api/admin/orders/${mixed.id}/cancel`, seller, { reason: '품절' })).status).toBe(403);

    await admin('POST', `/api/admin/orders/${mixed.id}/status`, seller, { status: 'processing' });
    const own = await admin('POST', `/api/admin/orders/${mixed.id}/status`, seller, { status: 'shipped', carrierCode: 'cj_logistics' });
    expect(own.status).toBe(200);
    expect(own.body.item.shipments).toHaveLength(1);
    expect(own.body.item.status).toBe('processing');
    expect(own.body.item.nextStatus).toBeNull();
    const twice = await admin('POST', `/api/admin/orders/${mixed.id}/status`, seller, { status: 'shipped', carrierCode: 'cj_logistics' });
    expect(twice.status).toBe(409);
    // The operator ships the rest: the order is shipped.
    const rest = await admin('POST', `/api/admin/orders/${mixed.id}/status`, ops, { status: 'shipped', carrierCode: 'hanjin' });
    expect(rest.body.item.status).toBe('shipped');
    expect(rest.body.item.shipments.map((s: { carrierCode: string }) => s.carrierCode).sort()).toEqual(['cj_logistics', 'hanjin']);
    // The seller delivers its own: the order waits for the other shipment.
    const mine = await admin('POST', `/api/admin/orders/${mixed.id}/status`, seller, { status: 'delivered' });
    expect(mine.body.item).toMatchObject({ status: 'shipped', nextStatus: null });
    const last = await admin('POST', `/api/admin/orders/${mixed.id}/status`, ops, { status: 'delivered' });
    expect(last.body.item.status).toBe('delivered');
  });

  it('POST /{id}/reveal answers the unmasked contact with a reason and logs the access; FINANCE may not', async () => {
    const mine = await placed({ otherLine: true });
    const noReason = await admin('POST', `/api/admin/orders/${mine.id}/reveal`, ops, {});
    expect(noReason.status).toBe(422);
    expect(noReason.body.error.message).toMatch(/사유/);
    const res = await admin('POST', `/api/admin/orders/${mine.id}/reveal`, ops, { reason: '배송지 확인 전화' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      orderNumber: mine.orderNumber,
      customerName: '테스트고객',
      recipientName: '김구매',
      recipientPhone: '010-1234-5678',
      zipCode: '04799',
      address: '서울특별시 성동구 성수이로 113',
      addressDetail: '7층',
    });
    const logs = await q<any>(
      sql`select staff_email, purpose, resource, resource_id, reason, fields from personal_data_access where resource_id = ${mine.id}`,
    );
    expect(logs).toEqual([
      {
        staff_email: DEMO_STAFF_EMAILS.OPS_MANAGER,
        purpose: 'reveal',
        resource: 'order',
        resource_id: mine.id,
        reason: '배송지 확인 전화',
        fields: ['customerName', 'recipientName', 'recipientPhone', 'address'],
      },
    ]);
    expect((await admin('POST', `/api/admin/orders/${mine.id}/reveal`, finance, { reason: '확인' })).status).toBe(403);
    const foreign = await placed({ otherLine: true });
    expect((await admin('POST', `/api/admin/orders/${foreign.id}/reveal`, seller, { reason: '배송 확인' })).status).toBe(404);
  });

  it('GET /export downloads the filtered view as CSV with a reason (logged), or .xlsx; sellers get their lines only', async () => {
    const mine = await placed();
    const noReason = await t.app.request(`/api/admin/orders/export?format=csv&q=${mine.orderNumber}`, { headers: { cookie: ops } });
    expect(noReason.status).toBe(422);
    const csv = await t.app.request(
      `/api/admin/orders/export?format=csv&q=${mine.orderNumber}&reason=${encodeURIComponent('택배 송장 출력')}`,
      {
        headers: { cookie: ops },
      },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('주문번호');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(mine.orderNumber);
    expect(lines[1]).toContain('010-1234-5678');
    // The lines as one cell, '브랜드 상품 (색상/사이즈) x수량', and their count, as the list shows them.
    const [header, row] = Papa.parse<string[]>(text.trim()).data;
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(row).toHaveLength(16);
    expect(cell('상품')).toMatch(/^[^,]+ \(.+\/.+\) x\d+(, [^,]+ \(.+\/.+\) x\d+)*$/);
    expect(cell('상품')!.split(', ')).toHaveLength(mine.options.length);
    expect(Number(cell('결제금액'))).toBeGreaterThan(0);
    const [log] = await q<any>(
      sql`select purpose, resource, reason from personal_data_access where purpose = 'export' order by occurred_at desc limit 1`,
    );
    expect(log).toMatchObject({ purpose: 'export', resource: 'orders', reason: '택배 송장 출력' });
    const xlsx = await t.app.request(`/api/admin/orders/export?format=xlsx&status=paid&reason=${encodeURIComponent('정산 대사')}`, {
      headers: { cookie: ops },
    });
    expect(xlsx.status).toBe(200);
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    const sellerCsv = await t.app.request(
      `/api/admin/orders/export?format=csv&q=${mine.orderNumber}&reason=${encodeURIComponent('발송 준비')}`,
      {
        headers: { cookie: seller },
      },
    );
    const sellerText = await sellerCsv.text();
    expect(sellerText).toContain(mine.options[0]!.name);
    expect(sellerText).not.toContain(mine.options[1]!.name);
    expect((await t.app.request('/api/admin/orders/export?format=csv&reason=xx', { headers: { cookie: content } })).status).toBe(403);
  });

  it('GET /export as CSV: the file PostgreSQL writes (COPY) is byte for byte the row-by-row file, awkward values included', async () => {
    // Awkward values on real orders: formula starts, commas, quotes, newlines, edge spaces, a BOM,
    // Hangul, a guest order, a deleted customer, orders with and without tracking numbers.
    const orders = await Promise.all([placed(), placed(), placed({ sellerLine: true }), placed({ otherLine: true }), placed()]);
    const [a, b, c, d, e] = orders;
    await admin('POST', `/api/admin/orders/${a!.id}/status`, ops, { status: 'processing' });
    expect((await admin('POST', `/api/admin/orders/${a!.id}/status`, ops, { status: 'shipped', carrierCode: 'lotte' })).status).toBe(200);
    const set = (id: string, values: ReturnType<typeof sql>) => q(sql`update orders set ${values} where id = ${id}::uuid`);
    await set(a!.id, sql`recipient_name = '=SUM(A1:A9)', address = '서울시 "강남구", 테헤란로', address_detail = ${'101동\n202호  '}`);
    await set(b!.id, sql`recipient_name = ${' 앞 공백'}, address = ${'\t부산'}, address_detail = ${'\u3000'}, zip_code = '-0123'`);
    await set(
      c!.id,
      sql`customer_id = null, guest_name = '게스트, "손님"', guest_email = 'g@example.kr', guest_phone = '010-0000-0000', guest_password_hash = 'x', recipient_name = ${'@김\r철수'}`,
    );
    await set(d!.id, sql`customer_id = null, guest_name = null, recipient_name = ${'뒤 공백 '}, recipient_phone = ${'+82 10\uFEFF'}`);
    await set(e!.id, sql`recipient_name = ${'-5'}, address = '', address_detail = ''`);
    // e's two lines renumbered backwards (the first stored is now the last by line_no): the file
    // must still list them by line_no, which the export's aggregates take from ordered subqueries.
    await q(sql`update order_lines set line_no = line_no + 1000 where order_id = ${e!.id}::uuid`);
    await q(sql`update order_lines set line_no = 2001 - line_no where order_id = ${e!.id}::uuid`);
    await q(
      sql`update order_lines set product_name = ${'니트, "겨울"\n한정 '}, brand_name = ${'=HYPERLINK("x")'} where order_id = ${b!.id}::uuid`,
    );
    const reason = encodeURIComponent('대사 확인');
    const numbers = orders.map((o) => o!.orderNumber);
    const download = (path: string, cookie: string, copy: boolean) => downloadExport(t, path, cookie, copy);
    const views = [
      [`/api/admin/orders/export?format=csv&reason=${reason}`, ops],
      [`/api/admin/orders/export?format=csv&status=paid&sort=customer&order=asc&reason=${reason}`, ops],
      [`/api/admin/orders/export?format=csv&sort=items&order=desc&reason=${reason}`, ops],
      [`/api/admin/orders/export?format=csv&q=${encodeURIComponent('공백')}&reason=${reason}`, ops],
      [`/api/admin/orders/export?format=csv&sort=total&reason=${reason}`, seller],
      [`/api/admin/orders/export?format=csv&status=cancelled&reason=${reason}`, ops],
      // The COPY statement carries its values as literals: quotes and backslashes stay data.
      [`/api/admin/orders/export?format=csv&q=${encodeURIComponent("x' or '1'='1")}&reason=${reason}`, ops],
      [`/api/admin/orders/export?format=csv&q=${encodeURIComponent("\\'); delete from orders; --")}&reason=${reason}`, ops],
    ] as const;
    for (const [path, cookie] of views) {
      const copied = await download(path, cookie, true);
      const rowByRow = await download(path, cookie, false);
      expect(copied.toString('utf8')).toBe(rowByRow.toString('utf8'));
      expect(copied.equals(rowByRow)).toBe(true);
    }
    // The two forms of the COPY statement (lookups per order for a small view, one grouped pass
    // for a large one) give the same bytes; the route above used the first (a small database).
    const client = t.db.database.sql!;
    const lines = async (filter: Parameters<typeof orderExportCsvLines>[1], brandId: string | null, grouped: boolean) => {
      const chunks: Buffer[] = [];
      for await (const chunk of copyLines(client, await orderExportCsvLines(t.db.database.db, filter, brandId, { grouped })))
        chunks.push(chunk);
      return Buffer.concat(chunks);
    };
    for (const [filter, brandId] of [
      [{ sort: 'created', order: 'desc' }, null],
      [{ status: 'paid', sort: 'customer', order: 'asc' }, null],
      [{ sort: 'items', order: 'desc' }, null],
      [{ q: '공백', sort: 'number', order: 'asc' }, null],
      [{ sort: 'total', order: 'desc' }, sellerBrandId],
    ] as const) {
      const grouped = await lines(filter, brandId, true);
      expect(grouped.length).toBeGreaterThan(0);
      expect(grouped.toString('utf8')).toBe((await lines(filter, brandId, false)).toString('utf8'));
    }
    for (const hostile of [views[6][0], views[7][0]])
      expect((await download(hostile, ops, true)).toString('utf8').split('\r\n').filter(Boolean)).toHaveLength(1);
    const whole = (await download(views[0][0], ops, true)).toString('utf8');
    for (const n of numbers) expect(whole).toContain(n);
    const rows = Papa.parse<string[]>(whole.slice(1), { newline: '\r\n' }).data.filter((r) => r.length > 1);
    const byNumber = new Map(rows.map((r) => [r[0], r]));
    expect(byNumber.get(a!.orderNumber)).toEqual(expect.arrayContaining(["'=SUM(A1:A9)", '서울시 "강남구", 테헤란로 101동\n202호']));
    expect(byNumber.get(a!.orderNumber)![15]).toMatch(/^LT\d+(, LT\d+)*$/);
    // The address is trimmed as JavaScript trims (tab, ideographic space), then neutralised.
    expect(byNumber.get(b!.orderNumber)).toEqual(expect.arrayContaining([' 앞 공백', '부산', "'-0123"]));
    expect(byNumber.get(b!.orderNumber)![8]).toMatch(/^'=HYPERLINK\("x"\) 니트, "겨울"\n한정 {2}\(/);
    expect(byNumber.get(c!.orderNumber)).toEqual(expect.arrayContaining(['게스트, "손님"', "'@김\r철수"]));
    expect(byNumber.get(d!.orderNumber)).toEqual(expect.arrayContaining(['탈퇴 회원', '뒤 공백 ', "'+82 10\uFEFF"]));
    expect(byNumber.get(e!.orderNumber)).toEqual(expect.arrayContaining(["'-5", '']));
    const byLineNo = await q<{ item: string }>(
      sql`select brand_name || ' ' || product_name || ' (' || color || '/' || size || ') x' || quantity as item
          from order_lines where order_id = ${e!.id}::uuid order by line_no`,
    );
    expect(byLineNo).toHaveLength(2);
    expect(byNumber.get(e!.orderNumber)![8]).toBe(byLineNo.map((l) => l.item).join(', '));
    expect(whole.split('\r\n').at(-1)).toBe('');
    // 16 route downloads and 10 COPYs: ~60 s on a loaded two-core machine.
  }, 180_000);

  it('401 without a session, 403 for roles without the permission', async () => {
    const mine = await placed({ otherLine: true });
    expect((await call(t, 'GET', '/api/admin/orders')).status).toBe(401);
    expect((await admin('GET', '/api/admin/orders', content)).status).toBe(403);
    expect((await admin('GET', '/api/admin/orders', finance)).status).toBe(200);
    expect((await admin('POST', `/api/admin/orders/${mine.id}/status`, finance, { status: 'processing' })).status).toBe(403);
    expect((await admin('POST', `/api/admin/orders/${mine.id}/cancel`, finance, { reason: 'x' })).status).toBe(403);
    expect(await auditCountOf(t, 'order', mine.id)).toBe(0);
  });
});
