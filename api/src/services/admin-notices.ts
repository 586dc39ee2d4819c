import { sql, type SQL } from 'drizzle-orm';
import {
  NOTICE_AUDIENCE_LABELS,
  NOTICE_MESSAGES,
  NOTICE_PRIORITY_LABELS,
  NOTICE_STATUS_LABELS,
  NOTICE_TYPE_ADMIN_LABELS,
  periodIsValid,
  type AdminNotice,
  type AdminNoticeListQuery,
  type AdminNoticePage,
  type AdminNoticeResult,
  type NoticeAction,
  type NoticeAudience,
  type NoticeInput,
  type NoticePriority,
  type NoticeStatus,
  type NoticeType,
  type NoticeUpdate,
} from '@market/domain/admin-notices';
import type { Db } from '../db/client';
import type { AdminActor } from '../lib/admin-actor';
import { AppError } from '../lib/errors';
import type { ExportColumn } from '../lib/export';
import { allOf, findRow, queryListPage, sortDirection, textSearch } from '../lib/list-query';
import { isoText as iso, queryRows } from '../lib/sql';

/**
 * The admin's announcements (spec 001 "Announcement management"). The stored status is 'draft'
 * (not published) or any other value (published); what the list shows of a published notice is
 * decided by its period at read time: scheduled before the start, expired after the end, active
 * between. The storefront (services/support.ts) shows the active ones.
 */

const notFound = () => new AppError('NOT_FOUND', NOTICE_MESSAGES.notFound);

/** The status the list shows, computed in SQL (filters, cards and sort agree with the rows). */
export const NOTICE_STATUS_SQL = sql`(case when n.status = 'draft' then 'draft'
  when n.starts_at is not null and n.starts_at > now() then 'scheduled'
  when n.ends_at is not null and n.ends_at <= now() then 'expired' else 'active' end)`;

interface NoticeRow {
  id: string;
  title: string;
  content: string;
  type: NoticeType;
  priority: NoticePriority;
  target_audience: NoticeAudience;
  status: NoticeStatus;
  is_active: boolean;
  is_pinned: boolean;
  views: number;
  starts_at: string | null;
  ends_at: string | null;
  created_at: string;
  created_by: string | null;
  updated_at: string;
}

const FROM = sql`announcements n`;
const COLUMNS = sql`n.id, n.title, n.content, n.type, n.priority, n.target_audience, ${NOTICE_STATUS_SQL} as status, n.status <> 'draft' as is_active,
  n.is_pinned, n.views, ${iso(sql`n.starts_at`)} as starts_at, ${iso(sql`n.ends_at`)} as ends_at, ${iso(sql`n.created_at`)} as created_at,
  n.created_by, ${iso(sql`n.updated_at`)} as updated_at`;

function toNotice(r: NoticeRow): AdminNotice {
  return {
    id: r.id,
    title: r.title,
    content: r.content,
    type: r.type,
    priority: r.priority,
    targetAudience: r.target_audience,
    status: r.status,
    isActive: r.is_active,
    isPinned: r.is_pinned,
    views: Number(r.views),
    startDate: r.starts_at,
    endDate: r.ends_at,
    createdAt: r.created_at,
    createdBy: r.created_by,
    lastModified: r.updated_at,
  };
}

const PRIORITY_RANK = sql`(case n.priority when 'urgent' then 4 when 'high' then 3 when 'normal' then 2 else 1 end)`;

function filters(query: Omit<AdminNoticeListQuery, 'page' | 'limit'>) {
  return {
    where: allOf([textSearch(query.q, [sql`n.title`, sql`n.content`])]),
    selected: allOf([
      query.type ? sql`n.type = ${query.type}` : undefined,
      query.status ? sql`${NOTICE_STATUS_SQL} = ${query.status}` : undefined,
    ]),
    orderBy: sql`${
      {
        created: sql`n.created_at`,
        title: sql`n.title`,
        priority: PRIORITY_RANK,
        views: sql`n.views`,
        start: sql`n.starts_at`,
        end: sql`n.ends_at`,
      }[query.sort]
    } ${sortDirection(query.order)} nulls last, n.created_at desc, n.id desc`,
  };
}

