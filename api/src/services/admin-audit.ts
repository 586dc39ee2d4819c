import { sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_PERIOD_DAYS,
  AUDIT_SEVERITY_LABELS,
  AUDIT_STATUS_LABELS,
  auditActionName,
  SECURITY_ACTIONS,
  type AuditLog,
  type AuditLogListQuery,
  type AuditLogPage,
  type AuditLogSummary,
  type AuditLogSummaryQuery,
} from '@market/domain/admin-audit';
import type { Db } from '../db/client';
import type { ExportColumn } from '../lib/export';
import { afterCursor, decodeCursor, keyColumns, orderByKeys, pageAndCursor, type SortKey } from '../lib/keyset';
import { allOf, textSearch } from '../lib/list-query';
import { isoText as iso, pageOffset, queryRows } from '../lib/sql';

/**
 * The audit log screen (system spec, /admin/audit): the rows of `audit_logs` (every admin write,
 * every personal-data reveal and download, refused sign-ins), newest first by keyset, filtered by
 * search, action, user (e-mail) and period; and the summary of the same filters.
 */

interface AuditRow {
  id: string;
  occurred_at: string;
  staff_id: string | null;
  user_email: string;
  user_name: string;
  action: string;
  resource: string;
  resource_id: string | null;
  resource_name: string | null;
  details: Record<string, unknown> | null;
  before: unknown;
  after: unknown;
  status: AuditLog['status'];
  severity: AuditLog['severity'];
  ip: string | null;
}

const COLUMNS = sql`a.id, ${iso(sql`a.occurred_at`)} as occurred_at, a.staff_id, a.user_email, a.user_name, a.action, a.resource,
  a.resource_id, a.resource_name, a.details, a.before, a.after, a.status, a.severity, a.ip`;

function toAuditLog(r: AuditRow): AuditLog {
  const details = r.details ?? {};
  return {
    id: r.id,
    timestamp: r.occurred_at,
    userId: r.staff_id,
    userEmail: r.user_email,
    userName: r.user_name,
    action: r.action,
    actionName: auditActionName(r.action, details),
    resource: r.resource,
    resourceName: r.resource_name,
    resourceId: r.resource_id,
    details,
    before: r.before ?? null,
    after: r.after ?? null,
    status: r.status,
    severity: r.severity,
    ip: r.ip,
  };
}

