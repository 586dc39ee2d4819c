import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgSequence, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, RETURN_STATUSES, SHIPMENT_STATUSES } from '@market/domain/lifecycle';
import { brands, products, sellers } from './catalog';
import { createdAt, oneOf, tz, updatedAt, won } from './columns';
import { customers } from './identity';
import { carriers } from './settings';
import { settlements } from './settlements';

/** card = 신용카드, bank = 무통장입금, phone = 휴대폰결제, kakao = 카카오페이, naver = 네이버페이 (spec 000 section 9). */
export const PAYMENT_METHODS = ['card', 'bank', 'phone', 'kakao', 'naver'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'cancelled', 'partially_refunded', 'refunded', 'failed'] as const;
export const REFUND_STATUSES = ['pending', 'completed', 'failed'] as const;
export const RETURN_TYPES = ['return', 'exchange'] as const;
export const RETURN_REASONS = ['defective', 'damaged', 'size', 'mind_changed', 'wrong_item'] as const;
export const POINTS_REASONS = [
  'order_use',
  'order_earn',
  'cancel_restore',
  'signup_bonus',
  'review_reward',
  'admin_adjust',
  'expire',
  'return_restore',
] as const;

/**
 * One order lifecycle for shopper and admin (DESIGN 3). The total is always
 * subtotal + shipping fee - coupon discount - points used; a timestamp is kept for each step.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull().unique(),
    /** Null once the account is deleted: orders are kept for sellers' settlements and tax records. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    subtotal: won('subtotal').notNull(),
    shippingFee: won('shipping_fee').notNull().default(0),
    couponDiscount: won('coupon_discount').notNull().default(0),
    pointsUsed: won('points_used').notNull().default(0),
    total: won('total').notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientPhone: text('recipient_phone').notNull(),
    zipCode: text('zip_code').notNull(),
    address: text('address').notNull(),
    addressDetail: text('address_detail').notNull().default(''),
    deliveryMemo: text('delivery_memo'),
    cancelReason: text('cancel_reason'),
    /** A guest order (비회원 주문, ADR 033): who ordered and the argon2id hash of the order password. */
    guestName: text('guest_name'),
    guestEmail: text('guest_email'),
    guestPhone: text('guest_phone'),
    guestPasswordHash: text('guest_password_hash'),
    /**
     * 주문자명: the account's name (kept current when the account is renamed) or the guest's, set by
     * triggers (migration 0040) so the admin's name search reads one indexed column of orders.
     */
    ordererName: text('orderer_name').notNull().default(''),
    createdAt: createdAt(),
    paidAt: tz('paid_at'),
    processingAt: tz('processing_at'),
    shippedAt: tz('shipped_at'),
    deliveredAt: tz('delivered_at'),
    confirmedAt: tz('confirmed_at'),
    cancelledAt: tz('cancelled_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_payment_method_check', oneOf(t.paymentMethod, PAYMENT_METHODS)),
    check(
      'orders_amounts_check',
      sql`${t.subtotal} >= 0 and ${t.shippingFee} >= 0 and ${t.couponDiscount} >= 0 and ${t.pointsUsed} >= 0 and ${t.total} >= 0`,
    ),
    check('orders_total_check', sql`${t.total} = ${t.subtotal} + ${t.shippingFee} - ${t.couponDiscount} - ${t.pointsUsed}`),
    check('orders_shipped_at_check', sql`(${t.shippedAt} is not null) = (${t.status} in ('shipped', 'delivered', 'purchase_confirmed'))`),
    check('orders_delivered_at_check', sql`(${t.deliveredAt} is not null) = (${t.status} in ('delivered', 'purchase_confirmed'))`),
    check('orders_confirmed_at_check', sql`(${t.confirmedAt} is not null) = (${t.status} = 'purchase_confirmed')`),
    check('orders_cancelled_at_check', sql`(${t.cancelledAt} is not null) = (${t.status} = 'cancelled')`),
    // A guest order has no account and all four guest fields; a member's order has none of them.
    check(
      'orders_guest_check',
      sql`(${t.guestPasswordHash} is null and ${t.guestName} is null and ${t.guestEmail} is null and ${t.guestPhone} is null) or (${t.customerId} is null and ${t.guestName} is not null and ${t.guestEmail} is not null and ${t.guestPhone} is not null and ${t.guestPasswordHash} is not null)`,
    ),
    check('orders_paid_at_check', sql`${t.status} in ('pending', 'cancelled') or ${t.paidAt} is not null`),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt),
    index('orders_payment_method_idx').on(t.paymentMethod, t.createdAt),
    index('orders_confirmed_idx').on(t.confirmedAt),
    // The dashboard's days read live and the sales rollup's refresh (services/sales-rollups.ts).
    index('orders_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    index('orders_cancelled_idx')
      .on(t.cancelledAt)
      .where(sql`${t.cancelledAt} is not null`),
    // The admin's search by recipient name (ILIKE '%…%') on a million orders.
    index('orders_recipient_name_trgm_idx').using('gin', t.recipientName.op('gin_trgm_ops')),
    // The same search ORs the orderer's name (the account's or the guest's): both columns indexed,
    // so a plan can combine them (one without an index made every name search read all orders).
    index('orders_orderer_name_trgm_idx').using('gin', t.ordererName.op('gin_trgm_ops')),
  ],
);

