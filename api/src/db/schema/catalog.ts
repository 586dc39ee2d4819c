import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ADMIN_PRODUCT_STATUSES, PRODUCT_NAME_MAX } from '@market/domain/admin-products';
import { PARTNER_STATUSES } from '@market/domain/lifecycle';
import { bigWon, createdAt, oneOf, updatedAt, won } from './columns';

/** Product statuses: the admin's three (spec 001 section 3) plus `inactive` (hidden from the storefront). */
export const PRODUCT_STATUSES = ADMIN_PRODUCT_STATUSES;
export const SETTLEMENT_CYCLES = ['weekly', 'biweekly', 'monthly'] as const;

/** Longest product name (Korean or English), in characters: the admin form's rule. */
export { PRODUCT_NAME_MAX };

/** Products the storefront lists (with an active brand); the partial indexes share this predicate. */
const LISTED = sql`status <> 'inactive'`;

/**
 * Normalised search keys of a name, computed by the database (GENERATED ... STORED) with the
 * IMMUTABLE functions of migration 0002: the Korean name as lowercase jamo without spaces
 * (블레이저 -> ㅂㅡㄹㄹㅔㅇㅣㅈㅓ), a space, and the English name the same way; and the 초성 of the
 * Korean name (ㅂㄹㅇㅈ). Every insert, including SQL-only seeds, fills them.
 */
const searchJamoColumn = () => text('search_jamo').generatedAlwaysAs(sql`search_jamo(name) || ' ' || search_jamo(name_en)`);
const searchChoseongColumn = () => text('search_choseong').generatedAlwaysAs(sql`search_choseong(name)`);

/** Two-level category tree: a top-level row has no parent. */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Icon name of the storefront's category quick-pick. */
    icon: text('icon'),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Products in the category (a top-level row counts its children's), kept in step with products. */
    productCount: integer('product_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId, t.displayOrder),
    check('categories_not_own_parent_check', sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
    check('categories_count_check', sql`${t.productCount} >= 0`),
  ],
);

/** A seller is the company behind one or more brands; it is paid out in settlements. */
export const sellers = pgTable(
  'sellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyName: text('company_name').notNull(),
    /** 사업자등록번호 000-00-00000. */
    businessNumber: text('business_number').notNull().unique(),
    ceoName: text('ceo_name').notNull(),
    contactPerson: text('contact_person').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull().default(''),
    bankName: text('bank_name').notNull(),
    /**
     * The account as it may be shown, '****-**-1234' (what settlements copy); the number itself is
     * only in bank_account_encrypted (ADR encryption at rest). A row written before that holds the
     * number here until the server's start seals it (sealPlainBankAccounts).
     */
    bankAccount: text('bank_account').notNull(),
    /** AES-256-GCM sealed account number (lib/secret-box.ts, context `sellers.bank_account:<id>`); null: none on file. */
    bankAccountEncrypted: text('bank_account_encrypted'),
    accountHolder: text('account_holder').notNull(),
    /** Percent of gross sales (sample data 12-20). */
    commissionRate: numeric('commission_rate', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    settlementCycle: text('settlement_cycle', { enum: SETTLEMENT_CYCLES }).notNull().default('monthly'),
    status: text('status', { enum: PARTNER_STATUSES }).notNull().default('pending'),
    /** Statistics kept in step with products and orders. */
    productCount: integer('product_count').notNull().default(0),
    activeProductCount: integer('active_product_count').notNull().default(0),
    monthlyRevenue: bigWon('monthly_revenue').notNull().default(0),
    /** The brands this seller's suspension took off the storefront, put back on reactivation. */
    suspendedBrandIds: uuid('suspended_brand_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('sellers_status_check', oneOf(t.status, PARTNER_STATUSES)),
    check('sellers_cycle_check', oneOf(t.settlementCycle, SETTLEMENT_CYCLES)),
    check('sellers_commission_check', sql`${t.commissionRate} >= 0 and ${t.commissionRate} <= 100`),
    check('sellers_business_number_check', sql`${t.businessNumber} ~ '^[0-9]{3}-[0-9]{2}-[0-9]{5}$'`),
    check('sellers_counts_check', sql`${t.productCount} >= 0 and ${t.activeProductCount} >= 0 and ${t.monthlyRevenue} >= 0`),
    index('sellers_status_created_idx').on(t.status, t.createdAt),
    index('sellers_cycle_idx').on(t.settlementCycle),
    index('sellers_company_idx').on(t.companyName),
  ],
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
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['active', 'pending', 'suspended'] })
      .notNull()
      .default('pending'),
    /** Count of brand_follows rows. */
    followers: integer('followers').notNull().default(0),
    /** Count of the brand's products. */
    productCount: integer('product_count').notNull().default(0),
    /** Integer won: order lines of the last 30 days, cancelled orders excluded. */
    monthlyRevenue: bigWon('monthly_revenue').notNull().default(0),
    /** Mean of the approved reviews of the brand's products. */
    averageRating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    /** Search keys, filled by the database on every insert and update (searchJamoColumn above). */
    searchJamo: searchJamoColumn(),
    searchChoseong: searchChoseongColumn(),
  },
  (t) => [
    index('brands_search_jamo_idx').using('gin', t.searchJamo.op('gin_trgm_ops')),
    index('brands_search_choseong_idx').using('gin', t.searchChoseong.op('gin_trgm_ops')),
    check('brands_status_check', sql`${t.status} in ('active', 'pending', 'suspended')`),
    check('brands_counts_check', sql`${t.followers} >= 0 and ${t.productCount} >= 0 and ${t.monthlyRevenue} >= 0`),
    check('brands_rating_check', sql`${t.averageRating} between 0 and 5`),
    index('brands_status_followers_idx').on(t.status, t.followers),
    index('brands_status_created_idx').on(t.status, t.createdAt),
    index('brands_category_idx').on(t.categoryId),
    index('brands_name_idx').on(t.name),
    index('brands_seller_idx').on(t.sellerId),
  ],
);

