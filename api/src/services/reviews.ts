import { sql } from 'drizzle-orm';
import type { CustomerUser } from '@market/domain/auth';
import { maskCustomerName } from '@market/domain/mask';
import type { Page } from '@market/domain/paging';
import { MESSAGES } from '@market/domain/catalog-rules';
import {
  DEFAULT_QUESTION_TITLE,
  QUESTION_MESSAGES,
  REVIEW_MESSAGES,
  VERIFIED_PURCHASE_STATUSES,
  type CreateQuestion,
  type CreateQuestionResult,
  type CreateReview,
  type CreateReviewResult,
  type MyReview,
  type ProductQuestion,
  type QuestionListQuery,
} from '@market/domain/review';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { isoText as iso, isUuid, pageOffset, queryRows } from '../lib/sql';

/** Reviews and product Q&A written by shoppers (issue 5, point 7). */

const statusList = (values: readonly string[]) => sql`${`{${values.join(',')}}`}::text[]`;

/** A product the storefront lists (active brand, not inactive); otherwise the spec's not-found. */
async function listedProduct(db: Db, productId: string): Promise<{ id: string; name: string }> {
  const notFound = () => new AppError('NOT_FOUND', MESSAGES.productNotFound);
  if (!isUuid(productId)) throw notFound();
  const [row] = await queryRows<{ id: string; name: string }>(
    db,
    sql`select p.id, p.name from products p join brands b on b.id = p.brand_id
        where p.id = ${productId}::uuid and p.status <> 'inactive' and b.status = 'active'`,
  );
  if (!row) throw notFound();
  return row;
}

/**
 * The stored figures the storefront shows, from approved reviews only: the product's review count
 * and rating, and its brand's average rating. The product row is locked first, so that two
 * approvals at once each count the other.
 */
export async function refreshReviewRatings(tx: Db, productId: string): Promise<void> {
  await tx.execute(sql`select id from products where id = ${productId}::uuid for update`);
  await tx.execute(sql`
    update products p set review_count = s.n, rating = s.avg
    from (select count(*)::int as n, coalesce(round(avg(rating), 2), 0) as avg from reviews where product_id = ${productId}::uuid and status = 'approved') s
    where p.id = ${productId}::uuid`);
  await tx.execute(sql`
    update brands b set average_rating = coalesce((
        select round(avg(rv.rating), 2) from reviews rv join products p on p.id = rv.product_id where p.brand_id = b.id and rv.status = 'approved'), 0)
    where b.id = (select brand_id from products where id = ${productId}::uuid)`);
}

/**
 * `POST /api/reviews`: one review per shopper and product, pending until approved (approved at once
 * when the shop auto-approves). Verified when the shopper received the product; the review is then
 * tied to that order line.
 */
export async function createReview(db: Db, customer: CustomerUser, input: CreateReview): Promise<CreateReviewResult> {
  const product = await listedProduct(db, input.productId);
  const [settings] = await queryRows<{ enable_reviews: boolean; auto_approve_reviews: boolean }>(
    db,
    sql`select enable_reviews, auto_approve_reviews from shop_settings where id = 1`,
  );
  if (settings && !settings.enable_reviews) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.disabled);
  const status = settings?.auto_approve_reviews ? 'approved' : 'pending';

  const review = await db.transaction(async (tx) => {
    // Two submissions at once: the second waits here and then sees the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`review:${customer.id}:${product.id}`}))`);
    const [existing] = await queryRows<{ id: string }>(
      tx,
      sql`select id from reviews where customer_id = ${customer.id}::uuid and product_id = ${product.id}::uuid limit 1`,
    );
    if (existing) throw new AppError('CONFLICT', REVIEW_MESSAGES.duplicate);
    const [line] = await queryRows<{ id: string; order_id: string }>(
      tx,
      sql`select l.id, l.order_id from order_lines l join orders o on o.id = l.order_id
          where o.customer_id = ${customer.id}::uuid and l.product_id = ${product.id}::uuid
            and o.status = any(${statusList(VERIFIED_PURCHASE_STATUSES)})
            and not exists (select 1 from reviews r where r.order_line_id = l.id)
          order by o.created_at desc, l.line_no limit 1`,
    );
    const [row] = await queryRows<{ id: string; created_at: string }>(
      tx,
      sql`insert into reviews (product_id, customer_id, order_id, order_line_id, rating, title, content, verified, status)
          values (${product.id}::uuid, ${customer.id}::uuid, ${line?.order_id ?? null}::uuid, ${line?.id ?? null}::uuid,
                  ${input.rating}, ${input.title}, ${input.content}, ${Boolean(line)}, ${status})
          returning id, ${iso(sql`created_at`)} as created_at`,
    );
    await tx.execute(sql`update customers set review_count = review_count + 1 where id = ${customer.id}::uuid`);
    if (status === 'approved') await refreshReviewRatings(tx, product.id);
    const created: MyReview = {
      id: row!.id,
      productId: product.id,
      rating: input.rating,
      title: input.title,
      content: input.content,
      verified: Boolean(line),
      status,
      createdAt: row!.created_at,
    };
    return created;
  });
  return { review, message: status === 'approved' ? REVIEW_MESSAGES.published : REVIEW_MESSAGES.created };
}

