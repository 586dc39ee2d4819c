import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY, quantityLimitMessage, soldOutMessage } from '@market/domain/cart';
import { COUPON_EXTRA_MESSAGES } from '@market/domain/coupon';
import {
  CHECKOUT_MESSAGES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  priceChangedMessage,
  quoteOrder,
  type CheckoutOptions,
  type Order,
  type PaymentMethod,
  type PlaceOrder,
} from '@market/domain/order';
import { checkoutOrderNumber } from '@market/domain/order-number';
import { DEFAULT_DEPOSIT_DAYS, depositDueAt } from '@market/domain/payments';
import { effectivePrice, POINTS_MAX_USE_RATIO, POINTS_MIN_USE, POINTS_MESSAGES, pointsUseError } from '@market/domain/pricing';
import type { Db } from '../db/client';
import { productOptions } from '../db/schema/catalog';
import { cartItems } from '../db/schema/engagement';
import { customers } from '../db/schema/identity';
import { couponRedemptions, coupons, customerCoupons } from '../db/schema/marketing';
import { orderLines, orders, payments } from '../db/schema/orders';
import { paymentSettings } from '../db/schema/settings';
import { idempotencyKeys } from '../db/schema/system';
import { isUniqueViolation } from '../lib/db-errors';
import { AppError } from '../lib/errors';
import { checkLine, loadCatalog, loadShopRules, mergeDuplicates, type CatalogEntry, type ShopRules } from './cart';
import { couponApplyError, couponTerms, usableCoupon, type CouponRow } from './coupons';
import { buildOrder, lockCustomer, movePoints } from './orders';
import { paymentProvider } from './payments/payment-provider';

type PaymentSettingsRow = typeof paymentSettings.$inferSelect;

const ENABLED: Record<PaymentMethod, (s: PaymentSettingsRow | undefined) => boolean> = {
  card: (s) => s?.enableCardPayment ?? true,
  bank: (s) => s?.enableBankTransfer ?? true,
  phone: (s) => s?.enableMobilePayment ?? true,
  kakao: (s) => s?.enableKakaoPay ?? true,
  naver: (s) => s?.enableNaverPay ?? true,
};

/** `GET /api/checkout/options`: payment methods as the payment settings enable them, shipping rules, points. */
export async function checkoutOptions(db: Db, customerId: string): Promise<CheckoutOptions> {
  const [rules, [settings], [customer]] = await Promise.all([
    loadShopRules(db),
    db.select().from(paymentSettings).limit(1),
    db.select({ points: customers.points }).from(customers).where(eq(customers.id, customerId)),
  ]);
  return {
    paymentMethods: PAYMENT_METHODS.map((code) => ({ code, label: PAYMENT_METHOD_LABELS[code], enabled: ENABLED[code](settings) })),
    shipping: { fee: rules.shipping.shippingFee, freeShippingThreshold: rules.shipping.freeShippingThreshold, remoteAreaSurcharge: rules.shipping.remoteAreaFee },
    pointsBalance: customer?.points ?? 0,
    minPointsUse: POINTS_MIN_USE,
    maxPointsRatio: POINTS_MAX_USE_RATIO,
    maxOrderQuantity: rules.maxOrderQuantity,
    minimumOrderAmount: rules.minimumOrderAmount,
  };
}

/** A stored answer of an idempotent write, replayed for the same key. */
interface StoredResponse {
  status: 201;
  body: Order;
  requestHash: string;
}

/** A key claimed by a request still running: who holds it (`claim`) and until when. */
interface InFlightClaim {
  state: 'in_flight';
  requestHash: string;
  claim: string;
  expiresAt: string;
}

/**
 * How long a claimed key counts as in flight. A request that crashed without releasing its key
 * (process killed, connection lost) frees it after this; a live request that outlives it loses
 * the key to a retry and rolls back, so a key never makes two orders.
 */
export const IDEMPOTENCY_LEASE_MS = 60_000;

