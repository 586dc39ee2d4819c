import { sql } from 'drizzle-orm';
import { ADMIN_ORDER_MESSAGES } from '@market/domain/admin-orders';
import { CARRIERS, isValidTrackingNumber, TRACKING_MESSAGES, trackingNumberFor, type CarrierCode } from '@market/domain/carriers';
import { canTransition, SHIPMENT_STATUS_LABELS, SHIPMENT_TRANSITIONS, type ShipmentStatus } from '@market/domain/lifecycle';
import type { Db } from '../db/client';
import type { shipments } from '../db/schema/orders';
import { AppError } from '../lib/errors';
import { queryRows } from '../lib/sql';
import { createStep, type StepContext } from './workflow';

/**
 * The order-side fulfilment steps (issue 14): handing an order's goods to a carrier (one shipment
 * per seller, a tracking number in the carrier's format) and applying a carrier's tracking events
 * (the sandbox carrier's job, a real carrier's webhook, the admin's manual delivery). Lock order,
 * as every order write: the order row, then its shipments.
 */

export type ShipmentRow = typeof shipments.$inferSelect;

/** One scan of a carrier: what happened, where and when. */
export interface ShipmentEventInput {
  status: ShipmentStatus;
  description: string;
  location: string;
  occurredAt: Date;
}

