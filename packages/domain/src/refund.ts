import { z } from 'zod';
import { returnShippingCharge, type ReturnReason, type ReturnType } from './order';
import { remoteSurcharge, type ShippingRules } from './pricing';

/**
 * What a return gives back (issue 14 item 4): exactly what the returned units cost the shopper.
 *
 * - goods: unit price × returned units;
 * - less the coupon's share: the order's goods coupon discount is allocated over its eligible
 *   lines pro rata to their totals (largest remainder, so the shares sum exactly to the discount
 *   over the whole order), and a line's share over its units the same way (the first units of a
 *   line carry the extra won), so returning a line in several steps gives back exactly its share;
 * - less the points' share, allocated the same way over the lines' amounts after coupon, and
 *   over a line's units in proportion to their amount after coupon: that part goes back as
 *   points, not money;
 * - less the shipping re-charge: a shopper's-reason return (change of mind, size) of an order
 *   that shipped free because it reached the threshold pays the standard fee once when what it
 *   keeps falls below the threshold (everything returned included: the outbound delivery was
 *   only free because of the threshold); a defect, damage or wrong item never does;
 * - less the return fee of a shopper's-reason return (`returnShippingCharge`, shop settings).
 *
 * Deductions come off the money first and off the points when the money is not enough; the
 * money never exceeds what is left refundable on the payment, the points what the order spent
 * and has not had back. An exchange gives nothing back (its replacement ships instead).
 * All amounts integer won; no floating point in any allocation.
 */

export interface RefundOrderLine {
  id: string;
  brandId: string;
  unitPrice: number;
  quantity: number;
}

export interface RefundOrder {
  subtotal: number;
  shippingFee: number;
  /** orders.coupon_discount: a shipping coupon's part included. */
  couponDiscount: number;
  pointsUsed: number;
  zipCode: string;
  lines: RefundOrderLine[];
  /** The redeemed coupon's kind and brand; null when unknown (then the discount counts as on all goods). */
  coupon: { type: string; brandId: string | null } | null;
}

export interface ReturnedUnits {
  lineId: string;
  quantity: number;
}

export interface RefundRules extends ShippingRules {
  returnFee: number;
}

export interface RefundInput {
  type: ReturnType;
  reason: ReturnReason;
  /** The units of this return. */
  returned: ReturnedUnits[];
  /** Units given back by earlier completed returns of the order. */
  returnedBefore: ReturnedUnits[];
  /** Whether an earlier return already paid the shipping re-charge. */
  shippingChargedBefore: boolean;
  rules: RefundRules;
  /** Money still refundable on the payment (amount − refunded); Infinity for an estimate. */
  refundable: number;
  /** Points the order spent and has not had back; Infinity for an estimate. */
  pointsRefundable: number;
}

export interface RefundLine {
  lineId: string;
  quantity: number;
  goods: number;
  couponShare: number;
  pointsShare: number;
  /** Money this line gives back, the return's deductions taken off the lines in order. */
  refund: number;
}

export const RefundBreakdownSchema = z.object({
  /** Unit price × returned units. */
  goods: z.number().int(),
  /** The returned units' share of the coupon discount. */
  couponShare: z.number().int(),
  /** The returned units' share of the points used: given back as points. */
  pointsRefund: z.number().int(),
  /** Standard shipping fee charged because the rest fell below the free-shipping threshold. */
  shippingRecharge: z.number().int(),
  /** The return fee of a shopper's-reason return. */
  returnFee: z.number().int(),
  /** Money refunded on the payment. */
  refund: z.number().int(),
});
export type RefundBreakdown = z.infer<typeof RefundBreakdownSchema>;

export const ZERO_REFUND: RefundBreakdown = { goods: 0, couponShare: 0, pointsRefund: 0, shippingRecharge: 0, returnFee: 0, refund: 0 };

/**
 * Largest remainder: `total` split over `weights` in proportion, each part an integer, the parts
 * summing exactly to `total`; leftover won go to the largest remainders, ties to the earlier
 * index. All weights 0 (or none): everything to nobody, i.e. an array of zeros unless total is 0.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`allocate: total ${total}`);
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new RangeError('allocate: weights');
  const sum = weights.reduce((s, w) => s + BigInt(w), 0n);
  if (sum === 0n) {
    if (total !== 0) throw new RangeError('allocate: nothing to allocate over');
    return weights.map(() => 0);
  }
  const T = BigInt(total);
  const parts = weights.map((w) => (T * BigInt(w)) / sum);
  const remainders = weights.map((w, i) => ({ i, r: (T * BigInt(w)) % sum }));
  let left = Number(T - parts.reduce((s, p) => s + p, 0n));
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left <= 0) break;
    parts[i]! += 1n;
    left--;
  }
  return parts.map(Number);
}

/**
 * The share of a line's `share` carried by its first `units` of `quantity` units: every unit
 * carries floor(share / quantity), the first (share mod quantity) units one won more. Returning
 * b units then r more gives back unitShare(b + r) − unitShare(b): the steps sum to the line's share.
 */
export function unitShare(share: number, quantity: number, units: number): number {
  if (quantity <= 0) return 0;
  const n = Math.max(0, Math.min(units, quantity));
  const base = Math.floor(share / quantity);
  return n * base + Math.min(n, share - base * quantity);
}

/**
 * The points carried by the first `units` of a line: the line's points in proportion to those
 * units' amount after coupon, rounded down (all units: exactly the line's points). So a unit's
 * points never exceed what the unit cost after coupon, and the steps of a line sum to its points.
 */
