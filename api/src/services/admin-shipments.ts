import { sql, type SQL } from 'drizzle-orm';
import {
  addressPreview,
  ADMIN_SHIPMENT_MESSAGES,
  SHIPMENT_TILE_STATUSES,
  SHIPMENT_TILES,
  type AdminShipment,
  type AdminShipmentDetail,
  type AdminShipmentListQuery,
  type AdminShipmentPage,
  type AdminShipmentResult,
  type AdminShipmentSort,
} from '@market/domain/admin-shipments';
import type { CarrierCode } from '@market/domain/carriers';
import { trackingUrl } from '@market/domain/carriers';
import type { ShipmentStatus } from '@market/domain/lifecycle';
import { maskName, maskPhone } from '@market/domain/mask';
import type { CarrierParcel } from '../carriers/carrier';
import { carrierAdapter } from '../carriers/registry';
import type { Db } from '../db/client';
import type { AdminActor } from '../lib/admin-actor';
import { AppError } from '../lib/errors';
import { batches } from '../lib/export';
import { allOf, findRow, textSearch } from '../lib/list-query';
import { isoText as iso, isUuid, pageOffset, queryRows } from '../lib/sql';
import { writeSystemAudit } from './audit';
import { applyShipmentEventsStep } from '../workflows/fulfil-order';
import { runWorkflow } from '../workflows/workflow';

/** The admin's shipments (spec 001 "Shipment management"): list, detail, refresh from the carrier, retry delivery. */

const notFound = () => new AppError('NOT_FOUND', ADMIN_SHIPMENT_MESSAGES.notFound);
const badCursor = () => new AppError('VALIDATION', ADMIN_SHIPMENT_MESSAGES.cursor, { cursor: ADMIN_SHIPMENT_MESSAGES.cursor });

/** A seller sees the shipments of its own brand's seller (one shipment per seller of an order). */
function sellerScope(brandId: string | null): SQL {
  return brandId ? sql`s.seller_id = (select b.seller_id from brands b where b.id = ${brandId}::uuid)` : sql`true`;
}

export interface ShipmentRow {
  id: string;
  order_id: string;
  order_number: string;
  tracking_number: string | null;
  carrier_code: CarrierCode;
  carrier_name: string;
  tracking_url: string | null;
  status: ShipmentStatus;
  recipient_name: string;
  recipient_phone: string;
  address: string;
  item_count: number;
  total_weight_grams: number;
  shipping_cost: number;
  shipped_at: string | null;
  estimated_delivery: string | null;
  delivered_at: string | null;
  updated_at: string;
  sort_value: string;
}

const FROM = sql`shipments s join orders o on o.id = s.order_id join carriers ca on ca.code = s.carrier_code`;

/** The keyset of each sort: a never-null expression (ties broken by id) and its type for the cursor. */
const SORTS: Record<AdminShipmentSort, { expr: SQL; type: 'timestamptz' | 'int' }> = {
  shipped: { expr: sql`coalesce(s.shipped_at, s.created_at)`, type: 'timestamptz' },
  created: { expr: sql`s.created_at`, type: 'timestamptz' },
  weight: { expr: sql`s.total_weight_grams`, type: 'int' },
  arrival: { expr: sql`coalesce(s.delivered_at, s.estimated_delivery::timestamptz, s.created_at)`, type: 'timestamptz' },
};

const columns = (sortExpr: SQL) => sql`s.id, s.order_id, o.order_number, s.tracking_number, s.carrier_code, ca.name as carrier_name,
  ca.tracking_url, s.status, o.recipient_name, o.recipient_phone, o.address,
  (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = s.order_id and l.seller_id = s.seller_id) as item_count,
  coalesce(nullif(s.total_weight_grams, 0), (select coalesce(sum(l.quantity * p.weight_grams), 0)::int from order_lines l join products p on p.id = l.product_id
    where l.order_id = s.order_id and l.seller_id = s.seller_id)) as total_weight_grams, s.shipping_cost, ${iso(sql`s.shipped_at`)} as shipped_at, s.estimated_delivery::text as estimated_delivery,
  ${iso(sql`s.delivered_at`)} as delivered_at, ${iso(sql`s.updated_at`)} as updated_at, (${sortExpr})::text as sort_value`;

