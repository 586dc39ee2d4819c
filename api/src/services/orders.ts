import { and, asc, count, desc, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import {
  AUTO_CONFIRM_DAYS,
  canCancelOrder,
  canConfirmPurchase,
  canReorder,
  canRequestReturn,
  ORDER_TABS,
  RETURN_WINDOW_DAYS,
  returnDeadline,
  type OrderStatus,
} from '@market/domain/lifecycle';
import {
  CHECKOUT_MESSAGES,
  type Order,
  type OrderItem,
  type OrdersQuery,
  type OrderSummary,
  type ReorderResult,
  type RequestReturn,
  type ReturnRequest,
} from '@market/domain/order';
import type { Page } from '@market/domain/paging';
import { pointsToEarn } from '@market/domain/shop-settings';
import type { Db } from '../db/client';
import { products } from '../db/schema/catalog';
import { customers } from '../db/schema/identity';
import { couponRedemptions, coupons } from '../db/schema/marketing';
import { orderLines, orders, payments, pointsLedger, refunds, returnLines, returns, shipmentEvents, shipments } from '../db/schema/orders';
import { carriers } from '../db/schema/settings';
import { isUniqueViolation } from '../lib/db-errors';
import { AppError } from '../lib/errors';
import { isUuid, pageOffset } from '../lib/sql';
import { writeSystemAudit } from './audit';
import { addLinesBestEffort, getCart, loadShopRules, type ShopRules } from './cart';
import { returnRefund } from './return-refund';

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect & { images: string[] | null };
type ReturnRow = typeof returns.$inferSelect;
type ReturnLineRow = typeof returnLines.$inferSelect;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const notFound = () => new AppError('NOT_FOUND', CHECKOUT_MESSAGES.orderNotFound);

/** The shopper's own order row, or 404 (another shopper's id looks exactly like an unknown one). */
export async function ownOrderRow(db: Db, customerId: string, orderId: string, lock = false): Promise<OrderRow> {
  if (!isUuid(orderId)) throw notFound();
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** A guest order's row by id (locked for a cancel), or 404; a member's order is never one. */
export async function ownGuestOrderRow(db: Db, orderId: string, lock = false): Promise<OrderRow> {
  if (!isUuid(orderId)) throw notFound();
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), isNotNull(orders.guestPasswordHash)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

function lineStatus(order: OrderRow, line: LineRow, returnsByLine: Map<string, ReturnRow>): OrderItem['status'] {
  const r = returnsByLine.get(line.id);
  if (!r || r.status === 'rejected') return order.status;
  if (r.type === 'return') return r.status === 'completed' ? 'returned' : 'return_requested';
  return r.status === 'completed' ? 'exchanged' : 'exchange_requested';
}

function toReturn(r: ReturnRow, orderNumber: string, lines: ReturnLineRow[], byId: Map<string, LineRow>): ReturnRequest {
  return {
    id: r.id,
    returnNumber: r.returnNumber,
    orderId: r.orderId,
    orderNumber,
    type: r.type,
    reason: r.reason,
    status: r.status,
    detail: r.description,
    refundAmount: r.refundAmount,
    pointsRefund: r.pointsRefund,
    requestedAt: r.requestedAt.toISOString(),
    completedAt: iso(r.completedAt),
    items: lines.map((l) => {
      const line = byId.get(l.orderLineId);
      return {
        orderItemId: l.orderLineId,
        name: line?.productName ?? '알 수 없는 상품',
        selectedColor: line?.color ?? '',
        selectedSize: line?.size ?? '',
        quantity: l.quantity,
        amount: l.amount,
      };
    }),
  };
}

interface Related {
  lines: Map<string, LineRow[]>;
  payments: Map<string, typeof payments.$inferSelect>;
  tracking: Map<string, string>;
  returns: Map<string, { row: ReturnRow; lines: ReturnLineRow[] }[]>;
}

async function loadRelated(db: Db, ids: string[]): Promise<Related> {
  const related: Related = { lines: new Map(), payments: new Map(), tracking: new Map(), returns: new Map() };
  if (ids.length === 0) return related;
  const [lineRows, paymentRows, shipmentRows, returnRows] = await Promise.all([
    db
      .select({ line: orderLines, images: products.images })
      .from(orderLines)
      .leftJoin(products, eq(products.id, orderLines.productId))
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.orderId), asc(orderLines.lineNo)),
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.createdAt)),
    db
      .select({ orderId: shipments.orderId, trackingNumber: shipments.trackingNumber })
      .from(shipments)
      .where(inArray(shipments.orderId, ids))
      .orderBy(asc(shipments.createdAt), asc(shipments.id)),
    db.select().from(returns).where(inArray(returns.orderId, ids)).orderBy(desc(returns.requestedAt)),
  ]);
  for (const { line, images } of lineRows)
    related.lines.set(line.orderId, [...(related.lines.get(line.orderId) ?? []), { ...line, images }]);
  for (const p of paymentRows) related.payments.set(p.orderId, p);
  for (const s of shipmentRows) if (s.trackingNumber && !related.tracking.has(s.orderId)) related.tracking.set(s.orderId, s.trackingNumber);
  const rLines = returnRows.length
    ? await db
        .select()
        .from(returnLines)
        .where(
          inArray(
            returnLines.returnId,
            returnRows.map((r) => r.id),
          ),
        )
    : [];
  for (const r of returnRows) {
    related.returns.set(r.orderId, [
      ...(related.returns.get(r.orderId) ?? []),
      { row: r, lines: rLines.filter((l) => l.returnId === r.id) },
    ]);
  }
  return related;
}

