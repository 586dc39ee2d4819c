import { sql, type SQL } from 'drizzle-orm';
import type { CustomerUser } from '@market/domain/auth';
import { formatPhone } from '@market/domain/contact';
import type { Page } from '@market/domain/paging';
import {
  FAQ_CATEGORIES,
  FAQ_CATEGORY_LABELS,
  NOTICE_TYPE_LABELS,
  QNA_CATEGORY_LABELS,
  SUPPORT_MESSAGES,
  type CreateInquiry,
  type CreateInquiryResult,
  type Faq,
  type FaqCategory,
  type FaqCategoryCount,
  type FaqListQuery,
  type Inquiry,
  type InquiryListQuery,
  type Notice,
  type NoticeListQuery,
} from '@market/domain/support';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { containsPattern, isoText as iso, isUuid, pageOffset, queryRows } from '../lib/sql';

/** Customer service: FAQs and notices written in the admin, and the shopper's 1:1 inquiries. */

/** `GET /api/faqs`: active FAQs, by category and a text search over question, answer and tags. */
export async function listFaqs(db: Db, query: FaqListQuery): Promise<Page<Faq>> {
  const parts: SQL[] = [sql`f.status = 'active'`];
  if (query.category) parts.push(sql`f.category = ${query.category}`);
  if (query.q) {
    const p = containsPattern(query.q);
    parts.push(sql`(f.question ilike ${p} or f.answer ilike ${p} or exists (select 1 from unnest(f.tags) t where t ilike ${p}))`);
  }
  const where = sql.join(parts, sql` and `);
  const [rows, [count]] = await Promise.all([
    queryRows<{ id: string; category: FaqCategory; question: string; answer: string; tags: string[] | string }>(
      db,
      sql`select f.id, f.category, f.question, f.answer, f.tags from faqs f where ${where}
          order by f.priority, f.created_at, f.id limit ${query.limit} offset ${pageOffset(query.page, query.limit)}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from faqs f where ${where}`),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      category: r.category,
      categoryLabel: FAQ_CATEGORY_LABELS[r.category] ?? r.category,
      question: r.question,
      answer: r.answer,
      tags: Array.isArray(r.tags)
        ? r.tags
        : String(r.tags)
            .replace(/^\{|\}$/g, '')
            .split(',')
            .filter(Boolean)
            .map((t) => t.replace(/^"|"$/g, '')),
    })),
    total: Number(count?.n ?? 0),
    page: query.page,
    limit: query.limit,
  };
}

/** `GET /api/faqs/categories`: every category with its count of active FAQs (0 included), in a fixed order. */
export async function faqCategories(db: Db): Promise<{ items: FaqCategoryCount[]; total: number }> {
  const rows = await queryRows<{ category: FaqCategory; n: number }>(
    db,
    sql`select category, count(*)::int as n from faqs where status = 'active' group by category`,
  );
  const counts = new Map(rows.map((r) => [r.category, Number(r.n)]));
  const items = FAQ_CATEGORIES.map((value) => ({ value, label: FAQ_CATEGORY_LABELS[value], count: counts.get(value) ?? 0 }));
  return { items, total: items.reduce((s, i) => s + i.count, 0) };
}

/** Published notices: active, started, and not meant for sellers only. */
const PUBLISHED = sql`n.status = 'active' and (n.starts_at is null or n.starts_at <= now()) and (n.ends_at is null or n.ends_at > now()) and n.target_audience <> 'sellers'`;

interface NoticeRow {
  id: string;
  title: string;
  content: string;
  type: string;
  priority: string;
  is_pinned: boolean;
  date: string;
  views: number;
}
const NOTICE_COLUMNS = sql`n.id, n.title, n.content, n.type, n.priority, n.is_pinned, ${iso(sql`coalesce(n.starts_at, n.created_at)`)} as date, n.views`;

function toNotice(r: NoticeRow): Notice {
  return {
    id: r.id,
    title: r.title,
    content: r.content,
    type: r.type,
    typeLabel: NOTICE_TYPE_LABELS[r.type] ?? r.type,
    important: r.is_pinned || r.priority === 'urgent' || r.priority === 'high',
    pinned: r.is_pinned,
    date: r.date,
    views: Number(r.views),
  };
}