export interface PlaceOrderResult {
  status: 201;
  body: Order;
  replayed: boolean;
}

/** The fingerprint of a request body stored with its key: the same key with another body is refused. */
export function requestHash(input: PlaceOrder): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}

const keyIs = (scope: string, key: string) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
const heldBy = (claim: string) => sql`${idempotencyKeys.response}->>'claim' = ${claim}`;

/**
 * Step 1 — claim the key in its own short transaction (IETF Idempotency-Key draft): a new key is
 * marked in flight and this request proceeds; a key whose first request finished replays its
 * answer; a key reused with another body is 422; a key whose first request is still running is
 * 409 at once (nothing waits on a lock); an in-flight claim past its lease is taken over.
 */
async function claimIdempotencyKey(db: Db, scope: string, key: string, hash: string, claim: string): Promise<{ claim: string } | { stored: StoredResponse }> {
  const inFlight = (): InFlightClaim => ({ state: 'in_flight', requestHash: hash, claim, expiresAt: new Date(Date.now() + IDEMPOTENCY_LEASE_MS).toISOString() });
  for (let attempt = 0; attempt < 5; attempt++) {
    const claimed = await db.insert(idempotencyKeys).values({ scope, key, response: inFlight() }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (claimed.length) return { claim };
    const [row] = await db.select({ response: idempotencyKeys.response }).from(idempotencyKeys).where(keyIs(scope, key));
    if (!row) continue; // released by a failed first attempt in between: claim again
    const found = row.response as StoredResponse | InFlightClaim | null;
    if (!found) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.idempotencyInProgress);
    if (found.requestHash !== hash) {
      throw new AppError('VALIDATION', CHECKOUT_MESSAGES.idempotencyReused, { 'idempotency-key': CHECKOUT_MESSAGES.idempotencyReused });
    }
    if (!('state' in found)) return { stored: found };
    if (Date.parse(found.expiresAt) > Date.now()) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.idempotencyInProgress);
    // The holder crashed (or overran its lease): take the key over, compare-and-swap on its claim.
    const taken = await db.update(idempotencyKeys).set({ response: inFlight() }).where(and(keyIs(scope, key), heldBy(found.claim))).returning({ key: idempotencyKeys.key });
    if (taken.length) return { claim };
  }
  throw new AppError('CONFLICT', CHECKOUT_MESSAGES.idempotencyInProgress);
}

/** A failed attempt gives its key back, so a retry with the same key runs (best effort: the lease covers a lost connection). */
async function releaseIdempotencyKey(db: Db, scope: string, key: string, claim: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(keyIs(scope, key), heldBy(claim)))
    .catch(() => undefined);
}

interface Line {
  entry: CatalogEntry;
  optionId: string;
  color: string;
  size: string;
  quantity: number;
  unitPrice: number;
}

/** Step 3 — every line re-priced and checked against the catalogue (never the client's price). */
function priceLines(input: PlaceOrder, catalog: Map<string, CatalogEntry>, rules: ShopRules): Line[] {
  const merged = mergeDuplicates(input.items);
  return merged.map((item) => {
    const index = input.items.findIndex((i) => i.productId === item.productId && i.selectedColor === item.selectedColor && i.selectedSize === item.selectedSize);
    const checked = checkLine(catalog, item, rules, `items.${index}.`);
    const { entry } = checked;
    const unitPrice = effectivePrice(entry.price, entry.salePrice);
    if (item.expectedPrice !== undefined && item.expectedPrice !== unitPrice) {
      throw new AppError('CONFLICT', priceChangedMessage(entry.name), { [`items.${index}.expectedPrice`]: priceChangedMessage(entry.name) });
    }
    const max = Math.min(rules.maxOrderQuantity, MAX_LINE_QUANTITY);
    if (item.quantity > max) throw new AppError('VALIDATION', quantityLimitMessage(entry.name, max), { [`items.${index}.quantity`]: quantityLimitMessage(entry.name, max) });
    const option = entry.options.get(`${item.selectedColor}\u0000${item.selectedSize}`)!;
    return { entry, optionId: option.id, color: item.selectedColor, size: item.selectedSize, quantity: item.quantity, unitPrice };
  });
}

