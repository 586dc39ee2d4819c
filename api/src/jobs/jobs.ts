import { eq, inArray, sql } from 'drizzle-orm';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { JOB_MESSAGES, type JobRun, type JobState, type JobStatus, type JobTrigger } from '@market/domain/jobs';
import type { Database, Db } from '../db/client';
import { maintenanceTasks } from '../db/schema/system';
import type { Env } from '../env';
import { AppError } from '../lib/errors';
import { isoText, queryRows } from '../lib/sql';
import { JOB_TIMEZONE, type JobContext, type JobDefinition } from './define-job';
import { JOBS } from './registry';

/**
 * pg-boss on the app's own database (DESIGN 2.2, ADR 009/013): on PostgreSQL with a small pool of
 * its own, on embedded PGlite through `fromPglite` on the one client. Its tables live in the
 * `pgboss` schema, which it creates and migrates itself.
 */
export function createBoss(
  database: Pick<Database, 'driver' | 'pglite'>,
  env: Pick<Env, 'databaseUrl'>,
  scheduling: { cronMonitorIntervalSeconds?: number } = {},
): PgBoss {
  if (database.driver === 'pglite') {
    if (!database.pglite) throw new Error('PGlite database without its client');
    return new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', ...scheduling });
  }
  if (!env.databaseUrl) throw new Error('PostgreSQL database without DATABASE_URL');
  return new PgBoss({ connectionString: env.databaseUrl, max: 2, application_name: 'stylehub-jobs', ...scheduling });
}

/** What a job's pg-boss payload says about who started it. */
interface JobData {
  trigger?: JobTrigger;
  by?: string;
  /** A manual run's "now" under the test clock (ISO time); otherwise the worker's clock. */
  asOf?: string;
}

/** A run's outcome, kept by pg-boss as the job's output. */
export type JobOutcome = Record<string, number> | { skipped: 'disabled' };

/**
 * Runs one job's work once, as the worker does: a job with a maintenance task does nothing while
 * the task is disabled, and records on it the run (status, last run, duration, next run).
 */
export async function runJob(definition: JobDefinition, ctx: JobContext, nextRunAt: Date | null = null): Promise<JobOutcome> {
  const code = definition.task?.code;
  const record = async (values: Partial<typeof maintenanceTasks.$inferInsert>) => {
    if (code) await ctx.db.update(maintenanceTasks).set(values).where(eq(maintenanceTasks.code, code));
  };
  if (code) {
    const [task] = await ctx.db.select({ enabled: maintenanceTasks.enabled }).from(maintenanceTasks).where(eq(maintenanceTasks.code, code));
    if (task && !task.enabled) return { skipped: 'disabled' };
  }
  const started = Date.now();
  await record({ status: 'running' });
  try {
    const result = await definition.run(ctx);
    await record({ status: 'completed', lastRunAt: ctx.now, durationMs: Date.now() - started, ...(nextRunAt ? { nextRunAt } : {}) });
    return result;
  } catch (error) {
    await record({ status: 'failed', lastRunAt: ctx.now, durationMs: Date.now() - started, ...(nextRunAt ? { nextRunAt } : {}) }).catch(
      () => undefined,
    );
    throw error;
  }
}

export interface JobRunnerOptions {
  /** The whole registry (JOBS) unless a test adds to it: a started runner unschedules every job not in it. */
  definitions?: readonly JobDefinition[];
  /** How often pg-boss checks the schedules, 1–45 s (default 30; a schedule fires once whatever the value). */
  cronCheckSeconds?: number;
  /** How often an idle worker asks for work (default 2 s). */
  pollingSeconds?: number;
}

/** The background jobs of one API process: started with the server, read by the admin jobs endpoint. */
export interface JobRunner {
  readonly definitions: readonly JobDefinition[];
  /** Whether this process runs the jobs (queues, schedules and workers started). */
  readonly running: boolean;
  /** When this process started its runner (null while not running): the status screen's uptime. */
  readonly startedAt: Date | null;
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Re-reads the maintenance tasks and schedules each job on its task's cron (done at start; for
   * a screen that edits a task's schedule). The schedule is shared by every process.
   */
  syncSchedules(): Promise<void>;
  /** Queues a run of `name` now (a staff member's 지금 실행); the pg-boss job id. */
  runNow(name: string, by: string, asOf?: Date): Promise<string>;
  /** Every job with its schedule and the state of its last runs. */
  list(): Promise<JobStatus[]>;
}

interface TaskRow {
  code: string;
  schedule: string;
  enabled: boolean;
  nextRunAt: Date | null;
}

async function tasksOf(db: Db, definitions: readonly JobDefinition[]): Promise<Map<string, TaskRow>> {
  const codes = definitions.flatMap((d) => (d.task ? [d.task.code] : []));
  if (!codes.length) return new Map();
  const rows = await db
    .select({
      code: maintenanceTasks.code,
      schedule: maintenanceTasks.schedule,
      enabled: maintenanceTasks.enabled,
      nextRunAt: maintenanceTasks.nextRunAt,
    })
    .from(maintenanceTasks)
    .where(inArray(maintenanceTasks.code, codes));
  return new Map(rows.map((r) => [r.code, r]));
}

