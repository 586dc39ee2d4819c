import { loadEnv } from '../../env';
import { migrationsFolder } from '../../lib/paths';
import { createDb } from '../client';
import { runMigrations } from '../migrate';
import { seedDatabase } from './seed';

/** `pnpm db:seed`: migrate, then seed (idempotent) and exit. */
const env = loadEnv();
const database = await createDb({ databaseUrl: env.databaseUrl, pgliteDir: env.pgliteDir });
await runMigrations(database, migrationsFolder(env.staticRoot));
const result = await seedDatabase(database.db, { demoMode: env.demoMode });
await database.close();
console.log(`seed (${database.driver}): ${result.seeded ? 'base data inserted' : 'already seeded'}, demo accounts ${result.demoAccounts}`);
