import { sql, type SQL } from 'drizzle-orm';
import { koreaDay, type DashboardDay } from '@market/domain/dashboard';
import type { Executor } from '../db/seed/bulk';
import { queryRows } from '../lib/sql';

/**
 * Daily sales rollups (table `sales_daily_rollups`, ADR "dashboard sales rollups"). One SQL
 * definition of each figure, used three ways: the seed fills every day, the
 * `sales.refresh-rollups` job rewrites the days touched since its last run, and the dashboard
 * reads the days since that run live with the same query (cheap: the days are few and every
 * event column has its index).
 *
 * Per Korea-time day, for the shop (brand null) and per brand:
 *   orders        orders paid that day (a brand: those holding a line of the brand)
 *   revenue       their paid totals (a brand: its lines' amounts)
 *   refunds       refunds completed that day, and refundAmount their amounts (a brand: its returned
 *                 lines' amounts, or its lines' amounts for a cancelled order's refund)
 *   cancellations orders cancelled that day (a brand: those holding a line of the brand)
 */

export const SALES_ROLLUP = 'sales_daily';
/**
 * A write committed after a refresh may carry a timestamp from before it (its transaction began
 * earlier): the next refresh and the live read start this long before the last refresh.
 */
export const ROLLUP_MARGIN_MS = 3600_000;

const kst = (column: SQL) => sql`((${column}) at time zone 'Asia/Seoul')::date`;

/** Which rows: the shop and every brand (refresh), the shop only, or one brand (live reads). */
export type RollupScope = { kind: 'every' } | { kind: 'shop' } | { kind: 'brand'; brandId: string };

/** `select day, brand_id, orders, revenue, refunds, refund_amount, cancellations` for Korea-time days [from, to] (null: unbounded). */
function figuresQuery(from: string | null, to: string | null, scope: RollupScope): SQL {
  const lo = from ? sql`(${from}::date)::timestamp at time zone 'Asia/Seoul'` : sql`'-infinity'::timestamptz`;
  const hi = to ? sql`((${to}::date + 1)::timestamp at time zone 'Asia/Seoul')` : sql`'infinity'::timestamptz`;
  const inRange = (column: SQL) => sql`${column} >= ${lo} and ${column} < ${hi}`;
  const lineBrand = scope.kind === 'brand' ? sql`and l.brand_id = ${scope.brandId}::uuid` : sql``;
  const parts: SQL[] = [];
  if (scope.kind !== 'brand') {
    parts.push(
      sql`select ${kst(sql`o.paid_at`)} as day, null::uuid as brand_id, 1 as orders, o.total::bigint as revenue, 0 as refunds, 0::bigint as refund_amount, 0 as cancellations
          from orders o where ${inRange(sql`o.paid_at`)}`,
      sql`select ${kst(sql`r.completed_at`)}, null::uuid, 0, 0, 1, r.amount::bigint, 0
          from refunds r where r.status = 'completed' and ${inRange(sql`r.completed_at`)}`,
      sql`select ${kst(sql`o.cancelled_at`)}, null::uuid, 0, 0, 0, 0, 1
          from orders o where ${inRange(sql`o.cancelled_at`)}`,
    );
  }
  if (scope.kind !== 'shop') {
    parts.push(
      sql`select ${kst(sql`o.paid_at`)}, b.brand_id, 1, b.amount, 0, 0, 0
          from orders o cross join lateral (
            select l.brand_id, sum(l.line_total)::bigint as amount from order_lines l where l.order_id = o.id ${lineBrand} group by l.brand_id) b
          where ${inRange(sql`o.paid_at`)}`,
      sql`select ${kst(sql`r.completed_at`)}, b.brand_id, 0, 0, 1, b.amount, 0
          from refunds r cross join lateral (
            select l.brand_id, sum(rl.amount)::bigint as amount from return_lines rl join order_lines l on l.id = rl.order_line_id
              where r.return_id is not null and rl.return_id = r.return_id ${lineBrand} group by l.brand_id
            union all
            select l.brand_id, sum(l.line_total)::bigint from order_lines l
              where r.return_id is null and l.order_id = r.order_id ${lineBrand} group by l.brand_id) b
          where r.status = 'completed' and ${inRange(sql`r.completed_at`)}`,
      sql`select ${kst(sql`o.cancelled_at`)}, b.brand_id, 0, 0, 0, 0, 1
          from orders o cross join lateral (select distinct l.brand_id from order_lines l where l.order_id = o.id ${lineBrand}) b
          where ${inRange(sql`o.cancelled_at`)}`,
    );
  }
  return sql`select e.day, e.brand_id, sum(e.orders)::int as orders, sum(e.revenue)::bigint as revenue, sum(e.refunds)::int as refunds,
      sum(e.refund_amount)::bigint as refund_amount, sum(e.cancellations)::int as cancellations
    from (${sql.join(parts, sql` union all `)}) e(day, brand_id, orders, revenue, refunds, refund_amount, cancellations)
    group by e.day, e.brand_id`;
}

