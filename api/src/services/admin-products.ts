import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_PRODUCT_STATUS_LABELS,
  BULK_DISCOUNT_RATE,
  bulkDoneMessage,
  LOW_STOCK_THRESHOLD,
  isGeneratedProductImage,
  PRODUCT_BADGE_LABELS,
  PRODUCT_IMAGE_MESSAGES,
  PRODUCT_IMAGES_MAX,
  PRODUCT_LIST_MESSAGES,
  PRODUCT_MESSAGES,
  productBadge,
  type AdminProduct,
  type AdminProductChoices,
  type AdminProductDeleteResult,
  type AdminProductDetail,
  type AdminProductFilter,
  type AdminProductListQuery,
  type AdminProductPage,
  type AdminProductResult,
  type AdminProductSort,
  type AdminProductStatus,
  type AdminProductSummary,
  type ProductBulk,
  type ProductBulkResult,
  type ProductImages,
  type ProductInput,
  type ProductOptionInput,
  type ProductUpdate,
} from '@market/domain/admin-products';
import type { Db } from '../db/client';
import type { AdminActor } from '../lib/admin-actor';
import type { ExportColumn } from '../lib/export';
import { AppError } from '../lib/errors';
import { sqlCsvLabel, sqlCsvLine, sqlCsvText } from '../lib/export-copy';
import { afterCursor, decodeCursor, keyColumns, orderByKeys, pageAndCursor, type SortKey } from '../lib/keyset';
import { allOf, brandScope } from '../lib/list-query';
import { isoText as iso, isUuid, queryRows } from '../lib/sql';
import { listingCache, TtlCache } from './listing-cache';
import { storeImage } from './uploads';

/** Product photos are kept at most this wide (ADR 026). */
const PRODUCT_IMAGE_WIDTH = 1600;

/**
 * The admin's products (spec 001 "Product management", issue 15 screen 1): the keyset list with
 * its tiles, the detail, create and edit with options (colour × size, stock per option), the bulk
 * bar in one set-based transaction, delete (or archive when orders hold the product) and the
 * export rows. A SELLER_ADMIN (`brandId`) sees and changes only its brand's products: another
 * brand's id is a 404. Every write keeps the stored counts of brands, categories and sellers in
 * step and empties the storefront's listing cache, so no storefront answer shows a stale price.
 */

const notFound = () => new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);

/** Orders that still move: a product they hold cannot be deleted. */
const OPEN_ORDER_STATUSES = sql`('pending', 'paid', 'processing', 'shipped')`;

interface ProductRow {
  id: string;
  name: string;
  name_en: string;
  brand_id: string;
  brand_name: string;
  category_id: string;
  category_name: string;
  parent_category_name: string;
  seller_id: string;
  price: number;
  sale_price: number | null;
  stock: number;
  status: AdminProductStatus;
  sold_count: number;
  images: string;
  colors: string;
  sizes: string;
  created_at: string;
  updated_at: string;
}

const FROM = sql`products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id left join categories pc on pc.id = c.parent_id`;
/** What a page's ids are chosen from: the tables the filters and the sort keys read (not the parent category). */
const PAGE_FROM = sql`products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id`;
/** What the filters read (the products alone: brands and categories only through subqueries). */
const COUNT_FROM = sql`products p`;
const COLUMNS = sql`p.id, p.name, p.name_en, p.brand_id, b.name as brand_name, p.category_id, c.name as category_name,
  coalesce(pc.name, '') as parent_category_name, p.seller_id, p.price::int as price, p.sale_price::int as sale_price, p.stock::int as stock,
  p.status, p.sold_count::int as sold_count, to_json(p.images)::text as images, to_json(p.colors)::text as colors,
  to_json(p.sizes)::text as sizes, ${iso(sql`p.created_at`)} as created_at, ${iso(sql`p.updated_at`)} as updated_at`;

