import { eq, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_ORDER_MESSAGES,
  staleOrderStatusMessage,
  type AdminCancelOrder,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrderFilter,
  type AdminOrderHistory,
  type AdminOrderLine,
  type AdminOrderListQuery,
  type AdminOrderPage,
  type AdminOrderResult,
  type AdminOrderSummary,
  type AdvanceOrder,
  type RevealedContact,
} from '@market/domain/admin-orders';
import { CARRIERS, type CarrierCode } from '@market/domain/carriers';
import {
  canCancelOrder,
  canTransition,
  nextAdminOrderStatus,
  ORDER_STATUSES,
  ORDER_STATUS_ADMIN_LABELS,
  SHIPMENT_TRANSITIONS,
  type OrderStatus,
  type ShipmentStatus,
} from '@market/domain/lifecycle';
import { maskCustomerName, maskPhone } from '@market/domain/mask';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@market/domain/order';
import type { Db } from '../db/client';
import { orders } from '../db/schema/orders';
import type { AdminActor } from '../lib/admin-actor';
import { JS_TRIM_CHARS, sqlCsvLabel, sqlCsvLine, sqlCsvText } from '../lib/export-copy';
import { AppError } from '../lib/errors';
import { containsPattern, isoText as iso, isUuid, queryRows } from '../lib/sql';
import { orderStatusTotals } from './order-status-counts';
import { cancelLockedOrder } from '../workflows/cancel-order';
import { applyShipmentEventsStep, MANUAL_DELIVERY_EVENT, shipOrderStep } from '../workflows/fulfil-order';
import { runWorkflow } from '../workflows/workflow';
import { lockCustomer } from './orders';
import { logPersonalDataAccess } from './personal-data';

/**
 * The admin's orders (spec 001 "Order management", issue 14 item 1): the list with keyset paging
 * and status tiles, the detail, the one advance button, cancel with refund and the reveal of the
 * masked contact. A SELLER_ADMIN (`brandId`) sees orders holding its brand's lines, only those
 * lines, and moves only its own shipment.
 */

const notFound = () => new AppError('NOT_FOUND', ADMIN_ORDER_MESSAGES.notFound);

/** An order a seller may see: it holds at least one line of the seller's brand. */
function sellerScope(brandId: string | null): SQL {
  if (!brandId) return sql`true`;
  return sql`exists (select 1 from order_lines bl where bl.order_id = o.id and bl.brand_id = ${brandId}::uuid)`;
}

/** Lines a seller may see: its brand's only. */
function lineScope(brandId: string | null): SQL {
  return brandId ? sql`and l.brand_id = ${brandId}::uuid` : sql``;
}

/** The seller of a brand (a SELLER_ADMIN ships as its brand's seller). */
async function sellerOf(db: Db, brandId: string | null): Promise<string | null> {
  if (!brandId) return null;
  const [row] = await queryRows<{ seller_id: string }>(db, sql`select seller_id from brands where id = ${brandId}::uuid`);
  return row?.seller_id ?? null;
}

/**
 * An order number typed whole (ORD and 8 digits from checkout; ORD, yymmdd and 6 digits in the
 * large seed): the unique index answers it.
 */
const FULL_NUMBER = /^ord\d{8,14}$/i;
/** A part of an order number. */
const PART_NUMBER = /^(ord)?\d{3,}$/i;

/** The search box: order number (whole or in part) or customer / recipient name. */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  if (FULL_NUMBER.test(q)) return sql`o.order_number = ${q.toUpperCase()}`;
  const p = containsPattern(q);
  if (PART_NUMBER.test(q)) return sql`o.order_number ilike ${p}`;
  // Two trigram-indexed columns of orders: the recipient's name and the orderer's (the account's,
  // kept current by a trigger, or the guest's; migration 0040).
  return sql`(o.recipient_name ilike ${p} or o.orderer_name ilike ${p})`;
}

/** The sortable columns (the table's), each with how to read it back from a cursor. */
const SORT_KEYS: Record<AdminOrderFilter['sort'], { expr: SQL; cast: SQL }> = {
  created: { expr: sql`o.created_at`, cast: sql`timestamptz` },
  number: { expr: sql`o.order_number`, cast: sql`text` },
  customer: { expr: sql`o.recipient_name`, cast: sql`text` },
  total: { expr: sql`o.total`, cast: sql`bigint` },
  payment: { expr: sql`o.payment_method`, cast: sql`text` },
  status: { expr: sql`o.status`, cast: sql`text` },
  items: { expr: sql`(select coalesce(sum(il.quantity), 0) from order_lines il where il.order_id = o.id)`, cast: sql`bigint` },
};

interface Cursor {
  v: string;
  id: string;
}
function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.v, c.id])).toString('base64url');
}
function decodeCursor(text: string): Cursor {
  const bad = () => new AppError('VALIDATION', ADMIN_ORDER_MESSAGES.cursor, { cursor: ADMIN_ORDER_MESSAGES.cursor });
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) throw bad();
    const [v, id] = parsed as unknown[];
    if (typeof v !== 'string' || v.length > 200 || typeof id !== 'string' || !isUuid(id)) throw bad();
    return { v, id };
  } catch {
    throw bad();
  }
}