/**
 * The admin orders screen's status tiles over all orders (ADR 043), so a page of the list never
 * counts a million orders. Statement triggers on `orders` (migration 0039) append the changes to
 * `order_status_count_deltas` — insert-only, so concurrent checkouts never wait on one counter
 * row — and the rollup job folds them into `order_status_counts`. A tile is its count plus its
 * deltas. Derived data: left out of backups (a restore's writes to `orders` re-derive it).
 */
export const orderStatusCounts = pgTable('order_status_counts', {
  status: text('status').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});

export const orderStatusCountDeltas = pgTable('order_status_count_deltas', {
  status: text('status').notNull(),
  d: bigint('d', { mode: 'number' }).notNull(),
});

/** A product as bought: name, brand and price are snapshots; seller and brand carried for settlements. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    brandName: text('brand_name').notNull(),
    color: text('color').notNull(),
    size: text('size').notNull(),
    unitPrice: won('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: won('line_total').notNull(),
    /** The settlement that paid this line out (purchase-confirmed lines only). */
    settlementId: uuid('settlement_id').references(() => settlements.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('order_lines_order_line_no_idx').on(t.orderId, t.lineNo),
    index('order_lines_product_idx').on(t.productId),
    index('order_lines_seller_idx').on(t.sellerId),
    index('order_lines_brand_idx').on(t.brandId),
    index('order_lines_settlement_idx').on(t.settlementId),
    check(
      'order_lines_amounts_check',
      sql`${t.unitPrice} > 0 and ${t.quantity} between 1 and 99 and ${t.lineTotal} = ${t.unitPrice} * ${t.quantity}`,
    ),
  ],
);

/** Payments through the configured provider (the built-in sandbox by default; ADR 009). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull().default('sandbox'),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amount: won('amount').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    transactionId: text('transaction_id').notNull().unique(),
    refundedAmount: won('refunded_amount').notNull().default(0),
    createdAt: createdAt(),
    approvedAt: tz('approved_at'),
    cancelledAt: tz('cancelled_at'),
    /** The virtual account a bank transfer is paid into (무통장입금), issued by the provider. */
    virtualAccountBank: text('virtual_account_bank'),
    virtualAccountNumber: text('virtual_account_number'),
    virtualAccountHolder: text('virtual_account_holder'),
    /** 입금기한: an unpaid bank transfer is cancelled after it (jobs/expire-bank-transfers). */
    depositDueAt: tz('deposit_due_at'),
  },
  (t) => [
    check('payments_method_check', oneOf(t.method, PAYMENT_METHODS)),
    check('payments_virtual_account_check', sql`(${t.virtualAccountNumber} is null) = (${t.depositDueAt} is null)`),
    index('payments_deposit_due_idx')
      .on(t.depositDueAt)
      .where(sql`${t.status} = 'pending' and ${t.depositDueAt} is not null`),
    check('payments_status_check', oneOf(t.status, PAYMENT_STATUSES)),
    check('payments_amounts_check', sql`${t.amount} >= 0 and ${t.refundedAmount} between 0 and ${t.amount}`),
    index('payments_order_idx').on(t.orderId),
    index('payments_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Every webhook event a payment provider sent, stored once per (provider, event id) in the
 * transaction that applies it: a replayed event finds its row and changes nothing twice.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    payload: jsonb('payload').notNull(),
    receivedAt: tz('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_webhook_events_provider_event_idx').on(t.provider, t.eventId),
    index('payment_webhook_events_payment_idx').on(t.paymentId),
  ],
);

