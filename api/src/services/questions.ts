import { sql } from 'drizzle-orm';
import type { CustomerUser } from '@market/domain/auth';
import { maskCustomerName } from '@market/domain/mask';
import type { Page } from '@market/domain/paging';
import {
  DEFAULT_QUESTION_TITLE,
  QUESTION_MESSAGES,
  type CreateQuestion,
  type CreateQuestionResult,
  type ProductQuestion,
  type QuestionListQuery,
} from '@market/domain/review';
import type { Db } from '../db/client';
import { isoText as iso, pageOffset, queryRows } from '../lib/sql';
import { listedProduct } from './reviews';

/** Product Q&A written by shoppers (routes/questions; issue 5, point 7). */

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
export async function listProductQuestions(
  db: Db,
  productId: string,
  viewerId: string | null,
  query: QuestionListQuery,
): Promise<Page<ProductQuestion>> {
  const product = await listedProduct(db, productId);
  const visible = viewerId ? sql`(q.is_public or q.customer_id = ${viewerId}::uuid)` : sql`q.is_public`;
  const where = sql`q.product_id = ${product.id}::uuid and ${visible} and q.deleted_at is null`;
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
export async function createProductQuestion(
  db: Db,
  customer: CustomerUser,
  productId: string,
  input: CreateQuestion,
): Promise<CreateQuestionResult> {
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