function toSummary(o: OrderRow, rel: Related, now: Date): OrderSummary {
  const lines = rel.lines.get(o.id) ?? [];
  const returnsByLine = new Map<string, ReturnRow>();
  for (const r of rel.returns.get(o.id) ?? [])
    for (const l of r.lines) if (!returnsByLine.has(l.orderLineId)) returnsByLine.set(l.orderLineId, r.row);
  const openReturn = (rel.returns.get(o.id) ?? []).some((r) => r.row.status !== 'rejected' && r.row.status !== 'completed');
  const payment = rel.payments.get(o.id);
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    status: o.status,
    createdAt: o.createdAt.toISOString(),
    items: lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      name: l.productName,
      brandName: l.brandName,
      image: l.images?.[0] ?? `/media/products/${l.productId}/1.svg`,
      selectedColor: l.color,
      selectedSize: l.size,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      lineTotal: l.lineTotal,
      status: lineStatus(o, l, returnsByLine),
    })),
    itemCount: lines.reduce((s, l) => s + l.quantity, 0),
    subtotal: o.subtotal,
    discount: o.couponDiscount,
    pointsUsed: o.pointsUsed,
    shippingFee: o.shippingFee,
    total: o.total,
    paymentMethod: o.paymentMethod,
    paymentStatus: payment?.status ?? 'pending',
    trackingNumber: rel.tracking.get(o.id) ?? null,
    canCancel: canCancelOrder(o.status),
    canConfirm: canConfirmPurchase(o.status) && !openReturn,
    canRequestReturn:
      canRequestReturn(o.status, o.deliveredAt, now) &&
      lines.some((l) => !returnsByLine.has(l.id) || returnsByLine.get(l.id)!.status === 'rejected'),
    canReorder: canReorder(o.status),
  };
}

/** Orders as the list's cards, in the given order. */
export async function toOrderSummaries(db: Db, rows: OrderRow[], now = new Date()): Promise<OrderSummary[]> {
  const rel = await loadRelated(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSummary(r, rel, now));
}

/** `GET /api/orders`: the shopper's own orders, newest first, by storefront tab. */
export async function listOrders(db: Db, customerId: string, query: OrdersQuery): Promise<Page<OrderSummary>> {
  const statuses: readonly OrderStatus[] | null =
    query.status === 'all' ? null : query.status === 'cancelled' ? ['cancelled'] : ORDER_TABS[query.status];
  const where = and(eq(orders.customerId, customerId), statuses ? inArray(orders.status, [...statuses]) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit)),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { items: await toOrderSummaries(db, rows), total: Number(total?.n ?? 0), page: query.page, limit: query.limit };
}