interface FigureRow {
  day: string | Date;
  brand_id: string | null;
  orders: number | string;
  revenue: number | string;
  refunds: number | string;
  refund_amount: number | string;
  cancellations: number | string;
}

const dayText = (d: string | Date) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

/** The figures of Korea-time days [from, to] computed from the base tables (the live read). */
export async function liveDays(
  db: Executor,
  from: string,
  to: string,
  scope: { kind: 'shop' } | { kind: 'brand'; brandId: string },
): Promise<DashboardDay[]> {
  const rows = await queryRows<FigureRow>(db, figuresQuery(from, to, scope));
  return rows.map((r) => ({
    date: dayText(r.day),
    orders: Number(r.orders),
    revenue: Number(r.revenue),
    refunds: Number(r.refunds),
    refundAmount: Number(r.refund_amount),
    cancellations: Number(r.cancellations),
  }));
}

/** When the rollup was last refreshed (null: never, every day is read live). */
export async function rollupComputedAt(db: Executor): Promise<Date | null> {
  const [row] = await queryRows<{ computed_at: string | Date }>(db, sql`select computed_at from rollup_state where name = ${SALES_ROLLUP}`);
  return row ? new Date(row.computed_at) : null;
}

/** The first Korea-time day not final in the rollup (read live), or null when every day is. */
export function firstLiveDay(computedAt: Date | null): string | null {
  return computedAt ? koreaDay(new Date(computedAt.getTime() - ROLLUP_MARGIN_MS)) : null;
}

/** Rewrites the days from `from` on (null: every day). */
async function rewrite(db: Executor, from: string | null): Promise<number> {
  const where = from ? sql`where day >= ${from}::date` : sql``;
  await db.execute(sql`delete from sales_daily_rollups ${where}`);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with ins as (
          insert into sales_daily_rollups (day, brand_id, orders, revenue, refunds, refund_amount, cancellations)
          ${figuresQuery(from, null, { kind: 'every' })}
          returning 1)
        select count(*)::int as n from ins`,
  );
  return Number(row?.n ?? 0);
}

async function markComputed(db: Executor, at: SQL): Promise<void> {
  await db.execute(
    sql`insert into rollup_state (name, computed_at) values (${SALES_ROLLUP}, ${at})
        on conflict (name) do update set computed_at = excluded.computed_at`,
  );
}

/** Every day from the base tables (the seeds, after they wrote the orders). Run inside the caller's transaction. */
export async function rebuildSalesRollups(db: Executor): Promise<number> {
  const rows = await rewrite(db, null);
  await markComputed(db, sql`now()`);
  return rows;
}

/** Serialises refreshes (a second process waits; pg-boss runs one at a time anyway). */
const ROLLUP_LOCK = 7_140_002;

/**
 * The job's work: rewrites the days from the one holding (last refresh − margin) on, i.e. every
 * day a payment, refund or cancellation since the last refresh can have landed on, and moves the
 * mark to the start of this refresh (the transaction's `now()`). Idempotent: a rerun rewrites the
 * same days from the same rows. Never run before: a full rebuild.
 */
export async function refreshSalesRollups(db: {
  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T>;
}): Promise<{ fromDay: string | null; rows: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    const from = firstLiveDay(await rollupComputedAt(tx));
    const rows = await rewrite(tx, from);
    await markComputed(tx, sql`now()`);
    return { fromDay: from, rows };
  });
}
