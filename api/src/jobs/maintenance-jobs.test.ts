import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { JobStatus } from '@market/domain/jobs';
import { createDb, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { loadEnv } from '../env';
import { findRepoRoot, migrationsFolder } from '../lib/paths';
import { queryRows } from '../lib/sql';
import { readSystemStatus, runCleanup } from '../services/admin-tools';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { createJobRunner, runJob, type JobRunner } from './jobs';
import { JOBS } from './registry';
import { reindexJob } from './reindex';
import { vacuumAnalyzeJob } from './vacuum-analyze';

// The first file to need a new template database builds it (minutes on a busy machine).
jest.setTimeout(600_000);
const silent = pino({ level: 'silent' });

/**
 * The maintenance tasks of the tools screen run through the job runner: VACUUM ANALYZE and REINDEX
 * (neither may run in a transaction block), the purges and 자동 구매확정, each with its result and
 * the maintenance task's last run recorded.
 */
describe('maintenance jobs through the job runner (the test database: the PostgreSQL server when it answers)', () => {
  let db: TestDatabase;
  let runner: JobRunner;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(db.database.db, query);

  beforeAll(async () => {
    db = await createTestDatabase();
    const env = loadEnv({ NODE_ENV: 'test', DEMO_MODE: '1', ...(db.url ? { DATABASE_URL: db.url } : {}) });
    runner = createJobRunner(db.database, env, silent, { pollingSeconds: 1 });
    await runner.start();
  });
  afterAll(async () => {
    await runner?.stop();
    await db?.drop();
  });

  async function runAndWait(name: string): Promise<JobStatus> {
    const jobId = await runner.runNow(name, 'test@stylehub.kr');
    const deadline = Date.now() + 120_000;
    for (;;) {
      const job = (await runner.list()).find((j) => j.name === name)!;
      if (job.lastRun?.jobId === jobId && ['completed', 'failed'].includes(job.lastRun.state)) return job;
      if (Date.now() > deadline) throw new Error(`${name} did not finish: ${JSON.stringify(job)}`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }

  it('the registry has VACUUM ANALYZE and REINDEX beside the purges and 자동 구매확정', () => {
    expect(JOBS.map((j) => j.name)).toEqual(
      expect.arrayContaining(['db.vacuum-analyze', 'db.reindex', 'auth.purge-expired', 'idempotency.purge-expired', 'orders.auto-confirm']),
    );
    expect(vacuumAnalyzeJob.task?.code).toBe('vacuum_analyze');
  });

  it('db.vacuum-analyze runs VACUUM (ANALYZE) outside a transaction: tables vacuumed, the task row records the run', async () => {
    const job = await runAndWait('db.vacuum-analyze');
    expect(job.lastRun).toMatchObject({ state: 'completed', trigger: 'manual' });
    const [tables] = await q<{ n: number }>(sql`select count(*)::int as n from pg_stat_user_tables where schemaname = 'public'`);
    expect(job.lastRun!.result).toEqual({ tables: tables!.n });
    expect(tables!.n).toBeGreaterThan(20);
    if (db.database.driver === 'postgres') {
      const [stats] = await q<{ vacuumed: boolean; analyzed: boolean }>(
        sql`select last_vacuum > now() - interval '5 minutes' as vacuumed, last_analyze > now() - interval '5 minutes' as analyzed
          from pg_stat_user_tables where schemaname = 'public' and relname = 'products'`,
      );
      expect(stats).toEqual({ vacuumed: true, analyzed: true });
    }
    const [task] = await q<{ status: string; ran: boolean; next: boolean }>(
      sql`select status, last_run_at > now() - interval '5 minutes' as ran, next_run_at > now() as next from maintenance_tasks where code = 'vacuum_analyze'`,
    );
    expect(task).toEqual({ status: 'completed', ran: true, next: true });
  });

  it('db.reindex rebuilds every index of the app (CONCURRENTLY on the server) and leaves them all valid', async () => {
    const job = await runAndWait('db.reindex');
    expect(job.lastRun).toMatchObject({ state: 'completed' });
    const [count] = await q<{ n: number; invalid: number }>(
      sql`select count(*)::int as n,
        (select count(*)::int from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace ns on ns.oid = c.relnamespace
          where ns.nspname = 'public' and not i.indisvalid) as invalid
        from pg_indexes where schemaname = 'public'`,
    );
    expect(job.lastRun!.result).toEqual({ indexes: count!.n });
    expect(count!.invalid).toBe(0);
    expect(job.schedule).toBe('30 4 * * 0');
    expect(job.nextRunAt).not.toBeNull();
  });

  it('the purges and 자동 구매확정 run through the runner and report their counts', async () => {
    await q(
      sql`insert into idempotency_keys (scope, key, response, created_at) values ('maint-test', 'old', '{}'::jsonb, now() - interval '2 days')`,
    );
    const keys = await runAndWait('idempotency.purge-expired');
    expect(keys.lastRun).toMatchObject({ state: 'completed' });
    expect((keys.lastRun!.result as { keys: number }).keys).toBeGreaterThanOrEqual(1);
    expect(await q(sql`select key from idempotency_keys where scope = 'maint-test'`)).toEqual([]);
    const sessions = await runAndWait('auth.purge-expired');
    expect(sessions.lastRun!.result).toMatchObject({
      sessions: expect.any(Number),
      windows: expect.any(Number),
      lockouts: expect.any(Number),
    });
    const confirm = await runAndWait('orders.auto-confirm');
    expect(confirm.lastRun).toMatchObject({ state: 'completed' });
    expect(confirm.lastRun!.result).toEqual({ confirmed: expect.any(Number), days: expect.any(Number) });
  });

  it('status shows the running job runner with its uptime and the queues the runs went through', async () => {
    const status = await readSystemStatus({ database: db.database, env: loadEnv({ NODE_ENV: 'test' }), jobs: runner, logger: silent });
    const jobs = status.services.find((s) => s.id === 'jobs')!;
    expect(jobs.status).toBe('running');
    expect(jobs.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(status.queues.find((x) => x.name === 'db.vacuum-analyze')).toMatchObject({ queued: 0, active: 0, failed: 0 });
  });
});

describe('on embedded PGlite: status, VACUUM ANALYZE, REINDEX and a cleanup work too', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createDb({});
    await runMigrations(database, migrationsFolder(findRepoRoot()));
  });
  afterAll(() => database?.close());
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

  it('runs both database jobs and answers the status from the embedded database', async () => {
    const ctx = { db: database.db, logger: silent, now: new Date(), driver: 'pglite' as const };
    const [tables] = await q<{ n: number }>(sql`select count(*)::int as n from pg_stat_user_tables where schemaname = 'public'`);
    expect(await runJob(vacuumAnalyzeJob, ctx)).toEqual({ tables: tables!.n });
    const [indexes] = await q<{ n: number }>(sql`select count(*)::int as n from pg_indexes where schemaname = 'public'`);
    expect(await runJob(reindexJob, ctx)).toEqual({ indexes: indexes!.n });
    expect(indexes!.n).toBeGreaterThan(20);

    const runner = { definitions: JOBS, running: false, startedAt: null } as unknown as JobRunner;
    const status = await readSystemStatus({
      database,
      env: { pgliteDir: '/nonexistent/stylehub-test/pglite' },
      jobs: runner,
      logger: silent,
    });
    expect(status.database).toMatchObject({ status: 'healthy', driver: 'pglite', connections: 1, maxConnections: 1, lastBackup: null });
    expect(status.database.sizeBytes).toBeGreaterThan(1_000_000);
    expect(status.storage).toMatchObject({ mediaCount: 0, mediaBytes: 0, dataDirBytes: null });
    expect(status.services.map((s) => s.status)).toEqual(['running', 'healthy', 'stopped']);
    // pg-boss never started here: every queue is empty.
    expect(status.queues.every((x) => x.queued + x.active + x.failed === 0)).toBe(true);

    const result = await runCleanup('logs', { database, jobs: runner, logger: silent });
    expect(result).toMatchObject({ kind: 'logs', deleted: 0, details: { outbox: 0, rateLimits: 0, loginLockouts: 0 } });
  });
});
