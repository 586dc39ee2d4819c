import { sql } from 'drizzle-orm';
import type { CustomerUser } from '@market/domain/auth';
import { maskCustomerName } from '@market/domain/mask';
import type { Page } from '@market/domain/paging';
import { MESSAGES } from '@market/domain/catalog-rules';
import type { Review, ReviewListQuery } from '@market/domain/product';
import {
  REVIEW_MESSAGES,
  REVIEW_REPORT_FLAG_THRESHOLD,
  REVIEW_REPORT_MESSAGES,
  VERIFIED_PURCHASE_STATUSES,
  type CreateReview,
  type CreateReviewResult,
  type MyReview,
  type ReportReview,
  type ReportReviewResult,
} from '@market/domain/review';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { isoText as iso, isUuid, pageOffset, queryRows } from '../lib/sql';

/** Product reviews: the storefront's list and the shopper's review (routes/reviews; issue 5, point 7). */

const statusList = (values: readonly string[]) => sql`${`{${values.join(',')}}`}::text[]`;

/** A product the storefront lists (active brand, not inactive); otherwise the spec's not-found. */
export async function listedProduct(db: Db, productId: string): Promise<{ id: string; name: string }> {
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

/** `GET /api/reviews?productId=`: approved reviews of a listed product, newest first. */
export async function listReviews(db: Db, query: ReviewListQuery): Promise<Page<Review>> {
  const empty = { items: [], total: 0, page: query.page, limit: query.limit };
  if (!isUuid(query.productId)) return empty;
  const where = sql`r.product_id = ${query.productId}::uuid and r.status = 'approved'`;
  const [rows, [total]] = await Promise.all([
    queryRows<{
      id: string;
      product_id: string;
      customer_name: string | null;
      rating: number;
      title: string;
      content: string;
      photo_count: number;
      verified: boolean;
      helpful: number;
      admin_reply: string | null;
      created_at: string;
    }>(
      db,
      sql`select r.id, r.product_id, cu.name as customer_name, r.rating, r.title, r.content, r.photo_count, r.verified, r.helpful, r.admin_reply,
            ${iso(sql`r.created_at`)} as created_at
          from reviews r left join customers cu on cu.id = r.customer_id
          where ${where} order by r.created_at desc, r.id desc limit ${query.limit} offset ${pageOffset(query.page, query.limit)}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from reviews r where ${where}`),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      productId: r.product_id,
      author: maskCustomerName(r.customer_name),
      rating: Number(r.rating),
      title: r.title,
      content: r.content,
      photoCount: Number(r.photo_count),
      verified: r.verified,
      helpful: Number(r.helpful),
      adminReply: r.admin_reply,
      createdAt: r.created_at,
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    limit: query.limit,
  };
}

/**
 * `POST /api/reviews/{id}/report`: a shopper reports a published review, once (409 again); the
 * report that reaches REVIEW_REPORT_FLAG_THRESHOLD flags it, which takes it off the product page
 * and out of the rating until an operator looks at it.
 */
export async function reportReview(db: Db, customer: CustomerUser, reviewId: string, input: ReportReview): Promise<ReportReviewResult> {
  const notFound = () => new AppError('NOT_FOUND', REVIEW_REPORT_MESSAGES.notFound);
  if (!isUuid(reviewId)) throw notFound();
  return db.transaction(async (tx) => {
    const [review] = await queryRows<{ id: string; product_id: string; customer_id: string | null; status: string }>(
      tx,
      sql`select id, product_id, customer_id, status from reviews where id = ${reviewId}::uuid and status = 'approved' for update`,
    );
    if (!review) throw notFound();
    if (review.customer_id === customer.id) throw new AppError('CONFLICT', REVIEW_REPORT_MESSAGES.own);
    const inserted = await queryRows<{ id: string }>(
      tx,
      sql`insert into review_reports (review_id, customer_id, reason) values (${review.id}::uuid, ${customer.id}::uuid, ${input.reason || null})
        on conflict (review_id, customer_id) do nothing returning id`,
    );
    if (inserted.length === 0) throw new AppError('CONFLICT', REVIEW_REPORT_MESSAGES.already);
    const [after] = await queryRows<{ reported: number; status: string }>(
      tx,
      sql`update reviews set reported = reported + 1,
          status = case when reported + 1 >= ${REVIEW_REPORT_FLAG_THRESHOLD} then 'flagged' else status end, updated_at = now()
        where id = ${review.id}::uuid returning reported, status`,
    );
    const flagged = after!.status === 'flagged';
    if (flagged) await refreshReviewRatings(tx, review.product_id);
    return { reviewId: review.id, reported: Number(after!.reported), flagged, message: REVIEW_REPORT_MESSAGES.reported };
  });
}