/** `GET /api/admin/notices`: one page and the five cards over the searched set. */
export async function listAdminNotices(db: Db, query: AdminNoticeListQuery): Promise<AdminNoticePage> {
  const f = filters(query);
  const { items, figure, ...page } = await queryListPage<NoticeRow>(db, {
    from: FROM,
    columns: COLUMNS,
    where: f.where,
    selected: f.selected,
    // Pinned first within any order (the marker column leads the table).
    orderBy: sql`n.is_pinned desc, ${f.orderBy}`,
    page: query.page,
    limit: query.limit,
    figures: sql`(count(*) filter (where ${NOTICE_STATUS_SQL} = 'active'))::int as published, (count(*) filter (where n.is_pinned))::int as pinned,
      coalesce(sum(n.views), 0)::bigint as views, (count(*) filter (where n.priority in ('urgent', 'high')))::int as important,
      (count(*) filter (where ${NOTICE_STATUS_SQL} = 'scheduled'))::int as scheduled`,
  });
  return {
    ...page,
    items: items.map(toNotice),
    summary: {
      published: figure('published'),
      pinned: figure('pinned'),
      totalViews: figure('views'),
      important: figure('important'),
      scheduled: figure('scheduled'),
    },
  };
}

/** Every row of the filtered view in the list's order, a page at a time (the download). */
export async function* allAdminNotices(db: Db, query: Omit<AdminNoticeListQuery, 'page' | 'limit'>): AsyncIterable<AdminNotice> {
  for (let page = 1; ; page += 1) {
    const { items } = await listAdminNotices(db, { ...query, page, limit: 100 });
    yield* items;
    if (items.length < 100) return;
  }
}

export const NOTICE_EXPORT_COLUMNS: ExportColumn<AdminNotice>[] = [
  { header: '고정', value: (n) => (n.isPinned ? '고정' : '') },
  { header: '제목', value: (n) => n.title },
  { header: '내용', value: (n) => n.content },
  { header: '유형', value: (n) => NOTICE_TYPE_ADMIN_LABELS[n.type] },
  { header: '대상', value: (n) => NOTICE_AUDIENCE_LABELS[n.targetAudience] },
  { header: '중요도', value: (n) => NOTICE_PRIORITY_LABELS[n.priority] },
  { header: '조회수', value: (n) => n.views },
  { header: '게시 시작', value: (n) => n.startDate ?? '' },
  { header: '게시 종료', value: (n) => n.endDate ?? '' },
  { header: '상태', value: (n) => NOTICE_STATUS_LABELS[n.status] },
  { header: '작성자', value: (n) => n.createdBy ?? '' },
  { header: '등록일', value: (n) => n.createdAt },
];

async function findNotice(db: Db, id: string, lock = false): Promise<NoticeRow> {
  return findRow<NoticeRow>(db, {
    from: FROM,
    columns: COLUMNS,
    idColumn: sql`n.id`,
    id,
    scope: sql`true`,
    lockTable: lock ? sql`n` : undefined,
    notFound,
  });
}

export async function getAdminNotice(db: Db, id: string): Promise<AdminNotice> {
  return toNotice(await findNotice(db, id));
}

const auditView = (n: AdminNotice) => ({
  title: n.title,
  type: n.type,
  priority: n.priority,
  targetAudience: n.targetAudience,
  isActive: n.isActive,
  isPinned: n.isPinned,
  startDate: n.startDate,
  endDate: n.endDate,
  contentLength: n.content.length,
});

/** The stored status of a published notice: its period's (kept for readers of the column; reads recompute it). */
function storedStatus(isActive: boolean, start: string | null, end: string | null): SQL {
  if (!isActive) return sql`'draft'`;
  return sql`(case when ${start}::timestamptz > now() then 'scheduled' when ${end}::timestamptz <= now() then 'expired' else 'active' end)`;
}

