import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminBrand, AdminBrandListQuery } from '@market/domain/brand';
import type { Page } from '@market/domain/paging';
import type { Db } from '../db/client';
import { brands, categories } from '../db/schema/catalog';
import { containsPattern } from '../lib/sql';
import { pageOf, toBrand, type Row } from './brands';

/** The admin brand table (routes/admin-brands). */

function toAdminBrand(r: Row): AdminBrand {
  return {
    ...toBrand(r),
    status: r.status,
    contactEmail: r.contactEmail,
    monthlyRevenue: r.monthlyRevenue,
    averageRating: Number(r.averageRating),
  };
}

/** The admin brand table: every status. */
export function listAdminBrands(db: Db, query: AdminBrandListQuery): Promise<Page<AdminBrand>> {
  const filters: (SQL | undefined)[] = [];
  if (query.q) {
    const p = containsPattern(query.q);
    filters.push(or(ilike(brands.name, p), ilike(brands.nameEn, p), ilike(brands.slug, p), ilike(categories.name, p)));
  }
  if (query.status) filters.push(eq(brands.status, query.status));
  const column = {
    name: brands.name,
    newest: brands.createdAt,
    followers: brands.followers,
    products: brands.productCount,
    revenue: brands.monthlyRevenue,
  }[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  return pageOf(
    db,
    filters.length ? and(...filters) : undefined,
    [direction(column), asc(brands.id)],
    query.page,
    query.limit,
    toAdminBrand,
  );
}
