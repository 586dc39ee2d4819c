import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminCustomerListQuery, AdminCustomerRow, AdminCustomerSummary } from '@market/domain/customer';
import { maskEmail, maskName, maskPhone } from '@market/domain/mask';
import type { Page } from '@market/domain/paging';
import type { Db } from '../db/client';
import { customers } from '../db/schema/identity';
import { containsPattern, pageOffset } from '../lib/sql';

function filtersOf(query: AdminCustomerListQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.q) {
    const p = containsPattern(query.q);
    const matches: (SQL | undefined)[] = [ilike(customers.name, p), ilike(customers.email, p)];
    // "010-1234", "01012345678" and "1234" all find 010-1234-5678.
    const digits = query.q.replace(/[\s-]/g, '');
    if (/^\d{3,}$/.test(digits)) matches.push(sql`replace(${customers.phone}, '-', '') like ${`%${digits}%`}`);
    filters.push(or(...matches));
  }
  if (query.grade) filters.push(eq(customers.grade, query.grade));
  if (query.status) filters.push(eq(customers.status, query.status));
  return filters.length ? and(...filters) : undefined;
}

/** The admin customer table: masked personal data, paged, plus a summary of the whole filtered set. */
export async function listAdminCustomers(
  db: Db,
  query: AdminCustomerListQuery,
): Promise<Page<AdminCustomerRow> & { summary: AdminCustomerSummary }> {
  const where = filtersOf(query);
  const column = {
    joined: customers.createdAt,
    name: customers.name,
    totalSpent: customers.totalSpent,
    totalOrders: customers.totalOrders,
    lastOrder: customers.lastOrderAt,
  }[query.sort];
  const order = query.order === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const [rows, [summary]] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(where)
      .orderBy(order, asc(customers.id))
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit)),
    db
      .select({
        total: count(),
        vipCount: sql<number>`count(*) filter (where ${customers.grade} = 'vip')`.mapWith(Number),
        activeCount: sql<number>`count(*) filter (where ${customers.status} = 'active')`.mapWith(Number),
        totalSpent: sql<number>`coalesce(sum(${customers.totalSpent}), 0)`.mapWith(Number),
        totalPoints: sql<number>`coalesce(sum(${customers.points}), 0)`.mapWith(Number),
        averageOrders: sql<number>`coalesce(round(avg(${customers.totalOrders}), 1), 0)`.mapWith(Number),
      })
      .from(customers)
      .where(where),
  ]);
  const items: AdminCustomerRow[] = rows.map((r) => ({
    id: r.id,
    name: maskName(r.name),
    email: maskEmail(r.email),
    phone: r.phone ? maskPhone(r.phone) : null,
    grade: r.grade,
    status: r.status,
    totalOrders: r.totalOrders,
    totalSpent: r.totalSpent,
    averageOrderValue: r.totalOrders > 0 ? Math.round(r.totalSpent / r.totalOrders) : 0,
    points: r.points,
    loginCount: r.loginCount,
    reviewCount: r.reviewCount,
    qnaCount: r.qnaCount,
    refundCount: r.refundCount,
    lastOrderDate: r.lastOrderAt?.toISOString() ?? null,
    joinDate: r.createdAt.toISOString(),
  }));
  const s = summary ?? { total: 0, vipCount: 0, activeCount: 0, totalSpent: 0, totalPoints: 0, averageOrders: 0 };
  return {
    items,
    total: s.total,
    page: query.page,
    limit: query.limit,
    summary: {
      vipCount: s.vipCount,
      activeCount: s.activeCount,
      totalSpent: s.totalSpent,
      totalPoints: s.totalPoints,
      averageOrders: s.averageOrders,
    },
  };
}
