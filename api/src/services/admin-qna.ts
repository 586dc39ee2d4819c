import { sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_QNA_MESSAGES,
  qnaActions,
  statusAfterReply,
  type AdminQna,
  type AdminQnaListQuery,
  type AdminQnaResult,
  type AdminQnaSummary,
  type QnaCategory,
  type QnaPriority,
  type QnaReply,
} from '@market/domain/admin-qna';
import type { QnaStatus } from '@market/domain/lifecycle';
import { maskEmail, maskName } from '@market/domain/mask';
import type { Page } from '@market/domain/paging';
import type { Db } from '../db/client';
import type { AdminActor } from '../lib/admin-actor';
import { AppError } from '../lib/errors';
import { containsPattern, isUuid, pageOffset, queryRows } from '../lib/sql';

/**
 * The admin's Q&A list (spec 001): the shoppers' product questions and 1:1 inquiries, one table.
 * A seller sees the questions about its own brand's products; 1:1 inquiries are the operator's.
 */

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const notFound = () => new AppError('NOT_FOUND', ADMIN_QNA_MESSAGES.notFound);
const scopeOf = (brandId: string | null) => (brandId ? sql`p.brand_id = ${brandId}::uuid` : sql`true`);

interface QnaRow {
  id: string;
  title: string;
  question: string;
  category: QnaCategory;
  priority: QnaPriority;
  status: QnaStatus;
  is_public: boolean;
  product_id: string | null;
  product_name: string | null;
  brand_name: string | null;
  order_id: string | null;
  order_number: string | null;
  customer_name: string | null;
  email: string | null;
  admin_reply: string | null;
  replied_by_name: string | null;
  replied_at: string | null;
  created_at: string;
  updated_at: string;
}

const FROM = sql`qnas q left join products p on p.id = q.product_id left join brands b on b.id = p.brand_id
  left join orders o on o.id = q.order_id left join customers cu on cu.id = q.customer_id`;
const COLUMNS = sql`q.id, q.title, q.question, q.category, q.priority, q.status, q.is_public, q.product_id, p.name as product_name, b.name as brand_name,
  q.order_id, o.order_number, cu.name as customer_name, coalesce(q.email, cu.email) as email, q.admin_reply, q.replied_by_name,
  ${iso(sql`q.replied_at`)} as replied_at, ${iso(sql`q.created_at`)} as created_at, ${iso(sql`q.updated_at`)} as updated_at`;
/** Most urgent first when sorted by priority descending. */
const PRIORITY_RANK = sql`case q.priority when 'urgent' then 4 when 'high' then 3 when 'normal' then 2 else 1 end`;

