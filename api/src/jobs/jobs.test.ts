import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { JobStatus } from '@market/domain/jobs';
import { createApp } from '../app';
import { loadEnv } from '../env';
import { queryRows } from '../lib/sql';
import { createSession } from '../services/sessions';
import { DEMO_STAFF_EMAILS, loginStaff, type TestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-db';
import { defineJob } from './define-job';
import { createBoss, createJobRunner, type JobRunner } from './jobs';
import { JOBS } from './registry';

jest.setTimeout(90_000);

const silent = pino({ level: 'silent' });

/** A job that always fails, retried once a second later: what a broken job looks like on the list. */
const alwaysFails = defineJob({
  name: 'test.always-fails',
  label: '테스트 실패 작업',
  description: '항상 실패합니다',
  cron: '0 0 1 1 *',
  retry: { limit: 1, delaySeconds: 1, backoff: false },
  async run() {
    throw new Error('외부 서비스 응답 없음');
  },
});

/** Answers the time it was run as of: what the test clock changes. */
const recordsNow = defineJob({
  name: 'test.records-now',
  label: '테스트 시각 기록',
  description: '실행 시각을 결과로 남깁니다',
  cron: '0 0 1 1 *',
  retry: { limit: 0, delaySeconds: 1, backoff: false },
  async run({ now }) {
    return { at: now.getTime() };
  },
});

describe('jobs module: every registered job scheduled, listed and runnable (GET/POST /api/admin/tools/jobs)', () => {
  let t: TestApp;
  let runner: JobRunner;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);

  beforeAll(async () => {
    const db = await createTestDatabase();
    const env = loadEnv({
      NODE_ENV: 'test',
      DEMO_MODE: '1',
      TRUST_PROXY: '1',
      TEST_CLOCK: '1',
      ...(db.url ? { DATABASE_URL: db.url } : {}),
    });
    runner = createJobRunner(db.database, env, silent, { definitions: [...JOBS, alwaysFails, recordsNow], pollingSeconds: 1 });
    const app = createApp({ db: db.database, env, logger: silent, jobs: runner });
    t = { app, env, db, close: () => db.drop() };
  });
  afterAll(async () => {
    await runner?.stop();
    await t?.close();
  });

  const get = async (cookie: string) => {
    const res = await t.app.request('/api/admin/tools/jobs', { headers: { cookie } });
    return { status: res.status, body: (await res.json()) as any };
  };
  const post = async (path: string, cookie: string) => {
    const res = await t.app.request(path, { method: 'POST', headers: { cookie } });
    return { status: res.status, body: (await res.json()) as any };
  };
  /** Polls the list until `done` holds for the job (pg-boss workers poll every second here). */
  async function waitFor(name: string, done: (job: JobStatus) => boolean): Promise<JobStatus> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const job = (await runner.list()).find((j) => j.name === name)!;
      if (done(job)) return job;
      if (Date.now() > deadline) throw new Error(`${name} never got there: ${JSON.stringify(job)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  it('before start: every job of the registry is listed with its Korean label and schedule, none has run, 지금 실행 is refused', async () => {
    const jobs = await runner.list();
    expect(jobs.map((j) => j.name)).toEqual([...JOBS.map((j) => j.name), alwaysFails.name, recordsNow.name]);
    expect(jobs.find((j) => j.name === 'orders.auto-confirm')).toMatchObject({
      label: '자동 구매확정',
      schedule: '0 1 * * *',
      timezone: 'Asia/Seoul',
      task: 'auto_confirm_orders',
      enabled: true,
      state: null,
      lastRun: null,
      failedCount: 0,
    });
    await expect(runner.runNow('auth.purge-expired', 'test')).rejects.toMatchObject({ status: 409 });
  });

  it("start: the maintenance task's cron is the schedule pg-boss runs, each job has a singleton queue with its retries", async () => {
    // An operator moved 자동 구매확정 to 02:30: the job runs then, not at its built-in 01:00.
    await q(sql`update maintenance_tasks set schedule = '30 2 * * *' where code = 'auto_confirm_orders'`);
    // A job an earlier version registered and this one does not: its schedule must go.
    const earlier = createBoss(t.db.database, t.env);
    await earlier.start();
    await earlier.createQueue('test.removed');
    await earlier.schedule('test.removed', '* * * * *');
    await earlier.stop({ graceful: false, timeout: 1_000 });
    await runner.start();
    expect(await q(sql`select name from pgboss.schedule where name = 'test.removed'`)).toEqual([]);
    const schedules = await q<{ name: string; cron: string; timezone: string }>(
      sql`select name, cron, timezone from pgboss.schedule order by name`,
    );
    expect(schedules).toEqual(
      expect.arrayContaining([
        { name: 'orders.auto-confirm', cron: '30 2 * * *', timezone: 'Asia/Seoul' },
        { name: 'payments.expire-bank-transfers', cron: '*/5 * * * *', timezone: 'Asia/Seoul' },
        { name: 'auth.purge-expired', cron: '0 * * * *', timezone: 'Asia/Seoul' },
        { name: 'idempotency.purge-expired', cron: '15 * * * *', timezone: 'Asia/Seoul' },
      ]),
    );
    const queues = await q<{ name: string; policy: string; retry_limit: number; retry_backoff: boolean }>(
      sql`select name, policy, retry_limit, retry_backoff from pgboss.queue where name = 'orders.auto-confirm'`,
    );
    expect(queues).toEqual([{ name: 'orders.auto-confirm', policy: 'singleton', retry_limit: 3, retry_backoff: true }]);
    const listed = (await runner.list()).find((j) => j.name === 'orders.auto-confirm')!;
    expect(listed.schedule).toBe('30 2 * * *');
    // The next run, as written on the task for the tools screen: 02:30 in Korea is 17:30 UTC.
    expect(listed.nextRunAt).toMatch(/T17:30:00\.000Z$/);

    // A changed task schedule is taken up by syncSchedules (what a screen saving it will call).
    await q(sql`update maintenance_tasks set schedule = '45 3 * * *' where code = 'auto_confirm_orders'`);
    await runner.syncSchedules();
    expect(await q(sql`select cron from pgboss.schedule where name = 'orders.auto-confirm'`)).toEqual([{ cron: '45 3 * * *' }]);
    // A schedule that does not parse leaves the job on its own cron.
    await q(sql`update maintenance_tasks set schedule = 'every day' where code = 'auto_confirm_orders'`);
    await runner.syncSchedules();
    expect(await q(sql`select cron from pgboss.schedule where name = 'orders.auto-confirm'`)).toEqual([{ cron: '0 1 * * *' }]);
  });

  it('POST /api/admin/tools/jobs/{name}/run: the purge runs now, its result is listed, the run is audited', async () => {
    const cookie = await loginStaff(t, DEMO_STAFF_EMAILS.SUPER_ADMIN);
    const [customer] = await q<{ id: string }>(sql`select id from customers limit 1`);
    const expired = await createSession(t.db.database.db, { kind: 'customer', subjectId: customer!.id, ip: null, userAgent: null });
    await q(sql`update sessions set expires_at = now() - interval '1 minute' where subject_id = ${customer!.id}`);
    expect(expired).toBeTruthy();

    const ran = await post('/api/admin/tools/jobs/auth.purge-expired/run', cookie);
    expect(ran.status).toBe(202);
    expect(ran.body).toEqual({ name: 'auth.purge-expired', jobId: expect.any(String) });
    const job = await waitFor('auth.purge-expired', (j) => j.state === 'completed');
    expect(job.lastRun).toMatchObject({ jobId: ran.body.jobId, state: 'completed', trigger: 'manual', retryCount: 0 });
    expect(job.lastRun!.result).toMatchObject({ sessions: expect.any(Number), windows: expect.any(Number), lockouts: expect.any(Number) });
    expect((job.lastRun!.result as { sessions: number }).sessions).toBeGreaterThanOrEqual(1);
    expect(await q(sql`select id from sessions where subject_id = ${customer!.id}`)).toEqual([]);
    // The seeded cleanup_sessions task records the run.
    const [task] = await q<{ status: string; ran: boolean }>(
      sql`select status, last_run_at > now() - interval '1 minute' as ran from maintenance_tasks where code = 'cleanup_sessions'`,
    );
    expect(task).toEqual({ status: 'completed', ran: true });
    const audits = await q(
      sql`select user_email, resource_name from audit_logs where action = 'tools.jobs.run' and resource_id = ${ran.body.jobId}`,
    );
    expect(audits).toEqual([{ user_email: DEMO_STAFF_EMAILS.SUPER_ADMIN, resource_name: 'auth.purge-expired' }]);

    const listed = await get(cookie);
    expect(listed.status).toBe(200);
    expect(listed.body.jobs.find((j: JobStatus) => j.name === 'auth.purge-expired')).toMatchObject({
      state: 'completed',
      label: '만료 세션 정리',
    });
  });

  it('under the test clock (TEST_CLOCK=1) 지금 실행 with asOf runs the job as of that time, and the audit row says so', async () => {
    const cookie = await loginStaff(t, DEMO_STAFF_EMAILS.SUPER_ADMIN);
    const asOf = '2027-01-05T03:00:00.000Z';
    const res = await t.app.request('/api/admin/tools/jobs/test.records-now/run', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ asOf }),
    });
    expect(res.status).toBe(202);
    const { jobId } = (await res.json()) as { jobId: string };
    const job = await waitFor('test.records-now', (j) => j.state === 'completed');
    expect(job.lastRun).toMatchObject({ jobId, result: { at: Date.parse(asOf) } });
    expect(await q(sql`select details->>'asOf' as as_of from audit_logs where resource_id = ${jobId}`)).toEqual([{ as_of: asOf }]);
    const bad = await t.app.request('/api/admin/tools/jobs/test.records-now/run', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ asOf: 'tomorrow' }),
    });
    expect(bad.status).toBe(422);
  });

  it('a failing job is retried, then listed as failed with its error and failure count', async () => {
    await runner.runNow(alwaysFails.name, 'test');
    const job = await waitFor(alwaysFails.name, (j) => j.state === 'failed');
    expect(job.lastRun).toMatchObject({ state: 'failed', retryCount: 1, result: null });
    expect(job.lastError).toEqual({ at: expect.any(String), message: '외부 서비스 응답 없음' });
    expect(job.failedCount).toBe(1);
  });

  it('a disabled maintenance task is not run now (409, Korean message)', async () => {
    const cookie = await loginStaff(t, DEMO_STAFF_EMAILS.SUPER_ADMIN);
    await q(sql`update maintenance_tasks set enabled = false where code = 'auto_confirm_orders'`);
    try {
      const refused = await post('/api/admin/tools/jobs/orders.auto-confirm/run', cookie);
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe('비활성화된 작업입니다. 유지보수 작업에서 먼저 활성화해주세요');
      expect((await get(cookie)).body.jobs.find((j: JobStatus) => j.name === 'orders.auto-confirm').enabled).toBe(false);
    } finally {
      await q(sql`update maintenance_tasks set enabled = true where code = 'auto_confirm_orders'`);
    }
    // Unknown jobs and permissions: the router's own tests (routes/admin-tools/admin-tools.test.ts).
  });
});
