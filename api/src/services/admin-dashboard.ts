import { sql } from 'drizzle-orm';
import {
  addDays,
  DASHBOARD_RECENT_LIMIT,
  koreaDay,
  kpisFromDays,
  type AdminDashboard,
  type DashboardAlert,
  type DashboardDay,
  type RecentOrder,
  type RecentQna,
  type RecentReview,
} from '@market/domain/dashboard';
import { REVIEW_STATUSES, QNA_STATUSES } from '@market/domain/lifecycle';
import { maskCustomerName } from '@market/domain/mask';
import { permissionScope } from '@market/domain/permissions';
import type { Db } from '../db/client';
import { pagePermission } from '../lib/admin-pages';
import { queryRows } from '../lib/sql';
import type { StaffPrincipal } from './admin-auth';
import { firstLiveDay, liveDays, rollupComputedAt } from './sales-rollups';

/**
 * `GET /api/admin/dashboard` (issue 14 item 7): KPIs and the daily series from the sales rollups
 * (days since the last refresh read live), alerts from real pending work, recent orders, reviews
 * and Q&A. Each section needs the permission of the screen it summarises or links to; a
 * brand-scoped grant (SELLER_ADMIN) gives that brand's figures.
 */
export const DASHBOARD_SECTION_PERMISSIONS = {
  sales: pagePermission('orders/list'),
  recentOrders: pagePermission('orders/list'),
  recentReviews: pagePermission('content/reviews'),
  recentQna: pagePermission('content/qna'),
  lowStock: pagePermission('catalog/products'),
  returns: pagePermission('returns'),
  qna: pagePermission('content/qna'),
  settlements: pagePermission('sellers/settlements'),
  shipments: pagePermission('shipments'),
};
type Section = keyof typeof DASHBOARD_SECTION_PERMISSIONS;

/** Settlements count as due from this many days before their due date. */
export const SETTLEMENT_DUE_WITHIN_DAYS = 7;

/** Null: the section is not readable; 'all': the whole shop; else the brand id it is limited to. */
type Access = null | 'all' | { brandId: string };

function accessOf(staff: StaffPrincipal, section: Section): Access {
  const scope = permissionScope(staff.grants, DASHBOARD_SECTION_PERMISSIONS[section]);
  if (scope === 'all') return 'all';
  if (scope === 'own' && staff.brand) return { brandId: staff.brand.id };
  return null;
}

const iso = (v: string | Date) => new Date(v).toISOString();
const num = (v: number | string | null | undefined) => Number(v ?? 0);

/** The daily figures of [from, to]: finished days from the rollup, the days since its last refresh live. */
export async function salesDays(
  db: Db,
  from: string,
  to: string,
  brandId: string | null,
): Promise<{ days: DashboardDay[]; rollupAt: Date | null }> {
  const rollupAt = await rollupComputedAt(db);
  const live = firstLiveDay(rollupAt) ?? from;
  const days: DashboardDay[] = [];
  if (from < live) {
    const rows = await queryRows<{
      day: string | Date;
      orders: number;
      revenue: number | string;
      refunds: number;
      refund_amount: number | string;
      cancellations: number;
    }>(
      db,
      sql`select day, orders, revenue, refunds, refund_amount, cancellations from sales_daily_rollups
          where ${brandId ? sql`brand_id = ${brandId}::uuid` : sql`brand_id is null`} and day >= ${from}::date and day <= ${to < live ? to : addDays(live, -1)}::date`,
    );
    for (const r of rows) {
      days.push({
        date: typeof r.day === 'string' ? r.day.slice(0, 10) : r.day.toISOString().slice(0, 10),
        orders: num(r.orders),
        revenue: num(r.revenue),
        refunds: num(r.refunds),
        refundAmount: num(r.refund_amount),
        cancellations: num(r.cancellations),
      });
    }
  }
  if (live <= to) {
    days.push(...(await liveDays(db, live > from ? live : from, to, brandId ? { kind: 'brand', brandId } : { kind: 'shop' })));
  }
  return { days, rollupAt };
}

async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, query);
  return num(row?.n);
}

const brandFilter = (access: Access, column: ReturnType<typeof sql>) =>
  access && access !== 'all' ? sql`and ${column} = ${access.brandId}::uuid` : sql``;

