import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COUPON_TYPES } from '@market/domain/coupon';
import { BANNER_STATUSES, COUPON_STATUSES, PROMOTION_STATUSES } from '@market/domain/lifecycle';
import { brands } from './catalog';
import { bigWon, createdAt, oneOf, tz, updatedAt, won } from './columns';
import { customers } from './identity';
import { orders } from './orders';

export const PROMOTION_TYPES = ['discount', 'brand_spotlight', 'first_purchase', 'seasonal', 'loyalty', 'flash_sale'] as const;
export const PROMOTION_AUDIENCES = ['all_customers', 'new_customers', 'premium_customers', 'vip_customers', 'inactive_customers'] as const;
export const BANNER_POSITIONS = ['main_hero', 'main_middle', 'category_top', 'brand_top', 'event_page', 'popup'] as const;
export const TARGET_DEVICES = ['all', 'desktop', 'mobile'] as const;

/** One coupon model merging both specs (DESIGN 3). Usage is counted atomically on redemption. */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Trimmed and uppercased (normalizeCouponCode). */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: COUPON_TYPES }).notNull(),
    /** Percent for percentage coupons, won for fixed coupons, 0 for shipping coupons. */
    value: integer('value').notNull(),
    maxDiscount: won('max_discount'),
    minOrderAmount: won('min_order_amount').notNull().default(0),
    totalQuantity: integer('total_quantity').notNull(),
    usedQuantity: integer('used_quantity').notNull().default(0),
    perCustomerLimit: integer('per_customer_limit').notNull().default(1),
    startsAt: tz('starts_at').notNull(),
    endsAt: tz('ends_at').notNull(),
    status: text('status', { enum: COUPON_STATUSES }).notNull().default('active'),
    /** Only products of this brand count (brand coupons are funded by the brand's seller). */
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    /** Issued to each new member instead of being typed in (the welcome coupon). */
    isSignupBenefit: boolean('is_signup_benefit').notNull().default(false),
    /** Listed in the storefront's coupon zone, where a signed-in shopper downloads it. */
    isPublic: boolean('is_public').notNull().default(false),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('coupons_code_check', sql`${t.code} = upper(btrim(${t.code})) and length(${t.code}) between 3 and 40`),
    check('coupons_type_check', oneOf(t.type, COUPON_TYPES)),
    check('coupons_status_check', oneOf(t.status, COUPON_STATUSES)),
    check(
      'coupons_value_check',
      sql`(${t.type} = 'percentage' and ${t.value} between 1 and 100) or (${t.type} = 'fixed' and ${t.value} > 0) or (${t.type} = 'shipping' and ${t.value} >= 0)`,
    ),
    check('coupons_amounts_check', sql`(${t.maxDiscount} is null or ${t.maxDiscount} > 0) and ${t.minOrderAmount} >= 0`),
    check('coupons_quantity_check', sql`${t.usedQuantity} >= 0 and ${t.totalQuantity} >= 0 and ${t.usedQuantity} <= ${t.totalQuantity}`),
    check('coupons_per_customer_check', sql`${t.perCustomerLimit} >= 1`),
    check('coupons_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    index('coupons_status_created_idx').on(t.status, t.createdAt),
    index('coupons_type_idx').on(t.type, t.status),
    index('coupons_brand_idx').on(t.brandId),
    index('coupons_ends_idx').on(t.endsAt),
  ],
);

/** A coupon used on an order; released (not deleted) when the order is cancelled. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: won('amount').notNull(),
    createdAt: createdAt(),
    /** Set when the order was cancelled and the use given back. */
    releasedAt: tz('released_at'),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_idx').on(t.orderId),
    index('coupon_redemptions_coupon_idx').on(t.couponId, t.createdAt),
    index('coupon_redemptions_customer_idx').on(t.customerId),
    check('coupon_redemptions_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** Coupons issued to a customer (the welcome coupon, grade gifts). */
export const customerCoupons = pgTable(
  'customer_coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    issuedAt: tz('issued_at').notNull().defaultNow(),
    usedAt: tz('used_at'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('customer_coupons_customer_coupon_idx').on(t.customerId, t.couponId),
    index('customer_coupons_coupon_idx').on(t.couponId),
  ],
);

export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** PROMO-2025-001. */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    type: text('type', { enum: PROMOTION_TYPES }).notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: PROMOTION_STATUSES }).notNull().default('draft'),
    targetAudience: text('target_audience', { enum: PROMOTION_AUDIENCES }).notNull().default('all_customers'),
    budget: bigWon('budget').notNull().default(0),
    spent: bigWon('spent').notNull().default(0),
    startsAt: tz('starts_at').notNull(),
    endsAt: tz('ends_at').notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    conversions: integer('conversions').notNull().default(0),
    revenue: bigWon('revenue').notNull().default(0),
    /** Null: every brand / category. */
    brandIds: uuid('brand_ids').array(),
    categoryIds: uuid('category_ids').array(),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('promotions_type_check', oneOf(t.type, PROMOTION_TYPES)),
    check('promotions_status_check', oneOf(t.status, PROMOTION_STATUSES)),
    check('promotions_audience_check', oneOf(t.targetAudience, PROMOTION_AUDIENCES)),
    check(
      'promotions_numbers_check',
      sql`${t.budget} >= 0 and ${t.spent} >= 0 and ${t.impressions} >= 0 and ${t.clicks} between 0 and ${t.impressions} and ${t.conversions} between 0 and ${t.clicks} and ${t.revenue} >= 0`,
    ),
    check('promotions_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    index('promotions_status_created_idx').on(t.status, t.createdAt),
    index('promotions_type_idx').on(t.type),
  ],
);

export const banners = pgTable(
  'banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    position: text('position', { enum: BANNER_POSITIONS }).notNull(),
    linkUrl: text('link_url'),
    priority: integer('priority').notNull().default(1),
    status: text('status', { enum: BANNER_STATUSES }).notNull().default('inactive'),
    startsAt: tz('starts_at').notNull(),
    endsAt: tz('ends_at').notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    isResponsive: boolean('is_responsive').notNull().default(true),
    targetDevice: text('target_device', { enum: TARGET_DEVICES }).notNull().default('all'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('banners_status_check', oneOf(t.status, BANNER_STATUSES)),
    check('banners_position_check', oneOf(t.position, BANNER_POSITIONS)),
    check('banners_device_check', oneOf(t.targetDevice, TARGET_DEVICES)),
    check('banners_numbers_check', sql`${t.priority} >= 1 and ${t.impressions} >= 0 and ${t.clicks} between 0 and ${t.impressions}`),
    check('banners_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    index('banners_position_status_idx').on(t.position, t.status, t.priority),
    index('banners_status_created_idx').on(t.status, t.createdAt),
  ],
);
