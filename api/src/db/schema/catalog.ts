import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Two-level category tree: a top-level row has no parent. */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.displayOrder)],
);

export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    description: text('description').notNull().default(''),
    website: text('website'),
    contactEmail: text('contact_email'),
    /** Top-level category the brand is listed under. */
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['active', 'pending', 'suspended'] }).notNull().default('pending'),
    followers: integer('followers').notNull().default(0),
    /** Kept in step with the products table once it exists. */
    productCount: integer('product_count').notNull().default(0),
    /** Integer won. */
    monthlyRevenue: bigint('monthly_revenue', { mode: 'number' }).notNull().default(0),
    averageRating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('brands_status_check', sql`${t.status} in ('active', 'pending', 'suspended')`),
    check('brands_counts_check', sql`${t.followers} >= 0 and ${t.productCount} >= 0 and ${t.monthlyRevenue} >= 0`),
    check('brands_rating_check', sql`${t.averageRating} between 0 and 5`),
    index('brands_status_followers_idx').on(t.status, t.followers),
    index('brands_status_created_idx').on(t.status, t.createdAt),
    index('brands_category_idx').on(t.categoryId),
    index('brands_name_idx').on(t.name),
  ],
);
