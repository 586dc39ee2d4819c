import { sql } from 'drizzle-orm';
import type { JobStatus } from '@market/domain/jobs';
import { JOB_MESSAGES } from '@market/domain/jobs';
import { queryRows } from '../../lib/sql';
import { createTestApp, DEMO_STAFF_EMAILS, getJson, loginStaff, type TestApp } from '../../test/test-app';

/**
 * The routes of the system tools screen and their permissions. The app here has a job runner that
 * is not started (as createTestApp builds it): jobs are listed, never run. Runs, retries and the
 * schedule are the jobs module's tests (api/src/jobs/jobs.test.ts).
 */
describe('GET /api/admin/tools/jobs, POST /api/admin/tools/jobs/{name}/run', () => {
  let t: TestApp;
  let superAdmin: string;
  beforeAll(async () => {
    t = await createTestApp();
    superAdmin = await loginStaff(t, DEMO_STAFF_EMAILS.SUPER_ADMIN);
  });
  afterAll(() => t.close());

  const post = async (path: string, cookie?: string) => {
    const res = await t.app.request(path, { method: 'POST', headers: cookie ? { cookie } : {} });
    return { status: res.status, body: (await res.json()) as any };
  };

  it('lists every job with its Korean label, schedule and task switch (tools.jobs.read)', async () => {
    const { status, body } = await getJson<{ jobs: JobStatus[] }>(t, '/api/admin/tools/jobs', superAdmin);
    expect(status).toBe(200);
    const auto = body.jobs.find((j) => j.name === 'orders.auto-confirm');
    expect(auto).toMatchObject({
      label: '자동 구매확정',
      schedule: '0 1 * * *',
      timezone: 'Asia/Seoul',
      task: 'auto_confirm_orders',
      enabled: true,
    });
    expect(body.jobs.every((j) => j.label.length > 0 && j.description.length > 0)).toBe(true);
  });

  it('run: unknown job 404, a runner that is not running 409, both in Korean and not audited', async () => {
    const unknown = await post('/api/admin/tools/jobs/nope.nothing/run', superAdmin);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(JOB_MESSAGES.notFound);
    const idle = await post('/api/admin/tools/jobs/orders.auto-confirm/run', superAdmin);
    expect(idle.status).toBe(409);
    expect(idle.body.error.message).toBe(JOB_MESSAGES.notRunning);
    const long = await post(`/api/admin/tools/jobs/${'a'.repeat(500)}/run`, superAdmin);
    expect(long.status).toBe(422);
    expect(long.body.error.message).toBe('작업 이름이 올바르지 않습니다.');
    expect(await queryRows(t.db.database.db, sql`select id from audit_logs where action = 'tools.jobs.run'`)).toEqual([]);
  });

  it('run with asOf is refused without the test clock (422, Korean), and nothing is queued or audited', async () => {
    const res = await t.app.request('/api/admin/tools/jobs/orders.auto-confirm/run', {
      method: 'POST',
      headers: { cookie: superAdmin, 'content-type': 'application/json' },
      body: JSON.stringify({ asOf: '2027-01-05T03:00:00.000Z' }),
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as any).error.message).toBe(JOB_MESSAGES.testClockOff);
    expect(await queryRows(t.db.database.db, sql`select id from audit_logs where action = 'tools.jobs.run'`)).toEqual([]);
  });

  it('only tools permissions see or run jobs: 403 for a role without them, 401 signed out', async () => {
    const ops = await loginStaff(t, DEMO_STAFF_EMAILS.OPS_MANAGER);
    expect((await getJson(t, '/api/admin/tools/jobs', ops)).status).toBe(403);
    expect((await post('/api/admin/tools/jobs/auth.purge-expired/run', ops)).status).toBe(403);
    expect((await getJson(t, '/api/admin/tools/jobs')).status).toBe(401);
    expect((await post('/api/admin/tools/jobs/auth.purge-expired/run')).status).toBe(401);
  });
});