/** The latest orders of a shopper (the account page's recent orders). */
export async function recentOrders(db: Db, customerId: string, limit = 5): Promise<OrderSummary[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return toOrderSummaries(db, rows);
}

/** A shopper's return and exchange requests, newest first (the account's and customer service's returns tab). */
export async function listCustomerReturns(db: Db, customerId: string, page: number, limit: number): Promise<Page<ReturnRequest>> {
  const where = eq(returns.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ r: returns, orderNumber: orders.orderNumber })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(where)
      .orderBy(desc(returns.requestedAt), desc(returns.id))
      .limit(limit)
      .offset(pageOffset(page, limit)),
    db.select({ n: count() }).from(returns).where(where),
  ]);
  const ids = rows.map((r) => r.r.id);
  const rLines = ids.length ? await db.select().from(returnLines).where(inArray(returnLines.returnId, ids)) : [];
  const lineIds = [...new Set(rLines.map((l) => l.orderLineId))];
  const lines = lineIds.length ? await db.select().from(orderLines).where(inArray(orderLines.id, lineIds)) : [];
  const byId = new Map(lines.map((l) => [l.id, { ...l, images: null }]));
  return {
    items: rows.map(({ r, orderNumber }) =>
      toReturn(
        r,
        orderNumber,
        rLines.filter((l) => l.returnId === r.id),
        byId,
      ),
    ),
    total: Number(total?.n ?? 0),
    page,
    limit,
  };
}

/** What an order's page shows beyond its lines, payment and returns. */
export interface OrderExtras {
  couponCode: string | null;
  shipment: { s: typeof shipments.$inferSelect; carrierName: string | null; trackingUrl: string | null } | null;
  events: (typeof shipmentEvents.$inferSelect)[];
  /** Points credited to the order (order_earn ledger rows). */
  credited: number;
}

/** `GET /api/orders/{id}`: the whole order, with the shipment's tracking and the returns. */
export async function buildOrder(db: Db, row: OrderRow, rules?: ShopRules, now = new Date()): Promise<Order> {
  const rel = await loadRelated(db, [row.id]);
  const [[coupon], [shipment], [earned], shop] = await Promise.all([
    db
      .select({ code: coupons.code })
      .from(couponRedemptions)
      .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
      .where(eq(couponRedemptions.orderId, row.id))
      .limit(1),
    db
      .select({ s: shipments, carrierName: carriers.name, trackingUrl: carriers.trackingUrl })
      .from(shipments)
      .leftJoin(carriers, eq(carriers.code, shipments.carrierCode))
      .where(eq(shipments.orderId, row.id))
      .orderBy(asc(shipments.createdAt), asc(shipments.id))
      .limit(1),
    db
      .select({ n: sql<number>`coalesce(sum(${pointsLedger.delta}), 0)::int` })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.orderId, row.id), eq(pointsLedger.reason, 'order_earn'))),
    rules ? Promise.resolve(rules) : loadShopRules(db),
  ]);
  const events = shipment
    ? await db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipment.s.id)).orderBy(desc(shipmentEvents.occurredAt))
    : [];
  return assembleOrder(
    row,
    rel,
    { couponCode: coupon?.code ?? null, shipment: shipment ?? null, events, credited: Number(earned?.n ?? 0) },
    shop,
    now,
  );
}

/**
 * The answer of a just-placed order, from the rows checkout wrote (no read back): its lines and
 * payment, no shipment, return or credited points yet. Equal to what `buildOrder` reads (tested).
 */
export function newOrderAnswer(
  row: OrderRow,
  lines: LineRow[],
  payment: typeof payments.$inferSelect,
  couponCode: string | null,
  rules: ShopRules,
  now = new Date(),
): Order {
  const rel: Related = {
    lines: new Map([[row.id, lines]]),
    payments: new Map([[row.id, payment]]),
    tracking: new Map(),
    returns: new Map(),
  };
  return assembleOrder(row, rel, { couponCode, shipment: null, events: [], credited: 0 }, rules, now);
}

