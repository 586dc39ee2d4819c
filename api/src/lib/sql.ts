import { sql, type SQL } from 'drizzle-orm';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A malformed id is an unknown id, never a database error. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
