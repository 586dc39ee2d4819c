// Starts the production server for the e2e tests on E2E_PORT (default 3100) on a fresh database:
// a new database on the PostgreSQL server when one is reachable (DATABASE_URL or the local one),
// embedded PGlite in a temporary folder otherwise. Writes the database URL for tests that start
// a second server on the same database.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT, log, run } from './lib.mjs';

const require = createRequire(path.join(ROOT, 'api/package.json'));
const postgres = require('postgres');

async function freshDatabase() {
  const admin = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const sql = postgres(admin, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    const name = `market_e2e_${Date.now()}_${process.pid}`;
    await sql.unsafe(`create database ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    return url.toString();
  } catch (e) {
    log(`no PostgreSQL server for e2e (${e.message}); using embedded PGlite`);
    return null;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

// E2E_RESULTS_DIR lets two e2e runs share a checkout without sharing their server's details.
const results = process.env.E2E_RESULTS_DIR || path.join(ROOT, '.test-results');
mkdirSync(results, { recursive: true });
const databaseUrl = await freshDatabase();
// Renders may wait their turn on a loaded CI machine; the tests check what the page shows, not
// how fast the server rendered it (bench/ measures that).
// Demo mode is off by default on a server database; the journeys sign in with the demo accounts.
// Every journey signs its shoppers up from 127.0.0.1, far more than a real address an hour.
// A webhook secret of this run's own (e2e-env.json), so the suite signs the sandbox's payment
// webhooks whether or not the server runs in demo mode (ADR 009).
const env = {
  STATIC_ROOT: ROOT,
  PORT: process.env.E2E_PORT || '3100',
  LOG_LEVEL: 'warn',
  SSR_TIMEOUT_MS: '20000',
  DEMO_MODE: '1',
  SIGNUP_LIMIT_PER_HOUR: '100000',
  PAYMENT_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
  // Journeys that span days (자동 구매확정 7 days after delivery, settlement periods) run the real
  // jobs "as of" a later time through 지금 실행's asOf; never set in production (refused there).
  TEST_CLOCK: '1',
};
if (databaseUrl) env.DATABASE_URL = databaseUrl;
else env.PGLITE_DIR = mkdtempSync(path.join(os.tmpdir(), 'market-e2e-'));
writeFileSync(path.join(results, 'e2e-env.json'), JSON.stringify(env));
log(`e2e server on :${env.PORT} with ${databaseUrl ? 'PostgreSQL ' + new URL(databaseUrl).pathname.slice(1) : 'PGlite ' + env.PGLITE_DIR}`);
process.exit(await run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], { env }));