/** One price model (DESIGN 3): `price` is the list price, `salePrice` the optional lower price. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    /** A second-level category. */
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    description: text('description').notNull().default(''),
    price: won('price').notNull(),
    salePrice: won('sale_price'),
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Image URLs, generated locally (`/media/products/:id/:n.svg`). */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Sum of the options' stock. */
    stock: integer('stock').notNull().default(0),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('active'),
    /** Units sold on orders that were not cancelled. */
    soldCount: integer('sold_count').notNull().default(0),
    /** Units sold in the last 30 days on paid to purchase-confirmed orders: the `sales` sort (refreshProductSales). */
    sales30d: integer('sales_30d').notNull().default(0),
    isNew: boolean('is_new').notNull().default(false),
    isBest: boolean('is_best').notNull().default(false),
    /** Mean of approved reviews (0 when none) and their count. */
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    weightGrams: integer('weight_grams').notNull().default(500),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchJamo: searchJamoColumn(),
    searchChoseong: searchChoseongColumn(),
    /**
     * The names as the storefront search tests them as typed (services/search.ts), computed once
     * per write instead of on every row a search reads: lowercase without spaces (`울블렌드코트|woolblendcoat`),
     * and lowercase between spaces, to find whole words (` 울 블렌드 코트 | wool blend coat `).
     */
    searchText: text('search_text').generatedAlwaysAs(sql`replace(lower(name || '|' || name_en), ' ', '')`),
    searchWords: text('search_words').generatedAlwaysAs(sql`' ' || lower(name) || ' | ' || lower(name_en) || ' '`),
    /** A shopper can buy it (issue 17 merchandising: sold-out products sort after the others). */
    inStock: boolean('in_stock').generatedAlwaysAs(sql`stock > 0 and status <> 'out_of_stock'`),
  },
  (t) => [
    // Storefront search (Korean names, 초성, typos) and keyset paging of every listing sort.
    index('products_search_jamo_idx').using('gin', t.searchJamo.op('gin_trgm_ops')),
    index('products_search_choseong_idx').using('gin', t.searchChoseong.op('gin_trgm_ops')),
    // The colour filter and the search's colour tests (`colors && array[...]`, 블랙 -> Black).
    index('products_colors_idx').using('gin', t.colors),
    // Search tiers (services/search.ts): exact and prefix matches of the Korean name, the English
    // name (the two halves of search_jamo) and the 초성.
    index('products_search_name_idx').on(sql`split_part(${t.searchJamo}, ' ', 1) text_pattern_ops`),
    index('products_search_name_en_idx').on(sql`split_part(${t.searchJamo}, ' ', 2) text_pattern_ops`),
    index('products_search_choseong_prefix_idx').on(t.searchChoseong.op('text_pattern_ops')),
    // Ascending: `order by ... desc` scans them backward and `(a, id) < (x, y)` is an index condition.
    // The popular order also carries what a search tests on a row (brand and search keys), so a
    // search read in this order (productTierQuery) checks the index entries without the table.
    index('products_listed_popular_idx').on(t.reviewCount, t.id, t.brandId, t.searchJamo, t.searchChoseong).where(LISTED),
    index('products_listed_newest_idx').on(t.createdAt, t.id).where(LISTED),
    index('products_listed_price_idx')
      .on(sql`coalesce(${t.salePrice}, ${t.price})`, t.id)
      .where(LISTED),
    index('products_listed_rating_idx').on(t.rating, t.reviewCount, t.id).where(LISTED),
    index('products_listed_sales_idx').on(t.sales30d, t.id).where(LISTED),
    // The storefront's sorts with sold-out products last (issue 17): in stock first, then the sort.
    index('products_listed_stock_popular_idx').on(t.inStock, t.reviewCount, t.id).where(LISTED),
    // A search tier with many rows is read in that order, stopping after the page (services/search.ts
    // productTierQuery, `scan` form); this copy also holds every column its tests read, so the walk
    // reads the index only (an index-only scan: ~8x fewer pages than through the table).
    index('products_listed_stock_search_idx')
      .on(t.inStock, t.reviewCount, t.id, t.brandId, t.categoryId, t.colors, t.searchText, t.searchWords, t.searchJamo, t.searchChoseong)
      .where(LISTED),
    index('products_listed_stock_newest_idx').on(t.inStock, t.createdAt, t.id).where(LISTED),
    index('products_listed_stock_sales_idx').on(t.inStock, t.sales30d, t.id).where(LISTED),
    index('products_listed_stock_rating_idx').on(t.inStock, t.rating, t.reviewCount, t.id).where(LISTED),
    // A product page's related products (issue 18, item 5): its category in the popular order, sold
    // out last; an index walk of a few entries, however large the category.
    index('products_listed_category_stock_popular_idx').on(t.categoryId, t.inStock, t.reviewCount, t.id).where(LISTED),
    check('products_sales_30d_check', sql`${t.sales30d} >= 0`),
    check('products_status_check', oneOf(t.status, PRODUCT_STATUSES)),
    check('products_price_check', sql`${t.price} > 0`),
    check('products_sale_price_check', sql`${t.salePrice} is null or (${t.salePrice} > 0 and ${t.salePrice} < ${t.price})`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_counts_check', sql`${t.soldCount} >= 0 and ${t.reviewCount} >= 0 and ${t.weightGrams} > 0`),
    check('products_rating_check', sql`${t.rating} between 0 and 5`),
    // Names stay short enough for their search keys to fit a btree entry (products_listed_popular_idx).
    check(
      'products_name_length_check',
      sql`char_length(${t.name}) <= ${sql.raw(String(PRODUCT_NAME_MAX))} and char_length(${t.nameEn}) <= ${sql.raw(String(PRODUCT_NAME_MAX))}`,
    ),
    index('products_status_created_idx').on(t.status, t.createdAt),
    // The admin's list and export in their default order (newest first, every status, no filter):
    // without it each keyset page of 100,000 products was a sort of the whole table.
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_brand_idx').on(t.brandId, t.status, t.createdAt),
    index('products_category_idx').on(t.categoryId, t.status, t.createdAt),
    index('products_seller_idx').on(t.sellerId, t.status),
    index('products_sold_idx').on(t.soldCount),
    index('products_review_count_idx').on(t.reviewCount),
    index('products_rating_idx').on(t.rating),
    index('products_price_idx').on(t.price),
    index('products_stock_idx').on(t.stock),
    index('products_name_idx').on(t.name),
    index('products_new_idx')
      .on(t.createdAt)
      .where(sql`${t.isNew}`),
    index('products_best_idx')
      .on(t.soldCount)
      .where(sql`${t.isBest}`),
  ],
);

