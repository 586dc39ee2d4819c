import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  BRAND_MESSAGES,
  brandAction,
  illegalBrandTransitionMessage,
  slugFromName,
  type AdminBrandListQuery,
  type AdminBrandPage,
  type AdminBrandResult,
  type AdminBrandRow,
  type AdminBrandSort,
  type ChangeBrandStatus,
  type CreateBrand,
  type UpdateBrand,
} from '@market/domain/admin-brands';
import { BRAND_STATUS_LABELS, type BrandStatus } from '@market/domain/brand';
import type { Db } from '../db/client';
import type { AdminActor } from '../lib/admin-actor';
import { isUniqueViolation } from '../lib/db-errors';
import { AppError } from '../lib/errors';
import type { ExportColumn } from '../lib/export';
import { allOf, sortDirection, textSearch } from '../lib/list-query';
import { isoText as iso, isUuid, pageOffset, queryRows } from '../lib/sql';
import { listingCache } from './listing-cache';

/**
 * The admin's brands (spec 001 "Brand management"): list with tiles, create, edit and the status
 * flow of section 4. The storefront shows active brands only (every storefront read checks
 * `brands.status = 'active'`), so a status change is all it takes to take a brand and its products
 * off the storefront or put them back; the listing caches are dropped after each write.
 *
 * The figures: the product count is counted from products at read time (an index-only count per
 * brand); followers and the average rating are kept in step by their write paths (follows,
 * review moderation); the 30-day revenue moves with time, so the job brands.refresh-statistics
 * recomputes it (and reconciles the others) every 10 minutes, and each write here refreshes the
 * brand it touched.
 */

const notFound = () => new AppError('NOT_FOUND', BRAND_MESSAGES.notFound);

interface BrandRow {
  id: string;
  slug: string;
  name: string;
  name_en: string;
  description: string;
  website: string | null;
  contact_email: string | null;
  status: BrandStatus;
  seller_id: string | null;
  seller_status: BrandStatus | null;
  category_id: string | null;
  category_slug: string | null;
  category_name: string | null;
  product_count: number;
  followers: number;
  monthly_revenue: string | number;
  average_rating: string | number;
  created_at: string;
}

const PRODUCT_COUNT = sql`(select count(*) from products p where p.brand_id = b.id)::int`;

const COLUMNS = sql`b.id, b.slug, b.name, b.name_en, b.description, b.website, b.contact_email, b.status, b.seller_id,
  s.status as seller_status, c.id as category_id, c.slug as category_slug, c.name as category_name,
  ${PRODUCT_COUNT} as product_count, b.followers, b.monthly_revenue, b.average_rating, ${iso(sql`b.created_at`)} as created_at`;

const FROM = sql`brands b left join categories c on c.id = b.category_id left join sellers s on s.id = b.seller_id`;

export function toAdminBrand(r: BrandRow): AdminBrandRow {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    nameEn: r.name_en,
    description: r.description,
    logoUrl: `/media/brands/${r.slug}/logo.svg`,
    website: r.website,
    contactEmail: r.contact_email,
    category:
      r.category_id && r.category_slug && r.category_name ? { id: r.category_id, slug: r.category_slug, name: r.category_name } : null,
    status: r.status,
    sellerStatus: r.seller_status,
    productCount: Number(r.product_count),
    followers: Number(r.followers),
    monthlyRevenue: Number(r.monthly_revenue),
    averageRating: Math.round(Number(r.average_rating) * 10) / 10,
    createdAt: r.created_at,
  };
}

const SORT_COLUMNS: Record<AdminBrandSort, SQL> = {
  newest: sql`b.created_at`,
  name: sql`b.name`,
  category: sql`c.name`,
  products: PRODUCT_COUNT,
  followers: sql`b.followers`,
  revenue: sql`b.monthly_revenue`,
  rating: sql`b.average_rating`,
  status: sql`b.status`,
};

/** Search on name (Korean or English), slug or category name (spec: "name or category"). */
function searchCondition(q: string | undefined): SQL | undefined {
  return textSearch(q, [sql`b.name`, sql`b.name_en`, sql`b.slug`, sql`c.name`]);
}

type ListFilters = Pick<AdminBrandListQuery, 'q' | 'status' | 'sort' | 'order'>;

function orderBy(query: ListFilters): SQL {
  const dir = sortDirection(query.order);
  return sql`${SORT_COLUMNS[query.sort]} ${dir} nulls last, b.id ${dir}`;
}

/**
 * `GET /api/admin/brands`: one numbered page (a thousand brands at most) in the chosen order, the
 * total of the filtered set and the four tiles over the searched set (status filter left out).
 */
