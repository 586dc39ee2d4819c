import { loadEnv } from '../../env';
import { migrationsFolder } from '../../lib/paths';
import { createDb } from '../client';
import { runMigrations } from '../migrate';
import { SEED_SCALES, type SeedScaleName } from './generate';
import { seedDatabase } from './seed';

/**
 * `pnpm db:seed [--scale=demo|small]`: migrate, then seed (idempotent) and exit.
 *
 *   cd api && npx tsx src/db/seed/cli.ts                 # demo scale (what `npm start` seeds)
 *   cd api && npx tsx src/db/seed/cli.ts --scale=small   # the PGlite test scale
 *
 * `--scale=large` (100k products, 1M orders, set-based SQL on a PostgreSQL server) is not built yet.
 */
const arg = process.argv.find((a) => a.startsWith('--scale='))?.slice('--scale='.length) ?? 'demo';
if (arg === 'large') {
  console.error('--scale=large is not implemented yet (planned: generate_series / INSERT ... SELECT on a PostgreSQL server).');
  process.exit(2);
}
if (!(arg in SEED_SCALES)) {
  console.error(`unknown scale "${arg}": use ${Object.keys(SEED_SCALES).join(', ')}`);
  process.exit(2);
}
const env = loadEnv();
const database = await createDb({ databaseUrl: env.databaseUrl, pgliteDir: env.pgliteDir });
const started = Date.now();
await runMigrations(database, migrationsFolder(env.staticRoot));
const result = await seedDatabase(database.db, { demoMode: env.demoMode, scale: arg as SeedScaleName });
await database.close();
console.log(
  `seed (${database.driver}, ${arg}): ${result.seeded ? 'base data inserted' : 'already seeded'}, demo accounts ${result.demoAccounts}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
