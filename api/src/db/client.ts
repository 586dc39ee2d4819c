import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import * as catalog from './schema/catalog';
import * as content from './schema/content';
import * as engagement from './schema/engagement';
import * as identity from './schema/identity';
import * as legal from './schema/legal';
import * as marketing from './schema/marketing';
import * as media from './schema/media';
import * as orders from './schema/orders';
import * as rollups from './schema/rollups';
import * as settings from './schema/settings';
import * as settlements from './schema/settlements';
import * as system from './schema/system';

export const schema = {
  ...identity,
  ...catalog,
  ...engagement,
  ...marketing,
  ...media,
  ...orders,
  ...rollups,
  ...settlements,
  ...content,
  ...settings,
  ...system,
  ...legal,
};
export type Schema = typeof schema;

/** Either driver behind one query-builder type; both run the same schema and SQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbDriver = 'postgres' | 'pglite';

export interface Database {
  db: Db;
  driver: DbDriver;
  /** postgres.js client (server driver only); used for session-level advisory locks. */
  sql?: postgres.Sql;
  /** The embedded client (PGlite driver only); pg-boss runs on it through its `fromPglite` adapter. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string;
  /** PGlite data folder; `memory://` (or undefined) keeps it in memory. */
  pgliteDir?: string;
  poolSize?: number;
}

/** postgres.js when a URL is given, embedded PGlite otherwise. */
export async function createDb(options: DbOptions): Promise<Database> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: options.poolSize ?? 10,
      onnotice: () => undefined,
    });
    const db: Db = drizzlePostgres(client, { schema });
    return { db, driver: 'postgres', sql: client, close: () => client.end({ timeout: 5 }) };
  }
  const dir = options.pgliteDir && options.pgliteDir !== 'memory://' ? options.pgliteDir : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  // pg_trgm backs the Korean search indexes (migration 0002 creates the extension).
  const extensions = { pg_trgm };
  const client = dir ? new PGlite(dir, { extensions }) : new PGlite({ extensions });
  await client.waitReady;
  const db: Db = drizzlePglite(client, { schema });
  return { db, driver: 'pglite', pglite: client, close: () => client.close() };
}
