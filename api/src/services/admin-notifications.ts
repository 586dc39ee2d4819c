import { count, sql } from 'drizzle-orm';
import type { AdminNotifications } from '@market/domain/dashboard';
import { hasPermission, permissionScope } from '@market/domain/permissions';
import type { Db } from '../db/client';
import { pagePermission } from '../lib/admin-pages';
import { brands } from '../db/schema/catalog';
import { qnas, reviews } from '../db/schema/content';
import { customers } from '../db/schema/identity';
import { returns } from '../db/schema/orders';

/** The admin header's notification badge (routes/admin-notifications). */

/** Pending work for the header badge, limited to what the role may act on: each item needs the permission of the page it links to. */
export async function getNotifications(db: Db, grants: readonly string[]): Promise<AdminNotifications> {
  const items: AdminNotifications['items'] = [];
  if (hasPermission(grants, pagePermission('catalog/brands'))) {
    const [row] = await db
      .select({ n: count() })
      .from(brands)
      .where(sql`${brands.status} = 'pending'`);
    if (row && row.n > 0) {
      items.push({
        type: 'brands.pending',
        message: `승인 대기 중인 브랜드가 ${row.n}개 있습니다.`,
        count: row.n,
        href: '/admin/catalog/brands?status=pending',
      });
    }
  }
  if (hasPermission(grants, pagePermission('customers'))) {
    const [row] = await db
      .select({ n: count() })
      .from(customers)
      .where(sql`${customers.status} = 'suspended'`);
    if (row && row.n > 0) {
      items.push({
        type: 'customers.suspended',
        message: `이용 정지된 고객이 ${row.n}명 있습니다.`,
        count: row.n,
        href: '/admin/customers?status=suspended',
      });
    }
  }
  // Work waiting in the shop's queues. A seller's grants cover their own brand only, and these
  // counts are the whole shop's: they are shown to staff who may act on every brand.
  const everyBrand = (permission: string) => permissionScope(grants, permission) === 'all';
  if (everyBrand(pagePermission('returns'))) {
    const [row] = await db
      .select({ n: count() })
      .from(returns)
      .where(sql`${returns.status} = 'requested'`);
    if (row && row.n > 0) {
      items.push({
        type: 'returns.requested',
        message: `처리를 기다리는 반품/교환 요청이 ${row.n}건 있습니다.`,
        count: row.n,
        href: '/admin/returns?status=requested',
      });
    }
  }
  if (everyBrand(pagePermission('content/reviews'))) {
    const [row] = await db
      .select({ n: count() })
      .from(reviews)
      .where(sql`${reviews.status} = 'pending'`);
    if (row && row.n > 0) {
      items.push({
        type: 'reviews.pending',
        message: `승인을 기다리는 리뷰가 ${row.n}건 있습니다.`,
        count: row.n,
        href: '/admin/content/reviews?status=pending',
      });
    }
  }
  if (everyBrand(pagePermission('content/qna'))) {
    const [row] = await db
      .select({ n: count() })
      .from(qnas)
      .where(sql`${qnas.status} in ('pending', 'urgent') and ${qnas.deletedAt} is null`);
    if (row && row.n > 0) {
      items.push({
        type: 'qna.pending',
        message: `답변을 기다리는 문의가 ${row.n}건 있습니다.`,
        count: row.n,
        href: '/admin/content/qna?status=pending',
      });
    }
  }
  return { count: items.reduce((sum, i) => sum + i.count, 0), items };
}