function assembleOrder(row: OrderRow, rel: Related, extras: OrderExtras, shop: ShopRules, now: Date): Order {
  const summary = toSummary(row, rel, now);
  const { shipment, events } = extras;
  const byId = new Map((rel.lines.get(row.id) ?? []).map((l) => [l.id, l]));
  const expected = row.status === 'cancelled' ? 0 : pointsToEarn(row.total, { enabled: shop.loyaltyEnabled, ratePercent: shop.pointsRate });
  return {
    ...summary,
    couponCode: extras.couponCode,
    shippingAddress: {
      name: row.recipientName,
      phone: row.recipientPhone,
      zipCode: row.zipCode,
      address: row.address,
      detailAddress: row.addressDetail,
      deliveryMemo: row.deliveryMemo,
    },
    shipment: shipment
      ? {
          carrier: shipment.carrierName ?? shipment.s.carrierCode,
          carrierCode: shipment.s.carrierCode,
          trackingNumber: shipment.s.trackingNumber,
          trackingUrl:
            shipment.s.trackingNumber && shipment.trackingUrl
              ? shipment.trackingUrl.replace('{tracking}', shipment.s.trackingNumber)
              : null,
          status: shipment.s.status,
          estimatedDelivery: shipment.s.estimatedDelivery ?? null,
          events: events.map((e) => ({
            status: e.status,
            location: e.location,
            description: e.description,
            at: e.occurredAt.toISOString(),
          })),
        }
      : null,
    pointsEarned: row.status === 'purchase_confirmed' ? extras.credited : expected,
    paidAt: iso(row.paidAt),
    deliveredAt: iso(row.deliveredAt),
    confirmedAt: iso(row.confirmedAt),
    cancelledAt: iso(row.cancelledAt),
    cancelReason: row.cancelReason,
    returnDeadline: iso(returnDeadline(row.deliveredAt)),
    returns: (rel.returns.get(row.id) ?? []).map((r) => toReturn(r.row, row.orderNumber, r.lines, byId)),
    virtualAccount: toVirtualAccount(rel.payments.get(row.id)),
  };
}

/** The bank-transfer account of a payment, as the shopper sees it (null for other methods). */
function toVirtualAccount(p: typeof payments.$inferSelect | undefined): Order['virtualAccount'] {
  if (!p || !p.virtualAccountNumber || !p.depositDueAt) return null;
  return {
    bank: p.virtualAccountBank ?? '',
    accountNumber: p.virtualAccountNumber,
    holder: p.virtualAccountHolder ?? '',
    dueAt: p.depositDueAt.toISOString(),
  };
}

export async function getOrder(db: Db, customerId: string, orderId: string): Promise<Order> {
  return buildOrder(db, await ownOrderRow(db, customerId, orderId));
}

/** Locks the customer row: one buying write per shopper at a time (points, coupon limits, statistics). */
export async function lockCustomer(db: Db, customerId: string) {
  const [row] = await db
    .select({ id: customers.id, points: customers.points, status: customers.status })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  if (!row) throw new AppError('UNAUTHENTICATED');
  return row;
}

/** Adds to the points balance and writes the ledger row (negative deltas never go below 0). */
export async function movePoints(
  db: Db,
  customerId: string,
  delta: number,
  reason: (typeof pointsLedger.$inferInsert)['reason'],
  orderId: string,
  description: string,
) {
  if (delta === 0) return;
  const [row] = await db
    .update(customers)
    .set({ points: sql`${customers.points} + ${delta}` })
    .where(and(eq(customers.id, customerId), sql`${customers.points} + ${delta} >= 0`))
    .returning({ balance: customers.points });
  if (!row) throw new AppError('CONFLICT', '보유 포인트가 부족합니다');
  await db.insert(pointsLedger).values({ customerId, delta, reason, orderId, balanceAfter: row.balance, description });
}