/** `GET /api/notices`: pinned first, then newest. */
export async function listNotices(db: Db, query: NoticeListQuery): Promise<Page<Notice>> {
  const [rows, [count]] = await Promise.all([
    queryRows<NoticeRow>(
      db,
      sql`select ${NOTICE_COLUMNS} from announcements n where ${PUBLISHED}
          order by n.is_pinned desc, coalesce(n.starts_at, n.created_at) desc, n.id desc limit ${query.limit} offset ${pageOffset(query.page, query.limit)}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from announcements n where ${PUBLISHED}`),
  ]);
  return { items: rows.map(toNotice), total: Number(count?.n ?? 0), page: query.page, limit: query.limit };
}

/** `GET /api/notices/{id}`: a published notice; reading it counts a view (the admin list shows views). */
export async function getNotice(db: Db, id: string): Promise<Notice> {
  const notFound = () => new AppError('NOT_FOUND', SUPPORT_MESSAGES.noticeNotFound);
  if (!isUuid(id)) throw notFound();
  const [row] = await queryRows<NoticeRow>(
    db,
    sql`update announcements n set views = n.views + 1 where n.id = ${id}::uuid and ${PUBLISHED} returning ${NOTICE_COLUMNS}`,
  );
  if (!row) throw notFound();
  return toNotice(row);
}

interface InquiryRow {
  id: string;
  category: string;
  title: string;
  question: string;
  email: string | null;
  phone: string | null;
  admin_reply: string | null;
  replied_by_name: string | null;
  replied_at: string | null;
  created_at: string;
}
const INQUIRY_COLUMNS = sql`q.id, q.category, q.title, q.question, q.email, q.phone, q.admin_reply, q.replied_by_name,
  ${iso(sql`q.replied_at`)} as replied_at, ${iso(sql`q.created_at`)} as created_at`;

function toInquiry(r: InquiryRow): Inquiry {
  const answered = r.admin_reply !== null;
  return {
    id: r.id,
    category: r.category,
    categoryLabel: QNA_CATEGORY_LABELS[r.category] ?? r.category,
    title: r.title,
    content: r.question,
    email: r.email,
    phone: r.phone,
    status: answered ? 'answered' : 'pending',
    answer: r.admin_reply,
    answeredBy: answered ? r.replied_by_name : null,
    answeredAt: answered ? r.replied_at : null,
    createdAt: r.created_at,
  };
}

/** `POST /api/inquiries`: a 1:1 inquiry (no product), pending in the admin Q&A list. */
export async function createInquiry(db: Db, customer: CustomerUser, input: CreateInquiry): Promise<CreateInquiryResult> {
  const inquiry = await db.transaction(async (tx) => {
    const [row] = await queryRows<InquiryRow>(
      tx,
      sql`insert into qnas as q (customer_id, email, phone, category, title, question, is_public, status)
          values (${customer.id}::uuid, ${input.email ?? customer.email}, ${input.phone ? formatPhone(input.phone) : customer.phone}, ${input.category},
                  ${input.title}, ${input.content}, false, 'pending')
          returning ${INQUIRY_COLUMNS}`,
    );
    await tx.execute(sql`update customers set qna_count = qna_count + 1 where id = ${customer.id}::uuid`);
    return toInquiry(row!);
  });
  return { inquiry, message: SUPPORT_MESSAGES.inquiryCreated };
}

/** `GET /api/inquiries`: the shopper's own 1:1 inquiries with their answers, newest first. */
export async function listMyInquiries(db: Db, customerId: string, query: InquiryListQuery): Promise<Page<Inquiry>> {
  const where = sql`q.customer_id = ${customerId}::uuid and q.product_id is null and q.deleted_at is null`;
  const [rows, [count]] = await Promise.all([
    queryRows<InquiryRow>(
      db,
      sql`select ${INQUIRY_COLUMNS} from qnas q where ${where} order by q.created_at desc, q.id desc limit ${query.limit} offset ${pageOffset(query.page, query.limit)}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from qnas q where ${where}`),
  ]);
  return { items: rows.map(toInquiry), total: Number(count?.n ?? 0), page: query.page, limit: query.limit };
}