/**
 * Step 4 — stock: a conditional decrement per option (`stock >= q`), so concurrent checkouts can
 * never oversell; then the products' stock, status and sold count, whose locked rows also confirm
 * the price did not change since it was read. Options and products are locked in id order.
 */
async function takeStock(tx: Db, lines: Line[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.optionId.localeCompare(b.optionId))) {
    const taken = await tx
      .update(productOptions)
      .set({ stock: sql`${productOptions.stock} - ${line.quantity}` })
      .where(and(eq(productOptions.id, line.optionId), sql`${productOptions.stock} >= ${line.quantity}`))
      .returning({ stock: productOptions.stock });
    if (taken.length === 0) {
      const [now] = await tx.select({ stock: productOptions.stock }).from(productOptions).where(eq(productOptions.id, line.optionId));
      const left = now?.stock ?? 0;
      const message = left <= 0 ? soldOutMessage(line.entry.name) : `${quantityLimitMessage(line.entry.name, left)} (남은 재고 ${left}개)`;
      throw new AppError('CONFLICT', message);
    }
  }
  const perProduct = new Map<string, { quantity: number; line: Line }>();
  for (const l of lines) perProduct.set(l.entry.id, { quantity: (perProduct.get(l.entry.id)?.quantity ?? 0) + l.quantity, line: l });
  for (const [productId, { quantity, line }] of [...perProduct].sort(([a], [b]) => a.localeCompare(b))) {
    const rows = (await tx.execute(sql`update products set stock = stock - ${quantity}, sold_count = sold_count + ${quantity},
        status = case when status = 'inactive' then status when stock - ${quantity} <= 0 then 'out_of_stock' when stock - ${quantity} < 20 then 'low_stock' else 'active' end,
        updated_at = now()
      where id = ${productId} returning price, sale_price`)) as unknown as { price: number; sale_price: number | null }[] | { rows: { price: number; sale_price: number | null }[] };
    const [now] = Array.isArray(rows) ? rows : rows.rows;
    if (!now || effectivePrice(Number(now.price), now.sale_price === null ? null : Number(now.sale_price)) !== line.unitPrice) {
      throw new AppError('CONFLICT', priceChangedMessage(line.entry.name));
    }
  }
}

/** Step 5 — the coupon: checked for this shopper, applied to the lines, its use counted atomically. */
async function redeemCoupon(tx: Db, code: string, customerId: string, rules: ShopRules): Promise<CouponRow> {
  const coupon = await usableCoupon(tx, code, customerId, rules);
  const counted = await tx
    .update(coupons)
    .set({ usedQuantity: sql`${coupons.usedQuantity} + 1`, updatedAt: new Date() })
    .where(and(eq(coupons.id, coupon.id), sql`${coupons.usedQuantity} < ${coupons.totalQuantity}`, eq(coupons.status, 'active')))
    .returning({ id: coupons.id });
  if (counted.length === 0) throw new AppError('CONFLICT', COUPON_EXTRA_MESSAGES.exhausted, { couponCode: COUPON_EXTRA_MESSAGES.exhausted });
  return coupon;
}

/** Step 6 — the order row, with an `ORD` + 8-digit number; a clash retries in a savepoint. */
async function insertOrder(tx: Db, values: Omit<typeof orders.$inferInsert, 'orderNumber'>): Promise<typeof orders.$inferSelect> {
  let ts = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await tx.transaction(async (sp) => sp.insert(orders).values({ ...values, orderNumber: checkoutOrderNumber(ts) }).returning());
      return row!;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 20) throw error;
      ts += 1 + Math.floor(Math.random() * 1000);
    }
  }
}