async function alertsFor(db: Db, staff: StaffPrincipal, today: string): Promise<DashboardAlert[]> {
  const alerts: Promise<DashboardAlert | null>[] = [];
  const push = (section: Section, build: (access: Exclude<Access, null>) => Promise<DashboardAlert | null>) => {
    const access = accessOf(staff, section);
    if (access) alerts.push(build(access));
  };
  const alert = (a: DashboardAlert) => (a.count > 0 ? a : null);

  push('lowStock', async (access) => {
    const [setting] = await queryRows<{ level: number }>(db, sql`select stock_warning_level as level from shop_settings limit 1`);
    const level = num(setting?.level ?? 5);
    const n = await count(
      db,
      sql`select count(*)::int as n from products p where p.stock < ${level} and p.status <> 'inactive' ${brandFilter(access, sql`p.brand_id`)}`,
    );
    return alert({
      type: 'low_stock',
      severity: 'warning',
      message: `재고가 ${level}개 미만인 상품이 ${n}개 있습니다.`,
      count: n,
      href: '/admin/catalog/products?status=low_stock',
    });
  });
  push('returns', async (access) => {
    const n = await count(
      db,
      access === 'all'
        ? sql`select count(*)::int as n from returns where status = 'requested'`
        : sql`select count(*)::int as n from returns r where r.status = 'requested' and exists (
                select 1 from return_lines rl join order_lines l on l.id = rl.order_line_id where rl.return_id = r.id and l.brand_id = ${access.brandId}::uuid)`,
    );
    return alert({
      type: 'returns_waiting',
      severity: 'warning',
      message: `처리를 기다리는 반품/교환 요청이 ${n}건 있습니다.`,
      count: n,
      href: '/admin/returns?status=requested',
    });
  });
  push('qna', async (access) => {
    const n = await count(
      db,
      access === 'all'
        ? sql`select count(*)::int as n from qnas where status in ('pending', 'urgent') and deleted_at is null`
        : sql`select count(*)::int as n from qnas q join products p on p.id = q.product_id where q.status in ('pending', 'urgent') and q.deleted_at is null and p.brand_id = ${access.brandId}::uuid`,
    );
    return alert({
      type: 'qna_unanswered',
      severity: 'warning',
      message: `답변을 기다리는 문의가 ${n}건 있습니다.`,
      count: n,
      href: '/admin/content/qna?status=pending',
    });
  });
  push('settlements', async (access) => {
    const n = await count(
      db,
      sql`select count(*)::int as n from settlements s where s.status in ('pending', 'approved') and s.due_date <= ${addDays(today, SETTLEMENT_DUE_WITHIN_DAYS)}::date
          ${access === 'all' ? sql`` : sql`and s.seller_id = (select seller_id from brands where id = ${access.brandId}::uuid)`}`,
    );
    return alert({
      type: 'settlements_due',
      severity: 'warning',
      message: `지급 기한이 ${SETTLEMENT_DUE_WITHIN_DAYS}일 이내이거나 지난 미지급 정산이 ${n}건 있습니다.`,
      count: n,
      href: '/admin/sellers/settlements?period=ongoing',
    });
  });
  push('shipments', async (access) => {
    const n = await count(
      db,
      sql`select count(*)::int as n from shipments s where s.status = 'exception'
          ${access === 'all' ? sql`` : sql`and s.seller_id = (select seller_id from brands where id = ${access.brandId}::uuid)`}`,
    );
    return alert({
      type: 'shipments_exception',
      severity: 'critical',
      message: `배송 예외가 발생한 배송이 ${n}건 있습니다.`,
      count: n,
      href: '/admin/shipments?status=exception',
    });
  });
  return (await Promise.all(alerts)).filter((a): a is DashboardAlert => a !== null);
}

async function recentOrders(db: Db, access: Exclude<Access, null>): Promise<RecentOrder[]> {
  const rows = await queryRows<{
    id: string;
    order_number: string;
    name: string | null;
    amount: number | string;
    status: string;
    created_at: string | Date;
  }>(
    db,
    access === 'all'
      ? sql`select o.id, o.order_number, nullif(o.orderer_name, '') as name, o.total as amount, o.status, o.created_at
            from orders o
            order by o.created_at desc, o.id desc limit ${DASHBOARD_RECENT_LIMIT}`
      : sql`select o.id, o.order_number, nullif(o.orderer_name, '') as name, b.amount, o.status, o.created_at
            from (select l.order_id, sum(l.line_total)::bigint as amount from order_lines l where l.brand_id = ${access.brandId}::uuid group by l.order_id) b
            join orders o on o.id = b.order_id
            order by o.created_at desc, o.id desc limit ${DASHBOARD_RECENT_LIMIT}`,
  );
  return rows.map((r) => ({
    id: r.id,
    orderNumber: r.order_number,
    customer: maskCustomerName(r.name),
    amount: num(r.amount),
    status: r.status,
    time: iso(r.created_at),
  }));
}

