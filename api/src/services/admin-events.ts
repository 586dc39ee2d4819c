import { sql } from 'drizzle-orm';
import {
  EVENT_ACTIONS,
  EVENT_MESSAGES,
  EVENT_STATUS_LABELS,
  EVENT_TYPE_LABELS,
  eventLocationName,
  eventRoi,
  illegalEventActionMessage,
  oneDecimal,
  participationRate,
  type AdminEvent,
  type AdminEventListQuery,
  type AdminEventPage,
  type AdminEventResult,
  type AdminEventType,
  type EventAction,
  type EventInput,
  type EventUpdate,
} from '@market/domain/admin-events';
import { canTransition, EVENT_TRANSITIONS, type EventStatus } from '@market/domain/lifecycle';
import type { Db } from '../db/client';
import type { AdminActor } from '../lib/admin-actor';
import { AppError } from '../lib/errors';
import type { ExportColumn } from '../lib/export';
import { allOf, findRow, queryListPage, sortDirection, textSearch } from '../lib/list-query';
import { isoText as iso, queryRows } from '../lib/sql';

/** The admin's events (spec 001 "Event management"); shoppers' entries are services/events.ts. */

const notFound = () => new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);

interface EventRow {
  id: string;
  title: string;
  description: string;
  type: AdminEventType;
  location: string;
  status: EventStatus;
  starts_at: string;
  ends_at: string;
  max_participants: number | null;
  current_participants: number;
  prize: string | null;
  prize_value: string | number;
  participation_condition: string | null;
  winners: number;
  revenue: string | number;
  cost: string | number;
  views: number;
  clicks: number;
  created_at: string;
  created_by: string | null;
  updated_at: string;
}

const FROM = sql`events e`;
const COLUMNS = sql`e.id, e.title, e.description, e.type, e.location, e.status, ${iso(sql`e.starts_at`)} as starts_at, ${iso(sql`e.ends_at`)} as ends_at,
  e.max_participants, e.current_participants, e.prize, e.prize_value, e.participation_condition, e.winners, e.revenue, e.cost, e.views, e.clicks,
  ${iso(sql`e.created_at`)} as created_at, e.created_by, ${iso(sql`e.updated_at`)} as updated_at`;

function toEvent(r: EventRow): AdminEvent {
  const current = Number(r.current_participants);
  const max = r.max_participants === null ? null : Number(r.max_participants);
  const revenue = Number(r.revenue);
  const cost = Number(r.cost);
  const views = Number(r.views);
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    type: r.type,
    typeName: EVENT_TYPE_LABELS[r.type] ?? r.type,
    location: r.location,
    locationName: eventLocationName(r.location),
    status: r.status,
    startDate: r.starts_at,
    endDate: r.ends_at,
    maxParticipants: max,
    currentParticipants: current,
    participationRate: participationRate(current, max),
    prize: r.prize,
    prizeValue: Number(r.prize_value),
    participationCondition: r.participation_condition,
    winners: Number(r.winners),
    revenue,
    cost,
    roi: eventRoi(revenue, cost),
    views,
    clicks: Number(r.clicks),
    conversionRate: views > 0 ? oneDecimal((current / views) * 100) : 0,
    createdAt: r.created_at,
    createdBy: r.created_by,
    lastModified: r.updated_at,
  };
}

function filters(query: Omit<AdminEventListQuery, 'page' | 'limit'>) {
  return {
    where: allOf([textSearch(query.q, [sql`e.title`, sql`e.description`])]),
    selected: allOf([query.type ? sql`e.type = ${query.type}` : undefined, query.status ? sql`e.status = ${query.status}` : undefined]),
    orderBy: sql`${
      {
        start: sql`e.starts_at`,
        end: sql`e.ends_at`,
        created: sql`e.created_at`,
        title: sql`e.title`,
        participants: sql`e.current_participants`,
        views: sql`e.views`,
        revenue: sql`e.revenue`,
      }[query.sort]
    } ${sortDirection(query.order)}, e.created_at desc, e.id desc`,
  };
}

