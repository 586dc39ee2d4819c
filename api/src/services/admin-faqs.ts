import { sql } from 'drizzle-orm';
import {
  FAQ_ACTIONS,
  FAQ_ADMIN_CATEGORY_LABELS,
  FAQ_MESSAGES,
  FAQ_STATUS_LABELS,
  faqHelpfulRate,
  illegalFaqActionMessage,
  type AdminFaq,
  type AdminFaqListQuery,
  type AdminFaqPage,
  type AdminFaqResult,
  type FaqAction,
  type FaqInput,
  type FaqUpdate,
} from '@market/domain/admin-faqs';
import { canTransition, FAQ_TRANSITIONS, type FaqStatus } from '@market/domain/lifecycle';
import type { FaqCategory } from '@market/domain/support';
import type { Db } from '../db/client';
import type { AdminActor } from '../lib/admin-actor';
import { AppError } from '../lib/errors';
import type { ExportColumn } from '../lib/export';
import { allOf, findRow, queryListPage, sortDirection, textSearch } from '../lib/list-query';
import { containsPattern, isoText as iso, queryRows } from '../lib/sql';

/** The admin's FAQs (spec 001 "FAQ management"); shoppers' views and votes are services/support.ts. */

const notFound = () => new AppError('NOT_FOUND', FAQ_MESSAGES.notFound);

interface FaqRow {
  id: string;
  question: string;
  answer: string;
  category: FaqCategory;
  tags: string[];
  status: FaqStatus;
  priority: number;
  views: number;
  helpful: number;
  not_helpful: number;
  created_at: string;
  created_by: string | null;
  updated_at: string;
}

const FROM = sql`faqs f`;
const COLUMNS = sql`f.id, f.question, f.answer, f.category, to_json(f.tags) as tags, f.status, f.priority, f.views, f.helpful, f.not_helpful,
  ${iso(sql`f.created_at`)} as created_at, f.created_by, ${iso(sql`f.updated_at`)} as updated_at`;

function toFaq(r: FaqRow): AdminFaq {
  const helpful = Number(r.helpful);
  const notHelpful = Number(r.not_helpful);
  return {
    id: r.id,
    question: r.question,
    answer: r.answer,
    category: r.category,
    categoryName: FAQ_ADMIN_CATEGORY_LABELS[r.category] ?? r.category,
    tags: Array.isArray(r.tags) ? r.tags : [],
    status: r.status,
    priority: Number(r.priority),
    views: Number(r.views),
    helpful,
    notHelpful,
    helpfulRate: faqHelpfulRate(helpful, notHelpful),
    createdAt: r.created_at,
    createdBy: r.created_by,
    lastModified: r.updated_at,
  };
}

/** The storefront's order (services/support.ts listFaqs), which the arrows move in. */
const DISPLAY_ORDER = sql`f.priority, f.created_at, f.id`;

function filters(query: Omit<AdminFaqListQuery, 'page' | 'limit'>) {
  const tagSearch = query.q ? sql`exists (select 1 from unnest(f.tags) t where t ilike ${containsPattern(query.q)})` : undefined;
  const text = textSearch(query.q, [sql`f.question`, sql`f.answer`]);
  return {
    where: allOf([text && tagSearch ? sql`(${text} or ${tagSearch})` : undefined]),
    selected: allOf([
      query.category ? sql`f.category = ${query.category}` : undefined,
      query.status ? sql`f.status = ${query.status}` : undefined,
    ]),
    orderBy:
      query.sort === 'priority'
        ? query.order === 'asc'
          ? DISPLAY_ORDER
          : sql`f.priority desc, f.created_at desc, f.id desc`
        : sql`${
            {
              created: sql`f.created_at`,
              question: sql`f.question`,
              category: sql`f.category`,
              views: sql`f.views`,
              helpful: sql`f.helpful`,
              status: sql`f.status`,
            }[query.sort]
          } ${sortDirection(query.order)}, ${DISPLAY_ORDER}`,
  };
}