/** `POST /api/admin/notices`. */
export async function createNotice(db: Db, actor: AdminActor, input: NoticeInput): Promise<AdminNoticeResult> {
  return db.transaction(async (tx) => {
    const start = input.startDate ?? null;
    const end = input.endDate ?? null;
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into announcements (title, content, type, priority, target_audience, status, is_pinned, starts_at, ends_at, created_by)
          values (${input.title}, ${input.content}, ${input.type}, ${input.priority}, ${input.targetAudience}, ${storedStatus(input.isActive, start, end)},
            ${input.isPinned}, ${start}::timestamptz, ${end}::timestamptz, ${actor.staffName}) returning id`,
    );
    const item = toNotice(await findNotice(tx, row!.id));
    await actor.audit(tx, {
      action: 'content.notices.create',
      resource: 'announcement',
      resourceId: item.id,
      resourceName: item.title,
      before: null,
      after: auditView(item),
    });
    return { item, title: NOTICE_MESSAGES.successTitle, message: NOTICE_MESSAGES.created };
  });
}

/** `PATCH /api/admin/notices/{id}`: the fields sent; the merged period must end after it starts. */
export async function updateNotice(db: Db, actor: AdminActor, id: string, input: NoticeUpdate): Promise<AdminNoticeResult> {
  if (Object.keys(input).length === 0) throw new AppError('VALIDATION', NOTICE_MESSAGES.noChanges);
  return db.transaction(async (tx) => {
    const before = toNotice(await findNotice(tx, id, true));
    const start = input.startDate !== undefined ? input.startDate : before.startDate;
    const end = input.endDate !== undefined ? input.endDate : before.endDate;
    if (!periodIsValid(start, end)) throw new AppError('VALIDATION', NOTICE_MESSAGES.period, { endDate: NOTICE_MESSAGES.period });
    const isActive = input.isActive ?? before.isActive;
    await tx.execute(sql`update announcements set
        title = ${input.title ?? before.title}, content = ${input.content ?? before.content}, type = ${input.type ?? before.type},
        priority = ${input.priority ?? before.priority}, target_audience = ${input.targetAudience ?? before.targetAudience},
        is_pinned = ${input.isPinned ?? before.isPinned}, starts_at = ${start}::timestamptz, ends_at = ${end}::timestamptz,
        status = ${storedStatus(isActive, start, end)}, updated_at = now()
      where id = ${id}::uuid`);
    const item = toNotice(await findNotice(tx, id));
    await actor.audit(tx, {
      action: 'content.notices.update',
      resource: 'announcement',
      resourceId: id,
      resourceName: item.title,
      details: { fields: Object.keys(input) },
      before: auditView(before),
      after: auditView(item),
    });
    return { item, title: NOTICE_MESSAGES.successTitle, message: NOTICE_MESSAGES.updated };
  });
}

const ACTION_MESSAGES: Record<NoticeAction, string> = {
  pin: NOTICE_MESSAGES.pinned,
  unpin: NOTICE_MESSAGES.unpinned,
  publish: NOTICE_MESSAGES.published,
  unpublish: NOTICE_MESSAGES.unpublished,
};

/** `POST /api/admin/notices/{id}/status`: pin, unpin, publish, unpublish; a no-op (pinning a pinned one) is a 409. */
export async function changeNoticeStatus(db: Db, actor: AdminActor, id: string, action: NoticeAction): Promise<AdminNoticeResult> {
  return db.transaction(async (tx) => {
    const before = toNotice(await findNotice(tx, id, true));
    if (action === 'pin' && before.isPinned) throw new AppError('CONFLICT', NOTICE_MESSAGES.alreadyPinned);
    if (action === 'unpin' && !before.isPinned) throw new AppError('CONFLICT', NOTICE_MESSAGES.alreadyUnpinned);
    if (action === 'publish' && before.isActive) throw new AppError('CONFLICT', NOTICE_MESSAGES.alreadyPublished);
    if (action === 'unpublish' && !before.isActive) throw new AppError('CONFLICT', NOTICE_MESSAGES.alreadyDraft);
    const set =
      action === 'pin' || action === 'unpin'
        ? sql`is_pinned = ${action === 'pin'}`
        : sql`status = ${storedStatus(action === 'publish', before.startDate, before.endDate)}`;
    await tx.execute(sql`update announcements set ${set}, updated_at = now() where id = ${id}::uuid`);
    const item = toNotice(await findNotice(tx, id));
    await actor.audit(tx, {
      action: `content.notices.${action}`,
      resource: 'announcement',
      resourceId: id,
      resourceName: item.title,
      before: { isPinned: before.isPinned, isActive: before.isActive, status: before.status },
      after: { isPinned: item.isPinned, isActive: item.isActive, status: item.status },
    });
    return { item, title: NOTICE_MESSAGES.successTitle, message: ACTION_MESSAGES[action] };
  });
}

/** `DELETE /api/admin/notices/{id}`. */
export async function deleteNotice(db: Db, actor: AdminActor, id: string): Promise<{ id: string; title: string; message: string }> {
  return db.transaction(async (tx) => {
    const before = toNotice(await findNotice(tx, id, true));
    await tx.execute(sql`delete from announcements where id = ${id}::uuid`);
    await actor.audit(tx, {
      action: 'content.notices.delete',
      resource: 'announcement',
      resourceId: id,
      resourceName: before.title,
      before: auditView(before),
      after: null,
      severity: 'MEDIUM',
    });
    return { id, title: NOTICE_MESSAGES.successTitle, message: NOTICE_MESSAGES.deleted };
  });
}
