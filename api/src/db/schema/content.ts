import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { QNA_CATEGORIES, QNA_PRIORITIES } from '@market/domain/admin-qna';
import { EVENT_STATUSES, FAQ_STATUSES, QNA_STATUSES, REVIEW_STATUSES } from '@market/domain/lifecycle';
import { products } from './catalog';
import { bigWon, createdAt, oneOf, tz, updatedAt } from './columns';
import { customers, staffAccounts } from './identity';
import { orderLines, orders } from './orders';

// Storefront inquiry categories and the admin's Q&A categories, merged (DESIGN 3: one content source).
export { QNA_CATEGORIES, QNA_PRIORITIES };
export const ANNOUNCEMENT_TYPES = ['promotion', 'policy', 'service', 'maintenance', 'notice'] as const;
export const ANNOUNCEMENT_AUDIENCES = ['all', 'premium', 'sellers', 'new'] as const;
export const ANNOUNCEMENT_STATUSES = ['active', 'scheduled', 'expired', 'draft'] as const;
export const FAQ_CATEGORIES = ['shipping', 'account', 'payment', 'product', 'order', 'general'] as const;
/** The storefront's event types and the admin's, in one list. */
export const EVENT_TYPES = [
  'sale',
  'promotion',
  'brand_event',
  'lucky_draw',
  'offline_event',
  'welcome_event',
  'photo_contest',
  'vip_preview',
] as const;

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null once the account is deleted (the review stays, as 탈퇴 회원). */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderLineId: uuid('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    photoCount: integer('photo_count').notNull().default(0),
    /** Written on a purchase-confirmed line. */
    verified: boolean('verified').notNull().default(false),
    helpful: integer('helpful').notNull().default(0),
    notHelpful: integer('not_helpful').notNull().default(0),
    reported: integer('reported').notNull().default(0),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    adminReply: text('admin_reply'),
    adminRepliedAt: tz('admin_replied_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_status_check', oneOf(t.status, REVIEW_STATUSES)),
    check('reviews_numbers_check', sql`${t.photoCount} >= 0 and ${t.helpful} >= 0 and ${t.notHelpful} >= 0 and ${t.reported} >= 0`),
    uniqueIndex('reviews_order_line_idx').on(t.orderLineId),
    index('reviews_product_status_created_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_status_created_idx').on(t.status, t.createdAt),
    index('reviews_customer_idx').on(t.customerId, t.createdAt),
    index('reviews_rating_idx').on(t.rating),
  ],
);

