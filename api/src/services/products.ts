import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { discountPercent } from '@market/domain/pricing';
import { MESSAGES, RELATED_PRODUCTS_LIMIT } from '@market/domain/catalog-rules';
import {
  effectiveProductSort,
  PRICE_BUCKETS,
  SALES_RANK_DAYS,
  SALES_RANK_STATUSES,
  type ProductDetail,
  type ProductFacets,
  type ProductListQuery,
  type ProductListResponse,
  type ProductListSort as ProductSort,
  type ProductSummary,
} from '@market/domain/product';
import { normalizeSearchQuery } from '@market/domain/search-text';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { afterCursor, decodeCursor, encodeCursor, KEY_CASTS, type SortKey } from '../lib/keyset';
import { isUuid, queryRows, queryRowsPrepared } from '../lib/sql';
import {
  LISTED_IN_TIERS,
  productSearchCondition,
  productTierQuery,
  productTiers,
  relevanceRanks,
  recordSearch,
  resolveSearch,
  searchKey,
  searchLogInsert,
  type ResolvedSearch,
} from './search';
import { listingCache, sqlKey } from './listing-cache';

/**
 * Storefront product listing (issue 4): filters, facets and keyset paging in SQL. Only listed
 * products (status other than `inactive`) of active brands; the partial sort indexes of
 * catalog.ts share the `p.status <> 'inactive'` predicate written below.
 */

const LISTED = sql`p.status <> 'inactive' and p.brand_id <> all(array(select id from brands where status <> 'active'))`;
const EFFECTIVE_PRICE = sql`coalesce(p.sale_price, p.price)`;
const BRAND_FACET_LIMIT = 20;

const idKey = (desc: boolean): SortKey => ({ expr: sql`p.id`, text: sql`p.id::text`, type: 'uuid', desc });

/**
 * Sold-out products after the others (issue 17 merchandising) in every order but the price sorts,
 * which a shopper picks for the price alone: home sections, the sale listing, the ranking, search.
 * products_listed_stock_*_idx keep these orders index walks.
 */
const IN_STOCK_FIRST: SortKey = { expr: sql`p.in_stock`, text: sql`p.in_stock::text`, type: 'bool', desc: true };

/**
 * Sort keys; the last is always the id (a stable tiebreaker). Relevance (search) pages are read
 * tier by tier (search.ts productTierQuery); its first key is the tier's rank.
 */
function sortKeys(sort: ProductSort): SortKey[] {
  switch (sort) {
    case 'newest':
      return [IN_STOCK_FIRST, { expr: sql`p.created_at`, text: sql`p.created_at::text`, type: 'ts', desc: true }, idKey(true)];
    case 'price_low':
      return [{ expr: EFFECTIVE_PRICE, text: sql`${EFFECTIVE_PRICE}::text`, type: 'int', desc: false }, idKey(false)];
    case 'price_high':
      return [{ expr: EFFECTIVE_PRICE, text: sql`${EFFECTIVE_PRICE}::text`, type: 'int', desc: true }, idKey(true)];
    case 'rating':
      return [
        IN_STOCK_FIRST,
        { expr: sql`p.rating`, text: sql`p.rating::text`, type: 'num', desc: true },
        { expr: sql`p.review_count`, text: sql`p.review_count::text`, type: 'int', desc: true },
        idKey(true),
      ];
    case 'sales':
      return [IN_STOCK_FIRST, { expr: sql`p.sales_30d`, text: sql`p.sales_30d::text`, type: 'int', desc: true }, idKey(true)];
    case 'relevance':
      // The rank holds the sold-out step (search.ts SOLD_OUT_RANK).
      return [
        { expr: sql`rank`, text: sql`rank::text`, type: 'int', desc: false },
        { expr: sql`p.review_count`, text: sql`p.review_count::text`, type: 'int', desc: true },
        idKey(true),
      ];
    default:
      return [IN_STOCK_FIRST, { expr: sql`p.review_count`, text: sql`p.review_count::text`, type: 'int', desc: true }, idKey(true)];
  }
}