export async function listAdminBrands(db: Db, query: AdminBrandListQuery): Promise<AdminBrandPage> {
  const where = allOf([searchCondition(query.q)]);
  const selected = allOf([query.status ? sql`b.status = ${query.status}` : undefined]);
  const [rows, [figures]] = await Promise.all([
    queryRows<BrandRow>(
      db,
      sql`select ${COLUMNS} from ${FROM} where ${where} and ${selected} order by ${orderBy(query)}
          limit ${query.limit} offset ${pageOffset(query.page, query.limit)}`,
    ),
    queryRows<Record<string, number | string>>(
      db,
      sql`select (count(*) filter (where ${selected}))::int as list_total,
          (count(*) filter (where b.status = 'active'))::int as active,
          (count(*) filter (where b.status = 'pending'))::int as pending,
          (count(*) filter (where b.status = 'suspended'))::int as suspended,
          coalesce(sum(b.followers), 0)::bigint as followers,
          coalesce(sum(pc.n), 0)::bigint as products
        from ${FROM} left join lateral (select count(*)::int as n from products p where p.brand_id = b.id) pc on true
        where ${where}`,
    ),
  ]);
  return {
    items: rows.map(toAdminBrand),
    total: Number(figures?.list_total ?? 0),
    page: query.page,
    limit: query.limit,
    summary: {
      active: Number(figures?.active ?? 0),
      pending: Number(figures?.pending ?? 0),
      suspended: Number(figures?.suspended ?? 0),
      totalProducts: Number(figures?.products ?? 0),
      totalFollowers: Number(figures?.followers ?? 0),
    },
  };
}

/** Every row of the filtered list in its order, for the download (pages of 100). */
export async function* adminBrandRows(db: Db, query: ListFilters): AsyncIterable<AdminBrandRow> {
  for (let page = 1; ; page += 1) {
    const where = allOf([searchCondition(query.q), query.status ? sql`b.status = ${query.status}` : undefined]);
    const rows = await queryRows<BrandRow>(
      db,
      sql`select ${COLUMNS} from ${FROM} where ${where} order by ${orderBy(query)} limit 100 offset ${pageOffset(page, 100)}`,
    );
    for (const r of rows) yield toAdminBrand(r);
    if (rows.length < 100) return;
  }
}

/** The columns of the brands download: the table's and the detail's. */
export const BRAND_EXPORT_COLUMNS: ExportColumn<AdminBrandRow>[] = [
  { header: '브랜드명', value: (b) => b.name },
  { header: '영문명', value: (b) => b.nameEn },
  { header: '슬러그', value: (b) => b.slug },
  { header: '카테고리', value: (b) => b.category?.name ?? '' },
  { header: '웹사이트', value: (b) => b.website ?? '' },
  { header: '담당자 이메일', value: (b) => b.contactEmail ?? '' },
  { header: '상품 수', value: (b) => b.productCount },
  { header: '팔로워', value: (b) => b.followers },
  { header: '월 매출(원)', value: (b) => b.monthlyRevenue },
  { header: '평점(5.0)', value: (b) => b.averageRating },
  { header: '상태', value: (b) => BRAND_STATUS_LABELS[b.status] },
  { header: '등록일', value: (b) => b.createdAt.slice(0, 10) },
];

/** The brand row (locked for the transaction when `lock`), or the Korean 404. */
async function findBrand(db: Db, id: string, lock = false): Promise<BrandRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await queryRows<BrandRow>(
    db,
    sql`select ${COLUMNS} from ${FROM} where b.id = ${id}::uuid ${lock ? sql`for update of b` : sql``}`,
  );
  if (!row) throw notFound();
  return row;
}

/** `GET /api/admin/brands/{id}`. */
export async function getAdminBrand(db: Db, id: string): Promise<AdminBrandRow> {
  return toAdminBrand(await findBrand(db, id));
}

/**
 * The stored figures of brands (all when `brandId` is absent) recomputed from the rows they
 * summarise, with the same definitions as the seed (db/seed/statistics.ts): product count,
 * followers, revenue of the last 30 days (cancelled orders excluded) and the mean approved rating.
 */
