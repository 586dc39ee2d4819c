import type { Logger } from 'pino';
import type { Db, DbDriver } from '../db/client';
import type { Env } from '../env';

/** Every schedule is read in Korea's time zone (the seeded maintenance tasks' cron expressions are). */
export const JOB_TIMEZONE = 'Asia/Seoul';

/** What a job's work receives: the app's database, a logger named after the job, and the run's clock. */
export interface JobContext {
  db: Db;
  logger: Logger;
  now: Date;
  /** Who started the run: its schedule, or a staff member's 지금 실행 (absent in direct calls). */
  trigger?: 'schedule' | 'manual';
  /** Which database the job runs on (absent in direct calls): a job may use what only one supports. */
  driver?: DbDriver;
  /** The app's environment (absent in direct calls): for a job that needs a key, e.g. the backups' signing key. */
  env?: Pick<Env, 'dataEncryption'>;
}

/** The maintenance task (system tools screen) that carries a job's schedule and on/off switch. */
export interface MaintenanceTaskLink {
  /** `maintenance_tasks.code`, e.g. `auto_confirm_orders`. */
  code: string;
  /** Written only when the row does not exist yet (a database seeded without demo data). */
  name: string;
  description: string;
}

/**
 * One background job: its queue, schedule, retries and work. Registered by adding it to JOBS
 * (./registry.ts); the runner (./jobs.ts) creates the queue (policy `singleton`: one run at a time
 * across every API process), schedules it and works it.
 */
export interface JobDefinition {
  /** Queue and schedule name, `<area>.<verb>` (e.g. `orders.auto-confirm`). */
  name: string;
  /** Korean name the tools screen shows. */
  label: string;
  description: string;
  /**
   * Cron expression in JOB_TIMEZONE. For a job with a `task`, the default only: the task row's
   * `schedule` is what runs.
   */
  cron: string;
  task?: MaintenanceTaskLink;
  /** A failed run is retried `limit` times, `delaySeconds` apart, doubling each time with `backoff`. */
  retry: { limit: number; delaySeconds: number; backoff: boolean; maxDelaySeconds?: number };
  /** A run still active after this long is treated as failed (and retried). pg-boss default 15 min. */
  expireInSeconds?: number;
  /**
   * The work. Must be idempotent: a retry, a second process or a run on top of a crashed one must
   * leave the same result. Returns a small summary (counts) kept as the run's result.
   */
  run(ctx: JobContext): Promise<Record<string, number>>;
}

/** Identity, for the type check and a place to hang the doc comment. */
export function defineJob(definition: JobDefinition): JobDefinition {
  return definition;
}