export function toAdminShipment(r: ShipmentRow): AdminShipment {
  return {
    id: r.id,
    orderId: r.order_id,
    orderNumber: r.order_number,
    trackingNumber: r.tracking_number,
    carrierCode: r.carrier_code,
    carrierName: r.carrier_name,
    status: r.status,
    customerName: maskName(r.recipient_name),
    addressPreview: addressPreview(r.address),
    itemCount: Number(r.item_count),
    totalWeightGrams: Number(r.total_weight_grams),
    shippingCost: Number(r.shipping_cost),
    shippedAt: r.shipped_at,
    estimatedDelivery: r.estimated_delivery,
    deliveredAt: r.delivered_at,
    updatedAt: r.updated_at,
  };
}

/** The cursor of a row: its sort value and id, as base64url JSON. */
export function encodeCursor(value: string, id: string): string {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}

/** Reads a cursor back; anything malformed is a 422 in Korean, never a database error. */
export function decodeCursor(cursor: string, type: 'timestamptz' | 'int'): { value: string; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw badCursor();
  const [value, id] = parsed as unknown[];
  if (typeof value !== 'string' || typeof id !== 'string' || !isUuid(id) || value.length > 64) throw badCursor();
  const shape = type === 'int' ? /^-?\d{1,10}$/ : /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
  if (!shape.test(value)) throw badCursor();
  return { value, id };
}

function searchOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  if (isUuid(q)) return sql`s.id = ${q}::uuid`;
  // A shipment id as the table shows it: its first eight hex digits.
  const idPrefix = /^[0-9a-f]{8}$/i.test(q) ? [sql`s.id::text`] : [];
  return textSearch(q, [...idPrefix, sql`o.order_number`, sql`s.tracking_number`, sql`o.recipient_name`]);
}

type ShipmentFilters = Pick<AdminShipmentListQuery, 'q' | 'carrier' | 'status' | 'sort' | 'order'>;

function filtersOf(query: ShipmentFilters, brandId: string | null) {
  return {
    sort: SORTS[query.sort],
    desc: query.order === 'desc',
    /** What the tiles count: scope, search and carrier (the status filter narrows the table only). */
    where: allOf([sellerScope(brandId), searchOf(query.q), query.carrier ? sql`s.carrier_code = ${query.carrier}` : undefined]),
    selected: query.status ? sql`s.status = ${query.status}` : sql`true`,
  };
}

/** One keyset page of rows (one more than `limit`, to know whether a next page exists). */
async function pageRows(
  db: Db,
  query: ShipmentFilters,
  brandId: string | null,
  page: { cursor: string | undefined; limit: number; offset: number },
): Promise<{ rows: ShipmentRow[]; nextCursor: string | null }> {
  const { sort, desc, where, selected } = filtersOf(query, brandId);
  let after: SQL = sql`true`;
  if (page.cursor) {
    const c = decodeCursor(page.cursor, sort.type);
    const value = sort.type === 'int' ? sql`${Number(c.value)}::int` : sql`${c.value}::timestamptz`;
    after = desc ? sql`(${sort.expr}, s.id) < (${value}, ${c.id}::uuid)` : sql`(${sort.expr}, s.id) > (${value}, ${c.id}::uuid)`;
  }
  const direction = desc ? sql`desc` : sql`asc`;
  const rows = await queryRows<ShipmentRow>(
    db,
    sql`select ${columns(sort.expr)} from ${FROM} where ${where} and ${selected} and ${after}
        order by ${sort.expr} ${direction}, s.id ${direction} limit ${page.limit + 1} offset ${page.offset}`,
  );
  const kept = rows.slice(0, page.limit);
  const last = kept[kept.length - 1];
  return { rows: kept, nextCursor: rows.length > page.limit && last ? encodeCursor(last.sort_value, last.id) : null };
}