export async function refreshBrandStatistics(db: Pick<Db, 'execute'>, brandId?: string, now: Date = new Date()): Promise<number> {
  const since = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const only = (column: SQL) => (brandId ? sql`${column} = ${brandId}::uuid` : sql`true`);
  const rows = await queryRows<{ id: string }>(
    db as Db,
    sql`
    with pc as (select brand_id, count(*)::int as n from products where ${only(sql`brand_id`)} group by brand_id),
         fc as (select brand_id, count(*)::int as n from brand_follows where ${only(sql`brand_id`)} group by brand_id),
         rev as (select l.brand_id, sum(l.line_total)::bigint as amount from order_lines l join orders o on o.id = l.order_id
                 where o.status <> 'cancelled' and o.created_at >= ${since}::timestamptz and ${only(sql`l.brand_id`)} group by l.brand_id),
         rt as (select p.brand_id, round(avg(rv.rating), 2) as avg from reviews rv join products p on p.id = rv.product_id
                where rv.status = 'approved' and ${only(sql`p.brand_id`)} group by p.brand_id),
         fresh as (select b2.id, coalesce(pc.n, 0) as products, coalesce(fc.n, 0) as followers, coalesce(rev.amount, 0) as revenue, coalesce(rt.avg, 0) as rating
                   from brands b2 left join pc on pc.brand_id = b2.id left join fc on fc.brand_id = b2.id left join rev on rev.brand_id = b2.id
                   left join rt on rt.brand_id = b2.id where ${only(sql`b2.id`)})
    update brands b set product_count = f.products, followers = f.followers, monthly_revenue = f.revenue, average_rating = f.rating
    from fresh f
    where f.id = b.id and (b.product_count, b.followers, b.monthly_revenue, b.average_rating) is distinct from (f.products, f.followers, f.revenue, f.rating)
    returning b.id`,
  );
  return rows.length;
}

// ---- writes

/** What the audit row keeps of a brand. */
function auditView(b: AdminBrandRow) {
  return {
    name: b.name,
    nameEn: b.nameEn,
    slug: b.slug,
    category: b.category?.name ?? null,
    website: b.website,
    contactEmail: b.contactEmail,
    description: b.description,
    status: b.status,
  };
}

/** A top-level category's id, or the Korean 404 (a child or an unknown id). */
async function assertTopCategory(tx: Db, id: string): Promise<string> {
  const fail = () => new AppError('NOT_FOUND', BRAND_MESSAGES.categoryNotFound, { categoryId: BRAND_MESSAGES.categoryNotFound });
  if (!isUuid(id)) throw fail();
  const [row] = await queryRows<{ id: string }>(tx, sql`select id from categories where id = ${id}::uuid and parent_id is null`);
  if (!row) throw fail();
  return row.id;
}

const slugTaken = () => new AppError('CONFLICT', BRAND_MESSAGES.slugTaken, { slug: BRAND_MESSAGES.slugTaken });

async function assertSlugFree(tx: Db, slug: string, exceptId: string | null): Promise<void> {
  const [taken] = await queryRows<{ id: string }>(
    tx,
    sql`select id from brands where slug = ${slug} ${exceptId ? sql`and id <> ${exceptId}::uuid` : sql``} limit 1`,
  );
  if (taken) throw slugTaken();
}

async function assertNameFree(tx: Db, name: string, exceptId: string | null): Promise<void> {
  const [same] = await queryRows<{ id: string }>(
    tx,
    sql`select id from brands where lower(name) = lower(${name}) ${exceptId ? sql`and id <> ${exceptId}::uuid` : sql``} limit 1`,
  );
  if (same) throw new AppError('CONFLICT', BRAND_MESSAGES.nameTaken, { name: BRAND_MESSAGES.nameTaken });
}

/** A free slug from the English name (or `brand-xxxxxxxx`), numbered when taken. */
async function freeSlug(tx: Db, nameEn: string): Promise<string> {
  const base = slugFromName(nameEn).length >= 2 ? slugFromName(nameEn) : `brand-${randomUUID().slice(0, 8)}`;
  for (let n = 0; n < 20; n += 1) {
    const slug = n === 0 ? base : `${base}-${n + 1}`;
    const [taken] = await queryRows<{ id: string }>(tx, sql`select id from brands where slug = ${slug}`);
    if (!taken) return slug;
  }
  return `${base}-${randomUUID().slice(0, 8)}`;
}

/** Two writes of one slug at once: the unique index decides, the loser gets the same 409. */
async function mappingUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/** `POST /api/admin/brands`: a pending brand (approval puts it on the storefront). */
export async function createBrand(db: Db, actor: AdminActor, input: CreateBrand): Promise<AdminBrandResult> {
  return mappingUnique(() =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, input.name, null);
      const categoryId = input.categoryId ? await assertTopCategory(tx, input.categoryId) : null;
      let slug: string;
      if (input.slug) {
        await assertSlugFree(tx, input.slug, null);
        slug = input.slug;
      } else slug = await freeSlug(tx, input.nameEn);
      const id = randomUUID();
      await tx.execute(sql`insert into brands (id, slug, name, name_en, description, website, contact_email, category_id, status)
        values (${id}::uuid, ${slug}, ${input.name}, ${input.nameEn}, ${input.description}, ${input.website ?? null}, ${input.contactEmail ?? null},
          ${categoryId}, 'pending')`);
      const item = toAdminBrand(await findBrand(tx, id));
      await actor.audit(tx, {
        action: 'catalog.brands.create',
        resource: 'brand',
        resourceId: id,
        resourceName: item.name,
        before: null,
        after: auditView(item),
        severity: 'MEDIUM',
      });
      return { item, title: BRAND_MESSAGES.created, message: BRAND_MESSAGES.createdDescription };
    }),
  );
}