interface ListRow {
  id: string;
  zip_code: string;
  address: string;
  address_detail: string;
  order_number: string;
  status: OrderStatus;
  customer_name: string | null;
  is_guest: boolean;
  recipient_name: string;
  recipient_phone: string;
  subtotal: number;
  shipping_fee: number;
  coupon_discount: number;
  points_used: number;
  total: number;
  payment_method: PaymentMethod;
  created_at: string;
  sort_value: string;
}

const COLUMNS = sql`o.id, o.order_number, o.status, nullif(o.orderer_name, '') as customer_name, o.guest_password_hash is not null as is_guest, o.recipient_name, o.recipient_phone, o.subtotal::int as subtotal,
  o.shipping_fee::int as shipping_fee, o.coupon_discount::int as coupon_discount, o.points_used::int as points_used, o.total::int as total,
  o.payment_method, ${iso(sql`o.created_at`)} as created_at, o.zip_code, o.address, o.address_detail`;
const FROM = sql`orders o`;

/** The lines of these orders (a seller's only), by order. */
async function linesOf(db: Db, ids: string[], brandId: string | null): Promise<Map<string, AdminOrderLine[]>> {
  const out = new Map<string, AdminOrderLine[]>();
  if (ids.length === 0) return out;
  const rows = await queryRows<{
    order_id: string;
    id: string;
    product_id: string;
    product_name: string;
    brand_id: string;
    brand_name: string;
    color: string;
    size: string;
    unit_price: number;
    quantity: number;
    line_total: number;
    settlement_number: string | null;
  }>(
    db,
    sql`select l.order_id, l.id, l.product_id, l.product_name, l.brand_id, l.brand_name, l.color, l.size, l.unit_price::int as unit_price,
          l.quantity, l.line_total::int as line_total, st.settlement_number
        from order_lines l left join settlements st on st.id = l.settlement_id where l.order_id = any(${`{${ids.join(',')}}`}::uuid[]) ${lineScope(brandId)} order by l.order_id, l.line_no`,
  );
  for (const r of rows) {
    const line: AdminOrderLine = {
      id: r.id,
      productId: r.product_id,
      productName: r.product_name,
      brandId: r.brand_id,
      brandName: r.brand_name,
      color: r.color,
      size: r.size,
      unitPrice: Number(r.unit_price),
      quantity: Number(r.quantity),
      lineTotal: Number(r.line_total),
      settlementNumber: r.settlement_number,
    };
    out.set(r.order_id, [...(out.get(r.order_id) ?? []), line]);
  }
  return out;
}

/** Tracking numbers of these orders (a seller's shipment only), by order. */
async function trackingOf(db: Db, ids: string[], sellerId: string | null): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (ids.length === 0) return out;
  const rows = await queryRows<{ order_id: string; tracking_number: string }>(
    db,
    sql`select order_id, tracking_number from shipments where order_id = any(${`{${ids.join(',')}}`}::uuid[]) and tracking_number is not null
        ${sellerId ? sql`and seller_id = ${sellerId}::uuid` : sql``} order by created_at, id`,
  );
  for (const r of rows) out.set(r.order_id, [...(out.get(r.order_id) ?? []), r.tracking_number]);
  return out;
}

function toAdminOrder(r: ListRow, lines: AdminOrderLine[], tracking: string[], brandId: string | null): AdminOrder {
  // A seller sees its lines' amounts only, never the order's other brands' money.
  const own = lines.reduce((s, l) => s + l.lineTotal, 0);
  const discount = brandId ? 0 : Number(r.coupon_discount) + Number(r.points_used);
  return {
    id: r.id,
    orderNumber: r.order_number,
    status: r.status,
    customerName: maskCustomerName(r.customer_name ?? r.recipient_name),
    isGuest: Boolean(r.is_guest),
    customerPhone: maskPhone(r.recipient_phone),
    items: lines,
    itemCount: lines.reduce((s, l) => s + l.quantity, 0),
    subtotal: brandId ? own : Number(r.subtotal),
    shippingFee: brandId ? 0 : Number(r.shipping_fee),
    discount,
    total: brandId ? own : Number(r.total),
    paymentMethod: r.payment_method,
    trackingNumbers: tracking,
    createdAt: r.created_at,
  };
}

/** The scope and search of a list or export (the status filter apart: the tiles leave it out). */
function listWhere(filter: AdminOrderFilter, brandId: string | null): SQL {
  const parts = [sellerScope(brandId), searchCondition(filter.q)].filter((p): p is SQL => p !== undefined);
  return sql.join(parts, sql` and `);
}

