import { sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_RETURN_MESSAGES,
  type AdminReturn,
  type AdminReturnExportQuery,
  type AdminReturnItem,
  type AdminReturnListQuery,
  type AdminReturnSummary,
} from '@market/domain/admin-returns';
import { RETURN_STATUSES, type ReturnStatus } from '@market/domain/lifecycle';
import { maskCustomerName } from '@market/domain/mask';
import type { ReturnReason, ReturnType } from '@market/domain/order';
import type { Page } from '@market/domain/paging';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { allOf, findRow, queryListPage, sortDirection, textSearch } from '../lib/list-query';
import { isoText as iso, queryRows } from '../lib/sql';

/** The admin's returns and exchanges (spec 001): list, detail and the status changes of section 4. */

const notFound = () => new AppError('NOT_FOUND', ADMIN_RETURN_MESSAGES.notFound);

/**
 * A seller sees a request when every line of it is of their brand: a request that also holds
 * another brand's lines would show that brand's products and amounts, so the operator handles it.
 */
function sellerScope(brandId: string | null): SQL {
  if (!brandId) return sql`true`;
  return sql`exists (select 1 from return_lines rl join order_lines l on l.id = rl.order_line_id where rl.return_id = r.id and l.brand_id = ${brandId}::uuid)
    and not exists (select 1 from return_lines rl join order_lines l on l.id = rl.order_line_id where rl.return_id = r.id and l.brand_id <> ${brandId}::uuid)`;
}

export interface ReturnRow {
  id: string;
  return_number: string;
  order_id: string;
  order_number: string;
  customer_name: string | null;
  type: ReturnType;
  reason: ReturnReason;
  status: ReturnStatus;
  description: string;
  images: string;
  admin_notes: string | null;
  refund_amount: number;
  goods_amount: number;
  coupon_share: number;
  points_refund: number;
  shipping_recharge: number;
  return_fee: number;
  requested_at: string;
  processed_at: string | null;
  completed_at: string | null;
  updated_at: string;
}

const FROM = sql`returns r join orders o on o.id = r.order_id left join customers cu on cu.id = r.customer_id`;
const COLUMNS = sql`r.id, r.return_number, r.order_id, o.order_number, cu.name as customer_name, r.type, r.reason, r.status, r.description,
  to_json(r.images)::text as images, r.admin_notes, r.refund_amount, r.goods_amount, r.coupon_share, r.points_refund, r.shipping_recharge, r.return_fee,
  ${iso(sql`r.requested_at`)} as requested_at, ${iso(sql`r.processed_at`)} as processed_at,
  ${iso(sql`r.completed_at`)} as completed_at, ${iso(sql`r.updated_at`)} as updated_at`;

export async function itemsOf(db: Db, ids: string[]): Promise<Map<string, AdminReturnItem[]>> {
  const out = new Map<string, AdminReturnItem[]>();
  if (ids.length === 0) return out;
  const rows = await queryRows<{
    return_id: string;
    order_line_id: string;
    product_id: string;
    product_name: string;
    brand_name: string;
    color: string;
    size: string;
    quantity: number;
    line_total: number;
    amount: number;
    reason: ReturnReason;
  }>(
    db,
    sql`select rl.return_id, rl.order_line_id, l.product_id, l.product_name, l.brand_name, l.color, l.size, rl.quantity, l.line_total, rl.amount, rl.reason
        from return_lines rl join order_lines l on l.id = rl.order_line_id
        where rl.return_id = any(${`{${ids.join(',')}}`}::uuid[]) order by l.line_no`,
  );
  for (const r of rows) {
    const item: AdminReturnItem = {
      orderLineId: r.order_line_id,
      productId: r.product_id,
      productName: r.product_name,
      brandName: r.brand_name,
      color: r.color,
      size: r.size,
      quantity: Number(r.quantity),
      lineTotal: Number(r.line_total),
      refundAmount: Number(r.amount),
      reason: r.reason,
    };
    out.set(r.return_id, [...(out.get(r.return_id) ?? []), item]);
  }
  return out;
}

