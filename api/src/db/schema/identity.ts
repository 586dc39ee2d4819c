import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands } from './catalog';

/** Roles are data: the admin roles screen edits the same rows the API enforces. */
export const roles = pgTable('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** Dotted grants with wildcards (DESIGN 3). */
  grants: text('grants')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Holders are limited to one brand (SELLER_ADMIN). */
  brandScoped: boolean('brand_scoped').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    /** Created by the demo seed; removed when the server starts outside demo mode. */
    isDemo: boolean('is_demo').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Successful sign-ins (the roles screen's admin list). */
    loginCount: integer('login_count').notNull().default(0),
    /** Addresses the account may sign in from (packages/domain ip-restrictions); empty: any. */
    ipRestrictions: text('ip_restrictions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('staff_accounts_status_check', sql`${t.status} in ('active', 'disabled')`)],
);

/** One role per staff member; brand_id is set for brand-scoped roles. */
export const staffRoles = pgTable(
  'staff_roles',
  {
    staffId: uuid('staff_id')
      .primaryKey()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
  },
  (t) => [index('staff_roles_role_idx').on(t.roleId)],
);

/** Shopper accounts; the same rows are the admin's customers (DESIGN 3, "one customer"). */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    /** Null: the account cannot sign in with a password (e.g. imported customers). */
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    phone: text('phone'),
    role: text('role', { enum: ['customer', 'seller'] })
      .notNull()
      .default('customer'),
    grade: text('grade', { enum: ['vip', 'gold', 'silver', 'bronze'] })
      .notNull()
      .default('bronze'),
    status: text('status', { enum: ['active', 'inactive', 'suspended'] })
      .notNull()
      .default('active'),
    points: integer('points').notNull().default(0),
    adminMemo: text('admin_memo'),
    zipCode: text('zip_code'),
    address: text('address'),
    addressDetail: text('address_detail'),
    birthday: date('birthday'),
    gender: text('gender', { enum: ['male', 'female', 'other'] }),
    agreeToMarketing: boolean('agree_to_marketing').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    loginCount: integer('login_count').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Order statistics, kept in step with the orders tables (see seed/statistics.ts). Money in won. */
    totalOrders: integer('total_orders').notNull().default(0),
    totalSpent: bigint('total_spent', { mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    qnaCount: integer('qna_count').notNull().default(0),
    refundCount: integer('refund_count').notNull().default(0),
    /** Coupon discounts and points spent on the counted orders (won), and coupons used. */
    totalSaved: bigint('total_saved', { mode: 'number' }).notNull().default(0),
    couponUsed: integer('coupon_used').notNull().default(0),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('customers_role_check', sql`${t.role} in ('customer', 'seller')`),
    check('customers_gender_check', sql`${t.gender} is null or ${t.gender} in ('male', 'female', 'other')`),
    check('customers_grade_check', sql`${t.grade} in ('vip', 'gold', 'silver', 'bronze')`),
    check('customers_status_check', sql`${t.status} in ('active', 'inactive', 'suspended')`),
    check('customers_counts_check', sql`${t.points} >= 0 and ${t.totalOrders} >= 0 and ${t.totalSpent} >= 0 and ${t.loginCount} >= 0`),
    index('customers_created_idx').on(t.createdAt),
    index('customers_grade_idx').on(t.grade, t.createdAt),
    index('customers_status_idx').on(t.status, t.createdAt),
    index('customers_total_spent_idx').on(t.totalSpent),
    index('customers_name_idx').on(t.name),
    // The admin's search (name, e-mail or phone digits, ILIKE '%…%') and the orders search's
    // customer names: each OR arm indexed, or the whole table is read.
    index('customers_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('customers_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('customers_phone_digits_trgm_idx').using('gin', sql`replace(${t.phone}, '-', '') gin_trgm_ops`),
  ],
);

/** Messages an operator sent a shopper (admin customers screen); the shopper reads them in their account. */
export const customerMessages = pgTable(
  'customer_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Who sent it (kept when the staff account goes). */
    staffId: uuid('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_messages_customer_idx').on(t.customerId, t.createdAt)],
);

/**
 * 비밀번호 설정 링크 (ADR 034): one-time links staff issue so a customer without a password can set
 * one. Only the token's SHA-256 is kept; a link is live while neither used nor revoked and before
 * its expiry, and a customer has at most one live link (a new one revokes the older).
 */
export const customerPasswordLinks = pgTable(
  'customer_password_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a newer link for the same customer replaced this one. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Who issued it (kept when the staff account goes). */
    staffId: uuid('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_password_links_live_idx')
      .on(t.customerId)
      .where(sql`${t.usedAt} is null and ${t.revokedAt} is null`),
  ],
);

/** Server-side sessions; the cookie holds a random token, the row its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['staff', 'customer'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** Sliding (idle) expiry, never past `absoluteExpiresAt`. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The session ends then however active it is (staff 12 h, shoppers 30 days). */
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the holder's role changed: the next request gets a new session id. */
    rotate: boolean('rotate').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    check('sessions_kind_check', sql`${t.kind} in ('staff', 'customer')`),
    index('sessions_subject_idx').on(t.kind, t.subjectId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/** Fixed-window counters (failed sign-ins), shared by every API process on the database. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);

/**
 * Failed sign-ins per account across every address. An attempt is reserved here before the
 * password is checked; at MAX failures the account is locked with a doubling back-off, and while
 * the lock lasts not even the right password is checked.
 */
export const loginLockouts = pgTable('login_lockouts', {
  key: text('key').primaryKey(),
  /** Attempts since the last success or lock expiry, counted when reserved. */
  failures: integer('failures').notNull().default(0),
  /** Locks so far; the next lasts twice as long. Reset by a successful sign-in. */
  lockouts: integer('lockouts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
