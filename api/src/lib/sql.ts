import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/** `%text%` for ILIKE with the user's % and _ taken literally (backslash is PostgreSQL's default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** A timestamp column as the API's ISO text (`2026-01-31T09:00:00.000Z`), the same on either driver. */
export function isoText(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

export function pageOffset(page: number, limit: number): number {
  return (page - 1) * limit;
}

/**
 * Rows of a raw query on either driver (postgres.js answers an array, PGlite `{ rows }`). Cast
 * bigint, numeric and timestamp columns in SQL (`::int`, `::float8`, `::text`): the drivers parse
 * them differently.
 */
export async function queryRows<T>(db: { execute(query: SQL): Promise<unknown> }, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

const dialect = new PgDialect();

interface PreparingClient {
  unsafe(query: string, params: unknown[], options: { prepare: boolean }): Promise<unknown>;
}

/**
 * `queryRows` as a named prepared statement on postgres.js, for a hot query of fixed text (its
 * values are parameters): each pooled connection parses and plans it once and then only binds
 * and runs it, where db.execute() sends an unnamed statement that the server parses and plans on
 * every call (issue 18, item 5: the plan cost more than the run). PGlite: `queryRows`.
 */
export async function queryRowsPrepared<T>(db: { execute(query: SQL): Promise<unknown>; $client?: unknown }, query: SQL): Promise<T[]> {
  const client = db.$client as Partial<PreparingClient> | undefined;
  if (typeof client?.unsafe !== 'function') return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await client.unsafe(text, params, { prepare: true })) as T[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A malformed id is an unknown id, never a database error. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