export function pointsOfUnits(points: number, line: RefundOrderLine, couponShare: number, units: number): number {
  const net = line.unitPrice * line.quantity - couponShare;
  if (net <= 0 || points <= 0) return 0;
  const n = Math.max(0, Math.min(units, line.quantity));
  const netUnits = line.unitPrice * n - unitShare(couponShare, line.quantity, n);
  return Number((BigInt(points) * BigInt(netUnits)) / BigInt(net));
}

/** The coupon discount that is on goods (a shipping coupon's is on the fee) and the lines it is on. */
export function couponGoodsShares(order: RefundOrder): number[] {
  const totals = order.lines.map((l) => l.unitPrice * l.quantity);
  if (order.coupon?.type === 'shipping' || order.couponDiscount <= 0) return totals.map(() => 0);
  const brand = order.coupon?.brandId ?? null;
  const brandLines = totals.map((t, i) => (!brand || order.lines[i]!.brandId === brand ? t : 0));
  const eligible = brandLines.some((t) => t > 0) ? brandLines : totals;
  const goodsDiscount = Math.min(
    order.couponDiscount,
    eligible.reduce((s, t) => s + t, 0),
  );
  return allocate(goodsDiscount, eligible);
}

/** Points used on goods, over the lines after coupon (what points paid of the shipping stays with it). */
export function pointsShares(order: RefundOrder, coupon = couponGoodsShares(order)): number[] {
  const net = order.lines.map((l, i) => l.unitPrice * l.quantity - coupon[i]!);
  const netTotal = net.reduce((s, n) => s + n, 0);
  const points = Math.max(0, Math.min(order.pointsUsed, netTotal));
  return netTotal > 0 ? allocate(points, net) : net.map(() => 0);
}

/** Whether the order shipped free (the base fee waived; a remote-area surcharge may still have been paid). */
export function hadFreeShipping(order: Pick<RefundOrder, 'shippingFee' | 'subtotal' | 'zipCode'>, rules: ShippingRules): boolean {
  if (order.subtotal <= 0) return false;
  const surcharge = remoteSurcharge(order.zipCode, rules, order.subtotal);
  return order.shippingFee === 0 || (surcharge > 0 && order.shippingFee <= surcharge);
}

function unitsByLine(units: ReturnedUnits[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const u of units) m.set(u.lineId, (m.get(u.lineId) ?? 0) + u.quantity);
  return m;
}

export interface RefundResult extends RefundBreakdown {
  lines: RefundLine[];
}

/** The refund of a return: see the module comment. Throws RangeError for units not in the order. */
export function computeRefund(order: RefundOrder, input: RefundInput): RefundResult {
  const before = unitsByLine(input.returnedBefore);
  const now = unitsByLine(input.returned);
  for (const [id, q] of now) {
    const line = order.lines.find((l) => l.id === id);
    if (!line || q < 1 || (before.get(id) ?? 0) + q > line.quantity) throw new RangeError(`computeRefund: units of line ${id}`);
  }
  if (input.type !== 'return') {
    return {
      ...ZERO_REFUND,
      lines: [...now].map(([lineId, quantity]) => ({ lineId, quantity, goods: 0, couponShare: 0, pointsShare: 0, refund: 0 })),
    };
  }
  const coupon = couponGoodsShares(order);
  const points = pointsShares(order, coupon);
  const lines: RefundLine[] = [];
  order.lines.forEach((l, i) => {
    const q = now.get(l.id);
    if (!q) return;
    const b = before.get(l.id) ?? 0;
    const couponShare = unitShare(coupon[i]!, l.quantity, b + q) - unitShare(coupon[i]!, l.quantity, b);
    const pointsShare = pointsOfUnits(points[i]!, l, coupon[i]!, b + q) - pointsOfUnits(points[i]!, l, coupon[i]!, b);
    const goods = l.unitPrice * q;
    lines.push({ lineId: l.id, quantity: q, goods, couponShare, pointsShare, refund: goods - couponShare - pointsShare });
  });
  const goods = lines.reduce((s, l) => s + l.goods, 0);
  const couponShare = lines.reduce((s, l) => s + l.couponShare, 0);
  const pointsShare = lines.reduce((s, l) => s + l.pointsShare, 0);

  const returnedUnits = new Map(before);
  for (const [id, q] of now) returnedUnits.set(id, (returnedUnits.get(id) ?? 0) + q);
  const kept = order.lines.reduce((s, l) => s + l.unitPrice * (l.quantity - (returnedUnits.get(l.id) ?? 0)), 0);
  const shopperReason = returnShippingCharge(input.type, input.reason, 1) > 0;
  const shippingRecharge =
    shopperReason && !input.shippingChargedBefore && hadFreeShipping(order, input.rules) && kept < input.rules.freeShippingThreshold
      ? input.rules.shippingFee
      : 0;
  const returnFee = returnShippingCharge(input.type, input.reason, input.rules.returnFee);

  // Deductions off the money first (line by line), then off the points.
  let deduct = shippingRecharge + returnFee;
  for (const l of lines) {
    const off = Math.min(l.refund, deduct);
    l.refund -= off;
    deduct -= off;
  }
  let pointsRefund = Math.max(0, pointsShare - deduct);
  pointsRefund = Math.min(pointsRefund, Math.max(0, input.pointsRefundable));
  // The cap on the payment: what is left refundable, taken off the last lines.
  let over = lines.reduce((s, l) => s + l.refund, 0) - Math.max(0, input.refundable);
  for (const l of [...lines].reverse()) {
    if (over <= 0) break;
    const off = Math.min(l.refund, over);
    l.refund -= off;
    over -= off;
  }
  const refund = lines.reduce((s, l) => s + l.refund, 0);
  return { goods, couponShare, pointsRefund, shippingRecharge, returnFee, refund, lines };
}