interface Filters {
  search: SQL | null;
  category: SQL | null;
  brand: SQL | null;
  flags: SQL[];
  colors: SQL | null;
  sizes: SQL | null;
  price: SQL | null;
}
type Dimension = 'brand' | 'colors' | 'sizes' | 'price';

function whereOf(f: Filters, without?: Dimension, listed: SQL = LISTED): SQL {
  const parts: (SQL | null)[] = [listed, f.search, f.category, ...f.flags];
  if (without !== 'brand') parts.push(f.brand);
  if (without !== 'colors') parts.push(f.colors);
  if (without !== 'sizes') parts.push(f.sizes);
  if (without !== 'price') parts.push(f.price);
  return sql.join(
    parts.filter((p): p is SQL => p !== null),
    sql` and `,
  );
}

const textArray = (values: string[]) => sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;

/**
 * Category ids of a slug (a top-level slug brings its active children); null when unknown or
 * hidden (the category, or its parent, is inactive: admin-categories.ts).
 */
async function categoryIds(db: Db, slug: string): Promise<string[] | null> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select c.id from categories c left join categories up on up.id = c.parent_id
        where c.is_active and (up.id is null or up.is_active)
          and (c.slug = ${slug} or c.parent_id = (select id from categories where slug = ${slug} and is_active))`,
  );
  return rows.length ? rows.map((r) => r.id) : null;
}

/** An active brand by id or slug; null when unknown or not active. */
export async function findActiveBrandId(db: Db, idOrSlug: string): Promise<string | null> {
  const byId = isUuid(idOrSlug) ? sql`id = ${idOrSlug}::uuid` : sql`false`;
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from brands where status = 'active' and (${byId} or slug = ${idOrSlug}) limit 1`,
  );
  return row?.id ?? null;
}

const EMPTY_FACETS: ProductFacets = { brands: [], colors: [], sizes: [], priceBuckets: PRICE_BUCKETS.map((b) => ({ ...b, count: 0 })) };

interface SummaryRow {
  id: string;
  name: string;
  name_en: string;
  price: number;
  sale_price: number | null;
  images: string[];
  colors: string[];
  sizes: string[];
  stock: number;
  rating: number;
  review_count: number;
  is_new: boolean;
  is_best: boolean;
  created_at: string;
  brand_id: string;
  brand_slug: string;
  brand_name: string;
  brand_name_en: string;
  category_slug: string;
  category_name: string;
}

/**
 * The stock a shopper is shown and may buy: none while an operator has marked the product sold out
 * (품절 처리), whatever its options still hold (checkout's catalogue applies the same rule).
 */
export function sellableStock(status: SQL | AnyColumn, stock: SQL | AnyColumn): SQL {
  return sql`(case when ${status} = 'out_of_stock' then 0 else ${stock} end)`;
}

/** Columns of a summary row over `p` (products), `b` (brands), `c` (categories). */
const SUMMARY_COLUMNS = sql`p.id, p.name, p.name_en, p.price, p.sale_price, p.images, p.colors, p.sizes,
  ${sellableStock(sql`p.status`, sql`p.stock`)} as stock,
  p.rating::float8 as rating, p.review_count, p.is_new, p.is_best,
  to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  b.id as brand_id, b.slug as brand_slug, b.name as brand_name, b.name_en as brand_name_en,
  c.slug as category_slug, c.name as category_name`;

// PGlite answers text[] as arrays; postgres.js through drizzle's execute may too. Both are handled.
const asArray = (v: unknown): string[] =>
  Array.isArray(v)
    ? (v as string[])
    : typeof v === 'string'
      ? v
          .replace(/^\{|\}$/g, '')
          .split(',')
          .filter(Boolean)
          .map((s) => s.replace(/^"|"$/g, ''))
      : [];