/**
 * Dictionary of the words in product and brand names (issue 4, typo tolerance), as search keys:
 * each word's lowercase jamo (오버핏 -> ㅇㅗㅂㅓㅍㅣㅅ). A misspelt query word is matched against these
 * few thousand words (trigram similarity) instead of every name, then searched for like a typed word.
 * Kept by triggers on products and brands (migration 0006): names inserted, renamed or deleted add
 * and remove their words in the same statement, including bulk SQL such as the large seed.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
  },
  (t) => [index('search_terms_term_idx').using('gin', t.term.op('gin_trgm_ops'))],
);

/**
 * The search dictionary (issue 17, packages/domain/src/search-synonyms.ts): a word a shopper types
 * and the catalogue's words for it; two-way rows make each word stand for the others. Words are
 * stored as synonymKey makes them (cleaned, lowercase).
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: uuid('id').primaryKey().defaultRandom(),
  term: text('term').notNull().unique(),
  synonyms: text('synonyms').array().notNull(),
  bidirectional: boolean('bidirectional').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Stock per colour x size; the product's stock is their sum. */
export const productOptions = pgTable(
  'product_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: text('color').notNull(),
    size: text('size').notNull(),
    sku: text('sku').notNull().unique(),
    stock: integer('stock').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_options_product_color_size_idx').on(t.productId, t.color, t.size),
    check('product_options_stock_check', sql`${t.stock} >= 0`),
  ],
);
