import { sql } from 'drizzle-orm';
import type { StorefrontEventType } from '@market/domain/catalog-rules';
import type { Page } from '@market/domain/paging';
import type { EventItem, EventListQuery } from '@market/domain/product';
import type { Db } from '../db/client';
import { isoText, pageOffset, queryRows } from '../lib/sql';

/** The storefront's running events (routes/events). */

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
    queryRows<{
      id: string;
      title: string;
      description: string;
      type: string;
      banner_url: string | null;
      location: string;
      starts_at: string;
      ends_at: string;
    }>(
      db,
      sql`select e.id, e.title, e.description, e.type, e.banner_url, e.location, ${isoText(sql`e.starts_at`)} as starts_at, ${isoText(sql`e.ends_at`)} as ends_at
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