/** 구매확정 on a delivered order: the order is final and its points are credited (shop's rate). */
export async function confirmOrder(db: Db, customerId: string, orderId: string): Promise<Order> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const order = await ownOrderRow(tx, customerId, orderId, true);
    if (!canConfirmPurchase(order.status)) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.notConfirmable);
    if (await hasOpenReturn(tx, order.id)) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.returnInProgress);
    const rules = await loadShopRules(tx);
    const updated = await confirmLockedPurchase(tx, order, rules, new Date());
    return buildOrder(tx, updated, rules);
  });
}

async function hasOpenReturn(tx: Db, orderId: string): Promise<boolean> {
  const open = await tx
    .select({ id: returns.id })
    .from(returns)
    .where(and(eq(returns.orderId, orderId), inArray(returns.status, ['requested', 'approved', 'processing'])))
    .limit(1);
  return open.length > 0;
}

/**
 * 구매확정 of a delivered order whose row (and shopper) the caller has locked: the status and its
 * time, and the points earned on what was not refunded.
 */
async function confirmLockedPurchase(tx: Db, order: OrderRow, rules: ShopRules, now: Date): Promise<OrderRow> {
  const [refunded] = await tx
    .select({ n: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'completed')));
  const credit = pointsToEarn(Math.max(0, order.total - Number(refunded?.n ?? 0)), {
    enabled: rules.loyaltyEnabled,
    ratePercent: rules.pointsRate,
  });
  const [updated] = await tx
    .update(orders)
    .set({ status: 'purchase_confirmed', confirmedAt: now, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  if (credit > 0 && order.customerId)
    await movePoints(tx, order.customerId, credit, 'order_earn', order.id, `주문 ${order.orderNumber} 구매확정 적립`);
  return updated!;
}

/** Who the audit log names for purchases confirmed by the schedule. */
const AUTO_CONFIRM_ACTOR = { email: 'system:orders-auto-confirm', name: '자동 구매확정' };

/**
 * 자동 구매확정: delivered orders `afterDays` days after delivery (the shop setting, never inside
 * the return window) with no return open are confirmed, as if the shopper had pressed 구매확정:
 * points are credited and the lines become eligible for settlement. One transaction per order,
 * re-checked under its lock, so two runs at once confirm each order once. At most `limit` orders a run.
 */
export async function autoConfirmDeliveredOrders(
  db: Db,
  now = new Date(),
  limit = 500,
  afterDays: number = AUTO_CONFIRM_DAYS.default,
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - Math.max(afterDays, RETURN_WINDOW_DAYS) * 86_400_000);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'delivered'), lt(orders.deliveredAt, cutoff)))
    .orderBy(asc(orders.deliveredAt))
    .limit(limit);
  const confirmed: string[] = [];
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!order || order.status !== 'delivered' || !order.deliveredAt || order.deliveredAt >= cutoff) return false;
      if (await hasOpenReturn(tx, order.id)) return false;
      if (order.customerId) await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, order.customerId)).for('update');
      const rules = await loadShopRules(tx);
      await confirmLockedPurchase(tx, order, rules, now);
      await writeSystemAudit(tx, AUTO_CONFIRM_ACTOR, {
        action: 'orders.auto-confirm',
        resource: 'order',
        resourceId: order.id,
        resourceName: order.orderNumber,
        details: { deliveredAt: order.deliveredAt.toISOString(), autoConfirmDays: Math.max(afterDays, RETURN_WINDOW_DAYS) },
        before: { status: 'delivered' },
        after: { status: 'purchase_confirmed' },
      });
      return true;
    });
    if (done) confirmed.push(id);
  }
  return confirmed;
}

