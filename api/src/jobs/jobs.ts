import { fromPglite, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import type { Env } from '../env';
import { AUTO_CONFIRM_ORDERS, AUTO_CONFIRM_ORDERS_CRON, runAutoConfirmOrders } from './auto-confirm-orders';
import { EXPIRE_BANK_TRANSFERS, EXPIRE_BANK_TRANSFERS_CRON, runExpireBankTransfers } from './expire-bank-transfers';
import { OUTBOX_DISPATCH, OUTBOX_DISPATCH_CRON, runOutboxDispatch } from './outbox-dispatch';

export interface Jobs {
  boss: PgBoss;
  stop(): Promise<void>;
}

/**
 * pg-boss on the app's own database (DESIGN 2.2, ADR 009): on PostgreSQL with a small pool of
 * its own, on embedded PGlite through `fromPglite` on the one client. Its tables live in the
 * `pgboss` schema, which it creates and migrates itself.
 */
export function createBoss(database: Pick<Database, 'driver' | 'pglite'>, env: Pick<Env, 'databaseUrl'>): PgBoss {
  if (database.driver === 'pglite') {
    if (!database.pglite) throw new Error('PGlite database without its client');
    return new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' });
  }
  if (!env.databaseUrl) throw new Error('PostgreSQL database without DATABASE_URL');
  return new PgBoss({ connectionString: env.databaseUrl, max: 2, application_name: 'stylehub-jobs' });
}

/**
 * Starts the background jobs: the queue, its schedule (pg-boss runs a schedule once across all
 * API processes) and the worker. Stopped at shutdown (server.ts).
 */
export async function startJobs(database: Database, env: Env, logger: Logger): Promise<Jobs> {
  const boss = createBoss(database, env);
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  await boss.start();
  // singleton: at most one expiry run active at a time, whichever process picks it up.
  await boss.createQueue(EXPIRE_BANK_TRANSFERS, { policy: 'singleton', retryLimit: 3, retryDelay: 60, retryBackoff: true });
  await boss.schedule(EXPIRE_BANK_TRANSFERS, EXPIRE_BANK_TRANSFERS_CRON, null, { tz: 'Asia/Seoul' });
  await boss.work(EXPIRE_BANK_TRANSFERS, async () => {
    await runExpireBankTransfers(database.db, logger);
  });
  await boss.createQueue(AUTO_CONFIRM_ORDERS, { policy: 'singleton', retryLimit: 3, retryDelay: 300, retryBackoff: true });
  await boss.schedule(AUTO_CONFIRM_ORDERS, AUTO_CONFIRM_ORDERS_CRON, null, { tz: 'Asia/Seoul' });
  await boss.work(AUTO_CONFIRM_ORDERS, async () => {
    await runAutoConfirmOrders(database.db, logger);
  });
  await boss.createQueue(OUTBOX_DISPATCH, { policy: 'singleton', retryLimit: 3, retryDelay: 30, retryBackoff: true });
  await boss.schedule(OUTBOX_DISPATCH, OUTBOX_DISPATCH_CRON, null, { tz: 'Asia/Seoul' });
  await boss.work(OUTBOX_DISPATCH, async () => {
    await runOutboxDispatch(database.db, logger);
  });
  logger.info({ jobs: [EXPIRE_BANK_TRANSFERS, AUTO_CONFIRM_ORDERS, OUTBOX_DISPATCH], driver: database.driver }, 'background jobs started');
  return {
    boss,
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
  };
}