/** Newest first per status, merged: each branch walks its (status, created_at) index. */
async function recentReviews(db: Db): Promise<RecentReview[]> {
  const branches = REVIEW_STATUSES.map(
    (s) =>
      sql`(select id, product_id, customer_id, rating, status, created_at from reviews where status = ${s} order by created_at desc limit ${DASHBOARD_RECENT_LIMIT})`,
  );
  const rows = await queryRows<{
    id: string;
    product: string;
    name: string | null;
    rating: number;
    status: string;
    created_at: string | Date;
  }>(
    db,
    sql`select r.id, p.name as product, c.name, r.rating, r.status, r.created_at
        from (${sql.join(branches, sql` union all `)}) r
        join products p on p.id = r.product_id left join customers c on c.id = r.customer_id
        order by r.created_at desc, r.id desc limit ${DASHBOARD_RECENT_LIMIT}`,
  );
  return rows.map((r) => ({
    id: r.id,
    product: r.product,
    customer: maskCustomerName(r.name),
    rating: num(r.rating),
    status: r.status,
    time: iso(r.created_at),
  }));
}

async function recentQna(db: Db, access: Exclude<Access, null>): Promise<RecentQna[]> {
  const source =
    access === 'all'
      ? sql.join(
          QNA_STATUSES.map(
            (s) =>
              sql`(select id, product_id, customer_id, title, status, created_at from qnas where status = ${s} and deleted_at is null order by created_at desc limit ${DASHBOARD_RECENT_LIMIT})`,
          ),
          sql` union all `,
        )
      : sql`select q.id, q.product_id, q.customer_id, q.title, q.status, q.created_at from qnas q join products p on p.id = q.product_id
            where p.brand_id = ${access.brandId}::uuid and q.deleted_at is null`;
  const rows = await queryRows<{
    id: string;
    product: string | null;
    name: string | null;
    title: string;
    status: string;
    created_at: string | Date;
  }>(
    db,
    sql`select q.id, p.name as product, c.name, q.title, q.status, q.created_at
        from (${source}) q left join products p on p.id = q.product_id left join customers c on c.id = q.customer_id
        order by q.created_at desc, q.id desc limit ${DASHBOARD_RECENT_LIMIT}`,
  );
  return rows.map((r) => ({
    id: r.id,
    product: r.product,
    customer: maskCustomerName(r.name),
    question: r.title,
    status: r.status,
    time: iso(r.created_at),
  }));
}

/** The whole dashboard for a staff member and a checked range (Korea-time days). */
export async function getAdminDashboard(
  db: Db,
  staff: StaffPrincipal,
  range: { from: string; to: string },
  now = new Date(),
): Promise<AdminDashboard> {
  const today = koreaDay(now);
  const sales = accessOf(staff, 'sales');
  const brandId = sales && sales !== 'all' ? sales.brandId : null;
  const salesPart = async () => {
    if (!sales) return null;
    // One read covers the chart's range and the KPI periods (the last 60 days).
    const kpiFrom = addDays(today, -59);
    const from = range.from < kpiFrom ? range.from : kpiFrom;
    const to = range.to > today ? range.to : today;
    const { days, rollupAt } = await salesDays(db, from, to, brandId);
    const byDay = new Map(days.map((d) => [d.date, d]));
    const series: DashboardDay[] = [];
    for (let d = range.from; d <= range.to; d = addDays(d, 1)) {
      series.push(byDay.get(d) ?? { date: d, orders: 0, revenue: 0, refunds: 0, refundAmount: 0, cancellations: 0 });
    }
    return { kpis: kpisFromDays(byDay, today), series, rollupAt: rollupAt ? rollupAt.toISOString() : null };
  };
  const ordersAccess = accessOf(staff, 'recentOrders');
  const reviewsAccess = accessOf(staff, 'recentReviews');
  const qnaAccess = accessOf(staff, 'recentQna');
  const [salesResult, alerts, orders, reviews, qna] = await Promise.all([
    salesPart(),
    alertsFor(db, staff, today),
    ordersAccess ? recentOrders(db, ordersAccess) : null,
    // Reviews have no brand-scoped grant today: only shop-wide readers see the tab.
    reviewsAccess === 'all' ? recentReviews(db) : null,
    qnaAccess ? recentQna(db, qnaAccess) : null,
  ]);
  const brand = [sales, ordersAccess, qnaAccess].some((a) => a && a !== 'all') && staff.brand ? staff.brand : null;
  return { range: { ...range, today }, brand, sales: salesResult, alerts, recent: { orders, reviews, qna } };
}