function toAdminQna(r: QnaRow): AdminQna {
  return {
    id: r.id,
    kind: r.product_id ? 'product' : 'inquiry',
    title: r.title,
    question: r.question,
    category: r.category,
    priority: r.priority,
    status: r.status,
    isPublic: r.is_public,
    productId: r.product_id,
    productName: r.product_name,
    brandName: r.brand_name,
    orderId: r.order_id,
    orderNumber: r.order_number,
    customerName: r.customer_name ? maskName(r.customer_name) : '탈퇴 회원',
    customerEmail: r.email ? maskEmail(r.email) : null,
    adminReply: r.admin_reply,
    repliedBy: r.admin_reply !== null ? r.replied_by_name : null,
    repliedAt: r.admin_reply !== null ? r.replied_at : null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** `GET /api/admin/qna`: paged, filtered and sorted on the server, with the six cards' figures. */
export async function listAdminQna(db: Db, query: AdminQnaListQuery, brandId: string | null): Promise<Page<AdminQna> & { summary: AdminQnaSummary }> {
  const parts: SQL[] = [scopeOf(brandId)];
  if (query.q) {
    const p = containsPattern(query.q);
    parts.push(sql`(q.title ilike ${p} or q.question ilike ${p} or cu.name ilike ${p})`);
  }
  if (query.category) parts.push(sql`q.category = ${query.category}`);
  if (query.priority) parts.push(sql`q.priority = ${query.priority}`);
  if (query.kind) parts.push(query.kind === 'product' ? sql`q.product_id is not null` : sql`q.product_id is null`);
  const base = sql.join(parts, sql` and `);
  const selected = query.status ? sql`q.status = ${query.status}` : sql`true`;
  const column = { created: sql`q.created_at`, updated: sql`q.updated_at`, priority: PRIORITY_RANK }[query.sort];
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  const [rows, [s]] = await Promise.all([
    queryRows<QnaRow>(
      db,
      sql`select ${COLUMNS} from ${FROM} where ${base} and ${selected}
          order by ${column} ${direction}, q.created_at desc, q.id desc limit ${query.limit} offset ${pageOffset(query.page, query.limit)}`,
    ),
    queryRows<Record<string, number>>(
      db,
      sql`select (count(*) filter (where ${selected}))::int as selected, count(*)::int as total,
            (count(*) filter (where q.status = 'pending'))::int as pending, (count(*) filter (where q.status = 'urgent'))::int as urgent,
            (count(*) filter (where q.status = 'answered'))::int as answered, (count(*) filter (where q.status = 'closed'))::int as closed,
            (count(*) filter (where q.admin_reply is not null))::int as replied, count(distinct q.customer_id)::int as customers
          from ${FROM} where ${base}`,
    ),
  ]);
  const n = (key: string) => Number(s?.[key] ?? 0);
  const total = n('total');
  return {
    items: rows.map(toAdminQna),
    total: n('selected'),
    page: query.page,
    limit: query.limit,
    summary: {
      total,
      pending: n('pending'),
      urgent: n('urgent'),
      answered: n('answered'),
      closed: n('closed'),
      customers: n('customers'),
      replyRate: total > 0 ? Math.round((n('replied') / total) * 1000) / 10 : 0,
    },
  };
}

async function findQna(db: Db, id: string, brandId: string | null, lock = false): Promise<QnaRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await queryRows<QnaRow>(db, sql`select ${COLUMNS} from ${FROM} where q.id = ${id}::uuid and ${scopeOf(brandId)} ${lock ? sql`for update of q` : sql``}`);
  if (!row) throw notFound();
  return row;
}

/** `GET /api/admin/qna/{id}`; another brand's question is 404 for a seller. */
export async function getAdminQna(db: Db, id: string, brandId: string | null): Promise<AdminQna> {
  return toAdminQna(await findQna(db, id, brandId));
}

const snapshot = (r: QnaRow | AdminQna) =>
  'admin_reply' in r ? { status: r.status, adminReply: r.admin_reply, repliedBy: r.replied_by_name } : { status: r.status, adminReply: r.adminReply, repliedBy: r.repliedBy };

/**
 * `PUT /api/admin/qna/{id}/reply`: written or edited at any time; records who replied and when.
 * A waiting question becomes answered, and the shopper sees the answer at once.
 */
export async function replyToQna(db: Db, actor: AdminActor, id: string, input: QnaReply): Promise<AdminQnaResult> {
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const before = await findQna(tx, id, actor.brandId, true);
    await tx.execute(sql`update qnas set admin_reply = ${input.adminReply}, replied_by = ${actor.staffId}::uuid, replied_by_name = ${actor.staffName},
        replied_at = now(), status = ${statusAfterReply(before.status)}, updated_at = now()
      where id = ${before.id}::uuid`);
    const item = toAdminQna(await findQna(tx, before.id, null));
    await actor.audit(tx, {
      action: 'content.qna.reply',
      resource: 'qna',
      resourceId: before.id,
      resourceName: before.title,
      before: snapshot(before),
      after: snapshot(item),
    });
    return { item, title: ADMIN_QNA_MESSAGES.successTitle, message: ADMIN_QNA_MESSAGES.replied };
  });
}

/** `POST /api/admin/qna/{id}/close|reopen`: close a replied waiting question; reopen an answered one (409 otherwise). */
export async function changeQnaStatus(db: Db, actor: AdminActor, id: string, action: 'close' | 'reopen'): Promise<AdminQnaResult> {
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const before = await findQna(tx, id, actor.brandId, true);
    const allowed = qnaActions(before.status, before.admin_reply !== null);
    if (!allowed[action]) throw new AppError('CONFLICT', action === 'close' ? ADMIN_QNA_MESSAGES.notClosable : ADMIN_QNA_MESSAGES.notReopenable);
    const to: QnaStatus = action === 'close' ? 'closed' : 'pending';
    await tx.execute(sql`update qnas set status = ${to}, updated_at = now() where id = ${before.id}::uuid`);
    const item = toAdminQna(await findQna(tx, before.id, null));
    await actor.audit(tx, {
      action: `content.qna.${action}`,
      resource: 'qna',
      resourceId: before.id,
      resourceName: before.title,
      before: snapshot(before),
      after: snapshot(item),
    });
    return { item, title: ADMIN_QNA_MESSAGES.successTitle, message: action === 'close' ? ADMIN_QNA_MESSAGES.closed : ADMIN_QNA_MESSAGES.processed };
  });
}
