import { loadEnv } from '../env';
import { migrationsFolder } from '../lib/paths';
import { createDb } from './client';
import { runMigrations } from './migrate';

/** `pnpm db:migrate`: apply migrations and exit. */
const env = loadEnv();
const database = await createDb({ databaseUrl: env.databaseUrl, pgliteDir: env.pgliteDir });
await runMigrations(database, migrationsFolder(env.staticRoot));
await database.close();
console.log(`migrations applied (${database.driver})`);