/** `PATCH /api/admin/brands/{id}`: the fields sent; the storefront caches are dropped (names, slugs and categories show there). */
export async function updateBrand(db: Db, actor: AdminActor, id: string, input: UpdateBrand): Promise<AdminBrandResult> {
  const fields = Object.keys(input).filter((k) => input[k as keyof UpdateBrand] !== undefined);
  if (!fields.length) throw new AppError('BAD_REQUEST', BRAND_MESSAGES.noChanges);
  const result = await mappingUnique(() =>
    db.transaction(async (tx) => {
      const before = toAdminBrand(await findBrand(tx, id, true));
      const sets: SQL[] = [];
      if (input.name !== undefined) {
        await assertNameFree(tx, input.name, before.id);
        sets.push(sql`name = ${input.name}`);
      }
      if (input.nameEn !== undefined) sets.push(sql`name_en = ${input.nameEn}`);
      if (input.slug) {
        await assertSlugFree(tx, input.slug, before.id);
        sets.push(sql`slug = ${input.slug}`);
      }
      if (input.categoryId !== undefined)
        sets.push(sql`category_id = ${input.categoryId ? await assertTopCategory(tx, input.categoryId) : null}`);
      if (input.website !== undefined) sets.push(sql`website = ${input.website}`);
      if (input.contactEmail !== undefined) sets.push(sql`contact_email = ${input.contactEmail}`);
      if (input.description !== undefined) sets.push(sql`description = ${input.description}`);
      if (sets.length) await tx.execute(sql`update brands set ${sql.join(sets, sql`, `)} where id = ${before.id}::uuid`);
      await refreshBrandStatistics(tx, before.id);
      const item = toAdminBrand(await findBrand(tx, before.id));
      await actor.audit(tx, {
        action: 'catalog.brands.update',
        resource: 'brand',
        resourceId: before.id,
        resourceName: item.name,
        details: { fields },
        before: auditView(before),
        after: auditView(item),
        severity: 'MEDIUM',
      });
      return { item, title: BRAND_MESSAGES.updated, message: BRAND_MESSAGES.updatedDescription };
    }),
  );
  listingCache(db).clear();
  return result;
}

/**
 * `POST /api/admin/brands/{id}/status`: approve (pending → active), reject (pending → suspended),
 * suspend (active → suspended), reactivate (suspended → active); anything else, or a status other
 * than `expectedStatus`, is a Korean 409. A brand whose seller is suspended or still pending cannot
 * be activated (the seller's own status change moves its brands: workflows/change-seller-status.ts).
 * A brand suspended on its own is dropped from its seller's `suspended_brand_ids`, so the
 * seller's reactivation does not bring it back.
 */
export async function changeBrandStatus(db: Db, actor: AdminActor, id: string, input: ChangeBrandStatus): Promise<AdminBrandResult> {
  const result = await db.transaction(async (tx) => {
    const before = toAdminBrand(await findBrand(tx, id, true));
    if (input.expectedStatus && input.expectedStatus !== before.status) throw new AppError('CONFLICT', BRAND_MESSAGES.stale);
    const action = brandAction(before.status, input.status);
    if (!action) throw new AppError('CONFLICT', illegalBrandTransitionMessage(before.status, input.status));
    if (input.status === 'active' && before.sellerStatus === 'suspended') throw new AppError('CONFLICT', BRAND_MESSAGES.sellerSuspended);
    if (input.status === 'active' && before.sellerStatus === 'pending') throw new AppError('CONFLICT', BRAND_MESSAGES.sellerPending);
    await tx.execute(sql`update brands set status = ${input.status} where id = ${before.id}::uuid`);
    await tx.execute(sql`update sellers set suspended_brand_ids = array_remove(suspended_brand_ids, ${before.id}::uuid)
      where ${before.id}::uuid = any(suspended_brand_ids)`);
    await refreshBrandStatistics(tx, before.id);
    const item = toAdminBrand(await findBrand(tx, before.id));
    await actor.audit(tx, {
      action: `catalog.brands.${action}`,
      resource: 'brand',
      resourceId: before.id,
      resourceName: before.name,
      details: { action },
      before: { status: before.status },
      after: { status: item.status },
      severity: action === 'suspend' || action === 'reject' ? 'HIGH' : 'MEDIUM',
    });
    return { item, title: BRAND_MESSAGES.statusChanged, message: BRAND_MESSAGES.statusChangedDescription };
  });
  listingCache(db).clear();
  return result;
}
