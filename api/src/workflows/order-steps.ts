import { and, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { MAX_LINE_QUANTITY, quantityLimitMessage, soldOutMessage } from '@market/domain/cart';
import { COUPON_EXTRA_MESSAGES } from '@market/domain/coupon';
import { CHECKOUT_MESSAGES, priceChangedMessage, quoteOrder, type OrderQuote, type PlaceOrder } from '@market/domain/order';
import { checkoutOrderNumber } from '@market/domain/order-number';
import { DEFAULT_DEPOSIT_DAYS, depositDueAt } from '@market/domain/payments';
import { effectivePrice, POINTS_MESSAGES, pointsUseError } from '@market/domain/pricing';
import { kstDayAndMonthStart, PAYMENT_SETTINGS_MESSAGES, paymentLimitError } from '@market/domain/settings-payment';
import { LOW_STOCK_THRESHOLD } from '@market/domain/stock';
import type { Db } from '../db/client';
import { productOptions } from '../db/schema/catalog';
import { cartItems } from '../db/schema/engagement';
import { customers } from '../db/schema/identity';
import { couponRedemptions, coupons, customerCoupons } from '../db/schema/marketing';
import { orderLines, orders, payments, refunds, shipments } from '../db/schema/orders';
import { paymentSettings } from '../db/schema/settings';
import { AppError } from '../lib/errors';
import { queryRows } from '../lib/sql';
import { checkLine, loadCatalog, loadShopRules, mergeDuplicates, type CatalogEntry, type ShopRules } from '../services/cart';
import { PAYMENT_ENABLED } from '../services/checkout';
import { couponApplyError, couponTerms, usableCoupon, type CouponRow } from '../services/coupons';
import { movePoints, type LineRow, type OrderRow } from '../services/orders';
import { paymentProvider } from '../services/payments/payment-provider';
import { enqueue } from './outbox';
import { createStep, type StepContext } from './workflow';

/**
 * The steps of placing an order, each with the compensation that cancelling reuses. Lock order
 * (to never deadlock between checkout, cancel and payment changes): shopper, the shopper's
 * payment-limit advisory lock (checkout only), order, coupon, options by id, products by id;
 * stock is taken LAST in checkout so the hot rows (a popular option and its product) stay locked
 * only for the few statements before COMMIT.
 */

type PaymentSettingsRow = typeof paymentSettings.$inferSelect;

/** A priced order line: the catalogue entry, the option and the server's unit price. */
export interface PricedLine {
  entry: CatalogEntry;
  optionId: string;
  color: string;
  size: string;
  quantity: number;
  unitPrice: number;
}

export interface PricedOrder {
  rules: ShopRules;
  settings: PaymentSettingsRow | undefined;
  lines: PricedLine[];
  coupon: CouponRow | null;
  quote: OrderQuote;
}

/**
 * The product status for a new stock figure: the low-stock threshold is the domain's. Archived stays
 * archived, and so does a product an operator marked sold out while it still had stock (the bare
 * `stock` is the row's value before the update): only 판매 재개 lifts that, not a restock.
 */
export function productStatusSql(stock: SQL): SQL {
  return sql`case when status = 'inactive' then status when status = 'out_of_stock' and stock > 0 then status
    when ${stock} <= 0 then 'out_of_stock' when ${stock} < ${LOW_STOCK_THRESHOLD} then 'low_stock' else 'active' end`;
}

/** Every line re-priced and checked against the catalogue (never the client's price). */
function priceLines(input: PlaceOrder, catalog: Map<string, CatalogEntry>, rules: ShopRules): PricedLine[] {
  const merged = mergeDuplicates(input.items);
  return merged.map((item) => {
    const index = input.items.findIndex(
      (i) => i.productId === item.productId && i.selectedColor === item.selectedColor && i.selectedSize === item.selectedSize,
    );
    const { entry } = checkLine(catalog, item, rules, `items.${index}.`);
    const unitPrice = effectivePrice(entry.price, entry.salePrice);
    if (item.expectedPrice !== undefined && item.expectedPrice !== unitPrice) {
      throw new AppError('CONFLICT', priceChangedMessage(entry.name), {
        [`items.${index}.expectedPrice`]: priceChangedMessage(entry.name),
      });
    }
    const max = Math.min(rules.maxOrderQuantity, MAX_LINE_QUANTITY);
    if (item.quantity > max)
      throw new AppError('VALIDATION', quantityLimitMessage(entry.name, max), {
        [`items.${index}.quantity`]: quantityLimitMessage(entry.name, max),
      });
    const option = entry.options.get(`${item.selectedColor}\u0000${item.selectedSize}`)!;
    return { entry, optionId: option.id, color: item.selectedColor, size: item.selectedSize, quantity: item.quantity, unitPrice };
  });
}

/** A guest is known by the digits of the phone given: `010-2222-3333` and `01022223333` are one shopper. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * The payment settings' daily and monthly maximum for one shopper (this order included), a member
 * by account, a guest by the digits of the phone given. Read-then-write: two orders of one shopper
 * at the same instant would both read the same sum and both pass, so the check runs under a
 * transaction-scoped advisory lock per shopper, held to COMMIT, and the second waits for the first
 * order to be written (READ COMMITTED: its sum then counts it). Lock order: it comes right after
 * the shopper's row and before any coupon, option or product lock, in every order-placing path.
 */
async function checkPaymentLimits(
  tx: Db,
  buyer: { customerId: string } | { guestPhone: string },
  amount: number,
  limits: { maxDailyAmount: number; maxMonthlyAmount: number },
  now: Date,
): Promise<void> {
  if (limits.maxDailyAmount <= 0 && limits.maxMonthlyAmount <= 0) return;
  const shopper = 'customerId' in buyer ? `customer:${buyer.customerId}` : `guest:${phoneDigits(buyer.guestPhone)}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment-limit:${shopper}`}))`);
  const { day, month } = kstDayAndMonthStart(now);
  const whose =
    'customerId' in buyer
      ? sql`customer_id = ${buyer.customerId}::uuid`
      : sql`customer_id is null and regexp_replace(guest_phone, '[^0-9]', '', 'g') = ${phoneDigits(buyer.guestPhone)}`;
  const [paid] = await queryRows<{ today: number; month: number }>(
    tx,
    sql`select coalesce(sum(total) filter (where created_at >= ${day.toISOString()}::timestamptz), 0)::float8 as today,
          coalesce(sum(total), 0)::float8 as month
        from orders where ${whose}
          and status <> 'cancelled' and created_at >= ${month.toISOString()}::timestamptz`,
  );
  const error = paymentLimitError(limits, { today: Number(paid?.today ?? 0), thisMonth: Number(paid?.month ?? 0) }, amount);
  if (error) throw new AppError('VALIDATION', error, { paymentMethod: error });
}

/**
 * Reads and checks, no write: the shop's rules, the payment method, the lines re-priced, the
 * minimum order, the coupon for this shopper and the points against the (locked) balance.
 */
export const priceOrderStep = createStep({
  name: 'price-order',
  async invoke(
    { tx, now }: StepContext,
    { customerId, guestPhone, points, input }: { customerId: string | null; guestPhone?: string; points: number; input: PlaceOrder },
  ): Promise<PricedOrder> {
    const [rules, [settings], catalog] = await Promise.all([
      loadShopRules(tx),
      tx.select().from(paymentSettings).limit(1),
      loadCatalog(
        tx,
        input.items.map((i) => i.productId),
      ),
    ]);
    if (!PAYMENT_ENABLED[input.paymentMethod](settings))
      throw new AppError('VALIDATION', CHECKOUT_MESSAGES.paymentDisabled, { paymentMethod: CHECKOUT_MESSAGES.paymentDisabled });
    const lines = priceLines(input, catalog, rules);
    const subtotal = lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
    if (subtotal < rules.minimumOrderAmount)
      throw new AppError('VALIDATION', CHECKOUT_MESSAGES.belowMinimumOrder(rules.minimumOrderAmount));
    // A guest (customerId null) has no coupon: the guest body cannot carry one (ADR 033).
    const coupon = input.couponCode && customerId ? await usableCoupon(tx, input.couponCode, customerId, rules) : null;
    const priced = lines.map((l) => ({ brandId: l.entry.brandId, unitPrice: l.unitPrice, quantity: l.quantity }));
    const usePoints = input.usePoints ?? 0;
    const quote = quoteOrder(priced, rules.shipping, input.shippingAddress.zipCode, coupon ? couponTerms(coupon) : null, usePoints);
    if (coupon && quote.couponError) throw couponApplyError(coupon, quote.couponError);
    const pointsError = pointsUseError(usePoints, points, quote.subtotal + quote.shippingFee - quote.couponDiscount);
    if (pointsError)
      throw new AppError(pointsError === POINTS_MESSAGES.overBalance ? 'CONFLICT' : 'VALIDATION', pointsError, { usePoints: pointsError });
    // The card minimum of the payment settings applies to what the card is charged, once the points are
    // known to be usable (a points error is the shopper's to fix first).
    if (input.paymentMethod === 'card' && settings && quote.total < settings.cardMinAmount)
      throw new AppError('VALIDATION', PAYMENT_SETTINGS_MESSAGES.belowCardMinimum(settings.cardMinAmount), {
        paymentMethod: PAYMENT_SETTINGS_MESSAGES.belowCardMinimum(settings.cardMinAmount),
      });
    const buyer = customerId ? { customerId } : guestPhone ? { guestPhone } : null;
    if (settings && buyer) await checkPaymentLimits(tx, buyer, quote.total, settings, now);
    return { rules, settings, lines, coupon, quote };
  },
});

/** Who a guest order belongs to (ADR 033): the password is already an argon2id hash. */
export interface GuestOrderer {
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
}

/**
 * The order row with an `ORD` + 8-digit number (a clash draws another number: `on conflict do
 * nothing`, no savepoint) and its lines.
 */
export const createOrderStep = createStep({
  name: 'create-order',
  async invoke(
    { tx }: StepContext,
    { customerId, guest, input, priced }: { customerId: string | null; guest?: GuestOrderer; input: PlaceOrder; priced: PricedOrder },
  ): Promise<{ order: OrderRow; lines: LineRow[] }> {
    const { quote, lines } = priced;
    const address = input.shippingAddress;
    const values = {
      customerId,
      guestName: guest?.name ?? null,
      guestEmail: guest?.email ?? null,
      guestPhone: guest?.phone ?? null,
      guestPasswordHash: guest?.passwordHash ?? null,
      status: 'pending' as const,
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
    };
    let ts = Date.now();
    let order: OrderRow | undefined;
    for (let attempt = 0; !order; attempt++) {
      // 20 numbers taken in a row is not bad luck but a fault: a 500, nothing written.
      if (attempt > 20) throw new Error('no free order number after 20 draws');
      [order] = await tx
        .insert(orders)
        .values({ ...values, orderNumber: checkoutOrderNumber(ts) })
        .onConflictDoNothing({ target: orders.orderNumber })
        .returning();
      ts += 1 + Math.floor(Math.random() * 1000);
    }
    const inserted = await tx
      .insert(orderLines)
      .values(
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
      )
      .returning();
    const images = new Map(lines.map((l) => [l.entry.id, [l.entry.image]]));
    return { order, lines: inserted.sort((a, b) => a.lineNo - b.lineNo).map((l) => ({ ...l, images: images.get(l.productId) ?? null })) };
  },
});

/** What the coupon steps need to find an order's redemption again. */
export interface CouponUse {
  orderId: string;
  customerId: string | null;
}

/**
 * The coupon's use counted atomically (never past its total), its redemption row, and the
 * shopper's held coupon marked used. Compensation: the redemption released, the count and the
 * held coupon given back; it answers whether there was a redemption to release.
 */
export const redeemCouponStep = createStep({
  name: 'redeem-coupon',
  async invoke(
    { tx, now }: StepContext,
    { coupon, customerId, orderId, amount }: { coupon: CouponRow; customerId: string; orderId: string; amount: number },
  ): Promise<CouponUse> {
    const counted = await tx
      .update(coupons)
      .set({ usedQuantity: sql`${coupons.usedQuantity} + 1`, updatedAt: now })
      .where(and(eq(coupons.id, coupon.id), sql`${coupons.usedQuantity} < ${coupons.totalQuantity}`, eq(coupons.status, 'active')))
      .returning({ id: coupons.id });
    if (counted.length === 0)
      throw new AppError('CONFLICT', COUPON_EXTRA_MESSAGES.exhausted, { couponCode: COUPON_EXTRA_MESSAGES.exhausted });
    await tx.insert(couponRedemptions).values({ couponId: coupon.id, customerId, orderId, amount });
    await tx
      .update(customerCoupons)
      .set({ usedAt: now, orderId })
      .where(and(eq(customerCoupons.customerId, customerId), eq(customerCoupons.couponId, coupon.id), isNull(customerCoupons.usedAt)));
    return { orderId, customerId };
  },
  async compensate({ tx, now }: StepContext, { orderId, customerId }: CouponUse): Promise<boolean> {
    const [redemption] = await tx
      .update(couponRedemptions)
      .set({ releasedAt: now })
      .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)))
      .returning({ couponId: couponRedemptions.couponId });
    if (!redemption) return false;
    await tx
      .update(coupons)
      .set({ usedQuantity: sql`greatest(${coupons.usedQuantity} - 1, 0)` })
      .where(eq(coupons.id, redemption.couponId));
    if (customerId)
      await tx
        .update(customerCoupons)
        .set({ usedAt: null, orderId: null })
        .where(and(eq(customerCoupons.orderId, orderId), eq(customerCoupons.customerId, customerId)));
    return true;
  },
});

export interface PointsUse {
  customerId: string;
  orderId: string;
  orderNumber: string;
  points: number;
}

/** Points spent on the order (ledger row `order_use`); compensation gives them back (`cancel_restore`). */
export const spendPointsStep = createStep({
  name: 'spend-points',
  async invoke({ tx }: StepContext, use: PointsUse): Promise<PointsUse> {
    await movePoints(tx, use.customerId, -use.points, 'order_use', use.orderId, `주문 ${use.orderNumber} 포인트 사용`);
    return use;
  },
  async compensate({ tx }: StepContext, use: PointsUse): Promise<void> {
    await movePoints(tx, use.customerId, use.points, 'cancel_restore', use.orderId, `주문 ${use.orderNumber} 취소로 포인트 환원`);
  },
});

/** The payment of an order, as paying made it and as cancelling finds it. */
export interface PaidOrder {
  order: OrderRow;
  payment: typeof payments.$inferSelect;
}

/**
 * Payment through the configured provider: card, easy-pay and mobile are paid at once, a bank
 * transfer gets a virtual account and a deadline (payment settings) and waits for the
 * provider's deposit webhook. The provider's authorisation is outside the database: when a
 * later step fails, `undoExternal` voids it. Compensation (cancel): what was paid is refunded
 * (a completed refund row, and a refund request to the provider through the outbox), what was
 * not is voided; a payment the provider reported failed stays failed. It answers whether money
 * was refunded.
 */
export const payOrderStep = createStep({
  name: 'pay-order',
  async invoke(
    { tx, now }: StepContext,
    { order, settings }: { order: OrderRow; settings: PaymentSettingsRow | undefined },
  ): Promise<PaidOrder> {
    const provider = paymentProvider();
    const method = order.paymentMethod;
    const result = await provider.authorize({ method, amount: order.total, orderNumber: order.orderNumber });
    const account =
      method === 'bank' && result.status === 'pending'
        ? await provider.issueVirtualAccount({
            orderNumber: order.orderNumber,
            amount: order.total,
            transactionId: result.transactionId,
            dueAt: depositDueAt(now, settings?.bankTransferTimeoutDays ?? DEFAULT_DEPOSIT_DAYS),
          })
        : null;
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        provider: provider.name,
        method,
        amount: order.total,
        status: result.status,
        transactionId: result.transactionId,
        approvedAt: result.approvedAt,
        virtualAccountBank: account?.bank ?? null,
        virtualAccountNumber: account?.accountNumber ?? null,
        virtualAccountHolder: account?.holder ?? null,
        depositDueAt: account?.dueAt ?? null,
      })
      .returning();
    if (result.status !== 'paid') return { order, payment: payment! };
    const [paid] = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: result.approvedAt ?? now })
      .where(eq(orders.id, order.id))
      .returning();
    return { order: paid!, payment: payment! };
  },
  async undoExternal(_input, { payment }: PaidOrder): Promise<void> {
    if (payment.transactionId)
      await paymentProvider().cancelAuthorization?.({ transactionId: payment.transactionId, amount: payment.amount });
  },
  async compensate({ tx, now }: StepContext, { order, reason }: { order: OrderRow; reason: string }): Promise<boolean> {
    const wasPaid = order.paidAt !== null;
    const [payment] = await tx.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.createdAt)).limit(1);
    if (!payment) return false;
    if (wasPaid && payment.amount > 0) {
      const [refund] = await tx
        .insert(refunds)
        .values({
          paymentId: payment.id,
          orderId: order.id,
          amount: payment.amount,
          reason: `주문 취소: ${reason}`,
          status: 'completed',
          completedAt: now,
        })
        .returning({ id: refunds.id });
      await tx
        .update(payments)
        .set({ status: 'refunded', refundedAmount: payment.amount, cancelledAt: now })
        .where(eq(payments.id, payment.id));
      await enqueue(tx, 'payment.refund', {
        refundId: refund!.id,
        paymentId: payment.id,
        orderId: order.id,
        transactionId: payment.transactionId,
        amount: payment.amount,
        reason: `주문 취소: ${reason}`,
      });
      return true;
    }
    if (payment.status !== 'failed')
      await tx
        .update(payments)
        .set({ status: wasPaid ? 'refunded' : 'cancelled', cancelledAt: now })
        .where(eq(payments.id, payment.id));
    return false;
  },
});

/** The ordered lines leave the shopper's server cart (one statement). Not given back on cancel. */
export const clearCartStep = createStep({
  name: 'clear-cart',
  async invoke(
    { tx }: StepContext,
    { customerId, lines }: { customerId: string; lines: Pick<PricedLine, 'entry' | 'color' | 'size'>[] },
  ): Promise<void> {
    if (lines.length === 0) return;
    await tx
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.customerId, customerId),
          or(...lines.map((l) => and(eq(cartItems.productId, l.entry.id), eq(cartItems.color, l.color), eq(cartItems.size, l.size)))),
        ),
      );
  },
});

/** The figures an order adds to its shopper's statistics. */
export interface OrderCount {
  customerId: string;
  spent: number;
  saved: number;
  couponUsed: boolean;
}

/**
 * The shopper's statistics: one order more, what was paid, what was saved, a coupon used, the
 * last order time. Compensation (cancel): the same taken back, the refund counted, the last
 * order time recomputed from the orders still live.
 */
export const countOrderStep = createStep({
  name: 'count-order',
  async invoke({ tx }: StepContext, { count, at }: { count: OrderCount; at: Date }): Promise<OrderCount> {
    await tx
      .update(customers)
      .set({
        totalOrders: sql`${customers.totalOrders} + 1`,
        totalSpent: sql`${customers.totalSpent} + ${count.spent}`,
        totalSaved: sql`${customers.totalSaved} + ${count.saved}`,
        couponUsed: sql`${customers.couponUsed} + ${count.couponUsed ? 1 : 0}`,
        lastOrderAt: at,
      })
      .where(eq(customers.id, count.customerId));
    return count;
  },
  async compensate({ tx }: StepContext, { count, refunded }: { count: OrderCount; refunded: boolean }): Promise<void> {
    const [last] = await tx
      .select({ at: sql<Date | null>`max(${orders.createdAt})` })
      .from(orders)
      .where(and(eq(orders.customerId, count.customerId), ne(orders.status, 'cancelled')));
    await tx
      .update(customers)
      .set({
        totalOrders: sql`greatest(${customers.totalOrders} - 1, 0)`,
        totalSpent: sql`greatest(${customers.totalSpent} - ${count.spent}, 0)`,
        totalSaved: sql`greatest(${customers.totalSaved} - ${count.saved}, 0)`,
        couponUsed: sql`greatest(${customers.couponUsed} - ${count.couponUsed ? 1 : 0}, 0)`,
        // One completed refund more, as the statistics count them (seed/statistics.ts).
        refundCount: sql`${customers.refundCount} + ${refunded ? 1 : 0}`,
        lastOrderAt: last?.at ? new Date(last.at) : null,
      })
      .where(eq(customers.id, count.customerId));
  },
});

/** A quantity of one option, as an order line stores it. */
export interface StockLine {
  productId: string;
  color: string;
  size: string;
  quantity: number;
}

function perProduct(lines: StockLine[]): [string, number][] {
  const sums = new Map<string, number>();
  for (const l of lines) sums.set(l.productId, (sums.get(l.productId) ?? 0) + l.quantity);
  return [...sums].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Stock, taken last: a conditional decrement per option (`stock >= q`, so concurrent checkouts
 * never oversell), then each product's stock, sold count and status in one statement whose
 * locked row also confirms the price did not change since it was read and that the product was not
 * marked sold out meanwhile. Options, then products,
 * each in id order. Compensation: the same quantities put back.
 */
export const takeStockStep = createStep({
  name: 'take-stock',
  async invoke({ tx }: StepContext, lines: PricedLine[]): Promise<StockLine[]> {
    for (const line of [...lines].sort((a, b) => a.optionId.localeCompare(b.optionId))) {
      const taken = await tx
        .update(productOptions)
        .set({ stock: sql`${productOptions.stock} - ${line.quantity}` })
        .where(and(eq(productOptions.id, line.optionId), sql`${productOptions.stock} >= ${line.quantity}`))
        .returning({ stock: productOptions.stock });
      if (taken.length === 0) {
        const [now] = await tx.select({ stock: productOptions.stock }).from(productOptions).where(eq(productOptions.id, line.optionId));
        const left = now?.stock ?? 0;
        throw new AppError(
          'CONFLICT',
          left <= 0 ? soldOutMessage(line.entry.name) : `${quantityLimitMessage(line.entry.name, left)} (남은 재고 ${left}개)`,
        );
      }
    }
    const stockLines = lines.map((l) => ({ productId: l.entry.id, color: l.color, size: l.size, quantity: l.quantity }));
    for (const [productId, quantity] of perProduct(stockLines)) {
      const [now] = await queryRows<{ price: number; sale_price: number | null }>(
        tx,
        sql`update products set stock = stock - ${quantity}, sold_count = sold_count + ${quantity},
            status = ${productStatusSql(sql`stock - ${quantity}`)}, updated_at = now()
          where id = ${productId} and status <> 'out_of_stock' returning price, sale_price`,
      );
      const line = lines.find((l) => l.entry.id === productId)!;
      // Options still in stock but no row: an operator marked the product sold out (품절 처리).
      if (!now) throw new AppError('CONFLICT', soldOutMessage(line.entry.name));
      if (effectivePrice(Number(now.price), now.sale_price === null ? null : Number(now.sale_price)) !== line.unitPrice) {
        throw new AppError('CONFLICT', priceChangedMessage(line.entry.name));
      }
    }
    return stockLines;
  },
  async compensate({ tx }: StepContext, lines: StockLine[]): Promise<void> {
    if (lines.length === 0) return;
    // Order lines name the option by product, colour and size: find the ids, so the rows are
    // locked in id order like checkout locks them (never a deadlock between the two).
    const options = await tx
      .select({ id: productOptions.id, productId: productOptions.productId, color: productOptions.color, size: productOptions.size })
      .from(productOptions)
      .where(inArray(productOptions.productId, [...new Set(lines.map((l) => l.productId))]))
      .orderBy(productOptions.id);
    for (const option of options) {
      const quantity = lines
        .filter((l) => l.productId === option.productId && l.color === option.color && l.size === option.size)
        .reduce((n, l) => n + l.quantity, 0);
      if (quantity > 0)
        await tx
          .update(productOptions)
          .set({ stock: sql`${productOptions.stock} + ${quantity}` })
          .where(eq(productOptions.id, option.id));
    }
    for (const [productId, quantity] of perProduct(lines)) {
      await tx.execute(sql`update products set stock = stock + ${quantity}, sold_count = greatest(sold_count - ${quantity}, 0),
          status = ${productStatusSql(sql`stock + ${quantity}`)}, updated_at = now()
        where id = ${productId}`);
    }
  },
});

/** Shipments not yet handed to a carrier are dropped with the order (cancel only). */
export const dropPendingShipmentsStep = createStep({
  name: 'drop-pending-shipments',
  async invoke({ tx }: StepContext, orderId: string): Promise<void> {
    await tx.delete(shipments).where(and(eq(shipments.orderId, orderId), eq(shipments.status, 'pending')));
  },
});

/** The order marked cancelled, with its time and reason. */
export const markCancelledStep = createStep({
  name: 'mark-cancelled',
  async invoke({ tx, now }: StepContext, { orderId, reason }: { orderId: string; reason: string }): Promise<OrderRow> {
    const [updated] = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason, updatedAt: now })
      .where(eq(orders.id, orderId))
      .returning();
    return updated!;
  },
});

/** The lines of an order as the stock steps need them. */
export async function orderStockLines(ctx: StepContext, orderId: string): Promise<StockLine[]> {
  return ctx.tx
    .select({ productId: orderLines.productId, color: orderLines.color, size: orderLines.size, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
}
