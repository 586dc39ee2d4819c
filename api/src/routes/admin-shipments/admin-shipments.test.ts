import { sql } from 'drizzle-orm';
import { ADMIN_SHIPMENT_MESSAGES, RETRY_EVENT_DESCRIPTION } from '@market/domain/admin-shipments';
import { createSandboxCarrier, sandboxFailsFirstAttempt } from '../../carriers/sandbox';
import { configureCarriers, useCarrierAdapter } from '../../carriers/registry';
import { trackShipmentsJob } from '../../jobs/track-shipments';
import { queryRows } from '../../lib/sql';
import { auditCountOf, startAdminTest } from '../../test/admin-fixtures';
import { call, idemKey, lineOf, newShopper, orderBody, pickOption } from '../../test/buying-fixtures';
import type { TestApp } from '../../test/test-app';
import pino from 'pino';

jest.setTimeout(60_000);

describe('/api/admin/shipments', () => {
  let t: TestApp;
  let ops: string, finance: string, content: string, seller: string, sellerBrandId: string;
  let restore: () => void;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const admin = (method: string, path: string, cookie: string, body?: unknown) => call(t, method, path, { cookie, body });

  beforeAll(async () => {
    ({
      t,
      sellerBrandId,
      cookies: [ops, finance, content, seller],
    } = await startAdminTest(['OPS_MANAGER', 'FINANCE', 'CONTENT_EDITOR', 'SELLER_ADMIN']));
    // A sandbox one second a step: a seeded parcel's next events are all due.
    restore = useCarrierAdapter(createSandboxCarrier({ stepSeconds: 1 }));
  }, 180_000);
  afterAll(async () => {
    restore();
    await t.close();
  });

  it('GET /api/admin/shipments pages shipments newest shipped first, masked, with the five tiles from the database', async () => {
    const { status, body } = await admin('GET', '/api/admin/shipments?limit=10', ops);
    expect(status).toBe(200);
    const [c] = await q<Record<string, number>>(sql`select count(*)::int as total,
      (count(*) filter (where status = 'pending'))::int as pending,
      (count(*) filter (where status in ('shipped', 'in_transit', 'out_for_delivery')))::int as in_transit,
      (count(*) filter (where status = 'delivered'))::int as delivered,
      (count(*) filter (where status = 'exception'))::int as exception,
      (count(*) filter (where status = 'returned'))::int as returned from shipments`);
    expect(body.total).toBe(c!.total);
    expect(body.summary).toEqual({
      pending: c!.pending,
      in_transit: c!.in_transit,
      delivered: c!.delivered,
      exception: c!.exception,
      returned: c!.returned,
    });
    expect(body.summary.exception).toBeGreaterThan(0);
    expect(body.items).toHaveLength(10);
    expect(typeof body.nextCursor).toBe('string');
    for (const s of body.items) {
      expect(s.customerName).toContain('*');
      expect([...s.addressPreview.replace(/…$/, '')].length).toBeLessThanOrEqual(20);
      expect(s.itemCount).toBeGreaterThan(0);
      expect(['CJ대한통운', '한진택배', '롯데택배', '우체국택배']).toContain(s.carrierName);
    }
  });

  it('walks every page by cursor without a gap or a repeat, in the sort asked for', async () => {
    const [{ n }] = (await q<{ n: number }>(sql`select count(*)::int as n from shipments where carrier_code = 'hanjin'`)) as [
      { n: number },
    ];
    for (const sort of ['shipped', 'weight'] as const) {
      const seen: string[] = [];
      const values: number[] = [];
      let cursor: string | null = null;
      for (let i = 0; i < 100; i++) {
        const url = `/api/admin/shipments?carrier=hanjin&sort=${sort}&order=asc&limit=37${cursor ? `&cursor=${cursor}` : ''}`;
        const { status, body } = await admin('GET', url, ops);
        expect(status).toBe(200);
        expect(body.total).toBe(n);
        seen.push(...body.items.map((s: any) => s.id));
        values.push(...body.items.map((s: any) => (sort === 'weight' ? s.totalWeightGrams : Date.parse(s.shippedAt ?? '1970-01-01'))));
        cursor = body.nextCursor;
        if (!cursor) break;
      }
      expect(seen).toHaveLength(n);
      expect(new Set(seen).size).toBe(n);
      if (sort === 'weight') expect(values).toEqual([...values].sort((a, b) => a - b));
    }
  });

  it('searches tracking number, order number and recipient, filters carrier and status, refuses bad input in Korean', async () => {
    const [s] = await q<{
      id: string;
      tracking_number: string;
      order_number: string;
      recipient_name: string;
    }>(sql`select s.id, s.tracking_number, o.order_number, o.recipient_name
      from shipments s join orders o on o.id = s.order_id where s.tracking_number is not null order by s.created_at desc limit 1`);
    for (const text of [s!.tracking_number, s!.order_number, s!.id, s!.id.slice(0, 8)]) {
      const { body } = await admin('GET', `/api/admin/shipments?q=${encodeURIComponent(text)}`, ops);
      expect(body.items.map((r: any) => r.id)).toContain(s!.id);
    }
    const byName = await admin('GET', `/api/admin/shipments?q=${encodeURIComponent(s!.recipient_name)}&limit=100`, ops);
    expect(byName.body.items.map((r: any) => r.id)).toContain(s!.id);

    const filtered = await admin('GET', '/api/admin/shipments?carrier=lotte&status=delivered&limit=100', ops);
    expect(filtered.body.items.length).toBeGreaterThan(0);
    expect(filtered.body.items.every((r: any) => r.carrierCode === 'lotte' && r.status === 'delivered')).toBe(true);

    for (const [query, message] of [
      ['carrier=dhl', ADMIN_SHIPMENT_MESSAGES.carrier],
      ['status=lost', ADMIN_SHIPMENT_MESSAGES.status],
      ['sort=name', ADMIN_SHIPMENT_MESSAGES.sort],
      ['cursor=zzz', ADMIN_SHIPMENT_MESSAGES.cursor],
      [`cursor=${Buffer.from(JSON.stringify(['not a date', s!.id])).toString('base64url')}`, ADMIN_SHIPMENT_MESSAGES.cursor],
      [`sort=weight&cursor=${Buffer.from(JSON.stringify(['2026-01-01', s!.id])).toString('base64url')}`, ADMIN_SHIPMENT_MESSAGES.cursor],
    ] as const) {
      const res = await admin('GET', `/api/admin/shipments?${query}`, ops);
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body)).toContain(message);
    }
  });

  it('GET /api/admin/shipments/{id}: customer masked, items with weight, cost, events newest first; 404 in Korean', async () => {
    const [s] = await q<{ id: string }>(sql`select s.id from shipments s where s.status = 'delivered'
      and exists (select 1 from shipment_events e where e.shipment_id = s.id) limit 1`);
    const { status, body } = await admin('GET', `/api/admin/shipments/${s!.id}`, ops);
    expect(status).toBe(200);
    expect(body.customerPhone).toMatch(/\*/);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((i: any) => i.weightGrams > 0 && i.quantity > 0)).toBe(true);
    expect(body.events.length).toBeGreaterThan(0);
    const times = body.events.map((e: any) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.trackingUrl).toContain(encodeURIComponent(body.trackingNumber));
    for (const id of ['00000000-0000-0000-0000-000000000000', 'nope']) {
      const res = await admin('GET', `/api/admin/shipments/${id}`, ops);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(ADMIN_SHIPMENT_MESSAGES.notFound);
    }
  });

  it('refresh pulls the carrier: a shipment on its way is delivered, its order too, an audit row; pending is 409', async () => {
    const [s] = await q<{
      id: string;
      tracking_number: string;
      order_id: string;
    }>(sql`select s.id, s.tracking_number, s.order_id from shipments s
      join orders o on o.id = s.order_id
      where s.status = 'in_transit' and o.status = 'shipped' and (select count(*) from shipments x where x.order_id = s.order_id) = 1
      order by s.id limit 50`).then((rows) => rows.filter((r) => !sandboxFailsFirstAttempt(r.tracking_number)));
    const before = (await admin('GET', `/api/admin/shipments/${s!.id}`, ops)).body;
    const res = await admin('POST', `/api/admin/shipments/${s!.id}/refresh`, ops);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: '배송 정보 업데이트 완료',
      message: '배송 정보가 성공적으로 업데이트되었습니다.',
      newEvents: 2,
    });
    expect(res.body.item.status).toBe('delivered');
    expect(res.body.item.deliveredAt).not.toBeNull();
    expect(res.body.item.events.length).toBe(before.events.length + 2);
    expect(res.body.item.events.slice(0, 2).map((e: any) => e.status)).toEqual(['delivered', 'out_for_delivery']);
    expect(res.body.item.events[0].location).toMatch(/대리점$/);
    const [order] = await q<{ status: string; delivered_at: string | null }>(
      sql`select status, delivered_at::text from orders where id = ${s!.order_id}::uuid`,
    );
    expect(order).toMatchObject({ status: 'delivered' });
    expect(order!.delivered_at).not.toBeNull();
    expect(await auditCountOf(t, 'shipment', s!.id)).toBe(1);

    // Again: nothing new, nothing repeated; the shopper's order shows the same timeline.
    const again = await admin('POST', `/api/admin/shipments/${s!.id}/refresh`, ops);
    expect(again.body.newEvents).toBe(0);
    expect(again.body.item.events).toEqual(res.body.item.events);

    const [pending] = await q<{ id: string }>(sql`select id from shipments where status = 'pending' limit 1`);
    if (pending) {
      const p = await admin('POST', `/api/admin/shipments/${pending.id}/refresh`, ops);
      expect(p.status).toBe(409);
      expect(p.body.error.message).toBe(ADMIN_SHIPMENT_MESSAGES.notTracked);
    }
  });

  it('retry only from exception: back in transit with an event, audited; not from another status (409); two at once, one wins', async () => {
    const [a, b] = await q<{ id: string }>(sql`select id from shipments where status = 'exception' order by id limit 2`);
    const res = await admin('POST', `/api/admin/shipments/${a!.id}/retry`, ops);
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('배송 정보 업데이트 완료');
    expect(res.body.item.status).toBe('in_transit');
    expect(res.body.item.events[0]).toMatchObject({ status: 'in_transit', description: RETRY_EVENT_DESCRIPTION });
    const [audit] = await q<{ action: string; before: any; after: any; ip: string | null }>(
      sql`select action, before, after, ip from audit_logs where resource = 'shipment' and resource_id = ${a!.id} order by occurred_at desc limit 1`,
    );
    expect(audit).toMatchObject({
      action: 'orders.shipments.retry_delivery',
      before: { status: 'exception' },
      after: { status: 'in_transit' },
    });

    const twice = await admin('POST', `/api/admin/shipments/${a!.id}/retry`, ops);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(ADMIN_SHIPMENT_MESSAGES.retryOnlyException('in_transit'));

    // A retried parcel is delivered on the next refresh (the sandbox tries again).
    await new Promise((r) => setTimeout(r, 2100));
    const delivered = await admin('POST', `/api/admin/shipments/${a!.id}/refresh`, ops);
    expect(delivered.body.item.status).toBe('delivered');

    const both = await Promise.all([
      admin('POST', `/api/admin/shipments/${b!.id}/retry`, ops),
      admin('POST', `/api/admin/shipments/${b!.id}/retry`, ops),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const [{ n }] = (await q<{ n: number }>(
      sql`select count(*)::int as n from shipment_events where shipment_id = ${b!.id}::uuid and description = ${RETRY_EVENT_DESCRIPTION}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('a shipment the product shipped (admin orders) is refreshed until delivered; the shopper sees 배송 완료 and the same timeline', async () => {
    const shopper = await newShopper(t);
    const option = await pickOption(t, { stock: 30, minPrice: 10_000 });
    const placed = await call(t, 'POST', '/api/orders', {
      cookie: shopper.cookie,
      body: orderBody([lineOf(option, 2)]),
      headers: { 'idempotency-key': idemKey() },
    });
    expect(placed.status).toBe(201);
    const orderId = placed.body.id as string;
    expect((await admin('POST', `/api/admin/orders/${orderId}/status`, ops, { status: 'processing' })).status).toBe(200);
    const shipped = await admin('POST', `/api/admin/orders/${orderId}/status`, ops, { status: 'shipped', carrierCode: 'cj_logistics' });
    expect(shipped.status).toBe(200);
    const [ship] = await q<{ id: string; tracking_number: string }>(
      sql`select id, tracking_number from shipments where order_id = ${orderId}::uuid`,
    );
    const listed = await admin('GET', `/api/admin/shipments?q=${ship!.tracking_number}`, ops);
    expect(listed.body.items).toHaveLength(1);
    expect(listed.body.items[0]).toMatchObject({ status: 'shipped', carrierName: 'CJ대한통운', itemCount: 2 });
    expect(listed.body.items[0].totalWeightGrams).toBeGreaterThan(0);

    // A sandbox 50 ms a step: the parcel's journey is due at once.
    const back = useCarrierAdapter(createSandboxCarrier({ stepSeconds: 0.05 }));
    try {
      await new Promise((r) => setTimeout(r, 300));
      let item;
      for (let i = 0; i < 3; i++) {
        const res = await admin('POST', `/api/admin/shipments/${ship!.id}/refresh`, ops);
        expect(res.status).toBe(200);
        item = res.body.item;
        if (item.status === 'exception') {
          expect((await admin('POST', `/api/admin/shipments/${ship!.id}/retry`, ops)).status).toBe(200);
          await new Promise((r) => setTimeout(r, 300));
        }
        if (item.status === 'delivered') break;
      }
      expect(item.status).toBe('delivered');
      expect(sandboxFailsFirstAttempt(ship!.tracking_number) ? item.events.length >= 6 : item.events.length === 4).toBe(true);
      const order = await call(t, 'GET', `/api/orders/${orderId}`, { cookie: shopper.cookie });
      expect(order.body.status).toBe('delivered');
      expect(order.body.shipment.status).toBe('delivered');
      expect(order.body.shipment.events.map((e: any) => [e.status, e.location, e.description, e.at]).sort()).toEqual(
        item.events.map((e: any) => [e.status, e.location, e.description, e.at]).sort(),
      );
    } finally {
      back();
    }
  });

  it('the tracking job moves every shipment on its way; run twice it writes nothing more', async () => {
    // A little ahead, so the parcel retried above has its next steps due too.
    const ctx = { db: t.db.database.db, logger: pino({ level: 'silent' }), now: new Date(Date.now() + 10_000) };
    const first = await trackShipmentsJob.run(ctx);
    expect(first.checked).toBeGreaterThan(0);
    expect(first.events).toBeGreaterThan(0);
    const [{ n }] = (await q<{ n: number }>(
      sql`select count(*)::int as n from shipments where status in ('shipped', 'in_transit', 'out_for_delivery')`,
    )) as [{ n: number }];
    expect(n).toBe(0);
    const second = await trackShipmentsJob.run(ctx);
    expect(second.events).toBe(0);
    // CARRIER_TRACKING_JOB=0 stops the schedule, not a staff member's 지금 실행.
    configureCarriers({ carriers: { provider: 'sandbox', sandboxStepSeconds: 1, trackingJob: false } });
    try {
      expect(await trackShipmentsJob.run({ ...ctx, trigger: 'schedule' })).toEqual({ skipped: 1 });
      expect(await trackShipmentsJob.run({ ...ctx, trigger: 'manual' })).toMatchObject({ events: 0 });
    } finally {
      configureCarriers({ carriers: { provider: 'sandbox', sandboxStepSeconds: 1, trackingJob: true } });
    }
    // Every order whose shipments are all delivered is delivered (or later).
    const [{ stuck }] = (await q<{ stuck: number }>(sql`select count(*)::int as stuck from orders o where o.status = 'shipped'
      and exists (select 1 from shipments s where s.order_id = o.id) and not exists (select 1 from shipments s where s.order_id = o.id and s.status <> 'delivered')`)) as [
      { stuck: number },
    ];
    expect(stuck).toBe(0);
  });

  it('GET /api/admin/shipments/export streams the filtered view as CSV (BOM, Korean) or xlsx, asks a reason and logs it', async () => {
    const noReason = await call(t, 'GET', '/api/admin/shipments/export?format=csv&carrier=post', { cookie: ops });
    expect(noReason.status).toBe(422);
    expect(noReason.body.error.message).toBe('개인정보가 포함된 파일입니다. 내려받는 사유를 입력해주세요.');
    const badFormat = await call(t, 'GET', '/api/admin/shipments/export?format=pdf&reason=배송 점검', { cookie: ops });
    expect(badFormat.status).toBe(422);

    const res = await t.app.request(
      `/api/admin/shipments/export?format=csv&carrier=post&status=delivered&reason=${encodeURIComponent('택배사 정산 대사')}`,
      {
        headers: { cookie: ops },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toContain('송장번호');
    const [{ n }] = (await q<{ n: number }>(
      sql`select count(*)::int as n from shipments where carrier_code = 'post' and status = 'delivered'`,
    )) as [{ n: number }];
    expect(lines).toHaveLength(n + 1);
    expect(lines[1]).toContain('우체국택배');
    expect(lines[1]).toContain('배송 완료');
    const [log] = await q<{ purpose: string; reason: string }>(
      sql`select purpose, reason from personal_data_access order by occurred_at desc limit 1`,
    );
    expect(log).toMatchObject({ purpose: 'export', reason: '택배사 정산 대사' });
    const [audit] = await q<{ action: string }>(sql`select action from audit_logs where action = 'orders.shipments.export' limit 1`);
    expect(audit).toBeDefined();

    const xlsx = await t.app.request(
      `/api/admin/shipments/export?format=xlsx&status=exception&reason=${encodeURIComponent('예외 건 점검')}`,
      {
        headers: { cookie: ops },
      },
    );
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect((await xlsx.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    expect((await call(t, 'GET', '/api/admin/shipments/export?format=csv&reason=점검', { cookie: finance })).status).toBe(403);
    expect((await call(t, 'GET', '/api/admin/shipments/export?format=csv&reason=점검', { cookie: content })).status).toBe(403);
  });

  it('permissions: 401 signed out, 403 without the grant or for writes with read only; a seller sees its own shipments only', async () => {
    const [s] = await q<{ id: string }>(sql`select id from shipments where status = 'delivered' limit 1`);
    expect((await call(t, 'GET', '/api/admin/shipments')).status).toBe(401);
    expect((await admin('GET', '/api/admin/shipments', content)).status).toBe(403);
    expect((await admin('GET', '/api/admin/shipments', finance)).status).toBe(200);
    expect((await admin('POST', `/api/admin/shipments/${s!.id}/refresh`, finance)).status).toBe(403);
    expect((await admin('POST', `/api/admin/shipments/${s!.id}/retry`, content)).status).toBe(403);

    const [{ seller_id: sellerId }] = (await q<{ seller_id: string }>(
      sql`select seller_id from brands where id = ${sellerBrandId}::uuid`,
    )) as [{ seller_id: string }];
    const [{ n }] = (await q<{ n: number }>(sql`select count(*)::int as n from shipments where seller_id = ${sellerId}::uuid`)) as [
      { n: number },
    ];
    const mine = await admin('GET', '/api/admin/shipments?limit=100', seller);
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(n);
    const [other] = await q<{ id: string }>(sql`select id from shipments where seller_id <> ${sellerId}::uuid limit 1`);
    expect((await admin('GET', `/api/admin/shipments/${other!.id}`, seller)).status).toBe(404);
    expect((await admin('POST', `/api/admin/shipments/${other!.id}/refresh`, seller)).status).toBe(404);
    if (mine.body.items[0]) expect((await admin('GET', `/api/admin/shipments/${mine.body.items[0].id}`, seller)).status).toBe(200);
  });
});