function toSummary(r: SummaryRow): ProductSummary {
  const images = asArray(r.images);
  const price = Number(r.price);
  const salePrice = r.sale_price === null ? null : Number(r.sale_price);
  return {
    id: r.id,
    name: r.name,
    nameEn: r.name_en,
    brand: { id: r.brand_id, slug: r.brand_slug, name: r.brand_name, nameEn: r.brand_name_en },
    category: { slug: r.category_slug, name: r.category_name },
    price,
    salePrice,
    discountPercent: salePrice === null ? 0 : discountPercent(price, salePrice),
    image: images[0] ?? `/media/products/${r.id}/1.svg`,
    images,
    colors: asArray(r.colors),
    sizes: asArray(r.sizes),
    stock: Number(r.stock),
    rating: Math.round(Number(r.rating) * 10) / 10,
    reviewCount: Number(r.review_count),
    isNew: r.is_new,
    isBest: r.is_best,
    createdAt: r.created_at,
  };
}

const APPAREL_ORDER = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
function compareSizes(a: string, b: string): number {
  const rank = (s: string) => {
    const i = APPAREL_ORDER.indexOf(s);
    if (i >= 0) return [0, i];
    if (/^\d+$/.test(s)) return [1, Number(s)];
    return [2, 0];
  };
  const [ga, va] = rank(a);
  const [gb, vb] = rank(b);
  return ga! - gb! || va! - vb! || a.localeCompare(b);
}

type FacetName = 'brands' | 'colors' | 'sizes' | 'priceBuckets';
const FACET_DIMENSION: Record<FacetName, Dimension> = { brands: 'brand', colors: 'colors', sizes: 'sizes', priceBuckets: 'price' };

/** One facet over the rows `f` (brand_id, colors, sizes, ep = effective price), as JSON text. */
function facetSql(name: FacetName): SQL {
  switch (name) {
    case 'brands':
      return sql`(select coalesce(json_agg(x order by x.count desc, x.name), '[]')::text from (
          select b.id, b.name, g.count from (select brand_id, count(*)::int as count from f group by brand_id order by count desc, brand_id limit ${BRAND_FACET_LIMIT}) g
          join brands b on b.id = g.brand_id) x)`;
    case 'colors':
      return sql`(select coalesce(json_agg(x order by x.count desc, x.value), '[]')::text from (select v as value, count(*)::int as count from (select unnest(colors) as v from f) u group by v) x)`;
    case 'sizes':
      return sql`(select coalesce(json_agg(x), '[]')::text from (select v as value, count(*)::int as count from (select unnest(sizes) as v from f) u group by v) x)`;
    default:
      return sql`(select json_build_array(${sql.join(
        PRICE_BUCKETS.map((b) => sql`count(*) filter (where ep >= ${b.min}${b.max === null ? sql`` : sql` and ep < ${b.max}`})`),
        sql`, `,
      )})::text from f)`;
  }
}

interface ListingSummary {
  facets: ProductFacets;
  total: number;
  /** Rows of each counted condition among the filtered rows (a search's relevance tiers, in order). */
  counts: number[];
}

/**
 * Facets (each ignoring its own filter), the total and the rows meeting each of `counted` (a
 * search's relevance tiers, which choose how its page is read). Dimensions without a filter share
 * one scan of the filtered rows with the total; a filtered dimension needs its own scan without it.
 */