const KEYS: SortKey[] = [
  {
    expr: sql`a.occurred_at`,
    text: sql`to_char(a.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    type: 'ts',
    desc: true,
  },
  { expr: sql`a.id`, text: sql`a.id::text`, type: 'uuid', desc: true },
];
const TAG = 'admin-audit-logs';

/** The filters as one condition (the period is always there: 7 days unless told). */
function filtersOf(query: AuditLogSummaryQuery): SQL {
  return allOf([
    sql`a.occurred_at >= now() - make_interval(days => ${AUDIT_PERIOD_DAYS[query.period]})`,
    textSearch(query.q, [
      sql`a.user_email`,
      sql`a.user_name`,
      sql`a.action`,
      sql`a.resource`,
      sql`coalesce(a.resource_name, '')`,
      sql`coalesce(a.resource_id, '')`,
    ]),
    query.action ? sql`a.action = ${query.action}` : undefined,
    query.user ? sql`a.user_email = ${query.user.toLowerCase()}` : undefined,
  ]);
}

/** `GET /api/admin/audit-logs`: newest first, keyset paged, with the total of the filtered set. */
export async function listAuditLogs(db: Db, query: AuditLogListQuery): Promise<AuditLogPage> {
  const where = filtersOf(query);
  const after = query.cursor ? afterCursor(KEYS, decodeCursor(query.cursor, TAG, KEYS)) : sql`true`;
  const [rows, [count]] = await Promise.all([
    queryRows<AuditRow & Record<string, unknown>>(
      db,
      sql`select ${COLUMNS}, ${keyColumns(KEYS)} from audit_logs a where ${where} and ${after}
          order by ${orderByKeys(KEYS)} limit ${query.limit + 1} offset ${query.cursor ? 0 : pageOffset(query.page, query.limit)}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from audit_logs a where ${where}`),
  ]);
  const { rows: page, nextCursor } = pageAndCursor(rows, query.limit, TAG, KEYS);
  return {
    items: page.map(toAuditLog),
    total: Number(count?.n ?? 0),
    page: query.cursor ? 1 : query.page,
    limit: query.limit,
    nextCursor,
  };
}

const SECURITY = sql`a.action in (${sql.join(
  SECURITY_ACTIONS.map((a) => sql`${a}`),
  sql`, `,
)})`;

/** `GET /api/admin/audit-logs/summary`: the cards, top 5 users and actions, and the actions seen (the filter's options). */
export async function auditLogSummary(db: Db, query: AuditLogSummaryQuery): Promise<AuditLogSummary> {
  const where = filtersOf(query);
  const inPeriod = sql`a.occurred_at >= now() - make_interval(days => ${AUDIT_PERIOD_DAYS[query.period]})`;
  const [[figures], users, actions, seen, people] = await Promise.all([
    queryRows<{ total: number; today: number; failed: number; security: number }>(
      db,
      sql`select count(*)::int as total,
          (count(*) filter (where a.occurred_at >= (date_trunc('day', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul')))::int as today,
          (count(*) filter (where a.status = 'FAILED'))::int as failed,
          (count(*) filter (where ${SECURITY}))::int as security
        from audit_logs a where ${where}`,
    ),
    queryRows<{ name: string; email: string; count: number }>(
      db,
      sql`select max(a.user_name) as name, a.user_email as email, count(*)::int as count from audit_logs a where ${where}
          group by a.user_email order by count desc, email limit 5`,
    ),
    queryRows<{ action: string; count: number; details: Record<string, unknown> | null }>(
      db,
      sql`select a.action, count(*)::int as count, (array_agg(a.details))[1] as details from audit_logs a where ${where}
          group by a.action order by count desc, a.action limit 5`,
    ),
    queryRows<{ action: string }>(db, sql`select distinct a.action from audit_logs a where ${inPeriod} order by a.action limit 200`),
    queryRows<{ name: string; email: string }>(
      db,
      sql`select max(a.user_name) as name, a.user_email as email from audit_logs a where ${inPeriod} group by a.user_email order by email limit 200`,
    ),
  ]);
  return {
    totalLogs: Number(figures?.total ?? 0),
    todayLogs: Number(figures?.today ?? 0),
    failedActions: Number(figures?.failed ?? 0),
    securityAlerts: Number(figures?.security ?? 0),
    topUsers: users.map((u) => ({ name: u.name, email: u.email, count: Number(u.count) })),
    topActions: actions.map((a) => ({ action: a.action, actionName: auditActionName(a.action, a.details), count: Number(a.count) })),
    actions: seen.map((a) => a.action),
    users: people,
  };
}

const kst = (iso: string) => new Date(new Date(iso).getTime() + 9 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/** The columns of the audit log download (the rows hold staff e-mails and addresses: personal data). */
export const AUDIT_EXPORT_COLUMNS: ExportColumn<AuditLog>[] = [
  { header: '일시(KST)', value: (a) => kst(a.timestamp) },
  { header: '사용자', value: (a) => a.userName },
  { header: '이메일', value: (a) => a.userEmail },
  { header: '작업', value: (a) => a.action },
  { header: '작업명', value: (a) => a.actionName },
  { header: '대상', value: (a) => a.resource },
  { header: '대상 이름', value: (a) => a.resourceName },
  { header: '대상 ID', value: (a) => a.resourceId },
  { header: '상태', value: (a) => AUDIT_STATUS_LABELS[a.status] },
  { header: '중요도', value: (a) => AUDIT_SEVERITY_LABELS[a.severity] },
  { header: 'IP', value: (a) => a.ip },
  { header: '변경 전', value: (a) => json(a.before) },
  { header: '변경 후', value: (a) => json(a.after) },
];
