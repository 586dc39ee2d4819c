import { sql } from 'drizzle-orm';
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
import { maskCustomerName, maskEmail } from '@market/domain/mask';
import type { Page } from '@market/domain/paging';
import type { Db } from '../db/client';
import type { AdminActor } from '../lib/admin-actor';
import { AppError } from '../lib/errors';
import { allOf, brandScope, findRow, queryListPage, sortDirection, textSearch } from '../lib/list-query';
import { isoText as iso } from '../lib/sql';

/**
 * The admin's Q&A list (spec 001): the shoppers' product questions and 1:1 inquiries, one table.
 * A seller sees the questions about its own brand's products; 1:1 inquiries are the operator's.
 */

const notFound = () => new AppError('NOT_FOUND', ADMIN_QNA_MESSAGES.notFound);

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
    customerName: maskCustomerName(r.customer_name),
    customerEmail: r.email ? maskEmail(r.email) : null,
    adminReply: r.admin_reply,
    repliedBy: r.admin_reply !== null ? r.replied_by_name : null,
    repliedAt: r.admin_reply !== null ? r.replied_at : null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** `GET /api/admin/qna`: paged, filtered and sorted on the server, with the six cards' figures. */
export async function listAdminQna(
  db: Db,
  query: AdminQnaListQuery,
  brandId: string | null,
): Promise<Page<AdminQna> & { summary: AdminQnaSummary }> {
  const { items, figure, ...page } = await queryListPage<QnaRow>(db, {
    from: FROM,
    columns: COLUMNS,
    where: allOf([
      sql`q.deleted_at is null`,
      brandScope(sql`p.brand_id`, brandId),
      textSearch(query.q, [sql`q.title`, sql`q.question`, sql`cu.name`]),
      query.category ? sql`q.category = ${query.category}` : undefined,
      query.priority ? sql`q.priority = ${query.priority}` : undefined,
      query.kind ? (query.kind === 'product' ? sql`q.product_id is not null` : sql`q.product_id is null`) : undefined,
    ]),
    selected: allOf([query.status ? sql`q.status = ${query.status}` : undefined]),
    orderBy: sql`${{ created: sql`q.created_at`, updated: sql`q.updated_at`, priority: PRIORITY_RANK }[query.sort]} ${sortDirection(query.order)}, q.created_at desc, q.id desc`,
    page: query.page,
    limit: query.limit,
    figures: sql`count(*)::int as total,
      (count(*) filter (where q.status = 'pending'))::int as pending, (count(*) filter (where q.status = 'urgent'))::int as urgent,
      (count(*) filter (where q.status = 'answered'))::int as answered, (count(*) filter (where q.status = 'closed'))::int as closed,
      (count(*) filter (where q.admin_reply is not null))::int as replied, count(distinct q.customer_id)::int as customers`,
  });
  const total = figure('total');
  return {
    ...page,
    items: items.map(toAdminQna),
    summary: {
      total,
      pending: figure('pending'),
      urgent: figure('urgent'),
      answered: figure('answered'),
      closed: figure('closed'),
      customers: figure('customers'),
      replyRate: total > 0 ? Math.round((figure('replied') / total) * 1000) / 10 : 0,
    },
  };
}

function findQna(db: Db, id: string, brandId: string | null, lock = false): Promise<QnaRow> {
  return findRow<QnaRow>(db, {
    from: FROM,
    columns: COLUMNS,
    idColumn: sql`q.id`,
    id,
    scope: allOf([sql`q.deleted_at is null`, brandScope(sql`p.brand_id`, brandId)]),
    lockTable: lock ? sql`q` : undefined,
    notFound,
  });
}

/** `GET /api/admin/qna/{id}`; another brand's question is 404 for a seller. */
export async function getAdminQna(db: Db, id: string, brandId: string | null): Promise<AdminQna> {
  return toAdminQna(await findQna(db, id, brandId));
}

const snapshot = (r: QnaRow | AdminQna) =>
  'admin_reply' in r
    ? { status: r.status, adminReply: r.admin_reply, repliedBy: r.replied_by_name }
    : { status: r.status, adminReply: r.adminReply, repliedBy: r.repliedBy };

/**
 * `PUT /api/admin/qna/{id}/reply`: written or edited at any time; records who replied and when.
 * A waiting question becomes answered, and the shopper sees the answer at once.
 */
export async function replyToQna(db: Db, actor: AdminActor, id: string, input: QnaReply): Promise<AdminQnaResult> {
  return db.transaction(async (tx) => {
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
  return db.transaction(async (tx) => {
    const before = await findQna(tx, id, actor.brandId, true);
    const allowed = qnaActions(before.status, before.admin_reply !== null);
    if (!allowed[action])
      throw new AppError('CONFLICT', action === 'close' ? ADMIN_QNA_MESSAGES.notClosable : ADMIN_QNA_MESSAGES.notReopenable);
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
    return {
      item,
      title: ADMIN_QNA_MESSAGES.successTitle,
      message: action === 'close' ? ADMIN_QNA_MESSAGES.closed : ADMIN_QNA_MESSAGES.processed,
    };
  });
}

/**
 * `DELETE /api/admin/qna/{id}` (content.qna.delete): a soft delete; the question leaves the admin
 * list and the storefront, and the row stays for the audit trail. Deleted twice: 404.
 */
export async function deleteQna(db: Db, actor: AdminActor, id: string): Promise<{ id: string; title: string; message: string }> {
  return db.transaction(async (tx) => {
    const before = await findQna(tx, id, actor.brandId, true);
    await tx.execute(sql`update qnas set deleted_at = now(), updated_at = now() where id = ${before.id}::uuid`);
    await actor.audit(tx, {
      action: 'content.qna.delete',
      resource: 'qna',
      resourceId: before.id,
      resourceName: before.title,
      before: { ...snapshot(before), title: before.title, question: before.question },
      after: { deleted: true },
      severity: 'MEDIUM',
    });
    return { id: before.id, title: ADMIN_QNA_MESSAGES.successTitle, message: ADMIN_QNA_MESSAGES.deleted };
  });
}