/** `GET /api/admin/faqs`: one page and the five cards over the searched set. */
export async function listAdminFaqs(db: Db, query: AdminFaqListQuery): Promise<AdminFaqPage> {
  const f = filters(query);
  const { items, figure, ...page } = await queryListPage<FaqRow>(db, {
    from: FROM,
    columns: COLUMNS,
    where: f.where,
    selected: f.selected,
    orderBy: f.orderBy,
    page: query.page,
    limit: query.limit,
    figures: sql`(count(*) filter (where f.status = 'active'))::int as published, coalesce(sum(f.views), 0)::bigint as views,
      coalesce(sum(f.helpful), 0)::bigint as helpful, coalesce(sum(f.not_helpful), 0)::bigint as not_helpful,
      (select count(distinct lower(t))::int from faqs f cross join unnest(f.tags) t where ${f.where}) as tags`,
  });
  return {
    ...page,
    items: items.map(toFaq),
    summary: {
      published: figure('published'),
      totalViews: figure('views'),
      helpful: figure('helpful'),
      averageHelpfulRate: faqHelpfulRate(figure('helpful'), figure('not_helpful')),
      distinctTags: figure('tags'),
    },
  };
}

export async function* allAdminFaqs(db: Db, query: Omit<AdminFaqListQuery, 'page' | 'limit'>): AsyncIterable<AdminFaq> {
  for (let page = 1; ; page += 1) {
    const { items } = await listAdminFaqs(db, { ...query, page, limit: 100 });
    yield* items;
    if (items.length < 100) return;
  }
}

export const FAQ_EXPORT_COLUMNS: ExportColumn<AdminFaq>[] = [
  { header: '우선순위', value: (f) => f.priority },
  { header: '질문', value: (f) => f.question },
  { header: '답변', value: (f) => f.answer },
  { header: '분류', value: (f) => f.categoryName },
  { header: '태그', value: (f) => f.tags.join(', ') },
  { header: '조회수', value: (f) => f.views },
  { header: '도움됨', value: (f) => f.helpful },
  { header: '도움 안 됨', value: (f) => f.notHelpful },
  { header: '도움률(%)', value: (f) => f.helpfulRate.toFixed(1) },
  { header: '상태', value: (f) => FAQ_STATUS_LABELS[f.status] },
  { header: '등록일', value: (f) => f.createdAt },
];

async function findFaq(db: Db, id: string, lock = false): Promise<FaqRow> {
  return findRow<FaqRow>(db, {
    from: FROM,
    columns: COLUMNS,
    idColumn: sql`f.id`,
    id,
    scope: sql`true`,
    lockTable: lock ? sql`f` : undefined,
    notFound,
  });
}

export async function getAdminFaq(db: Db, id: string): Promise<AdminFaq> {
  return toFaq(await findFaq(db, id));
}

const auditView = (f: AdminFaq) => ({
  question: f.question,
  category: f.category,
  priority: f.priority,
  tags: f.tags,
  status: f.status,
  answerLength: f.answer.length,
});
const tagsArray = (tags: string[]) => sql`${`{${tags.map((t) => `"${t.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`}::text[]`;

/** `POST /api/admin/faqs`. */
export async function createFaq(db: Db, actor: AdminActor, input: FaqInput): Promise<AdminFaqResult> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into faqs (question, answer, category, tags, status, priority, created_by)
          values (${input.question}, ${input.answer}, ${input.category}, ${tagsArray(input.tags)}, ${input.status}, ${input.priority}, ${actor.staffName}) returning id`,
    );
    const item = toFaq(await findFaq(tx, row!.id));
    await actor.audit(tx, {
      action: 'content.faqs.create',
      resource: 'faq',
      resourceId: item.id,
      resourceName: item.question,
      before: null,
      after: auditView(item),
    });
    return { item, title: FAQ_MESSAGES.successTitle, message: FAQ_MESSAGES.created };
  });
}

/** `PATCH /api/admin/faqs/{id}`. */
export async function updateFaq(db: Db, actor: AdminActor, id: string, input: FaqUpdate): Promise<AdminFaqResult> {
  if (Object.keys(input).length === 0) throw new AppError('VALIDATION', FAQ_MESSAGES.noChanges);
  return db.transaction(async (tx) => {
    const before = toFaq(await findFaq(tx, id, true));
    await tx.execute(sql`update faqs set question = ${input.question ?? before.question}, answer = ${input.answer ?? before.answer},
        category = ${input.category ?? before.category}, tags = ${tagsArray(input.tags ?? before.tags)}, priority = ${input.priority ?? before.priority},
        updated_at = now() where id = ${id}::uuid`);
    const item = toFaq(await findFaq(tx, id));
    await actor.audit(tx, {
      action: 'content.faqs.update',
      resource: 'faq',
      resourceId: id,
      resourceName: item.question,
      details: { fields: Object.keys(input) },
      before: auditView(before),
      after: auditView(item),
    });
    return { item, title: FAQ_MESSAGES.successTitle, message: FAQ_MESSAGES.updated };
  });
}