/**
 * Creates the runner of `definitions` (default: every job of ./registry.ts) on the app's database.
 * Nothing runs until start(); list() works either way.
 */
export function createJobRunner(database: Database, env: Env, logger: Logger, options: JobRunnerOptions = {}): JobRunner {
  const definitions = options.definitions ?? JOBS;
  const byName = new Map(definitions.map((d) => [d.name, d]));
  if (byName.size !== definitions.length) throw new Error('two jobs with one name');
  let boss: PgBoss | null = null;
  let startedAt: Date | null = null;
  /** The cron each job was scheduled with at start (its task's, else its own). */
  const schedules = new Map<string, string>();

  const nextRun = (cron: string): Date | null => {
    try {
      return boss?.previewSchedule(cron, { tz: JOB_TIMEZONE, count: 1 })[0] ?? null;
    } catch {
      return null;
    }
  };

  /** The schedule a job runs on: its maintenance task's cron when the row exists and parses, else its own. */
  const scheduleFor = (definition: JobDefinition, task: TaskRow | undefined): string => {
    if (!task || task.schedule === definition.cron) return definition.cron;
    try {
      boss!.previewSchedule(task.schedule, { tz: JOB_TIMEZONE, count: 1 });
      return task.schedule;
    } catch {
      logger.warn(
        { job: definition.name, task: task.code, schedule: task.schedule },
        'maintenance task schedule does not parse; the job keeps its own',
      );
      return definition.cron;
    }
  };

  const runner: JobRunner = {
    definitions,
    get running() {
      return boss !== null;
    },
    get startedAt() {
      return boss ? startedAt : null;
    },

    async start() {
      if (boss) return;
      const instance = createBoss(database, env, options.cronCheckSeconds ? { cronMonitorIntervalSeconds: options.cronCheckSeconds } : {});
      instance.on('error', (err) => logger.error({ err }, 'job queue error'));
      await instance.start();
      boss = instance;
      startedAt = new Date();
      for (const definition of definitions) {
        const { name, retry } = definition;
        const queueOptions = {
          retryLimit: retry.limit,
          retryDelay: retry.delaySeconds,
          retryBackoff: retry.backoff,
          ...(retry.maxDelaySeconds ? { retryDelayMax: retry.maxDelaySeconds } : {}),
          ...(definition.expireInSeconds ? { expireInSeconds: definition.expireInSeconds } : {}),
        };
        // singleton: at most one run active at a time, whichever process picks it up.
        await instance.createQueue(name, { policy: 'singleton', ...queueOptions });
        // An existing queue keeps the options it was created with: bring them up to the definition.
        await instance.updateQueue(name, queueOptions);
      }
      await runner.syncSchedules();
      for (const definition of definitions) {
        const { name } = definition;
        await instance.work<JobData>(name, { pollingIntervalSeconds: options.pollingSeconds ?? 2 }, async ([job]) => {
          const log = logger.child({ job: name, jobId: job?.id, trigger: job?.data?.trigger ?? 'schedule' });
          try {
            return await runJob(
              definition,
              {
                db: database.db,
                logger: log,
                now: job?.data?.asOf ? new Date(job.data.asOf) : new Date(),
                trigger: job?.data?.trigger ?? 'schedule',
                driver: database.driver,
                env,
              },
              nextRun(schedules.get(name) ?? definition.cron),
            );
          } catch (err) {
            log.error({ err, retryCount: job?.retryCount }, 'job failed; pg-boss retries it with back-off');
            throw err;
          }
        });
      }
      logger.info({ jobs: definitions.map((d) => d.name), driver: database.driver }, 'background jobs started');
    },

    async syncSchedules() {
      const instance = boss;
      if (!instance) return;
      const tasks = await tasksOf(database.db, definitions);
      for (const definition of definitions) {
        const task = definition.task ? tasks.get(definition.task.code) : undefined;
        const cron = scheduleFor(definition, task);
        schedules.set(definition.name, cron);
        // pg-boss sends a schedule's job once across all processes, however many call this.
        await instance.schedule(definition.name, cron, { trigger: 'schedule' } satisfies JobData, { tz: JOB_TIMEZONE });
        if (task)
          await database.db
            .update(maintenanceTasks)
            .set({ nextRunAt: nextRun(cron) })
            .where(eq(maintenanceTasks.code, task.code));
      }
      // A job taken out of the registry stops being sent (its queue and past runs stay).
      for (const schedule of await instance.getSchedules()) {
        if (!byName.has(schedule.name)) {
          await instance.unschedule(schedule.name, schedule.key);
          logger.info({ job: schedule.name }, 'schedule of a job no longer registered removed');
        }
      }
    },

    async stop() {
      const instance = boss;
      boss = null;
      await instance?.stop({ graceful: true, timeout: 5_000 });
    },

    async runNow(name, by, asOf) {
      const definition = byName.get(name);
      if (!definition) throw new AppError('NOT_FOUND', JOB_MESSAGES.notFound);
      if (!boss) throw new AppError('CONFLICT', JOB_MESSAGES.notRunning);
      if (definition.task) {
        const task = (await tasksOf(database.db, [definition])).get(definition.task.code);
        if (task && !task.enabled) throw new AppError('CONFLICT', JOB_MESSAGES.disabled);
      }
      const id = await boss.send(name, { trigger: 'manual', by, ...(asOf ? { asOf: asOf.toISOString() } : {}) } satisfies JobData);
      if (!id) throw new AppError('CONFLICT', JOB_MESSAGES.notRunning);
      return id;
    },

    async list() {
      const db = database.db;
      const tasks = await tasksOf(db, definitions);
      const runs = await readRuns(
        db,
        definitions.map((d) => d.name),
      );
      return definitions.map((definition): JobStatus => {
        const task = definition.task ? tasks.get(definition.task.code) : undefined;
        const found = runs.get(definition.name);
        const schedule = found?.cron ?? schedules.get(definition.name) ?? task?.schedule ?? definition.cron;
        const next = task?.nextRunAt ?? nextRun(schedule);
        return {
          name: definition.name,
          label: definition.label,
          description: definition.description,
          schedule,
          timezone: found?.timezone ?? JOB_TIMEZONE,
          task: definition.task?.code ?? null,
          enabled: task?.enabled ?? true,
          state: found?.last?.state ?? null,
          lastRun: found?.last ?? null,
          lastError: found?.lastError ?? null,
          failedCount: found?.failed ?? 0,
          queuedCount: found?.queued ?? 0,
          activeCount: found?.active ?? 0,
          nextRunAt: next ? next.toISOString() : null,
          retry: { limit: definition.retry.limit, delaySeconds: definition.retry.delaySeconds, backoff: definition.retry.backoff },
        };
      });
    },
  };
  return runner;
}