export const returns = pgTable(
  'returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** RT + yymmdd + 4 digits. */
    returnNumber: text('return_number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    type: text('type', { enum: RETURN_TYPES }).notNull(),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    /** The shopper's request text. */
    description: text('description').notNull().default(''),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    adminNotes: text('admin_notes'),
    /**
     * Money refunded on the payment: an estimate from the request, fixed at completion (0 for
     * exchanges). The breakdown below (domain/refund.ts) follows the same rule.
     */
    refundAmount: won('refund_amount').notNull().default(0),
    /** Unit price × returned units. */
    goodsAmount: won('goods_amount').notNull().default(0),
    /** The returned units' share of the coupon discount. */
    couponShare: won('coupon_share').notNull().default(0),
    /** The returned units' share of the points used, given back as points. */
    pointsRefund: won('points_refund').notNull().default(0),
    /** The standard shipping fee charged when the rest of a free-shipping order fell below the threshold. */
    shippingRecharge: won('shipping_recharge').notNull().default(0),
    /** The return fee of a shopper's-reason return. */
    returnFee: won('return_fee').notNull().default(0),
    requestedAt: tz('requested_at').notNull().defaultNow(),
    processedAt: tz('processed_at'),
    completedAt: tz('completed_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('returns_type_check', oneOf(t.type, RETURN_TYPES)),
    check('returns_reason_check', oneOf(t.reason, RETURN_REASONS)),
    check('returns_status_check', oneOf(t.status, RETURN_STATUSES)),
    check('returns_refund_check', sql`${t.refundAmount} >= 0 and (${t.type} = 'return' or ${t.refundAmount} = 0)`),
    check(
      'returns_breakdown_check',
      sql`${t.goodsAmount} >= 0 and ${t.couponShare} >= 0 and ${t.pointsRefund} >= 0 and ${t.shippingRecharge} >= 0 and ${t.returnFee} >= 0`,
    ),
    index('returns_status_requested_idx').on(t.status, t.requestedAt),
    index('returns_type_idx').on(t.type, t.requestedAt),
    index('returns_order_idx').on(t.orderId),
    index('returns_customer_idx').on(t.customerId),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    amount: won('amount').notNull(),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
  },
  (t) => [
    uniqueIndex('return_lines_return_line_idx').on(t.returnId, t.orderLineId),
    index('return_lines_order_line_idx').on(t.orderLineId),
    check('return_lines_numbers_check', sql`${t.quantity} >= 1 and ${t.amount} >= 0`),
    check('return_lines_reason_check', oneOf(t.reason, RETURN_REASONS)),
  ],
);

/** Money given back on a payment: a cancelled paid order or a completed return. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    returnId: uuid('return_id').references(() => returns.id, { onDelete: 'set null' }),
    amount: won('amount').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    completedAt: tz('completed_at'),
  },
  (t) => [
    check('refunds_amount_check', sql`${t.amount} > 0`),
    check('refunds_status_check', oneOf(t.status, REFUND_STATUSES)),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_return_idx').on(t.returnId),
    index('refunds_status_created_idx').on(t.status, t.createdAt),
    index('refunds_completed_idx')
      .on(t.completedAt)
      .where(sql`${t.completedAt} is not null`),
  ],
);

/** The serial of the tracking numbers the shop issues (`trackingNumberFor`, packages/domain/src/carriers.ts). */
export const trackingNumberSeq = pgSequence('tracking_number_seq', { startWith: 10_000_001, maxValue: 99_999_999_999 });

/**
 * One shipment per seller of an order (multi-brand orders ship separately), plus the
 * replacement shipment of each completed exchange (linked to its return).
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    carrierCode: text('carrier_code')
      .notNull()
      .references(() => carriers.code, { onDelete: 'restrict', onUpdate: 'cascade' }),
    trackingNumber: text('tracking_number').unique(),
    /** The exchange this shipment replaces goods for; null for an order's own shipment. */
    returnId: uuid('return_id').references(() => returns.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull().default('pending'),
    totalWeightGrams: integer('total_weight_grams').notNull().default(0),
    shippingCost: won('shipping_cost').notNull().default(0),
    shippedAt: tz('shipped_at'),
    estimatedDelivery: date('estimated_delivery'),
    deliveredAt: tz('delivered_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shipments_status_check', oneOf(t.status, SHIPMENT_STATUSES)),
    check('shipments_tracking_check', sql`${t.status} = 'pending' or (${t.trackingNumber} is not null and ${t.shippedAt} is not null)`),
    check('shipments_delivered_check', sql`(${t.deliveredAt} is not null) = (${t.status} = 'delivered')`),
    check('shipments_numbers_check', sql`${t.totalWeightGrams} >= 0 and ${t.shippingCost} >= 0`),
    uniqueIndex('shipments_order_seller_idx')
      .on(t.orderId, t.sellerId)
      .where(sql`${t.returnId} is null`),
    uniqueIndex('shipments_return_seller_idx')
      .on(t.returnId, t.sellerId)
      .where(sql`${t.returnId} is not null`),
    // Every shipment of an order, its own and its exchanges' (the partial unique indexes above
    // cannot answer a lookup by order alone): order detail, lists and exports by batch of orders.
    index('shipments_order_idx').on(t.orderId),
    index('shipments_status_created_idx').on(t.status, t.createdAt),
    index('shipments_carrier_idx').on(t.carrierCode, t.status),
    index('shipments_seller_idx').on(t.sellerId, t.createdAt),
  ],
);

export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    occurredAt: tz('occurred_at').notNull(),
  },
  (t) => [
    check('shipment_events_status_check', oneOf(t.status, SHIPMENT_STATUSES)),
    index('shipment_events_shipment_idx').on(t.shipmentId, t.occurredAt),
  ],
);

/** Every change of a customer's points; customers.points is the last balance. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: POINTS_REASONS }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    balanceAfter: integer('balance_after').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('points_ledger_reason_check', oneOf(t.reason, POINTS_REASONS)),
    check('points_ledger_numbers_check', sql`${t.delta} <> 0 and ${t.balanceAfter} >= 0`),
    index('points_ledger_customer_idx').on(t.customerId, t.createdAt),
    index('points_ledger_order_idx').on(t.orderId),
  ],
);
