import { sql } from 'drizzle-orm';
import { canTransition, SHIPMENT_TRANSITIONS, type ShipmentStatus } from '@market/domain/lifecycle';
import type { CarrierEvent } from '../carriers/carrier';
import { queryRows } from '../lib/sql';
import { createStep, type StepContext } from './workflow';

/**
 * Writes a carrier's tracking events of one shipment (whose row the caller has locked): each
 * event newer than the last one recorded is inserted, the shipment follows the events its
 * machine allows (an event the machine refuses is kept in the timeline but moves nothing), and
 * a delivered shipment marks its order delivered once every shipment of the order is delivered.
 * Idempotent: events at or before the last recorded one are skipped, so a retried job or two
 * refreshes at once write each event once. Answers how many events were written.
 *
 * The orders helper's `applyShipmentEventsStep` (api/src/workflows/fulfil-order.ts) does the same
 * for the order flow; this one is used until that lands on this branch.
 */
export const applyTrackingEventsStep = createStep({
  name: 'apply-tracking-events',
  async invoke({ tx }: StepContext, { shipmentId, events }: { shipmentId: string; events: readonly CarrierEvent[] }): Promise<number> {
    const [current] = await queryRows<{ status: ShipmentStatus; order_id: string; last_at: string | null }>(
      tx,
      sql`select s.status, s.order_id, (select max(e.occurred_at)::text from shipment_events e where e.shipment_id = s.id) as last_at
          from shipments s where s.id = ${shipmentId}::uuid`,
    );
    if (!current) return 0;
    const lastAt = current.last_at ? new Date(current.last_at).getTime() : -Infinity;
    let status = current.status;
    let written = 0;
    let deliveredAt: Date | null = null;
    for (const e of [...events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())) {
      if (e.occurredAt.getTime() <= lastAt) continue;
      await tx.execute(sql`insert into shipment_events (shipment_id, status, description, location, occurred_at)
          values (${shipmentId}::uuid, ${e.status}, ${e.description}, ${e.location}, ${e.occurredAt.toISOString()}::timestamptz)`);
      written++;
      if (canTransition(SHIPMENT_TRANSITIONS, status, e.status)) {
        status = e.status;
        if (status === 'delivered') deliveredAt = e.occurredAt;
      }
    }
    if (status !== current.status) {
      await tx.execute(sql`update shipments set status = ${status},
          delivered_at = ${deliveredAt ? sql`${deliveredAt.toISOString()}::timestamptz` : sql`null`}, updated_at = now()
        where id = ${shipmentId}::uuid`);
      if (status === 'delivered') {
        // The order is delivered when its last shipment is (multi-seller orders ship separately).
        await tx.execute(sql`update orders o set status = 'delivered',
            delivered_at = (select max(s.delivered_at) from shipments s where s.order_id = o.id), updated_at = now()
          where o.id = ${current.order_id}::uuid and o.status = 'shipped'
            and not exists (select 1 from shipments s where s.order_id = o.id and s.status <> 'delivered')`);
      }
    }
    return written;
  },
});
