import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type { Database } from './client';

/** Any constant shared by every process that migrates this database. */
const MIGRATION_LOCK = 724_001;

/**
 * Applies the committed migrations. On a server, a session advisory lock makes processes that
 * start together take turns instead of racing on the same DDL.
 */
export async function runMigrations(database: Database, migrationsFolder: string): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const reserved = await database.sql!.reserve();
  try {
    await reserved`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(database.db as unknown as PostgresJsDatabase, { migrationsFolder });
  } finally {
    await reserved`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => undefined);
    reserved.release();
  }
}
