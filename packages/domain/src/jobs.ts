import { z } from 'zod';

/**
 * Background jobs as the system tools screen sees them (issue 13, item 7; ADR 013): what each job
 * is, when it runs, and how its last runs went. The jobs themselves run on pg-boss in the API
 * (`api/src/jobs/`).
 */

/** A pg-boss job's state: waiting, waiting to retry after a failure, running, done, cancelled, failed for good. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const JOB_STATE_LABELS: Record<JobState, string> = {
  created: '대기',
  retry: '재시도 대기',
  active: '실행 중',
  completed: '완료',
  cancelled: '취소',
  failed: '실패',
};

/** What started a run: the job's schedule, or a staff member's 지금 실행. */
export const JOB_TRIGGERS = ['schedule', 'manual'] as const;
export type JobTrigger = (typeof JOB_TRIGGERS)[number];

export const JOB_MESSAGES = {
  notFound: '작업을 찾을 수 없습니다',
  notRunning: '작업 실행기가 이 서버에서 실행 중이 아닙니다',
  disabled: '비활성화된 작업입니다. 유지보수 작업에서 먼저 활성화해주세요',
  testClockOff: '이 서버에서는 실행 시각을 지정할 수 없습니다 (TEST_CLOCK 꺼짐)',
  asOf: '실행 시각이 올바르지 않습니다',
} as const;

/**
 * The optional body of 지금 실행: `asOf` runs the job as if it were that time, only on a server
 * started with TEST_CLOCK=1 (journeys that span days, e.g. 자동 구매확정 7 days after delivery).
 */
export const RunJobSchema = z.object({
  asOf: z.iso.datetime({ offset: true, error: JOB_MESSAGES.asOf }).optional(),
});
export type RunJob = z.infer<typeof RunJobSchema>;

const isoDate = z.string();

export const JobRunSchema = z.object({
  jobId: z.string(),
  state: z.enum(JOB_STATES),
  trigger: z.enum(JOB_TRIGGERS),
  createdAt: isoDate,
  startedAt: isoDate.nullable(),
  completedAt: isoDate.nullable(),
  /** Failed attempts before this one succeeded, failed or is waiting to retry. */
  retryCount: z.number().int().min(0),
  /** The job's own summary on success (e.g. `{ confirmed: 3 }`). */
  result: z.record(z.string(), z.unknown()).nullable(),
});
export type JobRun = z.infer<typeof JobRunSchema>;

export const JobStatusSchema = z.object({
  /** Queue name, e.g. `orders.auto-confirm`. */
  name: z.string(),
  label: z.string(),
  description: z.string(),
  /** Cron expression the schedule runs on, in `timezone`. */
  schedule: z.string(),
  timezone: z.string(),
  /** The maintenance task that carries its schedule and on/off switch, if any (e.g. `auto_confirm_orders`). */
  task: z.string().nullable(),
  enabled: z.boolean(),
  /** State of the last run (null: never ran since its runs were last cleaned up). */
  state: z.enum(JOB_STATES).nullable(),
  lastRun: JobRunSchema.nullable(),
  /** The last failed attempt: when, and the error's message. */
  lastError: z.object({ at: isoDate, message: z.string() }).nullable(),
  /** Runs that failed for good and are still kept (pg-boss keeps jobs 7 days after they end). */
  failedCount: z.number().int().min(0),
  /** Runs waiting (created or waiting to retry) and running now. */
  queuedCount: z.number().int().min(0),
  activeCount: z.number().int().min(0),
  nextRunAt: isoDate.nullable(),
  retry: z.object({ limit: z.number().int(), delaySeconds: z.number().int(), backoff: z.boolean() }),
});
export type JobStatus = z.infer<typeof JobStatusSchema>;

export const JobListSchema = z.object({ jobs: z.array(JobStatusSchema) });
export type JobList = z.infer<typeof JobListSchema>;

export const RunJobResultSchema = z.object({ name: z.string(), jobId: z.string() });
export type RunJobResult = z.infer<typeof RunJobResultSchema>;