/**
 * `POST /api/orders`: the idempotency key claimed in its own short transaction, then one
 * transaction of named steps: lock the shopper, re-price the lines, take the stock, redeem the
 * coupon, spend the points, write the order, pay through the sandbox provider, clear the ordered
 * cart lines, update the shopper's statistics, store the answer under the key. Any failure rolls
 * everything back (nothing is written) and releases the key.
 */
export async function placeOrder(db: Db, customerId: string, idempotencyKey: string, input: PlaceOrder): Promise<PlaceOrderResult> {
  const scope = `customer:${customerId}:place-order`;
  const hash = requestHash(input);
  const claim = randomUUID();
  try {
    const claimed = await claimIdempotencyKey(db, scope, idempotencyKey, hash, claim);
    if ('stored' in claimed) return { status: 201, body: claimed.stored.body, replayed: true };
    return await placeClaimedOrder(db, customerId, { scope, key: idempotencyKey, claim, hash }, input);
  } catch (error) {
    // Only a key this attempt holds is released (also when its claim was written but the answer lost).
    await releaseIdempotencyKey(db, scope, idempotencyKey, claim);
    throw error;
  }
}

async function placeClaimedOrder(db: Db, customerId: string, idem: { scope: string; key: string; claim: string; hash: string }, input: PlaceOrder): Promise<PlaceOrderResult> {
  const { hash } = idem;
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;

    // Step 2 — one buying write per shopper at a time: points and per-customer coupon limits hold.
    const customer = await lockCustomer(tx, customerId);
    const [rules, [settings]] = await Promise.all([loadShopRules(tx), tx.select().from(paymentSettings).limit(1)]);
    if (!ENABLED[input.paymentMethod](settings)) throw new AppError('VALIDATION', CHECKOUT_MESSAGES.paymentDisabled, { paymentMethod: CHECKOUT_MESSAGES.paymentDisabled });

    const catalog = await loadCatalog(tx, input.items.map((i) => i.productId));
    const lines = priceLines(input, catalog, rules);
    const subtotal = lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
    if (subtotal < rules.minimumOrderAmount) throw new AppError('VALIDATION', CHECKOUT_MESSAGES.belowMinimumOrder(rules.minimumOrderAmount));

    const coupon = input.couponCode ? await usableCoupon(tx, input.couponCode, customerId, rules) : null;
    const priced = lines.map((l) => ({ brandId: l.entry.brandId, unitPrice: l.unitPrice, quantity: l.quantity }));
    const quote = quoteOrder(priced, rules.shipping, input.shippingAddress.zipCode, coupon ? couponTerms(coupon) : null, input.usePoints ?? 0);
    if (coupon && quote.couponError) throw couponApplyError(coupon, quote.couponError);
    const usePoints = input.usePoints ?? 0;
    const pointsError = pointsUseError(usePoints, customer.points, quote.subtotal + quote.shippingFee - quote.couponDiscount);
    if (pointsError) {
      throw new AppError(pointsError === POINTS_MESSAGES.overBalance ? 'CONFLICT' : 'VALIDATION', pointsError, { usePoints: pointsError });
    }

    await takeStock(tx, lines);
    if (coupon) await redeemCoupon(tx, coupon.code, customerId, rules);

    const address = input.shippingAddress;
    const order = await insertOrder(tx, {
      customerId,
      status: 'pending',
      subtotal: quote.subtotal,
      shippingFee: quote.shippingFee,
      couponDiscount: quote.couponDiscount,
      pointsUsed: quote.pointsUsed,
      total: quote.total,
      paymentMethod: input.paymentMethod,
      recipientName: address.name,
      recipientPhone: address.phone,
      zipCode: address.zipCode,
      address: address.address,
      addressDetail: address.detailAddress ?? '',
      deliveryMemo: address.deliveryMemo || null,
    });
    await tx.insert(orderLines).values(
      lines.map((l, i) => ({
        orderId: order.id,
        lineNo: i + 1,
        productId: l.entry.id,
        sellerId: l.entry.sellerId,
        brandId: l.entry.brandId,
        productName: l.entry.name,
        brandName: l.entry.brandName,
        color: l.color,
        size: l.size,
        unitPrice: l.unitPrice,
        quantity: l.quantity,
        lineTotal: l.unitPrice * l.quantity,
      })),
    );
    if (coupon) {
      await tx.insert(couponRedemptions).values({ couponId: coupon.id, customerId, orderId: order.id, amount: quote.couponDiscount });
      await tx
        .update(customerCoupons)
        .set({ usedAt: new Date(), orderId: order.id })
        .where(and(eq(customerCoupons.customerId, customerId), eq(customerCoupons.couponId, coupon.id), isNull(customerCoupons.usedAt)));
    }
    if (quote.pointsUsed > 0) await movePoints(tx, customerId, -quote.pointsUsed, 'order_use', order.id, `주문 ${order.orderNumber} 포인트 사용`);

    // Step 7 — payment through the configured provider; card, easy-pay and mobile are paid at
    // once, a bank transfer gets a virtual account and a deadline (payment settings) and waits for
    // the provider's deposit webhook.
    const provider = paymentProvider();
    const payment = await provider.authorize({ method: input.paymentMethod, amount: quote.total, orderNumber: order.orderNumber });
    const account =
      input.paymentMethod === 'bank' && payment.status === 'pending'
        ? await provider.issueVirtualAccount({
            orderNumber: order.orderNumber,
            amount: quote.total,
            transactionId: payment.transactionId,
            dueAt: depositDueAt(new Date(), settings?.bankTransferTimeoutDays ?? DEFAULT_DEPOSIT_DAYS),
          })
        : null;
    await tx.insert(payments).values({
      orderId: order.id,
      provider: provider.name,
      method: input.paymentMethod,
      amount: quote.total,
      status: payment.status,
      transactionId: payment.transactionId,
      approvedAt: payment.approvedAt,
      virtualAccountBank: account?.bank ?? null,
      virtualAccountNumber: account?.accountNumber ?? null,
      virtualAccountHolder: account?.holder ?? null,
      depositDueAt: account?.dueAt ?? null,
    });
    let placed = order;
    if (payment.status === 'paid') {
      const [paid] = await tx.update(orders).set({ status: 'paid', paidAt: payment.approvedAt ?? new Date() }).where(eq(orders.id, order.id)).returning();
      placed = paid!;
    }

    // Step 8 — the ordered lines leave the server cart; the shopper's statistics follow.
    for (const l of lines) {
      await tx
        .delete(cartItems)
        .where(and(eq(cartItems.customerId, customerId), eq(cartItems.productId, l.entry.id), eq(cartItems.color, l.color), eq(cartItems.size, l.size)));
    }
    await tx
      .update(customers)
      .set({
        totalOrders: sql`${customers.totalOrders} + 1`,
        totalSpent: sql`${customers.totalSpent} + ${payment.status === 'paid' ? quote.total : 0}`,
        totalSaved: sql`${customers.totalSaved} + ${quote.couponDiscount + quote.pointsUsed}`,
        couponUsed: sql`${customers.couponUsed} + ${coupon ? 1 : 0}`,
        lastOrderAt: placed.createdAt,
      })
      .where(eq(customers.id, customerId));

    // Step 9 — the answer, stored for replays of the same key.
    const body = await buildOrder(tx, placed, rules);
    const response: StoredResponse = { status: 201, body, requestHash: hash };
    const stored = await tx.update(idempotencyKeys).set({ response }).where(and(keyIs(idem.scope, idem.key), heldBy(idem.claim))).returning({ key: idempotencyKeys.key });
    // The lease ran out and a retry took the key over: this attempt must not make a second order.
    if (stored.length === 0) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.idempotencyInProgress);
    return { status: 201, body, replayed: false };
  });
}

