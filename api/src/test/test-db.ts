import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { createDb, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import type { SeedScaleName } from '../db/seed/generate';
import { seedDatabase } from '../db/seed/seed';
import { kstDate } from '../db/seed/time';
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

/** Scale seeded on embedded PGlite, where each test file seeds its own in-memory database. */
export const PGLITE_TEST_SCALE: SeedScaleName = 'small';
const TEMPLATE_LOCK = 724_010;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.(ts|sql|json)$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * The seeded template's name: a hash of everything that shapes its contents (migrations, seed code,
 * schema, the domain rules it uses) and of today's date in Korea (the seed's history ends today).
 */
function templateName(root: string): string {
  const h = createHash('sha1');
  for (const dir of ['api/drizzle', 'api/src/db', 'packages/domain/src']) {
    for (const file of filesUnder(path.join(root, dir)).sort()) h.update(file.slice(root.length)).update(readFileSync(file));
  }
  h.update(kstDate(Date.now()));
  return `market_tpl_${h.digest('hex').slice(0, 16)}`;
}

/**
 * One migrated and demo-seeded template database per code version on the server, built once
 * (whichever jest worker gets the lock first builds it; the others wait and reuse it).
 */
async function ensureTemplate(server: string): Promise<string> {
  const root = findRepoRoot();
  const name = templateName(root);
  const admin = postgres(server, { max: 1, onnotice: () => undefined });
  try {
    const reserved = await admin.reserve();
    try {
      await reserved`select pg_advisory_lock(${TEMPLATE_LOCK})`;
      const [found] = await reserved`select 1 as ok from pg_database where datname = ${name}`;
      if (!found) {
        const building = `${name}_build_${randomBytes(3).toString('hex')}`;
        await reserved.unsafe(`create database ${building}`);
        const database = await createDb({ databaseUrl: withDatabase(server, building), poolSize: 4 });
        try {
          await runMigrations(database, migrationsFolder(root));
          await seedDatabase(database.db, { demoMode: true });
        } finally {
          await database.close();
        }
        await reserved.unsafe(`alter database ${building} rename to ${name}`);
        // Older templates (other code versions or days) are dropped when nobody is copying them.
        const stale = await reserved`select datname from pg_database where datname like 'market_tpl_%' and datname <> ${name}`;
        for (const { datname } of stale) await reserved.unsafe(`drop database if exists ${datname}`).catch(() => undefined);
      }
    } finally {
      await reserved`select pg_advisory_unlock(${TEMPLATE_LOCK})`.catch(() => undefined);
      reserved.release();
    }
  } finally {
    await admin.end();
  }
  return name;
}

/**
 * A fresh, migrated (and by default seeded) database for one test file: on a PostgreSQL server a
 * uniquely named copy (`CREATE DATABASE ... TEMPLATE`) of the demo-seeded template, else an
 * in-memory PGlite seeded at the smaller PGLITE_TEST_SCALE.
 */
export async function createTestDatabase(options: { seed?: boolean; demoMode?: boolean } = {}): Promise<TestDatabase> {
  const server = await findPostgresServer();
  if (!announced) {
    announced = true;
    process.stderr.write(
      server
        ? `[test-db] PostgreSQL server at ${new URL(server).host}\n`
        : '[test-db] no PostgreSQL server reachable: embedded PGlite (in memory)\n',
    );
  }
  let database: Database;
  let url: string | null = null;
  let dropServerDb = async () => undefined as void;
  if (server) {
    const name = `market_test_${randomBytes(6).toString('hex')}`;
    const template = options.seed !== false ? await ensureTemplate(server) : null;
    const admin = postgres(server, { max: 1, onnotice: () => undefined });
    await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`);
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
  if (options.seed !== false) {
    // On the server the copy is already seeded in demo mode: this only removes the demo accounts when asked.
    await seedDatabase(database.db, { demoMode: options.demoMode ?? true, scale: server ? 'demo' : PGLITE_TEST_SCALE });
  }
  return {
    database,
    url,
    async drop() {
      await database.close().catch(() => undefined);
      await dropServerDb();
    },
  };
}