/** `GET /api/admin/shipments`: filtered and sorted on the server, keyset-paged by cursor, with the tiles. */
export async function listAdminShipments(db: Db, query: AdminShipmentListQuery, brandId: string | null): Promise<AdminShipmentPage> {
  const { where } = filtersOf(query, brandId);
  const [{ rows, nextCursor }, counts] = await Promise.all([
    pageRows(db, query, brandId, {
      cursor: query.cursor,
      limit: query.limit,
      offset: query.cursor ? 0 : pageOffset(query.page, query.limit),
    }),
    // Counts by status over the shipments table alone unless the search needs the order (an
    // index scan of shipments_status_created_idx / shipments_carrier_idx, no join per row).
    queryRows<{ status: ShipmentStatus; n: number }>(
      db,
      sql`select s.status, count(*)::int as n from ${query.q ? FROM : sql`shipments s`} where ${where} group by s.status`,
    ),
  ]);
  const byStatus = new Map(counts.map((c) => [c.status, Number(c.n)]));
  const sum = (statuses: readonly ShipmentStatus[]) => statuses.reduce((n, st) => n + (byStatus.get(st) ?? 0), 0);
  return {
    items: rows.map(toAdminShipment),
    total: query.status ? sum([query.status]) : sum([...byStatus.keys()]),
    nextCursor,
    page: query.cursor ? 0 : query.page,
    limit: query.limit,
    summary: Object.fromEntries(SHIPMENT_TILES.map((t) => [t, sum(SHIPMENT_TILE_STATUSES[t])])) as AdminShipmentPage['summary'],
  };
}

/** The export's rows: the list's filtered view, in its sort, read in keyset batches (names and addresses whole). */
export function shipmentExportRows(db: Db, query: ShipmentFilters, brandId: string | null): AsyncIterable<ShipmentRow> {
  return batches<ShipmentRow, string>(async (cursor) => {
    const { rows, nextCursor } = await pageRows(db, query, brandId, { cursor: cursor ?? undefined, limit: 1000, offset: 0 });
    return { items: rows, nextCursor };
  });
}

export function findShipment(db: Db, id: string, brandId: string | null, lock = false): Promise<ShipmentRow> {
  return findRow<ShipmentRow>(db, {
    from: FROM,
    columns: columns(sql`s.created_at`),
    idColumn: sql`s.id`,
    id,
    scope: sellerScope(brandId),
    lockTable: lock ? sql`s` : undefined,
    notFound,
  });
}

async function detailOf(db: Db, row: ShipmentRow): Promise<AdminShipmentDetail> {
  const [items, events] = await Promise.all([
    queryRows<{ product_name: string; brand_name: string; color: string; size: string; quantity: number; weight: number }>(
      db,
      sql`select l.product_name, l.brand_name, l.color, l.size, l.quantity, (l.quantity * p.weight_grams)::int as weight
          from order_lines l join products p on p.id = l.product_id join shipments s on s.order_id = l.order_id and s.seller_id = l.seller_id
          where s.id = ${row.id}::uuid order by l.line_no`,
    ),
    queryRows<{ status: ShipmentStatus; description: string; location: string; at: string }>(
      db,
      sql`select status, description, location, ${iso(sql`occurred_at`)} as at from shipment_events
          where shipment_id = ${row.id}::uuid order by occurred_at desc, id desc`,
    ),
  ]);
  return {
    ...toAdminShipment(row),
    customerPhone: maskPhone(row.recipient_phone),
    address: row.address,
    trackingUrl: row.tracking_number && row.tracking_url ? trackingUrl(row.tracking_url, row.tracking_number) : null,
    items: items.map((i) => ({
      productName: i.product_name,
      brandName: i.brand_name,
      color: i.color,
      size: i.size,
      quantity: Number(i.quantity),
      weightGrams: Number(i.weight),
    })),
    events,
  };
}