interface RunSummary {
  cron: string | null;
  timezone: string | null;
  last: JobRun | null;
  lastError: { at: string; message: string } | null;
  failed: number;
  queued: number;
  active: number;
}

/**
 * The last run, last error and counts of each queue, read from pg-boss's own tables (`pgboss.job`,
 * `pgboss.schedule`) in one statement. No pgboss schema yet (jobs never started on this database):
 * nothing ran.
 */
async function readRuns(db: Db, names: string[]): Promise<Map<string, RunSummary>> {
  const [installed] = await queryRows<{ ok: boolean }>(
    db,
    sql`select to_regclass('pgboss.job') is not null and to_regclass('pgboss.schedule') is not null as ok`,
  );
  if (!installed?.ok || !names.length) return new Map();
  const list = sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  );
  const rows = await queryRows<{
    name: string;
    cron: string | null;
    timezone: string | null;
    last: (Omit<JobRun, 'trigger' | 'result'> & { trigger: JobTrigger | null; result: Record<string, unknown> | null }) | null;
    error_at: string | null;
    error_message: string | null;
    failed: number;
    queued: number;
    active: number;
  }>(
    db,
    sql`select n.name, s.cron, s.timezone,
      (select json_build_object('jobId', j.id::text, 'state', j.state::text, 'trigger', coalesce(j.data->>'trigger', 'schedule'),
          'createdAt', ${isoText(sql`j.created_on`)}, 'startedAt', ${isoText(sql`j.started_on`)}, 'completedAt', ${isoText(sql`j.completed_on`)},
          'retryCount', j.retry_count, 'result', case when j.state = 'completed' then j.output end)
        from pgboss.job j where j.name = n.name order by j.created_on desc limit 1) as last,
      e.at as error_at, e.message as error_message,
      (select count(*)::int from pgboss.job j where j.name = n.name and j.state = 'failed') as failed,
      (select count(*)::int from pgboss.job j where j.name = n.name and j.state in ('created', 'retry')) as queued,
      (select count(*)::int from pgboss.job j where j.name = n.name and j.state = 'active') as active
    from unnest(array[${list}]::text[]) as n(name)
    left join pgboss.schedule s on s.name = n.name and s.key = ''
    left join lateral (select ${isoText(sql`coalesce(j.completed_on, j.started_on, j.created_on)`)} as at, coalesce(j.output->>'message', '알 수 없는 오류') as message
        from pgboss.job j where j.name = n.name and j.state in ('failed', 'retry') and j.output is not null
        order by coalesce(j.completed_on, j.started_on, j.created_on) desc limit 1) e on true`,
  );
  return new Map(
    rows.map((r) => [
      r.name,
      {
        cron: r.cron,
        timezone: r.timezone,
        last: r.last
          ? { ...r.last, state: r.last.state as JobState, trigger: r.last.trigger ?? 'schedule', result: r.last.result ?? null }
          : null,
        lastError: r.error_at ? { at: r.error_at, message: r.error_message ?? '' } : null,
        failed: r.failed,
        queued: r.queued,
        active: r.active,
      },
    ]),
  );
}
