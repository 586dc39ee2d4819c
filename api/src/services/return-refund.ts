import { sql } from 'drizzle-orm';
import type { ReturnReason, ReturnType } from '@market/domain/order';
import { computeRefund, type RefundOrder, type RefundResult, type ReturnedUnits } from '@market/domain/refund';
import type { Db } from '../db/client';
import { queryRows } from '../lib/sql';
import { loadShopRules } from './cart';

/**
 * The figures `computeRefund` (domain/refund.ts) needs, read from the database: the order as
 * bought (lines, coupon, points, shipping), what earlier completed returns already gave back,
 * the shop's shipping and return-fee settings now, and what is left on the payment and in points.
 *
 * When the amount is fixed: at completion. The request stores an estimate with the same rule
 * (the shopper sees what to expect), but between request and completion the shop settings
 * (threshold, fees) may change, other returns of the order may complete first (they move the
 * threshold and the one-time re-charge), and the payment may be refunded otherwise; completion
 * recomputes under the return's and the payment's locks, so what is refunded is always right
 * for the state it is refunded in.
 */

export async function loadRefundOrder(db: Db, orderId: string): Promise<RefundOrder> {
  const [[order], lines, [coupon]] = await Promise.all([
    queryRows<{ subtotal: number; shipping_fee: number; coupon_discount: number; points_used: number; zip_code: string }>(
      db,
      sql`select subtotal, shipping_fee, coupon_discount, points_used, zip_code from orders where id = ${orderId}::uuid`,
    ),
    queryRows<{ id: string; brand_id: string; unit_price: number; quantity: number }>(
      db,
      sql`select id, brand_id, unit_price, quantity from order_lines where order_id = ${orderId}::uuid order by line_no`,
    ),
    queryRows<{ type: string; brand_id: string | null }>(
      db,
      sql`select c.type, c.brand_id from coupon_redemptions cr join coupons c on c.id = cr.coupon_id
          where cr.order_id = ${orderId}::uuid and cr.released_at is null limit 1`,
    ),
  ]);
  if (!order) throw new Error(`order ${orderId} not found`);
  return {
    subtotal: Number(order.subtotal),
    shippingFee: Number(order.shipping_fee),
    couponDiscount: Number(order.coupon_discount),
    pointsUsed: Number(order.points_used),
    zipCode: order.zip_code,
    coupon: coupon ? { type: coupon.type, brandId: coupon.brand_id } : null,
    lines: lines.map((l) => ({ id: l.id, brandId: l.brand_id, unitPrice: Number(l.unit_price), quantity: Number(l.quantity) })),
  };
}

export interface RefundRequest {
  orderId: string;
  /** The return being computed (left out of "before"); null for a new request. */
  returnId: string | null;
  type: ReturnType;
  reason: ReturnReason;
  returned: ReturnedUnits[];
}

/** The refund of a return as things stand now (see the module comment). */
export async function returnRefund(db: Db, req: RefundRequest): Promise<RefundResult> {
  const [order, rules, before, [charged], [payment], [points]] = await Promise.all([
    loadRefundOrder(db, req.orderId),
    loadShopRules(db),
    queryRows<{ order_line_id: string; quantity: number }>(
      db,
      sql`select rl.order_line_id, rl.quantity from return_lines rl join returns r on r.id = rl.return_id
          where r.order_id = ${req.orderId}::uuid and r.type = 'return' and r.status = 'completed'
            and r.id is distinct from ${req.returnId}::uuid`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from returns where order_id = ${req.orderId}::uuid and status = 'completed'
            and shipping_recharge > 0 and id is distinct from ${req.returnId}::uuid`,
    ),
    queryRows<{ left: number }>(
      db,
      sql`select (amount - refunded_amount)::int as left from payments
          where order_id = ${req.orderId}::uuid and status in ('paid', 'partially_refunded') order by created_at desc limit 1`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select coalesce(sum(delta), 0)::int as n from points_ledger
          where order_id = ${req.orderId}::uuid and reason in ('return_restore', 'cancel_restore')`,
    ),
  ]);
  return computeRefund(order, {
    type: req.type,
    reason: req.reason,
    returned: req.returned,
    returnedBefore: before.map((b) => ({ lineId: b.order_line_id, quantity: Number(b.quantity) })),
    shippingChargedBefore: Number(charged?.n ?? 0) > 0,
    rules: { ...rules.shipping, returnFee: rules.returnFee },
    refundable: Number(payment?.left ?? 0),
    pointsRefundable: Math.max(0, order.pointsUsed - Number(points?.n ?? 0)),
  });
}