/** `POST /api/admin/faqs/{id}/status`: publish or unpublish (section 4); anything else is a 409. */
export async function changeFaqStatus(db: Db, actor: AdminActor, id: string, action: FaqAction): Promise<AdminFaqResult> {
  return db.transaction(async (tx) => {
    const before = toFaq(await findFaq(tx, id, true));
    const to = FAQ_ACTIONS[action];
    if (!canTransition(FAQ_TRANSITIONS, before.status, to)) throw new AppError('CONFLICT', illegalFaqActionMessage(before.status, action));
    await tx.execute(sql`update faqs set status = ${to}, updated_at = now() where id = ${id}::uuid`);
    const item = toFaq(await findFaq(tx, id));
    await actor.audit(tx, {
      action: `content.faqs.${action}`,
      resource: 'faq',
      resourceId: id,
      resourceName: item.question,
      before: { status: before.status },
      after: { status: item.status },
    });
    return { item, title: FAQ_MESSAGES.successTitle, message: action === 'publish' ? FAQ_MESSAGES.published : FAQ_MESSAGES.unpublished };
  });
}

/**
 * `POST /api/admin/faqs/{id}/move`: one place up or down in the display order (priority, then
 * age). With the neighbour on another priority the two swap priorities; on the same priority the
 * whole order is renumbered 1..n with the two swapped. One transaction, the table locked against
 * a concurrent move.
 */
export async function moveFaq(db: Db, actor: AdminActor, id: string, direction: 'up' | 'down'): Promise<AdminFaqResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table faqs in share row exclusive mode`);
    const before = toFaq(await findFaq(tx, id));
    const order = await queryRows<{ id: string; priority: number }>(tx, sql`select f.id, f.priority from faqs f order by ${DISPLAY_ORDER}`);
    const at = order.findIndex((r) => r.id === id);
    const other = direction === 'up' ? at - 1 : at + 1;
    if (other < 0 || other >= order.length) throw new AppError('CONFLICT', FAQ_MESSAGES.edge);
    const a = order[at]!;
    const b = order[other]!;
    if (Number(a.priority) !== Number(b.priority)) {
      await tx.execute(sql`update faqs set priority = case when id = ${a.id}::uuid then ${Number(b.priority)}::int else ${Number(a.priority)}::int end,
        updated_at = now() where id in (${a.id}::uuid, ${b.id}::uuid)`);
    } else {
      [order[at], order[other]] = [b, a];
      const ids = order.map((r) => r.id);
      await tx.execute(sql`update faqs f set priority = o.n, updated_at = case when f.priority <> o.n then now() else f.updated_at end
        from unnest(${`{${ids.join(',')}}`}::uuid[]) with ordinality as o(id, n) where f.id = o.id`);
    }
    const item = toFaq(await findFaq(tx, id));
    await actor.audit(tx, {
      action: 'content.faqs.move',
      resource: 'faq',
      resourceId: id,
      resourceName: item.question,
      details: { direction, swappedWith: b.id },
      before: { priority: before.priority },
      after: { priority: item.priority },
      severity: 'INFO',
    });
    return { item, title: FAQ_MESSAGES.successTitle, message: FAQ_MESSAGES.moved };
  });
}

/** `DELETE /api/admin/faqs/{id}` (its votes go with it). */
export async function deleteFaq(db: Db, actor: AdminActor, id: string): Promise<{ id: string; title: string; message: string }> {
  return db.transaction(async (tx) => {
    const before = toFaq(await findFaq(tx, id, true));
    await tx.execute(sql`delete from faqs where id = ${id}::uuid`);
    await actor.audit(tx, {
      action: 'content.faqs.delete',
      resource: 'faq',
      resourceId: id,
      resourceName: before.question,
      before: auditView(before),
      after: null,
      severity: 'MEDIUM',
    });
    return { id, title: FAQ_MESSAGES.successTitle, message: FAQ_MESSAGES.deleted };
  });
}