function toAdminProduct(r: ProductRow): AdminProduct {
  return {
    id: r.id,
    name: r.name,
    nameEn: r.name_en,
    brandId: r.brand_id,
    brandName: r.brand_name,
    categoryId: r.category_id,
    categoryName: r.category_name,
    parentCategoryName: r.parent_category_name,
    sellerId: r.seller_id,
    price: Number(r.price),
    salePrice: r.sale_price === null ? null : Number(r.sale_price),
    stock: Number(r.stock),
    status: r.status,
    soldCount: Number(r.sold_count),
    images: JSON.parse(r.images) as string[],
    colors: JSON.parse(r.colors) as string[],
    sizes: JSON.parse(r.sizes) as string[],
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

// ---- the list

/**
 * Each sort's keys (lib/keyset.ts): the column shown, then the id as the tie-break. With a search,
 * the sort column is written as an expression no index has (`+ 0`, `|| ''`): otherwise the planner
 * walks a sort index hoping to meet 20 matches soon, and a rare word (a small brand) reads all
 * 100,000 products through it; the search's trigram index then finds the matches and they are sorted.
 */
function sortKeys(sort: AdminProductSort, order: 'asc' | 'desc', searching = false): SortKey[] {
  const desc = order === 'desc';
  const unindexed = (key: Omit<SortKey, 'desc'>): Omit<SortKey, 'desc'> => {
    if (!searching) return key;
    const plain: Record<SortKey['type'], SQL> = {
      ts: sql`${key.expr} + interval '0 seconds'`,
      int: sql`${key.expr} + 0`,
      num: sql`${key.expr} + 0`,
      text: sql`${key.expr} || ''`,
      uuid: key.expr,
      bool: sql`(${key.expr} or false)`,
    };
    return { ...key, expr: plain[key.type] };
  };
  const first: Omit<SortKey, 'desc'> = {
    created: {
      expr: sql`p.created_at`,
      text: sql`to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      type: 'ts' as const,
    },
    name: { expr: sql`p.name`, text: sql`p.name`, type: 'text' as const },
    price: { expr: sql`coalesce(p.sale_price, p.price)`, text: sql`coalesce(p.sale_price, p.price)::text`, type: 'int' as const },
    stock: { expr: sql`p.stock`, text: sql`p.stock::text`, type: 'int' as const },
    sold: { expr: sql`p.sold_count`, text: sql`p.sold_count::text`, type: 'int' as const },
    status: { expr: sql`p.status`, text: sql`p.status`, type: 'text' as const },
    brand: { expr: sql`b.name`, text: sql`b.name`, type: 'text' as const },
    category: { expr: sql`c.name`, text: sql`c.name`, type: 'text' as const },
  }[sort];
  return [
    { ...unindexed(first), desc },
    { expr: sql`p.id`, text: sql`p.id::text`, type: 'uuid', desc },
  ];
}

/**
 * The search box: the product's id typed whole, or a part of its name (Korean or English) or its
 * brand's name. Names are matched on their stored jamo keys (the trigram indexes of the storefront
 * search answer them), so 100k products are never read one by one.
 */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  if (isUuid(q)) return sql`p.id = ${q.toLowerCase()}::uuid`;
  const pattern = sql`'%' || replace(replace(replace(search_jamo(${q}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
  return sql`(p.search_jamo like ${pattern} or p.brand_id = any(array(select bs.id from brands bs where bs.search_jamo like ${pattern})))`;
}

/** Everything the list and the export filter on, within the caller's brand. */
function filterCondition(f: Partial<AdminProductFilter>, brandId: string | null): SQL {
  const stock = {
    sold_out: sql`p.stock = 0`,
    low: sql`p.stock between 1 and ${LOW_STOCK_THRESHOLD - 1}`,
    in_stock: sql`p.stock >= ${LOW_STOCK_THRESHOLD}`,
  };
  return allOf([
    brandScope(sql`p.brand_id`, brandId),
    searchCondition(f.q),
    f.status ? sql`p.status = ${f.status}` : undefined,
    f.stock ? stock[f.stock] : undefined,
    f.brandId ? sql`p.brand_id = ${f.brandId}::uuid` : undefined,
    f.categoryId
      ? sql`(p.category_id = ${f.categoryId}::uuid or p.category_id = any(array(select k.id from categories k where k.parent_id = ${f.categoryId}::uuid)))`
      : undefined,
    f.priceMin !== undefined ? sql`coalesce(p.sale_price, p.price) >= ${f.priceMin}` : undefined,
    f.priceMax !== undefined ? sql`coalesce(p.sale_price, p.price) <= ${f.priceMax}` : undefined,
  ]);
}

/**
 * Totals and tiles change only with writes and orders: they are kept a few seconds per filter
 * (and emptied by every write here), so paging and re-sorting a list never recounts 100k rows.
 */
const countCaches = new WeakMap<Db, TtlCache<number>>();
const tileCaches = new WeakMap<Db, TtlCache<AdminProductSummary>>();
function cacheOf<V>(map: WeakMap<Db, TtlCache<V>>, db: Db): TtlCache<V> {
  let cache = map.get(db);
  if (!cache) {
    cache = new TtlCache<V>(5_000, 30_000, 500);
    map.set(db, cache);
  }
  return cache;
}

/** After a product write: the admin's counts and the storefront's listing totals and search tiers start over. */
export function forgetProductCaches(db: Db): void {
  cacheOf(countCaches, db).clear();
  cacheOf(tileCaches, db).clear();
  listingCache(db).clear();
}

/** The four tiles over the caller's products (the filters left out): by the badge of spec 001 section 4. */
export async function productSummary(db: Db, brandId: string | null): Promise<AdminProductSummary> {
  return cacheOf(tileCaches, db).get(brandId ?? '*', async () => {
    const soldOut = sql`(p.status = 'out_of_stock' or p.stock = 0)`;
    const low = sql`(p.status = 'low_stock' or p.stock < ${LOW_STOCK_THRESHOLD})`;
    const [row] = await queryRows<Record<string, number>>(
      db,
      sql`select (count(*) filter (where p.status <> 'inactive' and ${soldOut}))::int as sold_out,
            (count(*) filter (where p.status <> 'inactive' and not ${soldOut} and ${low}))::int as low_stock,
            (count(*) filter (where p.status <> 'inactive' and not ${soldOut} and not ${low}))::int as on_sale,
            coalesce(sum(p.sold_count), 0)::bigint::text as units_sold
          from products p where ${brandScope(sql`p.brand_id`, brandId)}`,
    );
    return {
      onSale: Number(row?.on_sale ?? 0),
      soldOut: Number(row?.sold_out ?? 0),
      lowStock: Number(row?.low_stock ?? 0),
      unitsSold: Number(row?.units_sold ?? 0),
    };
  });
}

/**
 * How a page's rows are found. `sorted`: every match, sorted (the plain list walks its sort index
 * instead; a search sorts its matches, see `sortKeys`). `counted`: the same for a search's first
 * page, with the number of matches taken in the same pass (one read of the matches, not two).
 * `walk`: a search of many matches in the default order walks the created index and keeps the
 * matches, reading at most `walkCap` products; when the cap is met before the page is full the
 * page is read `sorted` (so the walk is never wrong, only sometimes wasted).
 */
type PageMode = { kind: 'sorted' } | { kind: 'counted' } | { kind: 'walk'; walkCap: number };

async function productRows(
  db: Db,
  query: AdminProductListQuery,
  brandId: string | null,
  limit: number,
  mode: PageMode = { kind: 'sorted' },
): Promise<{ items: AdminProduct[]; nextCursor: string | null; matches?: number }> {
  const walking = mode.kind === 'walk' && query.sort === 'created';
  const keys = sortKeys(query.sort, query.order, Boolean(query.q) && !walking);
  const tag = `admin-products:${query.sort}:${query.order}`;
  const values = query.cursor ? decodeCursor(query.cursor, tag, keys) : null;
  const after = values ? afterCursor(keys, values) : sql`true`;
  const where = filterCondition(query, brandId);
  // The page's ids first, its columns after: the wide columns (JSON arrays, ISO dates, the parent
  // category) are then computed for the page's rows only, not for every match a search sorts
  // (8,000 matches of a common word: 230 ms of 245 were those columns).
  const ids = walking
    ? sql`select p.id from (select p.* from products p where ${brandScope(sql`p.brand_id`, brandId)} and ${after}
          order by ${orderByKeys(keys)} limit ${mode.walkCap}) p
        where ${where} order by ${orderByKeys(keys)} limit ${limit + 1}`
    : sql`select p.id${mode.kind === 'counted' ? sql`, count(*) over () as matches` : sql``} from ${PAGE_FROM}
        where ${where} and ${after} order by ${orderByKeys(keys)} limit ${limit + 1}`;
  // Without a search the page is a walk of the sort's index that stops at the page's end: the
  // columns are computed for the page's rows only anyway, in one statement (the export's pages
  // of 500 were twice as slow through the ids-first statement).
  const rows = await queryRows<ProductRow & Record<string, unknown>>(
    db,
    !query.q
      ? sql`select ${COLUMNS}, ${keyColumns(keys)} from ${FROM} where ${where} and ${after}
          order by ${orderByKeys(keys)} limit ${limit + 1}`
      : sql`with page as materialized (${ids})
        select ${COLUMNS}, ${keyColumns(keys)}${mode.kind === 'counted' ? sql`, (select max(matches) from page)::int as matches` : sql``}
        from ${FROM} where p.id in (select id from page) order by ${orderByKeys(keys)}`,
  );
  if (walking && rows.length <= limit) return productRows(db, query, brandId, limit);
  const { rows: page, nextCursor } = pageAndCursor(rows, limit, tag, keys);
  return {
    items: page.map(toAdminProduct),
    nextCursor,
    ...(mode.kind === 'counted' ? { matches: Number(rows[0]?.matches ?? 0) } : {}),
  };
}

/**
 * The page mode of a search whose number of matches is `total` among `scope` products: walk the
 * created index when the matches are common enough that a page is expected within a few times
 * fewer rows than sorting them all reads (at 100,000 products: from about 1,800 matches).
 */
export function searchPageMode(total: number, scope: number, limit: number): PageMode {
  const expected = ((limit + 1) * Math.max(scope, total)) / Math.max(total, 1);
  return expected * 3 < total ? { kind: 'walk', walkCap: Math.ceil(expected * 8) } : { kind: 'sorted' };
}

/** `GET /api/admin/products`: one keyset page in the chosen order, the filtered total and the tiles. */
export async function listAdminProducts(db: Db, query: AdminProductListQuery, brandId: string | null): Promise<AdminProductPage> {
  const where = filterCondition(query, brandId);
  const counts = cacheOf(countCaches, db);
  const countKey = JSON.stringify([brandId, { ...query, cursor: undefined, limit: undefined, sort: undefined, order: undefined }]);
  const countAll = async () => {
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${COUNT_FROM} where ${where}`);
    return Number(row?.n ?? 0);
  };
  const searching = Boolean(query.q) && !isUuid(query.q ?? '');
  if (searching) {
    const known = counts.peek(countKey);
    if (known === undefined && !query.cursor) {
      // A search's first page reads every match anyway: its count comes with it.
      const [page, summary] = await Promise.all([
        productRows(db, query, brandId, query.limit, { kind: 'counted' }),
        productSummary(db, brandId),
      ]);
      const total = await counts.get(countKey, () => Promise.resolve(page.matches ?? 0));
      return { items: page.items, total, limit: query.limit, nextCursor: page.nextCursor, summary };
    }
    if (known !== undefined && query.sort === 'created') {
      const summary = await productSummary(db, brandId);
      const scope = summary.onSale + summary.soldOut + summary.lowStock;
      const [page, total] = await Promise.all([
        productRows(db, query, brandId, query.limit, searchPageMode(known, scope, query.limit)),
        counts.get(countKey, countAll),
      ]);
      return { items: page.items, total, limit: query.limit, nextCursor: page.nextCursor, summary };
    }
  }
  const [page, total, summary] = await Promise.all([
    productRows(db, query, brandId, query.limit),
    counts.get(countKey, countAll),
    productSummary(db, brandId),
  ]);
  return { items: page.items, total, limit: query.limit, nextCursor: page.nextCursor, summary };
}

/** Pages of the export (the list's filters and order), 500 rows at a time. */
export function productExportPage(db: Db, filter: AdminProductFilter, brandId: string | null, cursor: string | null) {
  return productRows(db, { ...filter, cursor: cursor ?? undefined, limit: 500 }, brandId, 500);
}

/**
 * The export's CSV lines for PostgreSQL to write (lib/export-copy.ts): one statement over the
 * whole filtered view in the list's order, each row the line `PRODUCT_EXPORT_COLUMNS` give the row
 * of `productExportPage` (the same texts, badge labels, counts and UTC date). Node then passes
 * bytes on instead of building 100,000 row objects, which kept the server's memory from being
 * shown bounded (+3 MB in one run, +134 MB in the next). Keep the two in step;
 * admin-products.test.ts compares their files byte for byte.
 */
export function productExportCsvLines(filter: AdminProductFilter, brandId: string | null): SQL {
  const keys = sortKeys(filter.sort, filter.order, Boolean(filter.q));
  const text = (column: string) => sqlCsvText(sql.raw(`x.${column}`));
  const line = sqlCsvLine([
    text('id'),
    text('name'),
    text('name_en'),
    text('brand'),
    text('category'),
    sql`x.price`,
    sql`x.sale_price`,
    sql`x.stock`,
    sql`x.sold`,
    sqlCsvLabel(sql`x.badge`, PRODUCT_BADGE_LABELS),
    sql`x.images`,
    text('colors'),
    text('sizes'),
    text('created'),
  ]);
  // The rows in order first, formatted after (offset 0 keeps the subquery whole, so a value the
  // cell rules read several times is computed once). The badge is productBadge's.
  return sql`select ${line} as line from (
      select p.id::text as id, coalesce(p.name, '') as name, coalesce(p.name_en, '') as name_en, coalesce(b.name, '') as brand,
        case when pc.name is not null and pc.name <> '' then pc.name || ' > ' || c.name else coalesce(c.name, '') end as category,
        p.price::bigint::text as price, coalesce(p.sale_price::bigint::text, '') as sale_price,
        p.stock::bigint::text as stock, p.sold_count::bigint::text as sold,
        case when p.status = 'inactive' then 'inactive' when p.status = 'out_of_stock' or p.stock = 0 then 'sold_out'
          when p.status = 'low_stock' or p.stock < ${LOW_STOCK_THRESHOLD} then 'low_stock' else 'on_sale' end as badge,
        coalesce(cardinality(p.images), 0)::text as images,
        coalesce(array_to_string(p.colors, ', '), '') as colors, coalesce(array_to_string(p.sizes, ', '), '') as sizes,
        to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD') as created
      from ${FROM} where ${filterCondition(filter, brandId)} order by ${orderByKeys(keys)} offset 0) x`;
}

/** The columns of the products download: the table's, and the options' colours and sizes. */
export const PRODUCT_EXPORT_COLUMNS: ExportColumn<AdminProduct>[] = [
  { header: '상품 ID', value: (p) => p.id },
  { header: '상품명', value: (p) => p.name },
  { header: '영문 상품명', value: (p) => p.nameEn },
  { header: '브랜드', value: (p) => p.brandName },
  { header: '카테고리', value: (p) => (p.parentCategoryName ? `${p.parentCategoryName} > ${p.categoryName}` : p.categoryName) },
  { header: '정가(원)', value: (p) => p.price },
  { header: '할인가(원)', value: (p) => p.salePrice },
  { header: '재고', value: (p) => p.stock },
  { header: '판매량', value: (p) => p.soldCount },
  { header: '상태', value: (p) => PRODUCT_BADGE_LABELS[productBadge(p.status, p.stock)] },
  { header: '이미지 수', value: (p) => p.images.length },
  { header: '색상', value: (p) => p.colors.join(', ') },
  { header: '사이즈', value: (p) => p.sizes.join(', ') },
  { header: '등록일', value: (p) => p.createdAt.slice(0, 10) },
];

// ---- one product

async function findProductRow(db: Db, id: string, brandId: string | null, lock = false): Promise<ProductRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await queryRows<ProductRow>(
    db,
    sql`select ${COLUMNS} from ${FROM} where p.id = ${id}::uuid and ${brandScope(sql`p.brand_id`, brandId)} ${lock ? sql`for update of p` : sql``}`,
  );
  if (!row) throw notFound();
  return row;
}

async function detailOf(db: Db, row: ProductRow): Promise<AdminProductDetail> {
  const [[extra], options, [orders]] = await Promise.all([
    queryRows<{ description: string; weight_grams: number; rating: string | number; review_count: number }>(
      db,
      sql`select description, weight_grams, rating::float8 as rating, review_count from products where id = ${row.id}::uuid`,
    ),
    queryRows<{ id: string; color: string; size: string; sku: string; stock: number }>(
      db,
      sql`select o.id, o.color, o.size, o.sku, o.stock from product_options o join products p on p.id = o.product_id
          where o.product_id = ${row.id}::uuid
          order by array_position(p.colors, o.color) nulls last, array_position(p.sizes, o.size) nulls last, o.color, o.size`,
    ),
    queryRows<{ open: number; any: boolean }>(
      db,
      sql`select (select count(distinct l.order_id) from order_lines l join orders o on o.id = l.order_id
                   where l.product_id = ${row.id}::uuid and o.status in ${OPEN_ORDER_STATUSES})::int as open,
                 exists (select 1 from order_lines l where l.product_id = ${row.id}::uuid) as any`,
    ),
  ]);
  return {
    ...toAdminProduct(row),
    description: extra?.description ?? '',
    weightGrams: Number(extra?.weight_grams ?? 0),
    rating: Number(extra?.rating ?? 0),
    reviewCount: Number(extra?.review_count ?? 0),
    options: options.map((o) => ({ id: o.id, color: o.color, size: o.size, sku: o.sku, stock: Number(o.stock) })),
    openOrderCount: Number(orders?.open ?? 0),
    hasOrders: Boolean(orders?.any),
  };
}

/** `GET /api/admin/products/{id}`. */
export async function getAdminProduct(db: Db, id: string, brandId: string | null): Promise<AdminProductDetail> {
  return detailOf(db, await findProductRow(db, id, brandId));
}

/** `GET /api/admin/products/choices`: the brands (a seller: its own) and the category tree of the form and the filters. */
export async function productChoices(db: Db, brandId: string | null): Promise<AdminProductChoices> {
  const [brands, categories] = await Promise.all([
    queryRows<{ id: string; name: string; status: string }>(
      db,
      sql`select id, name, status from brands where ${brandScope(sql`id`, brandId)} and seller_id is not null order by name, id limit 1000`,
    ),
    queryRows<{ id: string; name: string; parent_id: string | null }>(
      db,
      sql`select id, name, parent_id from categories order by display_order, name, id`,
    ),
  ]);
  const tops = categories.filter((c) => !c.parent_id);
  return {
    brands,
    categories: tops.map((t) => ({
      id: t.id,
      name: t.name,
      children: categories.filter((c) => c.parent_id === t.id).map((c) => ({ id: c.id, name: c.name })),
    })),
  };
}

// ---- writes

/** What the audit row keeps of a product. */
function auditView(p: AdminProductDetail) {
  return {
    name: p.name,
    nameEn: p.nameEn,
    brand: p.brandName,
    category: p.categoryName,
    price: p.price,
    salePrice: p.salePrice,
    status: p.status,
    stock: p.stock,
    images: p.images.length,
    options: p.options.map((o) => `${o.color}/${o.size}:${o.stock}`),
  };
}

/** The brand a product may be put under (a seller: its own only) and the seller behind it. */
async function brandFor(tx: Db, id: string, scope: string | null): Promise<{ id: string; sellerId: string }> {
  const unknown = () => new AppError('NOT_FOUND', PRODUCT_MESSAGES.brandNotFound, { brandId: PRODUCT_MESSAGES.brandNotFound });
  if (scope && scope !== id)
    throw new AppError('NOT_FOUND', PRODUCT_LIST_MESSAGES.brandScope, { brandId: PRODUCT_LIST_MESSAGES.brandScope });
  const [brand] = await queryRows<{ id: string; seller_id: string | null }>(
    tx,
    sql`select id, seller_id from brands where id = ${id}::uuid`,
  );
  if (!brand) throw unknown();
  if (!brand.seller_id)
    throw new AppError('VALIDATION', '셀러가 연결되지 않은 브랜드에는 상품을 등록할 수 없습니다.', {
      brandId: '셀러가 연결되지 않은 브랜드에는 상품을 등록할 수 없습니다.',
    });
  return { id: brand.id, sellerId: brand.seller_id };
}

/** A second-level category (a top-level one is refused: products sit in subcategories). */
async function categoryFor(tx: Db, id: string): Promise<{ id: string; parentId: string }> {
  const [category] = await queryRows<{ id: string; parent_id: string | null }>(
    tx,
    sql`select id, parent_id from categories where id = ${id}::uuid`,
  );
  if (!category) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.categoryNotFound, { categoryId: PRODUCT_MESSAGES.categoryNotFound });
  if (!category.parent_id) throw new AppError('VALIDATION', PRODUCT_MESSAGES.categoryLevel, { categoryId: PRODUCT_MESSAGES.categoryLevel });
  return { id: category.id, parentId: category.parent_id };
}

interface Placement {
  brandId: string;
  sellerId: string;
  categoryId: string;
  listed: boolean;
}

/** Adds `delta` products to the stored counts of a brand, its seller and a category with its parent. */
async function countProduct(tx: Db, at: Placement, delta: number): Promise<void> {
  await tx.execute(sql`update brands set product_count = product_count + ${delta} where id = ${at.brandId}::uuid`);
  await tx.execute(sql`update sellers set product_count = product_count + ${delta},
      active_product_count = active_product_count + ${at.listed ? delta : 0} where id = ${at.sellerId}::uuid`);
  await tx.execute(sql`update categories set product_count = product_count + ${delta}
      where id = ${at.categoryId}::uuid or id = (select parent_id from categories where id = ${at.categoryId}::uuid)`);
}

/** The status an operator's choice stores: 'active' (or 'low_stock') follows the stock, as the order flow keeps it. */
function statusFor(chosen: AdminProductStatus, stock: number): AdminProductStatus {
  if (chosen === 'inactive' || chosen === 'out_of_stock') return chosen;
  if (stock <= 0) return 'out_of_stock';
  return stock < LOW_STOCK_THRESHOLD ? 'low_stock' : 'active';
}

/** The SQL twin of statusFor for set-based writes (resume sales). */
const derivedStatus = sql`case when stock <= 0 then 'out_of_stock' when stock < ${LOW_STOCK_THRESHOLD} then 'low_stock' else 'active' end`;

function distinct(values: string[]): string[] {
  return [...new Set(values)];
}

const textArray = (values: string[]) => sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, (ch) => `\\${ch}`)}"`).join(',')}}`}::text[]`;

/** A new SKU (unique in product_options). */
function newSku(): string {
  return `AD-${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`;
}

/** Writes a product's options: same colour and size keep their row (and id), new ones get a SKU, missing ones go. */
async function writeOptions(tx: Db, productId: string, options: ProductOptionInput[]): Promise<void> {
  const existing = await queryRows<{ id: string; color: string; size: string }>(
    tx,
    sql`select id, color, size from product_options where product_id = ${productId}::uuid order by id for update`,
  );
  const key = (o: { color: string; size: string }) => `${o.color}\u0000${o.size}`;
  const wanted = new Map(options.map((o) => [key(o), o]));
  const gone = existing.filter((o) => !wanted.has(key(o))).map((o) => o.id);
  if (gone.length) await tx.execute(sql`delete from product_options where id = any(${`{${gone.join(',')}}`}::uuid[])`);
  const kept = new Map(existing.map((o) => [key(o), o.id]));
  for (const option of options) {
    const id = kept.get(key(option));
    if (id) await tx.execute(sql`update product_options set stock = ${option.stock} where id = ${id}::uuid`);
    else
      await tx.execute(sql`insert into product_options (product_id, color, size, sku, stock)
        values (${productId}::uuid, ${option.color}, ${option.size}, ${newSku()}, ${option.stock})`);
  }
}

/** `POST /api/admin/products`: the product, its options and the counts, in one transaction. */
export async function createProduct(db: Db, actor: AdminActor, input: ProductInput): Promise<AdminProductResult> {
  const result = await db.transaction(async (tx) => {
    const brand = await brandFor(tx, input.brandId, actor.brandId);
    const category = await categoryFor(tx, input.categoryId);
    const id = randomUUID();
    const stock = input.options.reduce((s, o) => s + o.stock, 0);
    const status = statusFor(input.status, stock);
    // Until an image is uploaded, the storefront shows the image generated from the product's colour and name.
    const images = [`/media/products/${id}/1.svg`];
    await tx.execute(sql`insert into products (id, brand_id, category_id, seller_id, name, name_en, description, price, sale_price,
        colors, sizes, images, stock, status, weight_grams, is_new)
      values (${id}::uuid, ${brand.id}::uuid, ${category.id}::uuid, ${brand.sellerId}::uuid, ${input.name}, ${input.nameEn}, ${input.description},
        ${input.price}, ${input.salePrice}, ${textArray(distinct(input.options.map((o) => o.color)))},
        ${textArray(distinct(input.options.map((o) => o.size)))}, ${textArray(images)}, ${stock}, ${status}, ${input.weightGrams}, true)`);
    await writeOptions(tx, id, input.options);
    await countProduct(tx, { brandId: brand.id, sellerId: brand.sellerId, categoryId: category.id, listed: status !== 'inactive' }, 1);
    const item = await detailOf(tx, await findProductRow(tx, id, actor.brandId));
    await actor.audit(tx, {
      action: 'catalog.products.create',
      resource: 'product',
      resourceId: id,
      resourceName: item.name,
      before: null,
      after: auditView(item),
      severity: 'INFO',
    });
    return { item, title: PRODUCT_LIST_MESSAGES.created, message: PRODUCT_LIST_MESSAGES.createdDescription };
  });
  forgetProductCaches(db);
  return result;
}

/** `PATCH /api/admin/products/{id}`: the fields sent; options replace the product's (matched by colour and size). */
export async function updateProduct(db: Db, actor: AdminActor, id: string, input: ProductUpdate): Promise<AdminProductResult> {
  const result = await db.transaction(async (tx) => {
    // The product first: another brand's id is a 404 whatever the body.
    const row = await findProductRow(tx, id, actor.brandId, true);
    if (Object.values(input).every((v) => v === undefined)) throw new AppError('BAD_REQUEST', PRODUCT_LIST_MESSAGES.noChanges);
    const before = await detailOf(tx, row);
    const price = input.price ?? before.price;
    const salePrice = input.salePrice !== undefined ? input.salePrice : before.salePrice;
    if (salePrice !== null && salePrice >= price)
      throw new AppError('VALIDATION', PRODUCT_MESSAGES.salePriceAbovePrice, { salePrice: PRODUCT_MESSAGES.salePriceAbovePrice });
    const brand = input.brandId !== undefined && input.brandId !== before.brandId ? await brandFor(tx, input.brandId, actor.brandId) : null;
    const category =
      input.categoryId !== undefined && input.categoryId !== before.categoryId ? await categoryFor(tx, input.categoryId) : null;
    const stock = input.options ? input.options.reduce((s, o) => s + o.stock, 0) : before.stock;
    const status = statusFor(input.status ?? (before.status === 'low_stock' ? 'active' : before.status), stock);

    const sets: SQL[] = [];
    const set = (column: string, value: unknown) => sets.push(sql`${sql.identifier(column)} = ${value}`);
    if (input.name !== undefined) set('name', input.name);
    if (input.nameEn !== undefined) set('name_en', input.nameEn);
    if (input.description !== undefined) set('description', input.description);
    if (input.price !== undefined) set('price', input.price);
    if (input.salePrice !== undefined) set('sale_price', input.salePrice);
    if (input.weightGrams !== undefined) set('weight_grams', input.weightGrams);
    if (brand) {
      set('brand_id', sql`${brand.id}::uuid`);
      set('seller_id', sql`${brand.sellerId}::uuid`);
    }
    if (category) set('category_id', sql`${category.id}::uuid`);
    if (input.options) {
      await writeOptions(tx, before.id, input.options);
      sets.push(sql`colors = ${textArray(distinct(input.options.map((o) => o.color)))}`);
      sets.push(sql`sizes = ${textArray(distinct(input.options.map((o) => o.size)))}`);
      set('stock', stock);
    }
    set('status', status);
    await tx.execute(sql`update products set ${sql.join(sets, sql`, `)}, updated_at = now() where id = ${before.id}::uuid`);

    const was: Placement = {
      brandId: before.brandId,
      sellerId: before.sellerId,
      categoryId: before.categoryId,
      listed: before.status !== 'inactive',
    };
    const now: Placement = {
      brandId: brand?.id ?? before.brandId,
      sellerId: brand?.sellerId ?? before.sellerId,
      categoryId: category?.id ?? before.categoryId,
      listed: status !== 'inactive',
    };
    if (JSON.stringify(was) !== JSON.stringify(now)) {
      await countProduct(tx, was, -1);
      await countProduct(tx, now, 1);
    }
    const item = await detailOf(tx, await findProductRow(tx, before.id, actor.brandId));
    await actor.audit(tx, {
      action: 'catalog.products.update',
      resource: 'product',
      resourceId: before.id,
      resourceName: item.name,
      details: { fields: Object.keys(input).filter((k) => (input as Record<string, unknown>)[k] !== undefined) },
      before: auditView(before),
      after: auditView(item),
      severity: input.price !== undefined || input.salePrice !== undefined ? 'MEDIUM' : 'INFO',
    });
    return { item, title: PRODUCT_LIST_MESSAGES.updated, message: PRODUCT_LIST_MESSAGES.updatedDescription };
  });
  forgetProductCaches(db);
  return result;
}

/**
 * `POST /api/admin/products/bulk`: one transaction of set-based statements over up to 1,000
 * products. An id that is unknown, or another brand's for a seller, refuses the whole batch.
 */
export async function bulkUpdateProducts(db: Db, actor: AdminActor, input: ProductBulk): Promise<ProductBulkResult> {
  const ids = [...new Set(input.ids.map((i) => i.toLowerCase()))];
  const idArray = sql`${`{${ids.join(',')}}`}::uuid[]`;
  const rate = input.discountRate ?? BULK_DISCOUNT_RATE;
  const result = await db.transaction(async (tx) => {
    const [found] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from (select id from products p where p.id = any(${idArray}) and ${brandScope(sql`p.brand_id`, actor.brandId)}
          order by p.id for update) locked`,
    );
    if (Number(found?.n ?? 0) !== ids.length) throw new AppError('NOT_FOUND', PRODUCT_LIST_MESSAGES.bulkNotFound);
    if (input.action === 'discount') {
      // Rounded down to 10 won and always below the list price (discountedPrice in the domain).
      await tx.execute(sql`update products set
          sale_price = greatest(1, least(price - 1, (floor(price * ${100 - rate} / 1000.0) * 10)::int)), updated_at = now()
        where id = any(${idArray}) and price > 1`);
    } else {
      if (input.action === 'resume') {
        // Archived products brought back count as active for their sellers again.
        await tx.execute(sql`update sellers s set active_product_count = active_product_count + r.n
          from (select seller_id, count(*)::int as n from products where id = any(${idArray}) and status = 'inactive' group by seller_id) r
          where s.id = r.seller_id`);
        await tx.execute(sql`update products set status = ${derivedStatus}, updated_at = now() where id = any(${idArray})`);
      } else {
        // Marking sold out leaves archived products archived.
        await tx.execute(sql`update products set status = 'out_of_stock', updated_at = now()
          where id = any(${idArray}) and status <> 'inactive'`);
      }
    }
    await actor.audit(tx, {
      action: `catalog.products.bulk.${input.action}`,
      resource: 'product',
      resourceName: `상품 ${ids.length}개`,
      details: { action: input.action, count: ids.length, ids, ...(input.action === 'discount' ? { discountRate: rate } : {}) },
      severity: 'MEDIUM',
    });
    return { updated: ids.length, title: PRODUCT_LIST_MESSAGES.bulkDone, message: bulkDoneMessage(input.action, ids.length, rate) };
  });
  forgetProductCaches(db);
  return result;
}

/**
 * `DELETE /api/admin/products/{id}`: a product no order line ever held is deleted (its options,
 * reviews-free rows and counts with it); one that orders held is archived instead (status
 * inactive, off the storefront), and one that open orders hold is refused (409) with the archive offered.
 */
export async function deleteProduct(db: Db, actor: AdminActor, id: string): Promise<AdminProductDeleteResult> {
  const result = await db.transaction(async (tx) => {
    const row = await findProductRow(tx, id, actor.brandId, true);
    const before = await detailOf(tx, row);
    if (before.openOrderCount > 0) throw new AppError('CONFLICT', PRODUCT_LIST_MESSAGES.openOrders);
    const at: Placement = {
      brandId: before.brandId,
      sellerId: before.sellerId,
      categoryId: before.categoryId,
      listed: before.status !== 'inactive',
    };
    if (before.hasOrders) {
      if (before.status !== 'inactive') {
        await tx.execute(sql`update products set status = 'inactive', updated_at = now() where id = ${before.id}::uuid`);
        await tx.execute(
          sql`update sellers set active_product_count = greatest(active_product_count - 1, 0) where id = ${before.sellerId}::uuid`,
        );
      }
      await actor.audit(tx, {
        action: 'catalog.products.archive',
        resource: 'product',
        resourceId: before.id,
        resourceName: before.name,
        before: auditView(before),
        after: { ...auditView(before), status: 'inactive' },
        severity: 'MEDIUM',
      });
      return {
        id: before.id,
        outcome: 'archived' as const,
        title: PRODUCT_LIST_MESSAGES.archived,
        message: PRODUCT_LIST_MESSAGES.archivedDescription,
      };
    }
    await tx.execute(sql`delete from products where id = ${before.id}::uuid`);
    await countProduct(tx, at, -1);
    await actor.audit(tx, {
      action: 'catalog.products.delete',
      resource: 'product',
      resourceId: before.id,
      resourceName: before.name,
      before: auditView(before),
      after: null,
      severity: 'HIGH',
    });
    return {
      id: before.id,
      outcome: 'deleted' as const,
      title: PRODUCT_LIST_MESSAGES.deleted,
      message: PRODUCT_LIST_MESSAGES.deletedDescription,
    };
  });
  forgetProductCaches(db);
  return result;
}

/** The status label of a product for messages. */
export function productStatusLabel(status: AdminProductStatus): string {
  return ADMIN_PRODUCT_STATUS_LABELS[status];
}

// ---- images

/**
 * `POST /api/admin/products/{id}/images`: photos stored by storeImage (type read from the bytes,
 * re-encoded to WebP) and appended to the product's images; the generated placeholders give way to
 * the first photo. At most PRODUCT_IMAGES_MAX images in all, checked before anything is stored.
 */
export async function addProductImages(
  db: Db,
  actor: AdminActor,
  id: string,
  readFiles: () => Promise<{ bytes: Uint8Array }[]>,
): Promise<AdminProductResult> {
  // The product first: another brand's id is a 404 whatever was sent.
  const current = toAdminProduct(await findProductRow(db, id, actor.brandId));
  const files = await readFiles();
  const photos = current.images.filter((u) => !isGeneratedProductImage(u));
  if (photos.length + files.length > PRODUCT_IMAGES_MAX)
    throw new AppError('VALIDATION', PRODUCT_IMAGE_MESSAGES.tooMany, { images: PRODUCT_IMAGE_MESSAGES.tooMany });
  const result = await db.transaction(async (tx) => {
    const row = await findProductRow(tx, id, actor.brandId, true);
    const before = toAdminProduct(row);
    const kept = before.images.filter((u) => !isGeneratedProductImage(u));
    if (kept.length + files.length > PRODUCT_IMAGES_MAX)
      throw new AppError('VALIDATION', PRODUCT_IMAGE_MESSAGES.tooMany, { images: PRODUCT_IMAGE_MESSAGES.tooMany });
    // One transaction: a file that is not an image refuses the request and keeps none of the others.
    const stored = [];
    for (const file of files)
      stored.push(await storeImage(tx, file.bytes, { kind: 'product', maxWidth: PRODUCT_IMAGE_WIDTH, createdBy: actor.staffId }));
    const images = [...kept, ...stored.map((s) => s.url)];
    await tx.execute(sql`update products set images = ${textArray(images)}, updated_at = now() where id = ${before.id}::uuid`);
    const item = await detailOf(tx, await findProductRow(tx, before.id, actor.brandId));
    await actor.audit(tx, {
      action: 'catalog.products.images.upload',
      resource: 'product',
      resourceId: before.id,
      resourceName: before.name,
      details: { added: stored.map((s) => s.url) },
      before: { images: before.images },
      after: { images: item.images },
      severity: 'INFO',
    });
    return { item, title: PRODUCT_IMAGE_MESSAGES.uploaded, message: PRODUCT_IMAGE_MESSAGES.uploadedDescription(stored.length) };
  });
  forgetProductCaches(db);
  return result;
}

/** `PUT /api/admin/products/{id}/images`: reorder or remove; only images the product holds may be named. */
export async function setProductImages(db: Db, actor: AdminActor, id: string, input: ProductImages): Promise<AdminProductResult> {
  const result = await db.transaction(async (tx) => {
    const before = toAdminProduct(await findProductRow(tx, id, actor.brandId, true));
    const images = [...new Set(input.images)];
    if (images.some((u) => !before.images.includes(u)))
      throw new AppError('VALIDATION', PRODUCT_IMAGE_MESSAGES.unknown, { images: PRODUCT_IMAGE_MESSAGES.unknown });
    await tx.execute(sql`update products set images = ${textArray(images)}, updated_at = now() where id = ${before.id}::uuid`);
    const item = await detailOf(tx, await findProductRow(tx, before.id, actor.brandId));
    await actor.audit(tx, {
      action: 'catalog.products.images.update',
      resource: 'product',
      resourceId: before.id,
      resourceName: before.name,
      before: { images: before.images },
      after: { images: item.images },
      severity: 'INFO',
    });
    return { item, title: PRODUCT_IMAGE_MESSAGES.saved, message: PRODUCT_IMAGE_MESSAGES.savedDescription };
  });
  forgetProductCaches(db);
  return result;
}
