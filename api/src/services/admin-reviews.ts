import { sql } from 'drizzle-orm';
import {
  ADMIN_REVIEW_MESSAGES,
  illegalReviewActionMessage,
  REVIEW_ACTIONS,
  type AdminReview,
  type AdminReviewListQuery,
  type AdminReviewResult,
  type AdminReviewSummary,
  type ReviewAction,
  type ReviewReply,
} from '@market/domain/admin-reviews';
import { canTransition, REVIEW_TRANSITIONS, type ReviewStatus } from '@market/domain/lifecycle';
import { maskCustomerName } from '@market/domain/mask';
import type { Page } from '@market/domain/paging';
import type { Db } from '../db/client';
import type { AdminActor } from '../lib/admin-actor';
import { AppError } from '../lib/errors';
import { allOf, brandScope, findRow, queryListPage, sortDirection, textSearch } from '../lib/list-query';
import { isoText as iso } from '../lib/sql';
import { refreshReviewRatings } from './reviews';

/** The admin's review management (spec 001): list, detail, approve, hide and reply. */

const notFound = () => new AppError('NOT_FOUND', ADMIN_REVIEW_MESSAGES.notFound);

interface ReviewRow {
  id: string;
  product_id: string;
  product_name: string;
  brand_name: string;
  order_id: string | null;
  order_number: string | null;
  customer_name: string | null;
  rating: number;
  title: string;
  content: string;
  photo_count: number;
  verified: boolean;
  helpful: number;
  not_helpful: number;
  reported: number;
  status: ReviewStatus;
  admin_reply: string | null;
  admin_replied_at: string | null;
  created_at: string;
  updated_at: string;
}

const FROM = sql`reviews r join products p on p.id = r.product_id join brands b on b.id = p.brand_id
  left join customers cu on cu.id = r.customer_id left join orders o on o.id = r.order_id`;
const COLUMNS = sql`r.id, r.product_id, p.name as product_name, b.name as brand_name, r.order_id, o.order_number, cu.name as customer_name,
  r.rating, r.title, r.content, r.photo_count, r.verified, r.helpful, r.not_helpful, r.reported, r.status, r.admin_reply,
  ${iso(sql`r.admin_replied_at`)} as admin_replied_at, ${iso(sql`r.created_at`)} as created_at, ${iso(sql`r.updated_at`)} as updated_at`;