interface QuestionRow {
  id: string;
  product_id: string;
  product_name: string;
  customer_id: string | null;
  customer_name: string | null;
  title: string;
  question: string;
  is_public: boolean;
  admin_reply: string | null;
  replied_by_name: string | null;
  replied_at: string | null;
  created_at: string;
}

const QUESTION_COLUMNS = sql`q.id, q.product_id, p.name as product_name, q.customer_id, cu.name as customer_name, q.title, q.question, q.is_public,
  q.admin_reply, q.replied_by_name, ${iso(sql`q.replied_at`)} as replied_at, ${iso(sql`q.created_at`)} as created_at`;

/** Titles are stored as the admin list shows them, `[상품명] 제목`; the product page drops the prefix. */
function toQuestion(r: QuestionRow, viewerId: string | null): ProductQuestion {
  const prefix = `[${r.product_name}] `;
  return {
    id: r.id,
    productId: r.product_id,
    title: r.title.startsWith(prefix) ? r.title.slice(prefix.length) : r.title,
    content: r.question,
    author: maskCustomerName(r.customer_name),
    isPrivate: !r.is_public,
    isMine: viewerId !== null && r.customer_id === viewerId,
    status: r.admin_reply !== null ? 'answered' : 'pending',
    answer: r.admin_reply,
    answeredBy: r.admin_reply !== null ? r.replied_by_name : null,
    answeredAt: r.admin_reply !== null ? r.replied_at : null,
    createdAt: r.created_at,
  };
}

/** `GET /api/products/{id}/questions`: public questions, plus the viewer's own private ones; newest first. */
export async function listProductQuestions(db: Db, productId: string, viewerId: string | null, query: QuestionListQuery): Promise<Page<ProductQuestion>> {
  const product = await listedProduct(db, productId);
  const visible = viewerId ? sql`(q.is_public or q.customer_id = ${viewerId}::uuid)` : sql`q.is_public`;
  const where = sql`q.product_id = ${product.id}::uuid and ${visible}`;
  const [rows, [count]] = await Promise.all([
    queryRows<QuestionRow>(
      db,
      sql`select ${QUESTION_COLUMNS} from qnas q join products p on p.id = q.product_id left join customers cu on cu.id = q.customer_id
          where ${where} order by q.created_at desc, q.id desc limit ${query.limit} offset ${pageOffset(query.page, query.limit)}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from qnas q where ${where}`),
  ]);
  return { items: rows.map((r) => toQuestion(r, viewerId)), total: Number(count?.n ?? 0), page: query.page, limit: query.limit };
}

/** `POST /api/products/{id}/questions`: lands in the admin Q&A list as a pending product question. */
export async function createProductQuestion(db: Db, customer: CustomerUser, productId: string, input: CreateQuestion): Promise<CreateQuestionResult> {
  const product = await listedProduct(db, productId);
  const title = `[${product.name}] ${input.title || DEFAULT_QUESTION_TITLE}`;
  const question = await db.transaction(async (tx) => {
    const [row] = await queryRows<QuestionRow>(
      tx,
      sql`with q as (
            insert into qnas (customer_id, email, category, title, question, product_id, is_public, status)
            values (${customer.id}::uuid, ${customer.email}, 'product', ${title}, ${input.content}, ${product.id}::uuid, ${!input.isPrivate}, 'pending')
            returning *)
          select ${QUESTION_COLUMNS} from q join products p on p.id = q.product_id left join customers cu on cu.id = q.customer_id`,
    );
    await tx.execute(sql`update customers set qna_count = qna_count + 1 where id = ${customer.id}::uuid`);
    return toQuestion(row!, customer.id);
  });
  return { question, message: QUESTION_MESSAGES.created };
}
