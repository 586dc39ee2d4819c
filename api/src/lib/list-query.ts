import { sql, type SQL } from 'drizzle-orm';
import type { Page } from '@market/domain/paging';
import { AppError } from './errors';
import { containsPattern, isUuid, pageOffset, queryRows } from './sql';

/** All of the conditions (`and`), skipping the absent ones; `true` when none is left. */
export function allOf(conditions: readonly (SQL | undefined)[]): SQL {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? sql.join(present, sql` and `) : sql`true`;
}

/** The search box: any of the columns contains the text (ILIKE, `%` and `_` taken literally); none without text. */
export function textSearch(text: string | undefined, columns: readonly SQL[]): SQL | undefined {
  if (!text) return undefined;
  const p = containsPattern(text);
  return sql`(${sql.join(
    columns.map((c) => sql`${c} ilike ${p}`),
    sql` or `,
  )})`;
}

/** `asc` or `desc` for an ORDER BY, from the validated list query. */
export function sortDirection(order: 'asc' | 'desc'): SQL {
  return order === 'asc' ? sql`asc` : sql`desc`;
}

/** A seller's rows only (`column` holds the row's brand id); everyone's without a brand scope. */
export function brandScope(column: SQL, brandId: string | null): SQL {
  return brandId ? sql`${column} = ${brandId}::uuid` : sql`true`;
}

export interface ListPageQuery {
  /** `select ${columns} from ${from}` reads the rows. */
  from: SQL;
  columns: SQL;
  /** The set the summary describes: scope, search and the filters the cards do not show. */
  where: SQL;
  /** The filters the cards show (a status): they narrow the table, never the cards. */
  selected: SQL;
  orderBy: SQL;
  page: number;
  limit: number;
  /** The summary's aggregate columns over `where` (`count(*) filter (...)::int as name, ...`). */
  figures: SQL;
}

/**
 * One page of an admin list and its summary, two queries side by side: the page's rows (`where`
 * and `selected`) and one row of figures over `where`, which also counts the page's total.
 * `figure(name)` reads an aggregate as a number (0 when absent).
 */
export async function queryListPage<Row>(
  db: { execute(query: SQL): Promise<unknown> },
  q: ListPageQuery,
): Promise<Page<Row> & { figure: (name: string) => number }> {
  const [rows, [figures]] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select ${q.columns} from ${q.from} where ${q.where} and ${q.selected}
          order by ${q.orderBy} limit ${q.limit} offset ${pageOffset(q.page, q.limit)}`,
    ),
    queryRows<Record<string, unknown>>(
      db,
      sql`select (count(*) filter (where ${q.selected}))::int as list_total, ${q.figures} from ${q.from} where ${q.where}`,
    ),
  ]);
  const figure = (name: string) => Number(figures?.[name] ?? 0);
  return { items: rows, total: figure('list_total'), page: q.page, limit: q.limit, figure };
}

/**
 * The row of one id within the caller's scope, or the resource's not-found error (a malformed id
 * is an unknown one). `lockTable` (the alias of the row's table) locks the row for the transaction.
 */
export async function findRow<Row>(
  db: { execute(query: SQL): Promise<unknown> },
  q: { from: SQL; columns: SQL; idColumn: SQL; id: string; scope: SQL; lockTable?: SQL; notFound: () => AppError },
): Promise<Row> {
  if (!isUuid(q.id)) throw q.notFound();
  const lock = q.lockTable ? sql`for update of ${q.lockTable}` : sql``;
  const [row] = await queryRows<Row>(
    db,
    sql`select ${q.columns} from ${q.from} where ${q.idColumn} = ${q.id}::uuid and ${q.scope} ${lock}`,
  );
  if (!row) throw q.notFound();
  return row;
}
