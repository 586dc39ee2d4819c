import { sql } from 'drizzle-orm';
import { maskCustomerName } from '@market/domain/mask';
import type { Page } from '@market/domain/paging';
import type { StorefrontEventType } from '@market/domain/catalog-rules';
import type { CategoryNode, CategoryTree, EventItem, EventListQuery, Review, ReviewListQuery } from '@market/domain/product';
import type { Db } from '../db/client';
import { isUuid, pageOffset, queryRows } from '../lib/sql';

/** Storefront reads around the catalogue: the category tree, reviews and events. */

const ISO = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** `GET /api/categories`: active categories as a tree, counting listed products of active brands. */
export async function categoryTree(db: Db): Promise<CategoryTree> {
  const rows = await queryRows<{ id: string; parent_id: string | null; slug: string; name: string; icon: string | null; n: number }>(
    db,
    sql`select c.id, c.parent_id, c.slug, c.name, c.icon, coalesce(n.n, 0)::int as n
        from categories c
        left join (
          select p.category_id, count(*)::int as n from products p
          where p.status <> 'inactive' and p.brand_id <> all(array(select id from brands where status <> 'active'))
          group by p.category_id
        ) n on n.category_id = c.id
        where c.is_active
        order by c.display_order, c.name`,
  );
  const nodes = new Map<string, CategoryNode>(rows.map((r) => [r.id, { id: r.id, slug: r.slug, name: r.name, icon: r.icon, productCount: Number(r.n), children: [] }]));
  const roots: CategoryNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    if (!r.parent_id) roots.push(node);
    else nodes.get(r.parent_id)?.children.push(node);
  }
  for (const root of roots) root.productCount += root.children.reduce((s, c) => s + c.productCount, 0);
  return { items: roots };
}

/** `GET /api/reviews?productId=`: approved reviews of a listed product, newest first. */
export async function listReviews(db: Db, query: ReviewListQuery): Promise<Page<Review>> {
  const empty = { items: [], total: 0, page: query.page, limit: query.limit };
  if (!isUuid(query.productId)) return empty;
  const where = sql`r.product_id = ${query.productId}::uuid and r.status = 'approved'`;
  const [rows, [total]] = await Promise.all([
    queryRows<{ id: string; product_id: string; customer_name: string | null; rating: number; title: string; content: string; photo_count: number; verified: boolean; helpful: number; admin_reply: string | null; created_at: string }>(
      db,
      sql`select r.id, r.product_id, cu.name as customer_name, r.rating, r.title, r.content, r.photo_count, r.verified, r.helpful, r.admin_reply,
            ${ISO('r.created_at')} as created_at
          from reviews r left join customers cu on cu.id = r.customer_id
          where ${where} order by r.created_at desc, r.id desc limit ${query.limit} offset ${pageOffset(query.page, query.limit)}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from reviews r where ${where}`),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      productId: r.product_id,
      author: maskCustomerName(r.customer_name),
      rating: Number(r.rating),
      title: r.title,
      content: r.content,
      photoCount: Number(r.photo_count),
      verified: r.verified,
      helpful: Number(r.helpful),
      adminReply: r.admin_reply,
      createdAt: r.created_at,
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    limit: query.limit,
  };
}

/** The events table's types behind each storefront tab; the admin-only kinds show as promotions. */
const EVENT_TYPES_OF: Record<StorefrontEventType, string[]> = {
  sale: ['sale'],
  promotion: ['promotion', 'lucky_draw', 'offline_event', 'welcome_event', 'photo_contest', 'vip_preview'],
  brand: ['brand_event'],
};
const tabOf = (kind: string): StorefrontEventType => (kind === 'sale' ? 'sale' : kind === 'brand_event' ? 'brand' : 'promotion');

/** `GET /api/events`: running events (status active, not yet ended), newest start first. */
export async function listEvents(db: Db, query: EventListQuery): Promise<Page<EventItem>> {
  const types = query.type ? EVENT_TYPES_OF[query.type] : null;
  const where = sql`e.status = 'active' and e.ends_at > now()${types ? sql` and e.type = any(${`{${types.join(',')}}`}::text[])` : sql``}`;
  const [rows, [total]] = await Promise.all([
    queryRows<{ id: string; title: string; description: string; type: string; banner_url: string | null; location: string; starts_at: string; ends_at: string }>(
      db,
      sql`select e.id, e.title, e.description, e.type, e.banner_url, e.location, ${ISO('e.starts_at')} as starts_at, ${ISO('e.ends_at')} as ends_at
          from events e where ${where} order by e.starts_at desc, e.id desc limit ${query.limit} offset ${pageOffset(query.page, query.limit)}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from events e where ${where}`),
  ]);
  return {
    items: rows.map((e) => ({
      id: e.id,
      title: e.title,
      description: e.description,
      type: tabOf(e.type),
      kind: e.type,
      banner: e.banner_url,
      image: e.banner_url,
      location: e.location,
      startDate: e.starts_at,
      endDate: e.ends_at,
      isActive: true,
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    limit: query.limit,
  };
}
