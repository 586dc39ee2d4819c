import { sql, type SQL } from 'drizzle-orm';
import { bigint, integer, timestamp, type PgColumn } from 'drizzle-orm/pg-core';

/** Shared column builders and check helpers of the schema files (no tables here). */

/** timestamptz, as every timestamp of the schema (DESIGN 2.3). */
export const tz = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => tz('created_at').notNull().defaultNow();
export const updatedAt = () => tz('updated_at').notNull().defaultNow();

/** Integer won (never floating point). */
export const won = (name: string) => integer(name);
/** Integer won for sums that may pass 2^31 (revenues, totals). */
export const bigWon = (name: string) => bigint(name, { mode: 'number' });

/** `col in ('a', 'b')` from a constant list, so the database allows exactly the domain's values. */
export function oneOf(column: PgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;
}
