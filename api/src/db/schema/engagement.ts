import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands, products } from './catalog';
import { createdAt, updatedAt } from './columns';
import { customers } from './identity';

/** A shopper follows a brand; brands.followers counts these rows. */
export const brandFollows = pgTable(
  'brand_follows',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.brandId] }), index('brand_follows_brand_idx').on(t.brandId, t.createdAt)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] }), index('wishlist_items_product_idx').on(t.productId)],
);

/** The server-side cart of a signed-in shopper; one line per product, colour and size. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: text('color').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_items_line_idx').on(t.customerId, t.productId, t.color, t.size),
    index('cart_items_product_idx').on(t.productId),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
);

/** Submitted searches; popular searches are counted from here. */
export const searchLog = pgTable(
  'search_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    term: text('term').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    resultCount: integer('result_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('search_log_created_term_idx').on(t.createdAt, t.term),
    index('search_log_term_idx').on(t.term),
    check('search_log_term_check', sql`length(${t.term}) between 1 and 100`),
  ],
);

/**
 * The shopper's address book (배송지 관리): at most 10 rows per shopper (checked under the
 * shopper's row lock) and at most one default, which the partial unique index enforces.
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    label: text('label'),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    zipCode: text('zip_code').notNull(),
    address: text('address').notNull(),
    detailAddress: text('detail_address').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('customer_addresses_one_default_idx')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
    check('customer_addresses_zip_check', sql`${t.zipCode} ~ '^[0-9]{5}$'`),
  ],
);