/** `GET /api/admin/shipments/{id}`; another seller's shipment is 404 for a seller. */
export async function getAdminShipment(db: Db, id: string, brandId: string | null): Promise<AdminShipmentDetail> {
  return detailOf(db, await findShipment(db, id, brandId));
}

/** The parcel the carrier is asked about: the shipment and what its timeline already holds. */
async function parcelOf(db: Db, row: ShipmentRow): Promise<CarrierParcel | null> {
  if (!row.tracking_number || !row.shipped_at) return null;
  const [last] = await queryRows<{ status: ShipmentStatus | null; at: string | null; redelivery: boolean }>(
    db,
    sql`select (select e.status from shipment_events e where e.shipment_id = s.id order by e.occurred_at desc, e.id desc limit 1) as status,
        (select max(e.occurred_at)::text from shipment_events e where e.shipment_id = s.id) as at,
        exists (select 1 from shipment_events e where e.shipment_id = s.id and e.status = 'exception') as redelivery
        from shipments s where s.id = ${row.id}::uuid`,
  );
  const shippedAt = new Date(row.shipped_at);
  return {
    carrierCode: row.carrier_code,
    trackingNumber: row.tracking_number,
    shippedAt,
    address: row.address,
    // The shipment's own status leads: events may lag behind a status set by hand (the seed).
    lastStatus: row.status,
    lastEventAt: last?.at ? new Date(last.at) : shippedAt,
    redelivery: Boolean(last?.redelivery),
  };
}

const ACTIVE: readonly ShipmentStatus[] = ['shipped', 'in_transit', 'out_for_delivery'];

/**
 * Pulls one shipment's events from the carrier and writes the new ones. The carrier is asked
 * outside the transaction (a real one answers over the network); the write locks the row and
 * skips events already recorded, so two refreshes at once write each event once.
 */
async function pullShipment(db: Db, row: ShipmentRow, now: Date): Promise<{ row: ShipmentRow; written: number }> {
  const parcel = await parcelOf(db, row);
  if (!parcel || !ACTIVE.includes(row.status)) return { row, written: 0 };
  let events;
  try {
    events = await carrierAdapter().track(parcel, parcel.lastEventAt, now);
  } catch {
    throw new AppError('CONFLICT', ADMIN_SHIPMENT_MESSAGES.carrierUnavailable);
  }
  if (events.length === 0) return { row, written: 0 };
  // The orders flow's step: it locks the order, then the shipment (the one lock order of every
  // order write), skips events already recorded and marks the order delivered with its last shipment.
  const { applied: written } = await runWorkflow(db, 'track-shipment', (run) =>
    run(applyShipmentEventsStep, { shipmentId: row.id, events: [...events] }),
  );
  return { row: written ? await findShipment(db, row.id, null) : row, written };
}

/** `POST /api/admin/shipments/{id}/refresh`: asks the carrier now; an audit entry either way. */
export async function refreshAdminShipment(db: Db, actor: AdminActor, id: string, now = new Date()): Promise<AdminShipmentResult> {
  const before = await findShipment(db, id, actor.brandId);
  if (before.status === 'pending') throw new AppError('CONFLICT', ADMIN_SHIPMENT_MESSAGES.notTracked);
  const { row, written } = await pullShipment(db, before, now);
  await actor.audit(db, {
    action: 'orders.shipments.refresh',
    resource: 'shipment',
    resourceId: row.id,
    resourceName: row.tracking_number,
    details: { orderNumber: row.order_number, carrier: row.carrier_code, newEvents: written },
    before: { status: before.status },
    after: { status: row.status },
  });
  return {
    item: await detailOf(db, row),
    newEvents: written,
    title: ADMIN_SHIPMENT_MESSAGES.successTitle,
    message: ADMIN_SHIPMENT_MESSAGES.successDescription,
  };
}