function returnNumber(now: Date): string {
  const kst = new Date(now.getTime() + 9 * 3600_000).toISOString().slice(2, 10).replace(/-/g, '');
  return `RT${kst}${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
}

/** A return or exchange request within 7 days of delivery; it lands in the admin's returns list. */
export async function requestReturn(db: Db, customerId: string, orderId: string, input: RequestReturn): Promise<ReturnRequest> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const order = await ownOrderRow(tx, customerId, orderId, true);
    const now = new Date();
    if (!canRequestReturn(order.status, order.deliveredAt, now)) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.returnWindow);
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.lineNo));
    const wanted = input.itemIds ? [...new Set(input.itemIds)] : lines.map((l) => l.id);
    const chosen = wanted.map((id) => lines.find((l) => l.id === id));
    if (chosen.some((l) => !l)) throw new AppError('VALIDATION', CHECKOUT_MESSAGES.returnItems, { itemIds: CHECKOUT_MESSAGES.returnItems });
    const quantities = input.quantities ?? {};
    if (Object.keys(quantities).some((id) => !wanted.includes(id)))
      throw new AppError('VALIDATION', CHECKOUT_MESSAGES.returnQuantity, { quantities: CHECKOUT_MESSAGES.returnQuantity });
    // Units already in a request that was not rejected: a line may be returned in parts, never twice over.
    const taken = await tx
      .select({ lineId: returnLines.orderLineId, quantity: returnLines.quantity })
      .from(returnLines)
      .innerJoin(returns, eq(returns.id, returnLines.returnId))
      .where(and(eq(returns.orderId, order.id), ne(returns.status, 'rejected')));
    const takenUnits = new Map<string, number>();
    for (const t of taken) takenUnits.set(t.lineId, (takenUnits.get(t.lineId) ?? 0) + t.quantity);
    const units = chosen.map((l) => ({ line: l!, quantity: quantities[l!.id] ?? l!.quantity - (takenUnits.get(l!.id) ?? 0) }));
    if (units.some((u) => u.quantity > u.line.quantity))
      throw new AppError('VALIDATION', CHECKOUT_MESSAGES.returnQuantity, { quantities: CHECKOUT_MESSAGES.returnQuantity });
    if (units.some((u) => u.quantity < 1 || u.quantity + (takenUnits.get(u.line.id) ?? 0) > u.line.quantity))
      throw new AppError('CONFLICT', CHECKOUT_MESSAGES.returnDuplicate);
    // An estimate with the rule completion applies (domain/refund.ts); completion recomputes it
    // from the settings and the order's state then (services/return-refund.ts says why).
    const estimate = await returnRefund(tx, {
      orderId: order.id,
      returnId: null,
      type: input.type,
      reason: input.reason,
      returned: units.map((u) => ({ lineId: u.line.id, quantity: u.quantity })),
    });
    let row: ReturnRow | undefined;
    for (let attempt = 0; !row; attempt++) {
      try {
        [row] = await tx.transaction(async (sp) =>
          sp
            .insert(returns)
            .values({
              returnNumber: returnNumber(now),
              orderId: order.id,
              customerId,
              type: input.type,
              reason: input.reason,
              description: input.detail ?? '',
              refundAmount: estimate.refund,
              goodsAmount: estimate.goods,
              couponShare: estimate.couponShare,
              pointsRefund: estimate.pointsRefund,
              shippingRecharge: estimate.shippingRecharge,
              returnFee: estimate.returnFee,
              requestedAt: now,
            })
            .returning(),
        );
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 5) throw error;
      }
    }
    const rLines = estimate.lines.map((l) => ({
      returnId: row!.id,
      orderLineId: l.lineId,
      quantity: l.quantity,
      amount: l.refund,
      reason: input.reason,
    }));
    const inserted = await tx.insert(returnLines).values(rLines).returning();
    return toReturn(row!, order.orderNumber, inserted, new Map(lines.map((l) => [l.id, { ...l, images: null }])));
  });
}

/** Puts an order's lines back in the cart, as far as stock allows. */
export async function reorder(db: Db, customerId: string, orderId: string): Promise<ReorderResult> {
  const order = await ownOrderRow(db, customerId, orderId);
  // The same rule that offers the button (OrderSummary.canReorder): an order still under way is not reordered.
  if (!canReorder(order.status)) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.notReorderable);
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.lineNo));
  const rules = await loadShopRules(db);
  const { added, skipped } = await db.transaction((tx) =>
    addLinesBestEffort(
      tx,
      customerId,
      lines.map((l) => ({ productId: l.productId, selectedColor: l.color, selectedSize: l.size, quantity: l.quantity })),
      rules,
    ),
  );
  return { added, skipped, cart: await getCart(db, customerId, rules) };
}
