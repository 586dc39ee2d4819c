import { createApp } from './app';
import { createDb } from './db/client';
import { runMigrations } from './db/migrate';
import { buildDemoShopperHistory } from './db/seed/demo-history';
import { seedDatabase } from './db/seed/seed';
import { loadEnv, type Env } from './env';
import { demoExposureWarning } from './lib/demo-exposure';
import { createJobRunner } from './jobs/jobs';
import { startHttpServer } from './http-server';
import { createLogger } from './lib/logger';
import { startMemorySamples } from './lib/memory-samples';
import { migrationsFolder } from './lib/paths';
import { secretBoxFor } from './lib/secret-box';
import { sealPlainPaymentSecrets } from './services/admin-settings-payment';
import { sealPlainBankAccounts } from './services/admin-sellers';

/** Start-up: env, database, migrations, seed, then HTTP; SIGINT/SIGTERM drain and close. */
let env: Env;
try {
  env = loadEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const logger = createLogger(env);
if (env.memorySamples) startMemorySamples(env.memorySamples);

const database = await createDb({ databaseUrl: env.databaseUrl, pgliteDir: env.pgliteDir });
logger.info({ driver: database.driver, location: database.driver === 'pglite' ? env.pgliteDir : 'DATABASE_URL' }, 'database opened');
await runMigrations(database, migrationsFolder(env.staticRoot));
const secretBox = secretBoxFor(env.dataEncryption.key, env.dataEncryption.source);
// Account numbers written before encryption at rest (ADR encryption at rest) are sealed once.
const sealed = await sealPlainBankAccounts(database.db, secretBox);
if (sealed > 0) logger.info({ sealed }, 'sellers: bank account numbers sealed at rest');
if (env.seed) {
  const result = await seedDatabase(database.db, { demoMode: env.demoMode, secretBox });
  logger.info({ ...result, demoMode: env.demoMode }, result.seeded ? 'seed data inserted' : 'seed skipped (already seeded)');
  if (env.demoMode) {
    // The demo buyer's orders in every state, made once through the real workflows (issue 17).
    const history = await buildDemoShopperHistory(database.db).catch((error: unknown) => {
      logger.warn({ err: error }, 'demo buyer history not built');
      return null;
    });
    if (history?.created) logger.info({ orders: history.orders }, 'demo buyer history built');
  }
}

// Payment keys written before they were sealed at rest (issue 16) are sealed once.
const sealedKeys = await sealPlainPaymentSecrets(database.db, secretBox);
if (sealedKeys > 0) logger.info({ sealed: sealedKeys }, 'payment settings: secret keys sealed at rest');

if (env.payments.webhookSecretSource === 'random') {
  logger.warn(
    'PAYMENT_WEBHOOK_SECRET is not set outside demo mode: a random secret was made for this start, so no payment webhook will verify until it is set (ADR 009)',
  );
}
if (env.dataEncryption.source === 'development') {
  logger.warn(
    'DATA_ENCRYPTION_KEY is not set: bank account numbers are encrypted with the public development key, which protects nothing; set it before storing real data (ADR encryption at rest)',
  );
}
// pg-boss runs each schedule once across all API processes on the database (ADR 013).
const jobs = createJobRunner(database, env, logger, { cronCheckSeconds: env.jobs.cronCheckSeconds });
const app = createApp({ db: database, env, logger, jobs });
await jobs.start();
// Slow clients are cut off after the headers and request timeouts (api/src/http-server.ts).
const server = startHttpServer(app.fetch, env, { port: env.port, hostname: env.host }, (info) => {
  logger.info(`스타일허브 listening on http://localhost:${info.port} (API /api, docs /api/docs, demo mode ${env.demoMode ? 'on' : 'off'})`);
  const exposure = env.demoMode ? demoExposureWarning(info.address, info.port) : null;
  if (exposure) logger.warn(exposure);
  // The home page once: starts the storefront's render worker, so that the first shopper does
  // not wait for it (api/src/ssr.ts).
  if (env.ssr) Promise.resolve(app.request('/', { headers: { accept: 'text/html' } })).catch(() => undefined);
});

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: finishing in-flight requests');
  // Forced exit if a connection refuses to finish.
  const force = setTimeout(() => {
    logger.warn('shutdown timed out; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  server.close(async (err) => {
    if (err) logger.warn({ err }, 'server close');
    await jobs.stop().catch((e: unknown) => logger.warn({ err: e }, 'jobs stop'));
    await database.close().catch((e: unknown) => logger.warn({ err: e }, 'database close'));
    logger.info('stopped');
    process.exit(0);
  });
  // Idle keep-alive sockets would otherwise hold close() open.
  (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