/** `GET /api/admin/events`: one page and the five cards over the searched set. */
export async function listAdminEvents(db: Db, query: AdminEventListQuery): Promise<AdminEventPage> {
  const f = filters(query);
  const { items, figure, ...page } = await queryListPage<EventRow>(db, {
    from: FROM,
    columns: COLUMNS,
    ...f,
    page: query.page,
    limit: query.limit,
    figures: sql`(count(*) filter (where e.status = 'active'))::int as in_progress, coalesce(sum(e.current_participants), 0)::bigint as participants,
      coalesce(sum(e.revenue), 0)::bigint as revenue, coalesce(sum(e.prize_value), 0)::bigint as prize_value,
      coalesce(avg(e.current_participants::float8 / e.max_participants * 100) filter (where e.max_participants > 0), 0)::float8 as rate`,
  });
  return {
    ...page,
    items: items.map(toEvent),
    summary: {
      inProgress: figure('in_progress'),
      totalParticipants: figure('participants'),
      totalRevenue: figure('revenue'),
      totalPrizeValue: figure('prize_value'),
      averageParticipationRate: oneDecimal(figure('rate')),
    },
  };
}

export async function* allAdminEvents(db: Db, query: Omit<AdminEventListQuery, 'page' | 'limit'>): AsyncIterable<AdminEvent> {
  for (let page = 1; ; page += 1) {
    const { items } = await listAdminEvents(db, { ...query, page, limit: 100 });
    yield* items;
    if (items.length < 100) return;
  }
}

export const EVENT_EXPORT_COLUMNS: ExportColumn<AdminEvent>[] = [
  { header: '이벤트명', value: (e) => e.title },
  { header: '유형', value: (e) => e.typeName },
  { header: '장소', value: (e) => e.locationName },
  { header: '상태', value: (e) => EVENT_STATUS_LABELS[e.status] },
  { header: '시작', value: (e) => e.startDate },
  { header: '종료', value: (e) => e.endDate },
  { header: '참여자', value: (e) => e.currentParticipants },
  { header: '최대 참여자', value: (e) => e.maxParticipants ?? '' },
  { header: '참여율(%)', value: (e) => (e.participationRate === null ? '' : e.participationRate.toFixed(1)) },
  { header: '당첨자', value: (e) => e.winners },
  { header: '경품', value: (e) => e.prize ?? '' },
  { header: '경품 가액(원)', value: (e) => e.prizeValue },
  { header: '조회수', value: (e) => e.views },
  { header: '클릭수', value: (e) => e.clicks },
  { header: '매출(원)', value: (e) => e.revenue },
  { header: '비용(원)', value: (e) => e.cost },
  { header: 'ROI(%)', value: (e) => e.roi.toFixed(1) },
];

export async function findEvent(db: Db, id: string, lock = false): Promise<EventRow> {
  return findRow<EventRow>(db, {
    from: FROM,
    columns: COLUMNS,
    idColumn: sql`e.id`,
    id,
    scope: sql`true`,
    lockTable: lock ? sql`e` : undefined,
    notFound,
  });
}

export async function getAdminEvent(db: Db, id: string): Promise<AdminEvent> {
  return toEvent(await findEvent(db, id));
}

const auditView = (e: AdminEvent) => ({
  title: e.title,
  type: e.type,
  location: e.location,
  status: e.status,
  startDate: e.startDate,
  endDate: e.endDate,
  maxParticipants: e.maxParticipants,
  prize: e.prize,
  prizeValue: e.prizeValue,
  participationCondition: e.participationCondition,
});