interface ShipmentSqlRow {
  id: string;
  order_id: string;
  seller_id: string;
  carrier_code: string;
  tracking_number: string | null;
  status: ShipmentStatus;
  total_weight_grams: number;
  shipping_cost: number;
  shipped_at: Date | string | null;
  estimated_delivery: string | null;
  delivered_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const date = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

/** The shipment's columns with timestamps and dates as text (the two drivers parse them differently). */
const isoCol = (c: string) => `to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${c}`;
const SHIPMENT_COLUMNS = sql.raw(
  `id, order_id, seller_id, carrier_code, tracking_number, status, total_weight_grams, shipping_cost, estimated_delivery::text as estimated_delivery, ` +
    ['shipped_at', 'delivered_at', 'created_at', 'updated_at'].map(isoCol).join(', '),
);

function toShipment(r: ShipmentSqlRow): ShipmentRow {
  return {
    id: r.id,
    orderId: r.order_id,
    sellerId: r.seller_id,
    carrierCode: r.carrier_code,
    trackingNumber: r.tracking_number,
    status: r.status,
    totalWeightGrams: Number(r.total_weight_grams),
    shippingCost: Number(r.shipping_cost),
    shippedAt: date(r.shipped_at),
    estimatedDelivery: r.estimated_delivery,
    deliveredAt: date(r.delivered_at),
    createdAt: date(r.created_at)!,
    updatedAt: date(r.updated_at)!,
  };
}

/** Where the first scan of a shipment happens: the seller's dispatch point. */
export const FIRST_EVENT = { description: '상품이 발송되었습니다. (송장 등록)', location: '판매자 출고지' } as const;
/** The event of a delivery the staff confirm by hand (the order screen's advance button). */
export const MANUAL_DELIVERY_EVENT = { description: '배송 완료 (관리자 처리)', location: '수령지' } as const;

/** A new serial for a tracking number, from the database sequence (never reused). */
async function nextTrackingSerial(tx: Db): Promise<bigint> {
  const [row] = await queryRows<{ n: string }>(tx, sql`select nextval('tracking_number_seq')::text as n`);
  return BigInt(row!.n);
}

/**
 * Ships an order (locked by the caller, status checked): one `shipped` shipment per seller of its
 * lines that has none yet (`sellerId` limits it to one seller: a SELLER_ADMIN ships its own), each
 * with a tracking number of `carrierCode` (the staff's number when given, checked against the
 * carrier's format; otherwise issued from `tracking_number_seq`) and a first tracking event. When
 * every seller of the order has shipped, the order becomes `shipped`. Answers the shipments made
 * and whether the order is now shipped.
 */
export const shipOrderStep = createStep({
  name: 'ship-order',
  async invoke(
    { tx, now }: StepContext,
    input: { orderId: string; carrierCode: CarrierCode; trackingNumber?: string | null; sellerId?: string | null },
  ): Promise<{ shipments: ShipmentRow[]; orderShipped: boolean }> {
    const carrier = input.carrierCode;
    const [enabled] = await queryRows<{ name: string }>(tx, sql`select name from carriers where code = ${carrier} and enabled`);
    if (!enabled)
      throw new AppError('VALIDATION', ADMIN_ORDER_MESSAGES.carrierUnavailable, { carrierCode: ADMIN_ORDER_MESSAGES.carrierUnavailable });
    const given = input.trackingNumber?.trim().toUpperCase() || null;
    if (given !== null && !isValidTrackingNumber(carrier, given))
      throw new AppError('BAD_REQUEST', TRACKING_MESSAGES.invalid(carrier), { trackingNumber: TRACKING_MESSAGES.invalid(carrier) });

    const sellers = await queryRows<{ seller_id: string; shipped: boolean }>(
      tx,
      sql`select l.seller_id, bool_or(s.status is not null and s.status <> 'pending') as shipped
          from order_lines l left join shipments s on s.order_id = l.order_id and s.seller_id = l.seller_id
          where l.order_id = ${input.orderId}::uuid group by l.seller_id order by l.seller_id`,
    );
    const toShip = sellers.filter((s) => !s.shipped && (!input.sellerId || s.seller_id === input.sellerId));
    if (toShip.length === 0) throw new AppError('CONFLICT', ADMIN_ORDER_MESSAGES.alreadyShipped);
    if (given !== null && toShip.length > 1)
      throw new AppError('BAD_REQUEST', ADMIN_ORDER_MESSAGES.oneTrackingForMany, {
        trackingNumber: ADMIN_ORDER_MESSAGES.oneTrackingForMany,
      });
    if (given !== null) {
      const [taken] = await queryRows<{ id: string }>(tx, sql`select id from shipments where tracking_number = ${given}`);
      if (taken) throw new AppError('CONFLICT', ADMIN_ORDER_MESSAGES.trackingTaken, { trackingNumber: ADMIN_ORDER_MESSAGES.trackingTaken });
    }

    const eta = new Date(now.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const made: ShipmentRow[] = [];
    for (const s of toShip) {
      const tracking = given ?? trackingNumberFor(carrier, await nextTrackingSerial(tx));
      const [row] = await queryRows<ShipmentSqlRow>(
        tx,
        sql`insert into shipments (order_id, seller_id, carrier_code, tracking_number, status, shipped_at, estimated_delivery, updated_at)
            values (${input.orderId}::uuid, ${s.seller_id}::uuid, ${carrier}, ${tracking}, 'shipped', ${now.toISOString()}::timestamptz, ${eta}::date, now())
            on conflict (order_id, seller_id) do update set carrier_code = excluded.carrier_code, tracking_number = excluded.tracking_number,
              status = 'shipped', shipped_at = excluded.shipped_at, estimated_delivery = excluded.estimated_delivery, updated_at = now()
              where shipments.status = 'pending'
            returning ${SHIPMENT_COLUMNS}`,
      );
      if (!row) throw new AppError('CONFLICT', ADMIN_ORDER_MESSAGES.alreadyShipped);
      await tx.execute(sql`insert into shipment_events (shipment_id, status, description, location, occurred_at)
          values (${row.id}::uuid, 'shipped', ${`${CARRIERS[carrier].name} ${FIRST_EVENT.description}`}, ${FIRST_EVENT.location}, ${now.toISOString()}::timestamptz)`);
      made.push(toShipment(row));
    }

    const orderShipped = sellers.every((s) => s.shipped || toShip.includes(s));
    if (orderShipped) {
      await tx.execute(sql`update orders set status = 'shipped', shipped_at = ${now.toISOString()}::timestamptz,
          processing_at = coalesce(processing_at, ${now.toISOString()}::timestamptz), updated_at = now()
        where id = ${input.orderId}::uuid and status in ('paid', 'processing')`);
    }
    return { shipments: made, orderShipped };
  },
});

/** 409 for a carrier scan the shipment's lifecycle does not allow. */
export function illegalShipmentEventMessage(from: ShipmentStatus, to: ShipmentStatus): string {
  return `'${SHIPMENT_STATUS_LABELS[from]}' 상태의 배송은 '${SHIPMENT_STATUS_LABELS[to]}' 상태로 변경할 수 없습니다.`;
}

/**
 * Applies a carrier's tracking events to a shipment: each event not already recorded (same
 * status and time) is inserted, oldest first, and moves the shipment's status when it differs
 * (checked with SHIPMENT_TRANSITIONS: an illegal move is a 409 and nothing is written; a repeated
 * status, e.g. two hub scans in transit, only adds the event). A delivery sets the shipment's
 * delivered_at; when every seller's shipment of the order is delivered, the order becomes
 * `delivered` at the time of the last delivery event. Locks the order, then the shipment.
 */
export const applyShipmentEventsStep = createStep({
  name: 'apply-shipment-events',
  async invoke(
    { tx }: StepContext,
    input: { shipmentId: string; events: ShipmentEventInput[] },
  ): Promise<{ shipment: ShipmentRow; applied: number; orderDelivered: boolean }> {
    const [ref] = await queryRows<{ order_id: string }>(tx, sql`select order_id from shipments where id = ${input.shipmentId}::uuid`);
    if (!ref) throw new AppError('NOT_FOUND', ADMIN_ORDER_MESSAGES.shipmentNotFound);
    await tx.execute(sql`select id from orders where id = ${ref.order_id}::uuid for update`);
    const [locked] = await queryRows<ShipmentSqlRow>(
      tx,
      sql`select ${SHIPMENT_COLUMNS} from shipments where id = ${input.shipmentId}::uuid for update`,
    );
    const shipment = toShipment(locked!);
    const recorded = await queryRows<{ status: string; at: string }>(
      tx,
      sql`select status, to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') as at from shipment_events where shipment_id = ${shipment.id}::uuid`,
    );
    const key = (status: string, at: Date) => `${status}|${at.toISOString().slice(0, 23)}`;
    const seen = new Set(recorded.map((r) => `${r.status}|${r.at}`));
    const fresh = [...input.events]
      .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())
      .filter((e) => {
        const k = key(e.status, e.occurredAt);
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      });

    let status = shipment.status;
    let deliveredAt: Date | null = shipment.deliveredAt;
    for (const e of fresh) {
      if (e.status !== status) {
        if (!canTransition(SHIPMENT_TRANSITIONS, status, e.status))
          throw new AppError('CONFLICT', illegalShipmentEventMessage(status, e.status));
        status = e.status;
        if (status === 'delivered') deliveredAt = e.occurredAt;
      }
      await tx.execute(sql`insert into shipment_events (shipment_id, status, description, location, occurred_at)
          values (${shipment.id}::uuid, ${e.status}, ${e.description}, ${e.location}, ${e.occurredAt.toISOString()}::timestamptz)`);
    }
    if (fresh.length === 0) return { shipment, applied: 0, orderDelivered: false };

    const [updated] = await queryRows<ShipmentSqlRow>(
      tx,
      sql`update shipments set status = ${status}, delivered_at = ${deliveredAt ? sql`${deliveredAt.toISOString()}::timestamptz` : sql`null`}, updated_at = now()
          where id = ${shipment.id}::uuid returning ${SHIPMENT_COLUMNS}`,
    );
    let orderDelivered = false;
    if (status === 'delivered') {
      // Every seller of the order has a delivered shipment: the order is delivered when the last one was.
      const [all] = await queryRows<{ waiting: number; last: string | null }>(
        tx,
        sql`select (select count(distinct l.seller_id) from order_lines l where l.order_id = ${ref.order_id}::uuid
                      and not exists (select 1 from shipments s where s.order_id = l.order_id and s.seller_id = l.seller_id and s.status = 'delivered'))::int as waiting,
                   (select max(delivered_at) from shipments where order_id = ${ref.order_id}::uuid)::text as last`,
      );
      if (all && Number(all.waiting) === 0) {
        const done = await queryRows<{ id: string }>(
          tx,
          sql`update orders set status = 'delivered', delivered_at = ${all.last}::timestamptz, updated_at = now()
              where id = ${ref.order_id}::uuid and status = 'shipped' returning id`,
        );
        orderDelivered = done.length > 0;
      }
    }
    return { shipment: toShipment(updated!), applied: fresh.length, orderDelivered };
  },
});
