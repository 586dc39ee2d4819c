import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createDb, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedDatabase } from '../db/seed/seed';
import { findRepoRoot, migrationsFolder } from '../lib/paths';

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  database: Database;
  /** Connection URL when on a PostgreSQL server (null on PGlite). */
  url: string | null;
  drop(): Promise<void>;
}

let serverUrl: Promise<string | null> | undefined;
let announced = false;

/** DATABASE_URL, else the local server if it answers, else null (embedded PGlite). */
export function findPostgresServer(): Promise<string | null> {
  serverUrl ??= (async () => {
    // TEST_DB=pglite forces the embedded database (to check both drivers).
    if (process.env.TEST_DB === 'pglite') return null;
    const candidate = process.env.DATABASE_URL || LOCAL_SERVER;
    const probe = postgres(candidate, { max: 1, connect_timeout: 2, onnotice: () => undefined });
    try {
      await probe`select 1`;
      return candidate;
    } catch {
      return null;
    } finally {
      await probe.end({ timeout: 1 }).catch(() => undefined);
    }
  })();
  return serverUrl;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A fresh, migrated (and by default seeded) database for one test file: a uniquely named
 * database on the PostgreSQL server when one is reachable, an in-memory PGlite otherwise.
 */
export async function createTestDatabase(options: { seed?: boolean; demoMode?: boolean } = {}): Promise<TestDatabase> {
  const server = await findPostgresServer();
  if (!announced) {
    announced = true;
    process.stderr.write(server ? `[test-db] PostgreSQL server at ${new URL(server).host}\n` : '[test-db] no PostgreSQL server reachable: embedded PGlite (in memory)\n');
  }
  let database: Database;
  let url: string | null = null;
  let dropServerDb = async () => undefined as void;
  if (server) {
    const name = `market_test_${randomBytes(6).toString('hex')}`;
    const admin = postgres(server, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    url = withDatabase(server, name);
    database = await createDb({ databaseUrl: url, poolSize: 4 });
    dropServerDb = async () => {
      const dropper = postgres(server, { max: 1, onnotice: () => undefined });
      await dropper.unsafe(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
  } else {
    database = await createDb({ pgliteDir: 'memory://' });
  }
  await runMigrations(database, migrationsFolder(findRepoRoot()));
  if (options.seed !== false) await seedDatabase(database.db, { demoMode: options.demoMode ?? true });
  return {
    database,
    url,
    async drop() {
      await database.close().catch(() => undefined);
      await dropServerDb();
    },
  };
}
