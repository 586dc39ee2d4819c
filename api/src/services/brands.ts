import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Brand, BrandDetail, BrandFollowState, BrandListQuery } from '@market/domain/brand';
import { MESSAGES } from '@market/domain/catalog-rules';
import { normalizeSearchQuery } from '@market/domain/search-text';
import type { Page } from '@market/domain/paging';
import type { Db } from '../db/client';
import { brands, categories } from '../db/schema/catalog';
import { AppError } from '../lib/errors';
import { containsPattern, isUuid, pageOffset, queryRows } from '../lib/sql';
import { findActiveBrandId } from './products';
import { brandSearchCondition } from './search';

const columns = {
  id: brands.id,
  slug: brands.slug,
  name: brands.name,
  nameEn: brands.nameEn,
  description: brands.description,
  website: brands.website,
  contactEmail: brands.contactEmail,
  status: brands.status,
  followers: brands.followers,
  productCount: brands.productCount,
  monthlyRevenue: brands.monthlyRevenue,
  averageRating: brands.averageRating,
  createdAt: brands.createdAt,
  categorySlug: categories.slug,
  categoryName: categories.name,
};

export type Row = {
  [K in keyof typeof columns]: (typeof columns)[K]['_']['notNull'] extends true
    ? (typeof columns)[K]['_']['data']
    : (typeof columns)[K]['_']['data'] | null;
};

export function toBrand(r: Row): Brand {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    nameEn: r.nameEn,
    description: r.description,
    // Generated images are served under /media (a later issue).
    banner: `/media/brands/${r.slug}/banner.svg`,
    logoUrl: `/media/brands/${r.slug}/logo.svg`,
    website: r.website,
    category: r.categorySlug && r.categoryName ? { slug: r.categorySlug, name: r.categoryName } : null,
    followers: r.followers,
    productCount: r.productCount,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function pageOf<T>(
  db: Db,
  where: SQL | undefined,
  orderBy: SQL[],
  page: number,
  limit: number,
  map: (r: Row) => T,
): Promise<Page<T>> {
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(brands)
      .leftJoin(categories, eq(categories.id, brands.categoryId))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(pageOffset(page, limit)),
    db.select({ n: count() }).from(brands).leftJoin(categories, eq(categories.id, brands.categoryId)).where(where),
  ]);
  return { items: (rows as Row[]).map(map), total: total?.n ?? 0, page, limit };
}

/** The storefront directory: active brands only. */
export function listBrands(db: Db, query: BrandListQuery): Promise<Page<Brand>> {
  const filters: (SQL | undefined)[] = [eq(brands.status, 'active')];
  if (query.q) {
    const p = containsPattern(query.q);
    const norm = normalizeSearchQuery(query.q);
    // Korean and English names, spacing ignored, and 초성 (ㅁㄴㅇㅇㅂ finds 모노웨이브).
    filters.push(or(ilike(brands.name, p), ilike(brands.nameEn, p), norm ? brandSearchCondition(norm) : undefined));
  }
  if (query.category) filters.push(eq(categories.slug, query.category));
  const orderBy = {
    followers: [desc(brands.followers), asc(brands.id)],
    name: [asc(brands.name), asc(brands.id)],
    newest: [desc(brands.createdAt), asc(brands.id)],
  }[query.sort];
  return pageOf(db, and(...filters), orderBy, query.page, query.limit, toBrand);
}

/** `GET /api/brands/{slugOrId}`: an active brand with the counts of its page's tabs. */
export async function getBrand(db: Db, slugOrId: string, viewerId: string | null = null): Promise<BrandDetail> {
  const byId = isUuid(slugOrId) ? eq(brands.id, slugOrId) : undefined;
  const [row] = await db
    .select(columns)
    .from(brands)
    .leftJoin(categories, eq(categories.id, brands.categoryId))
    .where(and(eq(brands.status, 'active'), byId ? or(byId, eq(brands.slug, slugOrId)) : eq(brands.slug, slugOrId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.brandNotFound);
  const following = viewerId
    ? sql`exists (select 1 from brand_follows f where f.brand_id = ${row.id}::uuid and f.customer_id = ${viewerId}::uuid)`
    : sql`false`;
  const [stats] = await queryRows<{ all: number; best: number; new: number; sale: number; following: boolean }>(
    db,
    sql`select count(*)::int as all, (count(*) filter (where p.is_best))::int as best, (count(*) filter (where p.is_new))::int as new,
          (count(*) filter (where p.sale_price is not null))::int as sale, ${following} as following
        from products p where p.brand_id = ${row.id}::uuid and p.status <> 'inactive'`,
  );
  return {
    ...toBrand(row as Row),
    averageRating: Math.round(Number(row.averageRating) * 10) / 10,
    stats: { all: Number(stats?.all ?? 0), best: Number(stats?.best ?? 0), new: Number(stats?.new ?? 0), sale: Number(stats?.sale ?? 0) },
    following: Boolean(stats?.following),
  };
}

/**
 * Follow or unfollow an active brand (id or slug). Idempotent: the follow row decides, and
 * brands.followers moves by exactly the rows inserted or deleted, in the same transaction.
 */
export async function setBrandFollow(db: Db, customerId: string, brandIdOrSlug: string, follow: boolean): Promise<BrandFollowState> {
  const brandId = await findActiveBrandId(db, brandIdOrSlug);
  if (!brandId) throw new AppError('NOT_FOUND', MESSAGES.brandNotFound);
  return db.transaction(async (tx) => {
    const changed = follow
      ? await queryRows<{ brand_id: string }>(
          tx,
          sql`insert into brand_follows (customer_id, brand_id) values (${customerId}::uuid, ${brandId}::uuid) on conflict do nothing returning brand_id`,
        )
      : await queryRows<{ brand_id: string }>(
          tx,
          sql`delete from brand_follows where customer_id = ${customerId}::uuid and brand_id = ${brandId}::uuid returning brand_id`,
        );
    const delta = changed.length ? (follow ? 1 : -1) : 0;
    const [row] = await queryRows<{ followers: number }>(
      tx,
      delta
        ? sql`update brands set followers = greatest(followers + ${delta}, 0) where id = ${brandId}::uuid returning followers`
        : sql`select followers from brands where id = ${brandId}::uuid`,
    );
    return { following: follow, followers: Number(row?.followers ?? 0) };
  });
}