export function toAdminReturn(r: ReturnRow, items: AdminReturnItem[]): AdminReturn {
  return {
    id: r.id,
    returnNumber: r.return_number,
    orderId: r.order_id,
    orderNumber: r.order_number,
    customerName: maskCustomerName(r.customer_name),
    type: r.type,
    reason: r.reason,
    status: r.status,
    items,
    refundAmount: Number(r.refund_amount),
    refund: {
      goods: Number(r.goods_amount),
      couponShare: Number(r.coupon_share),
      pointsRefund: Number(r.points_refund),
      shippingRecharge: Number(r.shipping_recharge),
      returnFee: Number(r.return_fee),
      refund: Number(r.refund_amount),
    },
    description: r.description,
    images: JSON.parse(r.images ?? '[]') as string[],
    adminNotes: r.admin_notes,
    requestedAt: r.requested_at,
    processedAt: r.processed_at,
    completedAt: r.completed_at,
    updatedAt: r.updated_at,
  };
}

/** `GET /api/admin/returns`: paged, filtered and sorted on the server, with counts by status. */
export async function listAdminReturns(
  db: Db,
  query: AdminReturnListQuery,
  brandId: string | null,
): Promise<Page<AdminReturn> & { summary: AdminReturnSummary }> {
  const direction = sortDirection(query.order);
  const {
    items: rows,
    figure,
    ...page
  } = await queryListPage<ReturnRow>(db, {
    from: FROM,
    columns: COLUMNS,
    where: allOf([
      sellerScope(brandId),
      textSearch(query.q, [sql`r.return_number`, sql`o.order_number`, sql`cu.name`]),
      query.type ? sql`r.type = ${query.type}` : undefined,
      query.reason ? sql`r.reason = ${query.reason}` : undefined,
    ]),
    selected: allOf([query.status ? sql`r.status = ${query.status}` : undefined]),
    orderBy: sql`${{ requested: sql`r.requested_at`, refund: sql`r.refund_amount`, processed: sql`r.processed_at` }[query.sort]} ${direction} nulls last, r.id ${direction}`,
    page: query.page,
    limit: query.limit,
    figures: sql.join(
      RETURN_STATUSES.map((s) => sql`(count(*) filter (where r.status = ${s}))::int as ${sql.identifier(s)}`),
      sql`, `,
    ),
  });
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    ...page,
    items: rows.map((r) => toAdminReturn(r, items.get(r.id) ?? [])),
    summary: Object.fromEntries(RETURN_STATUSES.map((s) => [s, figure(s)])) as AdminReturnSummary,
  };
}

/** Where a batch of the export continues: the last row's request time (full precision) and id. */
export interface ReturnExportCursor {
  at: string;
  id: string;
}

const EXPORT_BATCH = 500;

/**
 * One batch of `GET /api/admin/returns/export`: the list's filters, newest first, by keyset on
 * (requested_at, id) (the returns_status_requested_idx / returns_type_idx answer the filters).
 */
export async function exportReturnBatch(
  db: Db,
  query: AdminReturnExportQuery,
  brandId: string | null,
  cursor: ReturnExportCursor | null,
  batch = EXPORT_BATCH,
): Promise<{ items: AdminReturn[]; nextCursor: ReturnExportCursor | null }> {
  const where = allOf([
    sellerScope(brandId),
    textSearch(query.q, [sql`r.return_number`, sql`o.order_number`, sql`cu.name`]),
    query.type ? sql`r.type = ${query.type}` : undefined,
    query.status ? sql`r.status = ${query.status}` : undefined,
    query.reason ? sql`r.reason = ${query.reason}` : undefined,
    cursor ? sql`(r.requested_at, r.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined,
  ]);
  const rows = await queryRows<ReturnRow & { cursor_at: string }>(
    db,
    sql`select ${COLUMNS}, r.requested_at::text as cursor_at from ${FROM} where ${where}
        order by r.requested_at desc, r.id desc limit ${batch}`,
  );
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  const last = rows[rows.length - 1];
  return {
    items: rows.map((r) => toAdminReturn(r, items.get(r.id) ?? [])),
    nextCursor: rows.length === batch && last ? { at: last.cursor_at, id: last.id } : null,
  };
}

export function findReturn(db: Db, id: string, brandId: string | null, lock = false): Promise<ReturnRow> {
  return findRow<ReturnRow>(db, {
    from: FROM,
    columns: COLUMNS,
    idColumn: sql`r.id`,
    id,
    scope: sellerScope(brandId),
    lockTable: lock ? sql`r` : undefined,
    notFound,
  });
}

/** `GET /api/admin/returns/{id}`; another brand's request is 404 for a seller. */
export async function getAdminReturn(db: Db, id: string, brandId: string | null): Promise<AdminReturn> {
  const row = await findReturn(db, id, brandId);
  return toAdminReturn(row, (await itemsOf(db, [row.id])).get(row.id) ?? []);
}
