import { loadEnv } from '../../env';
import { migrationsFolder } from '../../lib/paths';
import { secretBoxFor } from '../../lib/secret-box';
import { createDb } from '../client';
import { runMigrations } from '../migrate';
import { SEED_SCALES, type SeedScaleName } from './generate';
import { LARGE_TARGETS, seedLarge } from './large';
import { seedDatabase } from './seed';

/**
 * `pnpm db:seed [--scale=demo|small|large]`: migrate, then seed (idempotent) and exit.
 *
 *   cd api && npx tsx src/db/seed/cli.ts                 # demo scale (what `npm start` seeds)
 *   cd api && npx tsx src/db/seed/cli.ts --scale=small   # the PGlite test scale
 *   cd api && DATABASE_URL=postgres://... npx tsx src/db/seed/cli.ts --scale=large [--now=2026-03-15T03:00:00Z]
 *        # benchmarks: 1,000 brands, 100k products, 100k customers, 1M orders (PostgreSQL server only);
 *        # --brands= --products= --customers= --orders= change the totals; the same --now gives the same rows
 */
const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const arg = option('scale') ?? 'demo';
if (arg !== 'large' && !(arg in SEED_SCALES)) {
  console.error(`unknown scale "${arg}": use ${[...Object.keys(SEED_SCALES), 'large'].join(', ')}`);
  process.exit(2);
}
const nowArg = option('now');
const now = nowArg ? new Date(nowArg) : new Date();
if (Number.isNaN(now.getTime())) {
  console.error(`--now: not a date: ${nowArg}`);
  process.exit(2);
}
const env = loadEnv();
if (arg === 'large' && !env.databaseUrl) {
  console.error('--scale=large runs on a PostgreSQL server: set DATABASE_URL (embedded PGlite is for the demo and test scales)');
  process.exit(2);
}
const database = await createDb({ databaseUrl: env.databaseUrl, pgliteDir: env.pgliteDir });
const started = Date.now();
await runMigrations(database, migrationsFolder(env.staticRoot));
if (arg === 'large') {
  const targets = Object.fromEntries(
    (Object.keys(LARGE_TARGETS) as (keyof typeof LARGE_TARGETS)[]).flatMap((k) => (option(k) ? [[k, Number(option(k))]] : [])),
  );
  console.log(`seed (large) at ${now.toISOString()}: targets ${JSON.stringify({ ...LARGE_TARGETS, ...targets })}`);
  try {
    const report = await seedLarge(database, { now, demoMode: env.demoMode, targets, log: (line) => console.log(line) });
    console.log(
      `seed (large): ${report.status}; foreign-key triggers ${report.foreignKeyTriggers}; total ${(report.totalMs / 1000).toFixed(1)} s`,
    );
    console.log('rows:');
    for (const [table, n] of Object.entries(report.rowCounts))
      console.log(`  ${table.padEnd(20)} ${n.toLocaleString('en-US').padStart(12)}`);
  } finally {
    await database.close();
  }
} else {
  const secretBox = secretBoxFor(env.dataEncryption.key, env.dataEncryption.source);
  const result = await seedDatabase(database.db, { demoMode: env.demoMode, now, scale: arg as SeedScaleName, secretBox });
  await database.close();
  console.log(
    `seed (${database.driver}, ${arg}): ${result.seeded ? 'base data inserted' : 'already seeded'}, demo accounts ${result.demoAccounts}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