/** The sort key, its direction and the `after the cursor` condition of a keyset page. */
function keysetOf(filter: AdminOrderFilter, cursor: string | null): { key: { expr: SQL; cast: SQL }; dir: SQL; keyset: SQL } {
  const key = SORT_KEYS[filter.sort];
  const desc = filter.order === 'desc';
  const after = cursor ? decodeCursor(cursor) : null;
  return {
    key,
    dir: desc ? sql`desc` : sql`asc`,
    keyset: after ? sql`and (${key.expr}, o.id) ${desc ? sql`<` : sql`>`} (${after.v}::${key.cast}, ${after.id}::uuid)` : sql``,
  };
}

interface RawPage {
  rows: ListRow[];
  lines: Map<string, AdminOrderLine[]>;
  tracking: Map<string, string[]>;
  nextCursor: string | null;
}

/**
 * One keyset page of orders: `(sort key, id)` after the cursor, in the chosen direction, so page
 * 2,000 costs what page 1 does. The rows as stored (the list masks them, the export does not).
 */
async function rawPage(db: Db, filter: AdminOrderFilter, brandId: string | null, cursor: string | null, limit: number): Promise<RawPage> {
  const { key, dir, keyset } = keysetOf(filter, cursor);
  const rows = await queryRows<ListRow>(
    db,
    sql`select ${COLUMNS}, (${key.expr})::text as sort_value from ${FROM}
        where ${listWhere(filter, brandId)} ${filter.status ? sql`and o.status = ${filter.status}` : sql``} ${keyset}
        order by ${key.expr} ${dir}, o.id ${dir} limit ${limit + 1}`,
  );
  const page = rows.slice(0, limit);
  const ids = page.map((r) => r.id);
  const [lines, tracking] = await Promise.all([linesOf(db, ids, brandId), trackingOf(db, ids, await sellerOf(db, brandId))]);
  const last = page[page.length - 1];
  return {
    rows: page,
    lines,
    tracking,
    nextCursor: rows.length > limit && last ? encodeCursor({ v: last.sort_value, id: last.id }) : null,
  };
}

/** One page of the list, names and phones masked. */
export async function orderPage(
  db: Db,
  filter: AdminOrderFilter,
  brandId: string | null,
  cursor: string | null,
  limit: number,
): Promise<{ items: AdminOrder[]; nextCursor: string | null }> {
  const { rows, lines, tracking, nextCursor } = await rawPage(db, filter, brandId, cursor, limit);
  return { items: rows.map((r) => toAdminOrder(r, lines.get(r.id) ?? [], tracking.get(r.id) ?? [], brandId)), nextCursor };
}

/**
 * A row of the orders export: the list's columns with the contact and address as stored, the lines
 * as one text (a seller's own lines only) and the tracking numbers joined.
 */
export interface OrderExportRow {
  orderNumber: string;
  status: OrderStatus;
  createdAt: string;
  customerFullName: string;
  recipientName: string;
  recipientPhone: string;
  zipCode: string;
  fullAddress: string;
  itemsText: string;
  itemCount: number;
  subtotal: number;
  shippingFee: number;
  discount: number;
  total: number;
  paymentMethod: PaymentMethod;
  trackingText: string;
}

interface ExportSqlRow extends ListRow {
  items_text: string | null;
  item_count: number;
  own_total: number;
  tracking_text: string | null;
}

/**
 * What the export reads beside each order: its lines as one text (a seller's own only), their
 * count and total, and the tracking numbers joined (a seller's shipment only) — aggregated in SQL
 * rather than read and mapped as objects. Shared by the keyset pages and the COPY of the CSV.
 *
 * The aggregates read subqueries already in order instead of `string_agg(… order by …)`: on
 * PostgreSQL 15 an ordered aggregate starts a sort for every order, which was 40% of the lines'
 * lookup (a million orders a million sorts), while the (order_id, line_no) index gives the lines
 * in order for free. A subquery with ORDER BY is never flattened, and an aggregate over it alone
 * takes its rows in that order (PostgreSQL's documented way to order an aggregate's input);
 * admin-orders.test.ts compares both files on orders of several lines and shipments.
 */
function exportFrom(brandId: string | null, sellerId: string | null): SQL {
  return sql`${FROM}
        left join lateral (
          select string_agg(l.item, ', ') as items_text, coalesce(sum(l.quantity), 0)::int as item_count,
            coalesce(sum(l.line_total), 0)::bigint as own_total
          from (select l.brand_name || ' ' || l.product_name || ' (' || l.color || '/' || l.size || ') x' || l.quantity as item,
              l.quantity, l.line_total
            from order_lines l where l.order_id = o.id ${lineScope(brandId)} order by l.line_no) l) ln on true
        left join lateral (
          select string_agg(s.tracking_number, ', ') as tracking_text
          from (select s.tracking_number from shipments s
            where s.order_id = o.id and s.tracking_number is not null ${sellerId ? sql`and s.seller_id = ${sellerId}::uuid` : sql``}
            order by s.created_at, s.id) s) tr on true`;
}

