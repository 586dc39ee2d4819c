import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** Anything that runs SQL: the database or a transaction. */
export interface Executor {
  execute(query: ReturnType<typeof sql>): Promise<unknown>;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Set-based multi-row insert: each batch is one statement that unpacks a JSON array with
 * jsonb_to_recordset, so thousands of rows cost one round trip on PGlite and on a server alike.
 * Rows use the table's property names; columns missing from the first row take their defaults.
 */
export async function insertRows<T extends PgTable>(db: Executor, table: T, rows: readonly object[], batchSize = 4000): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in (rows[0] as object));
  const names = columns.map(([, c]) => quote(c.name)).join(', ');
  const types = columns.map(([, c]) => `${quote(c.name)} ${c.getSQLType()}`).join(', ');
  const target = quote(getTableName(table));
  for (let i = 0; i < rows.length; i += batchSize) {
    const chunk = rows.slice(i, i + batchSize).map((row) => {
      const out: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        const v = (row as Record<string, unknown>)[key];
        out[column.name] = v instanceof Date ? v.toISOString() : (v ?? null);
      }
      return out;
    });
    await db.execute(
      sql`insert into ${sql.raw(target)} (${sql.raw(names)}) select ${sql.raw(names)} from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(${sql.raw(types)})`,
    );
  }
}