async function facetsAndTotal(db: Db, f: Filters, counted: SQL[] = []): Promise<ListingSummary> {
  const names: FacetName[] = ['brands', 'colors', 'sizes', 'priceBuckets'];
  const filterOf: Record<Dimension, SQL | null> = { brand: f.brand, colors: f.colors, sizes: f.sizes, price: f.price };
  const scan = (where: SQL, facets: FacetName[], flags: SQL[] = []) =>
    queryRows<Record<string, string | number>>(
      db,
      sql`with f as materialized (select p.brand_id, p.colors, p.sizes, ${EFFECTIVE_PRICE} as ep${sql.join(
        flags.map((c, i) => sql`, (${c}) as ${sql.raw(`c${i}`)}`),
        sql``,
      )} from products p where ${where})
          select (select count(*)::int from f) as total${sql.join(
            facets.map((n) => sql`, ${facetSql(n)} as ${sql.raw(`"${n}"`)}`),
            sql``,
          )}${sql.join(
            flags.map((_, i) => sql`, (select count(*)::int from f where ${sql.raw(`c${i}`)}) as ${sql.raw(`c${i}`)}`),
            sql``,
          )}`,
    ).then((rows) => rows[0]!);
  const shared = names.filter((n) => filterOf[FACET_DIMENSION[n]] === null);
  const own = names.filter((n) => filterOf[FACET_DIMENSION[n]] !== null);
  const [main, ...others] = await Promise.all([
    scan(whereOf(f), shared, counted),
    ...own.map((n) => scan(whereOf(f, FACET_DIMENSION[n]), [n])),
  ]);
  const json = { ...main } as Record<string, string | number>;
  own.forEach((n, i) => (json[n] = others[i]![n]!));
  const parse = <T>(n: FacetName) => JSON.parse(String(json[n])) as T;
  const buckets = parse<number[]>('priceBuckets');
  return {
    total: Number(main.total),
    counts: counted.map((_, i) => Number(main[`c${i}`] ?? 0)),
    facets: {
      brands: parse<ProductFacets['brands']>('brands'),
      colors: parse<ProductFacets['colors']>('colors'),
      sizes: parse<ProductFacets['sizes']>('sizes').sort((a, b) => compareSizes(a.value, b.value)),
      priceBuckets: PRICE_BUCKETS.map((b, i) => ({ ...b, count: Number(buckets[i] ?? 0) })),
    },
  };
}

interface Plan {
  filters: Filters;
  /** The query (`q`) as searched: strict first, similar spellings when nothing matches. */
  search: ResolvedSearch | null;
}

