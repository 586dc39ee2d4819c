import { sql } from 'drizzle-orm';
import { isValidTrackingNumber, trackingNumberFor } from '@market/domain/carriers';
import { queryRows } from '../lib/sql';
import { call, idemKey, lineOf, newShopper, orderBody, pickOption } from '../test/buying-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { applyShipmentEventsStep, shipOrderStep } from './fulfil-order';
import { runWorkflow } from './workflow';

jest.setTimeout(60_000);

describe('fulfil-order steps', () => {
  let t: TestApp;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);

  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(() => t.close());

  /** A shopper's paid card order of two brands (two sellers), moved to processing by the API's own rule. */
  async function paidOrder(brands = 2) {
    const shopper = await newShopper(t);
    const first = await pickOption(t, { stock: 20, minPrice: 20_000 });
    const lines = [lineOf(first, 1)];
    if (brands > 1) {
      const [other] = await q<{ seller_id: string }>(sql`select seller_id from brands where id = ${first.brandId}`);
      const second = await pickOption(t, { stock: 20, minPrice: 20_000, excludeBrandId: first.brandId });
      const [otherSeller] = await q<{ seller_id: string }>(sql`select seller_id from brands where id = ${second.brandId}`);
      expect(otherSeller!.seller_id).not.toBe(other!.seller_id);
      lines.push(lineOf(second, 1));
    }
    const res = await call(t, 'POST', '/api/orders', {
      cookie: shopper.cookie,
      body: orderBody(lines),
      headers: { 'idempotency-key': idemKey() },
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('paid');
    return { id: res.body.id as string, shopper };
  }

  const ship = (
    orderId: string,
    input: { carrierCode: 'cj_logistics' | 'hanjin' | 'lotte' | 'post'; trackingNumber?: string; sellerId?: string },
  ) => runWorkflow(t.db.database.db, 'test-ship', (run) => run(shipOrderStep, { orderId, ...input }));
  const apply = (shipmentId: string, events: Parameters<typeof applyShipmentEventsStep.invoke>[1]['events']) =>
    runWorkflow(t.db.database.db, 'test-track', (run) => run(applyShipmentEventsStep, { shipmentId, events }));

  it('ships one shipment per seller with numbers in the carrier format from the sequence, then delivers the order when all are delivered', async () => {
    const order = await paidOrder(2);
    const shipped = await ship(order.id, { carrierCode: 'hanjin' });
    expect(shipped.orderShipped).toBe(true);
    expect(shipped.shipments).toHaveLength(2);
    for (const s of shipped.shipments) {
      expect(s.status).toBe('shipped');
      expect(isValidTrackingNumber('hanjin', s.trackingNumber!)).toBe(true);
    }
    const [o] = await q<any>(sql`select status, shipped_at, processing_at from orders where id = ${order.id}`);
    expect(o).toMatchObject({ status: 'shipped' });
    expect(o.shipped_at).not.toBeNull();
    const events = await q<any>(
      sql`select e.status, e.location from shipment_events e join shipments s on s.id = e.shipment_id where s.order_id = ${order.id}`,
    );
    expect(events).toHaveLength(2);

    // Shipping again finds nothing left to ship: 409.
    await expect(ship(order.id, { carrierCode: 'hanjin' })).rejects.toMatchObject({ code: 'CONFLICT' });

    const [a, b] = shipped.shipments;
    const t0 = new Date('2026-11-20T01:00:00Z');
    const at = (h: number) => new Date(t0.getTime() + h * 3_600_000);
    const first = await apply(a!.id, [
      { status: 'in_transit', description: '터미널 도착', location: '곤지암 허브', occurredAt: at(1) },
      { status: 'in_transit', description: '터미널 출발', location: '곤지암 허브', occurredAt: at(2) },
      { status: 'out_for_delivery', description: '배송 출발', location: '성동 대리점', occurredAt: at(3) },
      { status: 'delivered', description: '배송 완료', location: '문 앞', occurredAt: at(4) },
    ]);
    expect(first).toMatchObject({ applied: 4, orderDelivered: false });
    expect(first.shipment).toMatchObject({ status: 'delivered', deliveredAt: at(4) });
    // The same events again change nothing.
    const again = await apply(a!.id, [{ status: 'delivered', description: '배송 완료', location: '문 앞', occurredAt: at(4) }]);
    expect(again.applied).toBe(0);
    // An illegal move is a 409 and writes nothing.
    await expect(apply(b!.id, [{ status: 'delivered', description: 'x', location: 'y', occurredAt: at(1) }])).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const [{ n }] = (await q<{ n: number }>(sql`select count(*)::int as n from shipment_events where shipment_id = ${b!.id}`)) as [
      { n: number },
    ];
    expect(n).toBe(1);

    const second = await apply(b!.id, [
      { status: 'in_transit', description: '간선 상차', location: '대전 허브', occurredAt: at(5) },
      { status: 'delivered', description: '배송 완료', location: '경비실', occurredAt: at(8) },
    ]);
    expect(second.orderDelivered).toBe(true);
    const [done] = await q<any>(sql`select status, delivered_at from orders where id = ${order.id}`);
    expect(done.status).toBe('delivered');
    expect(new Date(done.delivered_at).toISOString()).toBe(at(8).toISOString());
  });

  it('takes a staff-entered number only in the carrier format, and only for one seller at a time', async () => {
    const order = await paidOrder(2);
    await expect(ship(order.id, { carrierCode: 'cj_logistics', trackingNumber: 'CJ123' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const good = trackingNumberFor('cj_logistics', 98_000_000_000 + Math.floor(Math.random() * 999_999_999));
    await expect(ship(order.id, { carrierCode: 'cj_logistics', trackingNumber: good })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const [seller] = await q<{ seller_id: string }>(
      sql`select seller_id from order_lines where order_id = ${order.id} order by seller_id limit 1`,
    );
    const one = await ship(order.id, { carrierCode: 'cj_logistics', trackingNumber: good, sellerId: seller!.seller_id });
    expect(one.orderShipped).toBe(false);
    expect(one.shipments.map((s) => s.trackingNumber)).toEqual([good]);
    const [o] = await q<any>(sql`select status from orders where id = ${order.id}`);
    expect(o.status).toBe('paid');
    const rest = await ship(order.id, { carrierCode: 'lotte' });
    expect(rest.orderShipped).toBe(true);
    expect(rest.shipments).toHaveLength(1);
    // A number already in use is refused.
    const other = await paidOrder(1);
    await expect(ship(other.id, { carrierCode: 'cj_logistics', trackingNumber: good })).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