/**
 * `POST /api/admin/shipments/{id}/retry`: from exception only (409 otherwise, also for the
 * second of two staff at once: the row is locked and its status read under the lock); the
 * carrier is asked for another attempt and its event puts the shipment back in transit.
 */
export async function retryAdminShipment(db: Db, actor: AdminActor, id: string, now = new Date()): Promise<AdminShipmentResult> {
  const after = await runWorkflow(db, 'retry-shipment-delivery', async (run, { tx }) => {
    // Scope first (another seller's shipment is 404), then the locks in the order every order write
    // takes them: the order row, then the shipment; the status is read under the lock.
    const seen = await findShipment(tx, id, actor.brandId);
    await tx.execute(sql`select id from orders where id = ${seen.order_id}::uuid for update`);
    const before = await findShipment(tx, seen.id, null, true);
    if (before.status !== 'exception') throw new AppError('CONFLICT', ADMIN_SHIPMENT_MESSAGES.retryOnlyException(before.status));
    const parcel = await parcelOf(tx, before);
    if (!parcel) throw new AppError('CONFLICT', ADMIN_SHIPMENT_MESSAGES.notTracked);
    let event;
    try {
      event = await carrierAdapter().requestRedelivery(parcel, now);
    } catch {
      throw new AppError('CONFLICT', ADMIN_SHIPMENT_MESSAGES.carrierUnavailable);
    }
    // The retry follows the exception it answers, even when a clock lags.
    const at = new Date(Math.max(event.occurredAt.getTime(), parcel.lastEventAt.getTime() + 1));
    await run(applyShipmentEventsStep, { shipmentId: before.id, events: [{ ...event, occurredAt: at }] });
    const row = await findShipment(tx, before.id, null);
    await actor.audit(tx, {
      action: 'orders.shipments.retry_delivery',
      resource: 'shipment',
      resourceId: before.id,
      resourceName: before.tracking_number,
      details: { orderNumber: before.order_number, carrier: before.carrier_code },
      before: { status: before.status },
      after: { status: row.status },
      severity: 'MEDIUM',
    });
    return row;
  });
  return {
    item: await detailOf(db, after),
    newEvents: 1,
    title: ADMIN_SHIPMENT_MESSAGES.successTitle,
    message: ADMIN_SHIPMENT_MESSAGES.successDescription,
  };
}

/**
 * The tracking job's work: the next `limit` shipments on their way after `afterId` (by id, so a
 * run walks each once). Answers the counts and the id to continue after (null at the end).
 */
export async function trackActiveShipments(
  db: Db,
  now: Date,
  options: { limit: number; afterId: string | null },
): Promise<{ checked: number; updated: number; events: number; failed: number; lastId: string | null }> {
  const rows = await queryRows<ShipmentRow>(
    db,
    sql`select ${columns(sql`s.created_at`)} from ${FROM}
        where s.status in ('shipped', 'in_transit', 'out_for_delivery') and s.tracking_number is not null
          ${options.afterId ? sql`and s.id > ${options.afterId}::uuid` : sql``}
        order by s.id limit ${options.limit}`,
  );
  let updated = 0;
  let events = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      const { written, row: after } = await pullShipment(db, row, now);
      if (!written) continue;
      updated++;
      events += written;
      await writeSystemAudit(
        db,
        { email: 'system', name: '배송 추적 작업' },
        {
          action: 'orders.shipments.track',
          resource: 'shipment',
          resourceId: row.id,
          resourceName: row.tracking_number,
          details: { orderNumber: row.order_number, carrier: row.carrier_code, newEvents: written },
          before: { status: row.status },
          after: { status: after.status },
        },
      );
    } catch {
      failed++;
    }
  }
  return { checked: rows.length, updated, events, failed, lastId: rows.length === options.limit ? rows[rows.length - 1]!.id : null };
}