async function planFilters(db: Db, query: ProductListQuery): Promise<Plan | null> {
  const flags: SQL[] = [];
  if (query.sale) flags.push(sql`p.sale_price is not null`);
  if (query.new) flags.push(sql`p.is_new`);
  if (query.best) flags.push(sql`p.is_best`);
  if (query.inStock) flags.push(sql`p.stock > 0 and p.status <> 'out_of_stock'`);
  const price: SQL[] = [];
  if (query.minPrice !== undefined) price.push(sql`${EFFECTIVE_PRICE} >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) price.push(sql`${EFFECTIVE_PRICE} <= ${query.maxPrice}`);
  const [categories, brandId] = await Promise.all([
    query.category ? categoryIds(db, query.category) : Promise.resolve(undefined),
    query.brand ? findActiveBrandId(db, query.brand) : Promise.resolve(undefined),
  ]);
  // An unknown category or brand is an empty result, not an error.
  if (categories === null || brandId === null) return null;
  const norm = query.q ? normalizeSearchQuery(query.q) : null;
  const search = norm ? await resolveSearch(db, norm, 'strict') : null;
  return {
    search,
    filters: {
      // Built where needed (listProducts, cachedFacetsAndTotal) from plan.search.
      search: null,
      category: categories ? sql`p.category_id = any(${sql`${`{${categories.join(',')}}`}::uuid[]`})` : null,
      brand: brandId ? sql`p.brand_id = ${brandId}::uuid` : null,
      flags,
      colors: query.colors?.length ? sql`p.colors && ${textArray(query.colors)}` : null,
      sizes: query.sizes?.length ? sql`p.sizes && ${textArray(query.sizes)}` : null,
      price: price.length ? sql.join(price, sql` and `) : null,
    },
  };
}

/**
 * facetsAndTotal through the listing cache (listing-cache.ts): they barely move between requests and
 * cost a scan of every match. A search's conditions (`search`, the tiers in `counted`) are keyed by
 * the resolved search they are built from (searchKey), which is much cheaper than their SQL.
 */
function cachedFacetsAndTotal(db: Db, f: Filters, search: ResolvedSearch | null = null, tiers = false): Promise<ListingSummary> {
  const filters = { ...f }; // a refresh may run later, after the caller changed f
  const key = search ? `${sqlKey({ ...filters, search: null })} ${searchKey(search)} ${tiers}` : sqlKey(filters);
  return listingCache<ListingSummary>(db).get(key, () => {
    // The search condition and, for a relevance page, each tier counted twice: all the rows it
    // matches (how to read it) and the rows it ranks (whether to).
    if (search) filters.search = productSearchCondition(search);
    const counted = search && tiers ? productTiers(search, { form: () => 'scan' }).flatMap((t) => [t.where, t.only()]) : [];
    return facetsAndTotal(db, filters, counted);
  });
}

/**
 * A relevance tier with at least this many rows (as counted with the facets, up to a refresh old)
 * is read in popularity order, stopping after the page; a smaller one from the indexes that find
 * its rows (search.ts TermForm). On the large seed the walk reads ~100k / rows index entries per
 * row of the page, the indexes about one table row per match: they cost the same near 300.
 */
export const DENSE_TIER_ROWS = 300;

/**
 * Rows the tiers before a relevance tier must rank (as counted, up to a refresh old) for a page by
 * offset needing `rows` rows to leave that tier out: twice the rows, at least 100 more.
 */
export const tierPageRows = (rows: number) => rows + Math.max(rows, 100);

/** How old products.sales_30d may be before the `sales` sort recomputes it. */
export const SALES_REFRESH_MS = 5 * 60_000;
const salesRefreshed = new WeakMap<Db, { at: number; running: Promise<void> | null }>();

/**
 * Recomputes products.sales_30d (units on orders of the last SALES_RANK_DAYS days in
 * SALES_RANK_STATUSES), writing only the rows whose figure changed.
 */
export async function refreshProductSales(db: Db): Promise<void> {
  const statuses = sql`${`{${SALES_RANK_STATUSES.join(',')}}`}::text[]`;
  await db.execute(sql`
    with s as (
      select l.product_id, sum(l.quantity)::int as units from order_lines l join orders o on o.id = l.order_id
      where o.status = any(${statuses}) and o.created_at >= now() - make_interval(days => ${SALES_RANK_DAYS})
      group by l.product_id)
    update products p set sales_30d = coalesce(s.units, 0)
    from products p2 left join s on s.product_id = p2.id
    where p2.id = p.id and p.sales_30d <> coalesce(s.units, 0)`);
  salesRefreshed.set(db, { at: Date.now(), running: null });
}

/** The ranking's window moves with time: refresh at most every SALES_REFRESH_MS, once at a time per database. */
async function ensureSalesFresh(db: Db): Promise<void> {
  const state = salesRefreshed.get(db);
  if (state?.running) return state.running;
  if (state && Date.now() - state.at < SALES_REFRESH_MS) return;
  const running = refreshProductSales(db).finally(() => {
    const now = salesRefreshed.get(db);
    if (now?.running === running) now.running = null;
  });
  salesRefreshed.set(db, { at: state?.at ?? 0, running });
  return running;
}

/** `GET /api/products`. */
export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductListResponse> {
  if (query.sort === 'sales') await ensureSalesFresh(db);
  const plan = await planFilters(db, query);
  const sort = effectiveProductSort(query.sort, plan?.search ? query.q : undefined);
  // The cursor is checked before anything else, so a bad one is a 422 even on an empty result.
  const keys = sortKeys(sort);
  const cursorValues = query.cursor ? decodeCursor(query.cursor, sort, keys) : null;
  const firstPage = !query.cursor && (query.page ?? 1) === 1;
  if (!plan) return { items: [], total: 0, nextCursor: null, facets: EMPTY_FACETS };

  // A search first reads its (cached) total, facets and tier sizes: nothing found means similar
  // spellings (블레이져 -> 블레이저), and the tier sizes choose how the page is read. The total's GIN
  // bitmap scan is fast whether or not anything matches, where `exists (...)` was planned as a
  // sequential scan expected to stop early (about 1 s on the large seed for 블레이져).
  let summary: ListingSummary | null = null;
  const relevance = sort === 'relevance';
  if (plan.search) {
    summary = await cachedFacetsAndTotal(db, plan.filters, plan.search, relevance);
    if (summary.total === 0) {
      const fuzzy = await resolveSearch(db, plan.search.norm, 'fuzzy');
      if (!fuzzy) {
        if (firstPage) await recordSearch(db, plan.search.norm.text, 0);
        return { items: [], total: 0, nextCursor: null, facets: summary.facets };
      }
      plan.search = fuzzy;
      summary = await cachedFacetsAndTotal(db, plan.filters, fuzzy, relevance);
    }
  }
  const offset = !query.cursor && query.page ? (query.page - 1) * query.limit : 0;
  const columns = sql`${SUMMARY_COLUMNS}, ${sql.raw(keys.map((_, i) => `p.k${i}`).join(', '))}`;
  const outerOrder = sql.join(
    keys.map((k, i) => sql`${sql.raw(`p.k${i}`)}::${KEY_CASTS[k.type]} ${k.desc ? sql`desc` : sql`asc`}`),
    sql`, `,
  );
  let items: SQL | null;
  if (sort === 'relevance' && plan.search) {
    // Tier by tier (search.ts productTierQuery), each written for its size as counted with the
    // facets: a tier that had no rows then is left out, a large one is read in popularity order.
    const counts = summary?.counts ?? [];
    const sizes = new Map(relevanceRanks(plan.search).map((rank, i) => [rank, { all: counts[2 * i] ?? 0, own: counts[2 * i + 1] ?? 0 }]));
    const size = (rank: number) => sizes.get(rank) ?? { all: 0, own: 0 };
    // A page by offset needs no tier after those that rank enough rows for it (with a margin, as
    // the counts may be up to a refresh old): the tier is the first sort key.
    const enough = tierPageRows(offset + query.limit + 1);
    const ranked = (rank: number) => [...sizes].reduce((n, [r, s]) => (r < rank ? n + s.own : n), 0);
    const ids = productTierQuery(
      productTiers(plan.search, {
        form: (rank) => (size(rank).all >= DENSE_TIER_ROWS ? 'scan' : 'index'),
        include: (rank) => size(rank).own > 0 && (cursorValues !== null || ranked(rank) < enough),
      }),
      whereOf({ ...plan.filters, search: null }, undefined, LISTED_IN_TIERS),
      query.limit + 1,
      offset,
      cursorValues ? { rank: Number(cursorValues[0]), reviewCount: Number(cursorValues[1]), id: cursorValues[2]! } : null,
    );
    items =
      ids &&
      sql`select ${columns}
          from (select p.*, s.rank::text as k0, s.review_count::text as k1, s.id::text as k2 from (${ids}) s join products p on p.id = s.id) p
          join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
          order by ${outerOrder}`;
  } else {
    if (plan.search) plan.filters.search = productSearchCondition(plan.search);
    const where = cursorValues ? sql`${whereOf(plan.filters)} and ${afterCursor(keys, cursorValues)}` : whereOf(plan.filters);
    const orderBy = sql.join(
      keys.map((k) => sql`${k.expr} ${k.desc ? sql`desc` : sql`asc`}`),
      sql`, `,
    );
    items = sql`select ${columns}
          from (
            select p.*, ${sql.join(
              keys.map((k, i) => sql`${k.text} as ${sql.raw(`k${i}`)}`),
              sql`, `,
            )}
            from products p where ${where} order by ${orderBy} limit ${query.limit + 1} offset ${offset}
          ) p
          join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
          order by ${outerOrder}`;
  }

  // A first page of a search is logged (search_log) by its item query: one statement.
  const log = plan.search && firstPage && summary ? searchLogInsert(plan.search.norm.text, summary.total) : null;
  if (log && !items) await recordSearch(db, plan.search!.norm.text, summary!.total);
  const [rows, { facets, total }] = await Promise.all([
    items
      ? queryRows<SummaryRow & Record<string, string>>(db, log ? sql`with search_logged as (${log}) ${items}` : items)
      : Promise.resolve([]),
    summary ?? cachedFacetsAndTotal(db, plan.filters, plan.search),
  ]);
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const nextCursor =
    more && last
      ? encodeCursor(
          sort,
          keys.map((_, i) => String(last[`k${i}`])),
        )
      : null;

  return { items: page.map(toSummary), total, nextCursor, facets };
}

/** The related list's length as a literal in the detail statement (see getProduct). */
const RELATED_LIMIT_SQL = sql.raw(String(Math.trunc(RELATED_PRODUCTS_LIMIT)));

/** A json column: parsed by the driver (postgres.js and PGlite both do), or its text. */
const asJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/**
 * `GET /api/products/{id}`: listed products only; anything else is the spec's not-found.
 *
 * One statement (issue 18, item 5): the product, its options (with their stock as of this
 * statement: nothing is cached) and the related products of its category, in one round trip and
 * one plan (prepared: planned once per connection), instead of the product first and then its
 * options and related products. The related
 * products walk products_listed_category_stock_popular_idx (category, in stock, reviews, id), so
 * their cost does not grow with the category.
 *
 * The product id is its only parameter: a bound LIMIT made PostgreSQL's generic plan look costlier
 * (it guesses 10% of a category's rows for an unknown limit), so at 100,000 products it planned
 * the statement anew on every execution (~1.6 ms of planning for ~1.1 ms of execution).
 */
export async function getProduct(db: Db, id: string): Promise<ProductDetail> {
  const notFound = () => new AppError('NOT_FOUND', MESSAGES.productNotFound);
  if (!isUuid(id)) throw notFound();
  const [row] = await queryRowsPrepared<SummaryRow & { description: string; options: unknown; related: unknown }>(
    db,
    sql`with d as (
          select ${SUMMARY_COLUMNS}, p.description, p.category_id, p.status as product_status
          from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
          where p.id = ${id}::uuid and p.status <> 'inactive' and b.status = 'active'
        )
        select d.*,
          (select coalesce(json_agg(json_build_object('color', o.color, 'size', o.size,
                    'stock', ${sellableStock(sql`d.product_status`, sql`o.stock`)})
                  order by array_position(d.colors, o.color) nulls last, array_position(d.sizes, o.size) nulls last, o.color, o.size), '[]')
             from product_options o where o.product_id = d.id) as options,
          (select coalesce(json_agg(r order by r.related_in_stock desc, r.review_count desc, r.id desc), '[]')
             from (
               select ${SUMMARY_COLUMNS}, p.in_stock as related_in_stock from (
                 select p.* from products p where ${LISTED} and p.category_id = d.category_id and p.id <> d.id
                 order by p.in_stock desc, p.review_count desc, p.id desc limit ${RELATED_LIMIT_SQL}
               ) p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
             ) r) as related
        from d`,
  );
  if (!row) throw notFound();
  const summary = toSummary(row);
  const options = asJson<{ color: string; size: string; stock: number }[]>(row.options);
  return {
    ...summary,
    images: summary.images ?? [],
    description: row.description,
    options: options.map((o) => ({ color: o.color, size: o.size, stock: Number(o.stock) })),
    related: asJson<SummaryRow[]>(row.related).map(toSummary),
  };
}
