import { count, sql } from 'drizzle-orm';
import type { DashboardCounts } from '@market/domain/dashboard';
import { hasPermission } from '@market/domain/permissions';
import type { Db } from '../db/client';
import { pagePermission } from '../lib/admin-pages';
import { brands } from '../db/schema/catalog';
import { customers, staffAccounts } from '../db/schema/identity';

/** What each dashboard section needs: the permission of the matching list page. */
export const DASHBOARD_SECTION_PERMISSIONS = {
  brands: pagePermission('catalog/brands'),
  customers: pagePermission('customers'),
  staff: pagePermission('settings/roles'),
};

/** Counts from the database, a section null when the role may not read it. */
export async function getDashboardCounts(db: Db, grants: readonly string[]): Promise<DashboardCounts> {
  const can = (section: keyof typeof DASHBOARD_SECTION_PERMISSIONS) => hasPermission(grants, DASHBOARD_SECTION_PERMISSIONS[section]);
  const [brandCounts, customerCounts, staffCounts] = await Promise.all([
    can('brands')
      ? db
          .select({
            total: count(),
            active: sql<number>`count(*) filter (where ${brands.status} = 'active')`.mapWith(Number),
            pending: sql<number>`count(*) filter (where ${brands.status} = 'pending')`.mapWith(Number),
          })
          .from(brands)
          .then((r) => r[0]!)
      : null,
    can('customers')
      ? db
          .select({
            total: count(),
            active: sql<number>`count(*) filter (where ${customers.status} = 'active')`.mapWith(Number),
            // The month as the shop sees it (Korea time).
            newThisMonth:
              sql<number>`count(*) filter (where ${customers.createdAt} >= date_trunc('month', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul')`.mapWith(
                Number,
              ),
          })
          .from(customers)
          .then((r) => r[0]!)
      : null,
    can('staff')
      ? db
          .select({ total: count() })
          .from(staffAccounts)
          .then((r) => r[0]!)
      : null,
  ]);
  return { brands: brandCounts, customers: customerCounts, staff: staffCounts };
}
