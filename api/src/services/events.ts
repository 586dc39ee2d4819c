import { sql } from 'drizzle-orm';
import { EVENT_MESSAGES } from '@market/domain/admin-events';
import type { CustomerUser } from '@market/domain/auth';
import type { StorefrontEventType } from '@market/domain/catalog-rules';
import type { Page } from '@market/domain/paging';
import type { EventDetail, EventEntryResult, EventItem, EventListQuery } from '@market/domain/product';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { isoText, isUuid, pageOffset, queryRows } from '../lib/sql';

/** The storefront's events (routes/events): the published ones, their detail and shoppers' entries. */

/** The events table's types behind each storefront tab; the admin-only kinds show as promotions. */
const EVENT_TYPES_OF: Record<StorefrontEventType, string[]> = {
  sale: ['sale'],
  promotion: ['promotion', 'lucky_draw', 'offline_event', 'welcome_event', 'photo_contest', 'vip_preview'],
  brand: ['brand_event'],
};
const tabOf = (kind: string): StorefrontEventType => (kind === 'sale' ? 'sale' : kind === 'brand_event' ? 'brand' : 'promotion');

/** Published: scheduled or running, and not yet ended (completed, cancelled and upcoming stay in the admin). */
const PUBLISHED = sql`e.status in ('scheduled', 'active') and e.ends_at > now()`;

interface EventRow {
  id: string;
  title: string;
  description: string;
  type: string;
  status: 'scheduled' | 'active';
  banner_url: string | null;
  location: string;
  starts_at: string;
  ends_at: string;
  max_participants: number | null;
  current_participants: number;
  prize: string | null;
  participation_condition: string | null;
}
const COLUMNS = sql`e.id, e.title, e.description, e.type, e.status, e.banner_url, e.location, ${isoText(sql`e.starts_at`)} as starts_at,
  ${isoText(sql`e.ends_at`)} as ends_at, e.max_participants, e.current_participants, e.prize, e.participation_condition`;

function toItem(e: EventRow): EventItem {
  return {
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
    isActive: e.status === 'active',
    status: e.status,
    maxParticipants: e.max_participants === null ? null : Number(e.max_participants),
    currentParticipants: Number(e.current_participants),
    prize: e.prize,
    participationCondition: e.participation_condition,
  };
}

/** `GET /api/events`: published events, running ones first, then by start (newest first). */
export async function listEvents(db: Db, query: EventListQuery): Promise<Page<EventItem>> {
  const types = query.type ? EVENT_TYPES_OF[query.type] : null;
  const where = sql`${PUBLISHED}${types ? sql` and e.type = any(${`{${types.join(',')}}`}::text[])` : sql``}`;
  const [rows, [total]] = await Promise.all([
    queryRows<EventRow>(
      db,
      sql`select ${COLUMNS} from events e where ${where}
          order by (e.status = 'active') desc, e.starts_at desc, e.id desc limit ${query.limit} offset ${pageOffset(query.page, query.limit)}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from events e where ${where}`),
  ]);
  return { items: rows.map(toItem), total: Number(total?.n ?? 0), page: query.page, limit: query.limit };
}

const notFound = () => new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);

/** `GET /api/events/{id}`: a published event and whether the signed-in shopper has entered it (no side effect). */
export async function getEvent(db: Db, id: string, customer: CustomerUser | null): Promise<EventDetail> {
  if (!isUuid(id)) throw notFound();
  const [row] = await queryRows<EventRow & { entered: boolean }>(
    db,
    sql`select ${COLUMNS}, ${customer ? sql`exists (select 1 from event_entries x where x.event_id = e.id and x.customer_id = ${customer.id}::uuid)` : sql`false`} as entered
        from events e where e.id = ${id}::uuid and ${PUBLISHED}`,
  );
  if (!row) throw notFound();
  return { ...toItem(row), entered: row.entered };
}

/** `POST /api/events/{id}/view`: the detail was opened on the storefront (the admin's views). */
export async function viewEvent(db: Db, id: string): Promise<{ id: string; views: number }> {
  if (!isUuid(id)) throw notFound();
  const [row] = await queryRows<{ id: string; views: number }>(
    db,
    sql`update events e set views = e.views + 1 where e.id = ${id}::uuid and ${PUBLISHED} returning e.id, e.views`,
  );
  if (!row) throw notFound();
  return { id: row.id, views: Number(row.views) };
}

/**
 * `POST /api/events/{id}/entries`: the signed-in shopper enters a running event, once. The
 * event's row is locked, so N shoppers racing for k places left make exactly k entries; the rest
 * hear that it is full. Refused (409) when not running, full, or already entered.
 */
export async function enterEvent(db: Db, id: string, customer: CustomerUser): Promise<EventEntryResult> {
  if (!isUuid(id)) throw notFound();
  return db.transaction(async (tx) => {
    const [row] = await queryRows<EventRow>(
      tx,
      sql`select ${COLUMNS} from events e where e.id = ${id}::uuid and e.status in ('scheduled', 'active') for update`,
    );
    if (!row) throw notFound();
    if (row.status !== 'active' || Date.parse(row.ends_at) <= Date.now() || Date.parse(row.starts_at) > Date.now())
      throw new AppError('CONFLICT', EVENT_MESSAGES.notRunning);
    const [entered] = await queryRows<{ id: string }>(
      tx,
      sql`select id from event_entries where event_id = ${id}::uuid and customer_id = ${customer.id}::uuid`,
    );
    if (entered) throw new AppError('CONFLICT', EVENT_MESSAGES.alreadyEntered);
    if (row.max_participants !== null && Number(row.current_participants) >= Number(row.max_participants))
      throw new AppError('CONFLICT', EVENT_MESSAGES.full);
    await tx.execute(sql`insert into event_entries (event_id, customer_id) values (${id}::uuid, ${customer.id}::uuid)`);
    const [updated] = await queryRows<EventRow>(
      tx,
      sql`update events e set current_participants = e.current_participants + 1 where e.id = ${id}::uuid returning ${COLUMNS}`,
    );
    return { event: { ...toItem(updated!), entered: true }, message: EVENT_MESSAGES.entered };
  });
}