/**
 * The same as `exportFrom` for a large view: the lines and shipments aggregated once per order in
 * one pass each, hash-joined to the orders, instead of two index lookups per order. Over the whole
 * 1,000,000-order list the lookups were random reads of tables far larger than the buffer cache
 * (EXPLAIN: 3.9 million blocks read), 160–370 s; this form took 100–120 s in the same hour, and
 * PostgreSQL runs it in parallel workers (the lateral form is not parallel-safe). A narrow view
 * would pay for aggregating every line, so `orderExportCsvLines` chooses by the view's size.
 */
function exportFromGrouped(brandId: string | null, sellerId: string | null): SQL {
  return sql`${FROM}
        left join (
          select l.order_id, string_agg(l.item, ', ') as items_text, sum(l.quantity)::int as item_count,
            sum(l.line_total)::bigint as own_total
          from (select l.order_id, l.brand_name || ' ' || l.product_name || ' (' || l.color || '/' || l.size || ') x' || l.quantity as item,
              l.quantity, l.line_total
            from order_lines l where true ${lineScope(brandId)} order by l.order_id, l.line_no) l
          group by l.order_id) ln on ln.order_id = o.id
        left join (
          select s.order_id, string_agg(s.tracking_number, ', ') as tracking_text
          from (select s.order_id, s.tracking_number from shipments s
            where s.tracking_number is not null ${sellerId ? sql`and s.seller_id = ${sellerId}::uuid` : sql``}
            order by s.order_id, s.created_at, s.id) s
          group by s.order_id) tr on tr.order_id = o.id`;
}

/** From this many orders in the view, the CSV aggregates lines and shipments in one pass (exportFromGrouped). */
export const GROUPED_EXPORT_ORDERS = 50_000;

function exportWhere(filter: AdminOrderFilter, brandId: string | null): SQL {
  return sql`${listWhere(filter, brandId)} ${filter.status ? sql`and o.status = ${filter.status}` : sql``}`;
}

/**
 * The export's pages: keyset pages of 1,000, unmasked, in one statement each (the .xlsx file, and
 * the CSV on the embedded database).
 */
export async function orderExportPage(
  db: Db,
  filter: AdminOrderFilter,
  brandId: string | null,
  cursor: string | null,
): Promise<{ items: OrderExportRow[]; nextCursor: string | null }> {
  const limit = 1000;
  const { key, dir, keyset } = keysetOf(filter, cursor);
  const sellerId = await sellerOf(db, brandId);
  const rows = await queryRows<ExportSqlRow>(
    db,
    sql`select ${COLUMNS}, (${key.expr})::text as sort_value, ln.items_text, ln.item_count, ln.own_total, tr.tracking_text
        from ${exportFrom(brandId, sellerId)}
        where ${exportWhere(filter, brandId)} ${keyset}
        order by ${key.expr} ${dir}, o.id ${dir} limit ${limit + 1}`,
  );
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => {
      // A seller sees its lines' amounts only, never the order's other brands' money (as the list).
      const own = Number(r.own_total);
      return {
        orderNumber: r.order_number,
        status: r.status,
        createdAt: r.created_at,
        customerFullName: r.customer_name ?? maskCustomerName(null),
        recipientName: r.recipient_name,
        recipientPhone: r.recipient_phone,
        zipCode: r.zip_code,
        fullAddress: `${r.address} ${r.address_detail}`.trim(),
        itemsText: r.items_text ?? '',
        itemCount: Number(r.item_count),
        subtotal: brandId ? own : Number(r.subtotal),
        shippingFee: brandId ? 0 : Number(r.shipping_fee),
        discount: brandId ? 0 : Number(r.coupon_discount) + Number(r.points_used),
        total: brandId ? own : Number(r.total),
        paymentMethod: r.payment_method,
        trackingText: r.tracking_text ?? '',
      };
    }),
    nextCursor: rows.length > limit && last ? encodeCursor({ v: last.sort_value, id: last.id }) : null,
  };
}

/**
 * The export's CSV lines for PostgreSQL to write (lib/export-copy.ts): one statement over the
 * whole filtered view, in the list's order, each row the line the route's columns would give the
 * row of `orderExportPage` — the same texts, amounts, KST date and labels (from the domain's maps).
 * Keep the two in step; admin-orders.test.ts compares their files byte for byte.
 */
