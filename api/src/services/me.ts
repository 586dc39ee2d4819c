import { eq, sql } from 'drizzle-orm';
import {
  POINTS_REASON_LABELS,
  RECENT_ORDERS_LIMIT,
  type AccountSummary,
  type PointsHistory,
  type PointsListQuery,
  type ReturnListQuery,
} from '@market/domain/account';
import type { CustomerUser, UpdateProfile } from '@market/domain/auth';
import { formatPhone } from '@market/domain/contact';
import type { ReturnRequest } from '@market/domain/order';
import type { Page } from '@market/domain/paging';
import type { Db } from '../db/client';
import { customers } from '../db/schema/identity';
import { AppError } from '../lib/errors';
import { isoText as iso, pageOffset, queryRows } from '../lib/sql';
import { toCustomerUser } from './auth';
import { listCustomerReturns, recentOrders } from './orders';

/** The shopper's account: statistics computed from the rows, profile edit, points and returns. */

/** `GET /api/me/summary`: the account page's statistics, with the same definitions as the admin's customer figures. */
export async function getAccountSummary(db: Db, customerId: string): Promise<AccountSummary> {
  const [stats] = await queryRows<{ orders: number; spent: number; reviews: number; join_year: number; points: number; usable: number }>(
    db,
    sql`select
          (select count(*)::int from orders where customer_id = c.id and status <> 'cancelled') as orders,
          ((select coalesce(sum(total), 0) from orders where customer_id = c.id and status not in ('pending', 'cancelled'))
            - (select coalesce(sum(r.amount), 0) from refunds r join orders o on o.id = r.order_id
               where o.customer_id = c.id and r.status = 'completed' and r.return_id is not null))::float8 as spent,
          (select count(*)::int from reviews where customer_id = c.id) as reviews,
          extract(year from c.created_at at time zone 'Asia/Seoul')::int as join_year,
          c.points,
          (select count(*)::int from customer_coupons cc join coupons k on k.id = cc.coupon_id
            where cc.customer_id = c.id and cc.used_at is null and k.status = 'active' and k.starts_at <= now() and k.ends_at > now()
              and k.used_quantity < k.total_quantity) as usable
        from customers c where c.id = ${customerId}::uuid`,
  );
  if (!stats) throw new AppError('UNAUTHENTICATED');
  const recent = await recentOrders(db, customerId, RECENT_ORDERS_LIMIT);
  return {
    orders: Number(stats.orders),
    totalSpent: Math.max(0, Number(stats.spent)),
    reviews: Number(stats.reviews),
    joinYear: Number(stats.join_year),
    points: Number(stats.points),
    usableCoupons: Number(stats.usable),
    recentOrders: recent,
  };
}

/** `PATCH /api/auth/me`: name, phone (empty removes it) and marketing consent. */
export async function updateProfile(db: Db, customerId: string, input: UpdateProfile): Promise<CustomerUser> {
  const set: Partial<typeof customers.$inferInsert> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.phone !== undefined) set.phone = input.phone ? formatPhone(input.phone) : null;
  if (input.marketingConsent !== undefined) set.agreeToMarketing = input.marketingConsent;
  const [row] = await db.update(customers).set(set).where(eq(customers.id, customerId)).returning();
  if (!row) throw new AppError('UNAUTHENTICATED');
  return toCustomerUser(row);
}

/** `GET /api/me/points`: the ledger, newest first, and the balance. */
export async function listPoints(db: Db, customerId: string, query: PointsListQuery): Promise<PointsHistory> {
  const [rows, [meta]] = await Promise.all([
    queryRows<{
      id: string;
      delta: number;
      reason: string;
      description: string;
      balance_after: number;
      order_id: string | null;
      order_number: string | null;
      created_at: string;
    }>(
      db,
      sql`select pl.id, pl.delta, pl.reason, pl.description, pl.balance_after, pl.order_id, o.order_number, ${iso(sql`pl.created_at`)} as created_at
          from points_ledger pl left join orders o on o.id = pl.order_id
          where pl.customer_id = ${customerId}::uuid
          order by pl.created_at desc, pl.id desc limit ${query.limit} offset ${pageOffset(query.page, query.limit)}`,
    ),
    queryRows<{ total: number; balance: number }>(
      db,
      sql`select (select count(*)::int from points_ledger where customer_id = c.id) as total, c.points as balance from customers c where c.id = ${customerId}::uuid`,
    ),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      delta: Number(r.delta),
      reason: r.reason,
      reasonLabel: POINTS_REASON_LABELS[r.reason] ?? r.reason,
      description: r.description,
      balanceAfter: Number(r.balance_after),
      orderId: r.order_id,
      orderNumber: r.order_number,
      createdAt: r.created_at,
    })),
    total: Number(meta?.total ?? 0),
    page: query.page,
    limit: query.limit,
    balance: Number(meta?.balance ?? 0),
  };
}

/** `GET /api/me/returns`: the shopper's return and exchange requests, newest first (the orders service's shape). */
export function listMyReturns(db: Db, customerId: string, query: ReturnListQuery): Promise<Page<ReturnRequest>> {
  return listCustomerReturns(db, customerId, query.page, query.limit);
}