function toAdminReview(r: ReviewRow): AdminReview {
  return {
    id: r.id,
    productId: r.product_id,
    productName: r.product_name,
    brandName: r.brand_name,
    orderId: r.order_id,
    orderNumber: r.order_number,
    customerName: maskCustomerName(r.customer_name),
    rating: Number(r.rating),
    title: r.title,
    content: r.content,
    photoCount: Number(r.photo_count),
    verified: r.verified,
    helpful: Number(r.helpful),
    notHelpful: Number(r.not_helpful),
    reported: Number(r.reported),
    status: r.status,
    adminReply: r.admin_reply,
    adminRepliedAt: r.admin_replied_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** `GET /api/admin/reviews`: paged, filtered and sorted on the server, with the header's figures. */
export async function listAdminReviews(
  db: Db,
  query: AdminReviewListQuery,
  brandId: string | null,
): Promise<Page<AdminReview> & { summary: AdminReviewSummary }> {
  const { items, figure, ...page } = await queryListPage<ReviewRow>(db, {
    from: FROM,
    columns: COLUMNS,
    where: allOf([brandScope(sql`p.brand_id`, brandId), textSearch(query.q, [sql`r.title`, sql`r.content`, sql`p.name`, sql`cu.name`])]),
    selected: allOf([
      query.status ? sql`r.status = ${query.status}` : undefined,
      query.rating ? sql`r.rating = ${query.rating}` : undefined,
      query.reported === undefined ? undefined : query.reported ? sql`r.reported > 0` : sql`r.reported = 0`,
    ]),
    orderBy: sql`${{ created: sql`r.created_at`, rating: sql`r.rating`, helpful: sql`r.helpful`, reported: sql`r.reported` }[query.sort]} ${sortDirection(query.order)}, r.created_at desc, r.id desc`,
    page: query.page,
    limit: query.limit,
    figures: sql`count(*)::int as total, coalesce(round(avg(r.rating), 2), 0)::float8 as average,
      ${sql.join(
        [1, 2, 3, 4, 5].map((n) => sql`(count(*) filter (where r.rating = ${n}))::int as ${sql.identifier(`r${n}`)}`),
        sql`, `,
      )},
      (count(*) filter (where r.status = 'approved'))::int as approved, (count(*) filter (where r.status = 'pending'))::int as pending,
      (count(*) filter (where r.photo_count > 0))::int as with_photos, (count(*) filter (where r.admin_reply is not null))::int as replied,
      (count(*) filter (where r.reported > 0))::int as reported`,
  });
  return {
    ...page,
    items: items.map(toAdminReview),
    summary: {
      total: figure('total'),
      averageRating: figure('average'),
      distribution: [1, 2, 3, 4, 5].map((r) => figure(`r${r}`)),
      approved: figure('approved'),
      pending: figure('pending'),
      withPhotos: figure('with_photos'),
      replied: figure('replied'),
      reported: figure('reported'),
    },
  };
}

function findReview(db: Db, id: string, brandId: string | null, lock = false): Promise<ReviewRow> {
  return findRow<ReviewRow>(db, {
    from: FROM,
    columns: COLUMNS,
    idColumn: sql`r.id`,
    id,
    scope: brandScope(sql`p.brand_id`, brandId),
    lockTable: lock ? sql`r` : undefined,
    notFound,
  });
}

/** `GET /api/admin/reviews/{id}`. */
export async function getAdminReview(db: Db, id: string, brandId: string | null): Promise<AdminReview> {
  return toAdminReview(await findReview(db, id, brandId));
}

/** `POST /api/admin/reviews/{id}/approve|hide`: only the moves of section 4 (409 otherwise). */
export async function changeReviewStatus(db: Db, actor: AdminActor, id: string, action: ReviewAction): Promise<AdminReviewResult> {
  return db.transaction(async (tx) => {
    const before = await findReview(tx, id, actor.brandId, true);
    const to = REVIEW_ACTIONS[action];
    if (!canTransition(REVIEW_TRANSITIONS, before.status, to))
      throw new AppError('CONFLICT', illegalReviewActionMessage(before.status, action));
    await tx.execute(sql`update reviews set status = ${to}, updated_at = now() where id = ${before.id}::uuid`);
    await refreshReviewRatings(tx, before.product_id);
    const item = toAdminReview(await findReview(tx, before.id, null));
    await actor.audit(tx, {
      action: `content.reviews.${action}`,
      resource: 'review',
      resourceId: before.id,
      resourceName: before.title,
      details: { productId: before.product_id, productName: before.product_name, rating: Number(before.rating) },
      before: { status: before.status },
      after: { status: item.status },
    });
    return {
      item,
      title: ADMIN_REVIEW_MESSAGES.successTitle,
      message: action === 'approve' ? ADMIN_REVIEW_MESSAGES.approved : ADMIN_REVIEW_MESSAGES.hidden,
    };
  });
}

/** `PUT /api/admin/reviews/{id}/reply`: written or edited in any status; the status stays. */
export async function replyToReview(db: Db, actor: AdminActor, id: string, input: ReviewReply): Promise<AdminReviewResult> {
  return db.transaction(async (tx) => {
    const before = await findReview(tx, id, actor.brandId, true);
    await tx.execute(
      sql`update reviews set admin_reply = ${input.adminReply}, admin_replied_at = now(), updated_at = now() where id = ${before.id}::uuid`,
    );
    const item = toAdminReview(await findReview(tx, before.id, null));
    await actor.audit(tx, {
      action: 'content.reviews.reply',
      resource: 'review',
      resourceId: before.id,
      resourceName: before.title,
      details: { productId: before.product_id, productName: before.product_name },
      before: { adminReply: before.admin_reply },
      after: { adminReply: item.adminReply },
    });
    return { item, title: ADMIN_REVIEW_MESSAGES.successTitle, message: ADMIN_REVIEW_MESSAGES.replied };
  });
}