/** `POST /api/admin/events`: a scheduled event. */
export async function createEvent(db: Db, actor: AdminActor, input: EventInput): Promise<AdminEventResult> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into events (title, description, type, location, status, starts_at, ends_at, max_participants, prize, prize_value, participation_condition, created_by)
          values (${input.title}, ${input.description}, ${input.type}, ${input.location}, 'scheduled', ${input.startDate}::timestamptz, ${input.endDate}::timestamptz,
            ${input.maxParticipants}, ${input.prize}, ${input.prizeValue}, ${input.participationCondition}, ${actor.staffName}) returning id`,
    );
    const item = toEvent(await findEvent(tx, row!.id));
    await actor.audit(tx, {
      action: 'content.events.create',
      resource: 'event',
      resourceId: item.id,
      resourceName: item.title,
      before: null,
      after: auditView(item),
    });
    return { item, title: EVENT_MESSAGES.successTitle, message: EVENT_MESSAGES.created };
  });
}

/** `PATCH /api/admin/events/{id}`: the merged period must end after it starts; the limit never under the entries. */
export async function updateEvent(db: Db, actor: AdminActor, id: string, input: EventUpdate): Promise<AdminEventResult> {
  if (Object.keys(input).length === 0) throw new AppError('VALIDATION', EVENT_MESSAGES.noChanges);
  return db.transaction(async (tx) => {
    const before = toEvent(await findEvent(tx, id, true));
    const start = input.startDate ?? before.startDate;
    const end = input.endDate ?? before.endDate;
    if (Date.parse(end) <= Date.parse(start)) throw new AppError('VALIDATION', EVENT_MESSAGES.period, { endDate: EVENT_MESSAGES.period });
    const max = input.maxParticipants !== undefined ? input.maxParticipants : before.maxParticipants;
    if (max !== null && max < before.currentParticipants)
      throw new AppError('VALIDATION', EVENT_MESSAGES.belowParticipants, { maxParticipants: EVENT_MESSAGES.belowParticipants });
    const pick = <K extends keyof EventUpdate & keyof AdminEvent>(k: K) => (input[k] !== undefined ? input[k] : before[k]);
    await tx.execute(sql`update events set title = ${pick('title')}, description = ${pick('description')}, type = ${pick('type')},
        location = ${pick('location')}, starts_at = ${start}::timestamptz, ends_at = ${end}::timestamptz, max_participants = ${max},
        prize = ${pick('prize')}, prize_value = ${pick('prizeValue')}, participation_condition = ${pick('participationCondition')}, updated_at = now()
      where id = ${id}::uuid`);
    const item = toEvent(await findEvent(tx, id));
    await actor.audit(tx, {
      action: 'content.events.update',
      resource: 'event',
      resourceId: id,
      resourceName: item.title,
      details: { fields: Object.keys(input) },
      before: auditView(before),
      after: auditView(item),
    });
    return { item, title: EVENT_MESSAGES.successTitle, message: EVENT_MESSAGES.updated };
  });
}

/** `POST /api/admin/events/{id}/status`: start (scheduled only) or end (active only); anything else is a 409. */
export async function changeEventStatus(db: Db, actor: AdminActor, id: string, action: EventAction): Promise<AdminEventResult> {
  return db.transaction(async (tx) => {
    const before = toEvent(await findEvent(tx, id, true));
    const to = EVENT_ACTIONS[action];
    if (!canTransition(EVENT_TRANSITIONS, before.status, to))
      throw new AppError('CONFLICT', illegalEventActionMessage(before.status, action));
    await tx.execute(sql`update events set status = ${to}, updated_at = now() where id = ${id}::uuid`);
    const item = toEvent(await findEvent(tx, id));
    await actor.audit(tx, {
      action: `content.events.${action}`,
      resource: 'event',
      resourceId: id,
      resourceName: item.title,
      before: { status: before.status },
      after: { status: item.status },
    });
    return { item, title: EVENT_MESSAGES.successTitle, message: action === 'start' ? EVENT_MESSAGES.started : EVENT_MESSAGES.ended };
  });
}

/** `DELETE /api/admin/events/{id}` (its entries go with it). */
export async function deleteEvent(db: Db, actor: AdminActor, id: string): Promise<{ id: string; title: string; message: string }> {
  return db.transaction(async (tx) => {
    const before = toEvent(await findEvent(tx, id, true));
    await tx.execute(sql`delete from events where id = ${id}::uuid`);
    await actor.audit(tx, {
      action: 'content.events.delete',
      resource: 'event',
      resourceId: id,
      resourceName: before.title,
      details: { participants: before.currentParticipants },
      before: auditView(before),
      after: null,
      severity: 'MEDIUM',
    });
    return { id, title: EVENT_MESSAGES.successTitle, message: EVENT_MESSAGES.deleted };
  });
}