/** A shopper's report of a review, once per shopper and review; enough of them flag the review. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_reports_review_customer_idx').on(t.reviewId, t.customerId),
    check('review_reports_reason_check', sql`${t.reason} is null or length(${t.reason}) <= 500`),
  ],
);

/** 1:1 inquiries (no product) and product Q&A in one table: the admin Q&A list shows both. */
export const qnas = pgTable(
  'qnas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Contact the shopper left on the inquiry form. */
    email: text('email'),
    phone: text('phone'),
    category: text('category', { enum: QNA_CATEGORIES }).notNull(),
    title: text('title').notNull(),
    question: text('question').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    isPublic: boolean('is_public').notNull().default(false),
    status: text('status', { enum: QNA_STATUSES }).notNull().default('pending'),
    priority: text('priority', { enum: QNA_PRIORITIES }).notNull().default('normal'),
    adminReply: text('admin_reply'),
    repliedBy: uuid('replied_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    repliedByName: text('replied_by_name'),
    repliedAt: tz('replied_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Soft delete by staff (content.qna.delete): hidden from the admin list and the storefront. */
    deletedAt: tz('deleted_at'),
  },
  (t) => [
    check('qnas_category_check', oneOf(t.category, QNA_CATEGORIES)),
    check('qnas_status_check', oneOf(t.status, QNA_STATUSES)),
    check('qnas_priority_check', oneOf(t.priority, QNA_PRIORITIES)),
    check('qnas_reply_check', sql`${t.status} <> 'answered' or ${t.adminReply} is not null`),
    index('qnas_status_created_idx').on(t.status, t.createdAt),
    index('qnas_product_idx').on(t.productId, t.createdAt),
    index('qnas_customer_idx').on(t.customerId, t.createdAt),
    index('qnas_category_idx').on(t.category, t.createdAt),
    index('qnas_priority_idx').on(t.priority, t.status),
  ],
);

export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    type: text('type', { enum: ANNOUNCEMENT_TYPES }).notNull().default('notice'),
    priority: text('priority', { enum: QNA_PRIORITIES }).notNull().default('normal'),
    targetAudience: text('target_audience', { enum: ANNOUNCEMENT_AUDIENCES }).notNull().default('all'),
    status: text('status', { enum: ANNOUNCEMENT_STATUSES }).notNull().default('draft'),
    isPinned: boolean('is_pinned').notNull().default(false),
    views: integer('views').notNull().default(0),
    startsAt: tz('starts_at'),
    endsAt: tz('ends_at'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('announcements_type_check', oneOf(t.type, ANNOUNCEMENT_TYPES)),
    check('announcements_priority_check', oneOf(t.priority, QNA_PRIORITIES)),
    check('announcements_audience_check', oneOf(t.targetAudience, ANNOUNCEMENT_AUDIENCES)),
    check('announcements_status_check', oneOf(t.status, ANNOUNCEMENT_STATUSES)),
    check('announcements_views_check', sql`${t.views} >= 0`),
    index('announcements_status_created_idx').on(t.status, t.createdAt),
    index('announcements_pinned_idx').on(t.isPinned, t.createdAt),
  ],
);

export const faqs = pgTable(
  'faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    category: text('category', { enum: FAQ_CATEGORIES }).notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: FAQ_STATUSES }).notNull().default('draft'),
    priority: integer('priority').notNull().default(1),
    views: integer('views').notNull().default(0),
    helpful: integer('helpful').notNull().default(0),
    notHelpful: integer('not_helpful').notNull().default(0),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('faqs_category_check', oneOf(t.category, FAQ_CATEGORIES)),
    check('faqs_status_check', oneOf(t.status, FAQ_STATUSES)),
    check('faqs_numbers_check', sql`${t.priority} >= 1 and ${t.views} >= 0 and ${t.helpful} >= 0 and ${t.notHelpful} >= 0`),
    index('faqs_category_status_idx').on(t.category, t.status, t.priority),
    index('faqs_status_created_idx').on(t.status, t.createdAt),
  ],
);

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: EVENT_TYPES }).notNull(),
    /** online, sns, or an address. */
    location: text('location').notNull().default('online'),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('scheduled'),
    bannerUrl: text('banner_url'),
    startsAt: tz('starts_at').notNull(),
    endsAt: tz('ends_at').notNull(),
    maxParticipants: integer('max_participants'),
    currentParticipants: integer('current_participants').notNull().default(0),
    prize: text('prize'),
    prizeValue: bigWon('prize_value').notNull().default(0),
    participationCondition: text('participation_condition'),
    winners: integer('winners').notNull().default(0),
    revenue: bigWon('revenue').notNull().default(0),
    cost: bigWon('cost').notNull().default(0),
    views: integer('views').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('events_type_check', oneOf(t.type, EVENT_TYPES)),
    check('events_status_check', oneOf(t.status, EVENT_STATUSES)),
    check('events_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'events_numbers_check',
      sql`${t.currentParticipants} >= 0 and (${t.maxParticipants} is null or ${t.currentParticipants} <= ${t.maxParticipants}) and ${t.winners} >= 0 and ${t.views} >= 0 and ${t.clicks} between 0 and ${t.views} and ${t.revenue} >= 0 and ${t.cost} >= 0 and ${t.prizeValue} >= 0`,
    ),
    index('events_status_starts_idx').on(t.status, t.startsAt),
    index('events_type_idx').on(t.type),
  ],
);
