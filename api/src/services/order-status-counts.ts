import { sql } from 'drizzle-orm';
import type { OrderStatus } from '@market/domain/lifecycle';
import type { Db } from '../db/client';
import type { Executor } from '../db/seed/bulk';
import { queryRows } from '../lib/sql';

/**
 * Orders per status over the whole shop (ADR 043): the folded counts plus the deltas the triggers
 * on `orders` appended since the last fold. Reads two small tables, never the orders.
 */
export async function orderStatusTotals(db: Db | Executor): Promise<{ status: OrderStatus; n: number }[]> {
  return queryRows<{ status: OrderStatus; n: number }>(
    db as Db,
    sql`select status, sum(n)::int as n
      from (select status, n from order_status_counts union all select status, d from order_status_count_deltas) x
      group by status`,
  );
}

/**
 * Folds the deltas into the counts in one statement: a reader sees the rows before it or after it,
 * never both; a delta appended meanwhile is not in the statement's snapshot and stays for the next
 * fold; two folds at once move each delta once (the second skips rows the first deleted).
 * Returns the number of statuses changed.
 */
export async function foldOrderStatusCounts(db: Db | Executor): Promise<number> {
  const rows = await queryRows<{ status: string }>(
    db as Db,
    sql`with moved as (delete from order_status_count_deltas returning status, d)
      insert into order_status_counts as c (status, n)
      select status, sum(d) from moved group by status
      on conflict (status) do update set n = c.n + excluded.n
      returning c.status`,
  );
  return rows.length;
}