export async function orderExportCsvLines(
  db: Db,
  filter: AdminOrderFilter,
  brandId: string | null,
  options: { grouped?: boolean } = {},
): Promise<SQL> {
  const { key, dir } = keysetOf(filter, null);
  const sellerId = await sellerOf(db, brandId);
  // The view's size, counted up to the threshold only (a bounded index or table walk).
  const grouped =
    options.grouped ??
    (
      await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from (select 1 from orders o where ${exportWhere(filter, brandId)} limit ${GROUPED_EXPORT_ORDERS}) v`,
      )
    )[0]!.n >= GROUPED_EXPORT_ORDERS;
  const text = (column: string) => sqlCsvText(sql.raw(`x.${column}`));
  const line = sqlCsvLine([
    text('order_number'),
    // to_char's digits, dots, inner spaces and 시/분/초: never quoted or neutralised, so no tests.
    sql`x.created`,
    sqlCsvLabel(sql`x.status`, ORDER_STATUS_ADMIN_LABELS),
    text('customer'),
    text('recipient_name'),
    text('recipient_phone'),
    text('zip_code'),
    text('address'),
    text('items'),
    sql`x.item_count`,
    sql`x.subtotal`,
    sql`x.shipping_fee`,
    sql`x.discount`,
    sql`x.total`,
    sqlCsvLabel(sql`x.payment_method`, PAYMENT_METHOD_LABELS),
    text('tracking'),
  ]);
  // A seller sees its lines' amounts only, never the order's other brands' money (as the list).
  const money = (all: SQL) => (brandId ? sql`coalesce(ln.own_total, 0)::text` : sql`(${all})::text`);
  // The rows in order first, formatted after: offset 0 keeps the subquery whole, so a value the
  // cell rules read several times is computed once. The date is formatDateTime's: ko-KR,
  // Asia/Seoul, 24 hours, no zero padding, e.g. "2026. 1. 3. 0시 4분 5초".
  return sql`select ${line} as line from (
      select o.order_number, o.status, o.payment_method, o.recipient_name, o.recipient_phone, o.zip_code,
        to_char(o.created_at at time zone 'Asia/Seoul', 'YYYY. FMMM. FMDD. FMHH24"시" FMMI"분" FMSS"초"') as created,
        coalesce(nullif(o.orderer_name, ''), ${maskCustomerName(null)}) as customer,
        btrim(o.address || ' ' || o.address_detail, ${JS_TRIM_CHARS}) as address,
        coalesce(ln.items_text, '') as items, coalesce(ln.item_count, 0)::text as item_count,
        ${money(sql`o.subtotal::bigint`)} as subtotal,
        ${brandId ? sql`'0'` : sql`o.shipping_fee::bigint::text`} as shipping_fee,
        ${brandId ? sql`'0'` : sql`(o.coupon_discount::bigint + o.points_used::bigint)::text`} as discount,
        ${money(sql`o.total::bigint`)} as total,
        coalesce(tr.tracking_text, '') as tracking
      from ${grouped ? exportFromGrouped(brandId, sellerId) : exportFrom(brandId, sellerId)}
      where ${exportWhere(filter, brandId)} order by ${key.expr} ${dir}, o.id ${dir} offset 0) x`;
}

/**
 * The tiles: orders by status over the scope and search. The whole shop's come from the counts the
 * triggers keep (ADR 043: counting a million orders took seconds a page); a brand's or a search's
 * are counted over their matches (an index walk).
 */
async function summaryOf(db: Db, filter: AdminOrderFilter, brandId: string | null): Promise<AdminOrderSummary> {
  const rows =
    !brandId && !filter.q
      ? await orderStatusTotals(db)
      : await queryRows<{ status: OrderStatus; n: number }>(
          db,
          sql`select o.status, count(*)::int as n from orders o where ${listWhere(filter, brandId)} group by o.status`,
        );
  const summary = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as AdminOrderSummary;
  for (const r of rows) summary[r.status] = Number(r.n);
  return summary;
}

/** `GET /api/admin/orders`. */
export async function listAdminOrders(db: Db, query: AdminOrderListQuery, brandId: string | null): Promise<AdminOrderPage> {
  const [page, summary] = await Promise.all([
    orderPage(db, query, brandId, query.cursor ?? null, query.limit),
    summaryOf(db, query, brandId),
  ]);
  const total = query.status ? summary[query.status] : Object.values(summary).reduce((s, n) => s + n, 0);
  return { ...page, total, summary };
}

interface OrderSqlRow extends ListRow {
  customer_id: string | null;
  delivery_memo: string | null;
  cancel_reason: string | null;
  paid_at: string | null;
  processing_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  confirmed_at: string | null;
  cancelled_at: string | null;
}

const DETAIL_COLUMNS = sql`${COLUMNS}, o.customer_id, o.delivery_memo, o.cancel_reason,
  ${iso(sql`o.paid_at`)} as paid_at, ${iso(sql`o.processing_at`)} as processing_at, ${iso(sql`o.shipped_at`)} as shipped_at,
  ${iso(sql`o.delivered_at`)} as delivered_at, ${iso(sql`o.confirmed_at`)} as confirmed_at, ${iso(sql`o.cancelled_at`)} as cancelled_at,
  ''::text as sort_value`;

async function findOrder(db: Db, id: string, brandId: string | null, lock = false): Promise<OrderSqlRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await queryRows<OrderSqlRow>(
    db,
    sql`select ${DETAIL_COLUMNS} from ${FROM} where o.id = ${id}::uuid and ${sellerScope(brandId)} ${lock ? sql`for update of o` : sql``}`,
  );
  if (!row) throw notFound();
  return row;
}

/** The first words of an address (시·구), the rest hidden until revealed. */
export function maskAddress(address: string): string {
  const words = address.trim().split(/\s+/);
  return words.length <= 2 ? `${words[0] ?? ''} ***` : `${words.slice(0, 2).join(' ')} ***`;
}

const OUTBOX_LABELS: Record<string, string> = {
  'order.placed': '주문 접수 안내 발송',
  'order.cancelled': '주문 취소 안내 발송',
  'payment.refund': '결제사 환불 요청',
  'return.completed': '반품 완료 안내 발송',
};
const AUDIT_LABELS: Record<string, string> = {
  'orders.orders.process': '배송 준비 시작',
  'orders.orders.ship': '발송 처리',
  'orders.orders.deliver': '배송 완료 처리',
  'orders.orders.cancel': '관리자 취소 (환불)',
  'orders.orders.reveal': '개인정보 열람',
};

async function historyOf(db: Db, o: OrderSqlRow): Promise<AdminOrderHistory[]> {
  const steps: [string | null, string][] = [
    [o.created_at, '주문 접수'],
    [o.paid_at, '결제 완료'],
    [o.processing_at, '배송 준비중'],
    [o.shipped_at, '발송 (배송중)'],
    [o.delivered_at, '배송 완료'],
    [o.confirmed_at, '구매 확정'],
    [o.cancelled_at, o.cancel_reason ? `주문 취소: ${o.cancel_reason}` : '주문 취소'],
  ];
  const history: AdminOrderHistory[] = steps.filter(([at]) => at !== null).map(([at, label]) => ({ at: at!, label, actor: '시스템' }));
  const [audits, messages] = await Promise.all([
    queryRows<{ at: string; action: string; user_name: string }>(
      db,
      sql`select ${iso(sql`occurred_at`)} as at, action, user_name from audit_logs where resource = 'order' and resource_id = ${o.id} order by occurred_at limit 100`,
    ),
    queryRows<{ at: string; topic: string; delivered: boolean }>(
      db,
      sql`select ${iso(sql`created_at`)} as at, topic, delivered_at is not null as delivered from outbox where payload->>'orderId' = ${o.id} order by id limit 50`,
    ),
  ]);
  for (const a of audits) history.push({ at: a.at, label: AUDIT_LABELS[a.action] ?? a.action, actor: a.user_name });
  for (const m of messages)
    history.push({ at: m.at, label: `${OUTBOX_LABELS[m.topic] ?? m.topic}${m.delivered ? '' : ' (대기)'}`, actor: '시스템' });
  return history.sort((a, b) => a.at.localeCompare(b.at));
}

/** The status this staff member's advance button moves the order to (null: no button). */
function nextStatusFor(status: OrderStatus, own: { status: ShipmentStatus } | null, sellerScoped: boolean): AdminOrderDetail['nextStatus'] {
  const next = nextAdminOrderStatus(status);
  if (!next || next === 'paid' || next === 'pending' || next === 'cancelled' || next === 'purchase_confirmed') return null;
  if (sellerScoped && next === 'shipped' && own && own.status !== 'pending') return null;
  if (sellerScoped && next === 'delivered' && own?.status === 'delivered') return null;
  return next;
}

/** `GET /api/admin/orders/{id}`: lines, masked contact and address, payments, shipments with tracking, history. */
export async function getAdminOrder(db: Db, id: string, brandId: string | null): Promise<AdminOrderDetail> {
  const o = await findOrder(db, id, brandId);
  const sellerId = await sellerOf(db, brandId);
  const [lines, shipmentRows, paymentRows, history] = await Promise.all([
    linesOf(db, [o.id], brandId),
    queryRows<{
      id: string;
      seller_id: string;
      seller_name: string;
      carrier_code: string;
      carrier_name: string | null;
      tracking_url: string | null;
      tracking_number: string | null;
      status: ShipmentStatus;
      shipped_at: string | null;
      estimated_delivery: string | null;
      delivered_at: string | null;
    }>(
      db,
      sql`select s.id, s.seller_id, se.company_name as seller_name, s.carrier_code, ca.name as carrier_name, ca.tracking_url, s.tracking_number, s.status,
            ${iso(sql`s.shipped_at`)} as shipped_at, s.estimated_delivery::text as estimated_delivery, ${iso(sql`s.delivered_at`)} as delivered_at
          from shipments s join sellers se on se.id = s.seller_id left join carriers ca on ca.code = s.carrier_code
          where s.order_id = ${o.id}::uuid ${sellerId ? sql`and s.seller_id = ${sellerId}::uuid` : sql``} order by s.created_at, s.id`,
    ),
    brandId
      ? Promise.resolve([])
      : queryRows<{
          id: string;
          method: PaymentMethod;
          amount: number;
          refunded_amount: number;
          status: string;
          transaction_id: string;
          created_at: string;
          approved_at: string | null;
          cancelled_at: string | null;
        }>(
          db,
          sql`select id, method, amount::int as amount, refunded_amount::int as refunded_amount, status, transaction_id, ${iso(sql`created_at`)} as created_at,
                ${iso(sql`approved_at`)} as approved_at, ${iso(sql`cancelled_at`)} as cancelled_at from payments where order_id = ${o.id}::uuid order by created_at`,
        ),
    historyOf(db, o),
  ]);
  const shipmentIds = shipmentRows.map((s) => s.id);
  const events = shipmentIds.length
    ? await queryRows<{ shipment_id: string; status: ShipmentStatus; description: string; location: string; at: string }>(
        db,
        sql`select shipment_id, status, description, location, ${iso(sql`occurred_at`)} as at from shipment_events
            where shipment_id = any(${`{${shipmentIds.join(',')}}`}::uuid[]) order by occurred_at desc, id`,
      )
    : [];
  const orderLines = lines.get(o.id) ?? [];
  const base = toAdminOrder(
    o,
    orderLines,
    shipmentRows.flatMap((s) => (s.tracking_number ? [s.tracking_number] : [])),
    brandId,
  );
  const own = sellerId ? (shipmentRows.find((s) => s.seller_id === sellerId) ?? null) : null;
  return {
    ...base,
    couponDiscount: brandId ? 0 : Number(o.coupon_discount),
    pointsUsed: brandId ? 0 : Number(o.points_used),
    address: { zipCode: o.zip_code, address: maskAddress(o.address), detail: o.address_detail ? '***' : '', memo: o.delivery_memo },
    cancelReason: o.cancel_reason,
    payments: paymentRows.map((p) => ({
      id: p.id,
      method: p.method,
      amount: Number(p.amount),
      refundedAmount: Number(p.refunded_amount),
      status: p.status,
      transactionId: p.transaction_id,
      createdAt: p.created_at,
      approvedAt: p.approved_at,
      cancelledAt: p.cancelled_at,
    })),
    shipments: shipmentRows.map((s) => ({
      id: s.id,
      sellerId: s.seller_id,
      sellerName: s.seller_name,
      carrierCode: s.carrier_code,
      carrierName: s.carrier_name ?? CARRIERS[s.carrier_code as CarrierCode]?.name ?? s.carrier_code,
      trackingNumber: s.tracking_number,
      trackingUrl: s.tracking_number && s.tracking_url ? s.tracking_url.replace('{tracking}', encodeURIComponent(s.tracking_number)) : null,
      status: s.status,
      shippedAt: s.shipped_at,
      estimatedDelivery: s.estimated_delivery,
      deliveredAt: s.delivered_at,
      events: events
        .filter((e) => e.shipment_id === s.id)
        .map((e) => ({ status: e.status, description: e.description, location: e.location, occurredAt: e.at })),
    })),
    history,
    nextStatus: nextStatusFor(o.status, own, brandId !== null),
    cancellable: canCancelOrder(o.status) && (!brandId || (await onlyBrand(db, o.id, brandId))),
  };
}

/** Whether every line of the order is of `brandId` (a seller cancels only an order wholly its own). */
async function onlyBrand(db: Db, orderId: string, brandId: string): Promise<boolean> {
  const [row] = await queryRows<{ other: boolean }>(
    db,
    sql`select exists (select 1 from order_lines where order_id = ${orderId}::uuid and brand_id <> ${brandId}::uuid) as other`,
  );
  return row ? !row.other : false;
}

const AUDIT_ACTION: Record<'processing' | 'shipped' | 'delivered', string> = {
  processing: 'orders.orders.process',
  shipped: 'orders.orders.ship',
  delivered: 'orders.orders.deliver',
};

/**
 * `POST /api/admin/orders/{id}/status`: the one advance button. `status` is where the staff member
 * saw the order going; anything but the next step of its current status (an illegal move, or a
 * second staff member's stale click after the first one won the row lock) is a 409. Shipping
 * creates the shipments (one per seller; a seller only its own) through `shipOrderStep`;
 * delivering applies the manual delivery event to the shipments through `applyShipmentEventsStep`.
 */
export async function advanceOrderWorkflow(db: Db, actor: AdminActor, id: string, input: AdvanceOrder): Promise<AdminOrderResult> {
  return runWorkflow(db, 'advance-order', async (run, ctx) => {
    const { tx, now } = ctx;
    const before = await findOrder(tx, id, actor.brandId, true);
    const next = nextAdminOrderStatus(before.status);
    if (next !== input.status) throw new AppError('CONFLICT', staleOrderStatusMessage(before.status, input.status));
    const sellerId = await sellerOf(tx, actor.brandId);
    const after: Record<string, unknown> = { status: input.status };
    if (input.status === 'processing') {
      await tx.update(orders).set({ status: 'processing', processingAt: now, updatedAt: now }).where(eq(orders.id, before.id));
    } else if (input.status === 'shipped') {
      const shipped = await run(shipOrderStep, {
        orderId: before.id,
        carrierCode: input.carrierCode!,
        trackingNumber: input.trackingNumber ?? null,
        sellerId,
      });
      after.status = shipped.orderShipped ? 'shipped' : before.status;
      after.shipments = shipped.shipments.map((s) => ({ carrierCode: s.carrierCode, trackingNumber: s.trackingNumber }));
    } else {
      const open = await queryRows<{ id: string; status: ShipmentStatus }>(
        tx,
        sql`select id, status from shipments where order_id = ${before.id}::uuid and return_id is null and status <> 'delivered'
            ${sellerId ? sql`and seller_id = ${sellerId}::uuid` : sql``} order by id`,
      );
      if (open.length === 0) throw new AppError('CONFLICT', staleOrderStatusMessage(before.status, input.status));
      let delivered = false;
      for (const s of open) {
        const events = [];
        // A carrier delivers from in transit: a shipment still at 'shipped' (or in exception) passes through it.
        if (!canTransition(SHIPMENT_TRANSITIONS, s.status, 'delivered'))
          events.push({
            status: 'in_transit' as const,
            description: '배송중 (관리자 처리)',
            location: '배송 구간',
            occurredAt: new Date(now.getTime() - 1),
          });
        events.push({ status: 'delivered' as const, ...MANUAL_DELIVERY_EVENT, occurredAt: now });
        const applied = await run(applyShipmentEventsStep, { shipmentId: s.id, events });
        delivered ||= applied.orderDelivered;
      }
      after.status = delivered ? 'delivered' : before.status;
    }
    await actor.audit(tx, {
      action: AUDIT_ACTION[input.status],
      resource: 'order',
      resourceId: before.id,
      resourceName: before.order_number,
      before: { status: before.status },
      after,
    });
    return {
      title: ADMIN_ORDER_MESSAGES.successTitle,
      message: ADMIN_ORDER_MESSAGES.success(before.order_number),
      item: await getAdminOrder(tx, before.id, actor.brandId),
    };
  });
}

/**
 * `POST /api/admin/orders/{id}/cancel`: cancel with refund through the shopper's cancel steps
 * (`cancelLockedOrder`: coupon use, points and stock returned, payment refunded), in the same lock
 * order (shopper, then order). A seller cancels only an order wholly of its brand.
 */
export async function adminCancelOrderWorkflow(db: Db, actor: AdminActor, id: string, input: AdminCancelOrder): Promise<AdminOrderResult> {
  return runWorkflow(db, 'admin-cancel-order', async (_run, ctx) => {
    const { tx } = ctx;
    const peek = await findOrder(tx, id, actor.brandId);
    if (peek.customer_id) await lockCustomer(tx, peek.customer_id);
    const before = await findOrder(tx, id, actor.brandId, true);
    if (!canCancelOrder(before.status)) throw new AppError('CONFLICT', ADMIN_ORDER_MESSAGES.notCancellable);
    if (actor.brandId && !(await onlyBrand(tx, before.id, actor.brandId)))
      throw new AppError('FORBIDDEN', ADMIN_ORDER_MESSAGES.notYourShipment);
    const [row] = await tx.select().from(orders).where(eq(orders.id, before.id));
    await cancelLockedOrder(ctx, row!, `관리자 취소: ${input.reason}`);
    await actor.audit(tx, {
      action: 'orders.orders.cancel',
      resource: 'order',
      resourceId: before.id,
      resourceName: before.order_number,
      before: { status: before.status },
      after: { status: 'cancelled', reason: input.reason },
    });
    return {
      title: ADMIN_ORDER_MESSAGES.cancelTitle,
      message: ADMIN_ORDER_MESSAGES.cancelled(before.order_number),
      item: await getAdminOrder(tx, before.id, actor.brandId),
    };
  });
}

/**
 * `POST /api/admin/orders/{id}/reveal`: the unmasked name, phone and address of one order, with
 * the 개인정보 열람 기록 (who, when, from where, which fields, why) written in the same transaction.
 */
export async function revealOrderContact(db: Db, actor: AdminActor, id: string, reason: string): Promise<RevealedContact> {
  return db.transaction(async (tx) => {
    const o = await findOrder(tx, id, actor.brandId);
    await logPersonalDataAccess(tx, actor, {
      purpose: 'reveal',
      resource: 'order',
      resourceId: o.id,
      fields: ['customerName', 'recipientName', 'recipientPhone', 'address'],
      reason,
    });
    return {
      orderNumber: o.order_number,
      customerName: o.customer_name ?? maskCustomerName(null),
      recipientName: o.recipient_name,
      recipientPhone: o.recipient_phone,
      zipCode: o.zip_code,
      address: o.address,
      addressDetail: o.address_detail,
    };
  });
}
