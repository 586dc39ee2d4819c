import { mkdtempSync, mkdirSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { CleanupResult, SystemStatus } from '@market/domain/tools';
import { defineJob } from '../../jobs/define-job';
import { createBoss, type JobRunner } from '../../jobs/jobs';
import { queryRows } from '../../lib/sql';
import { APP_TEMP_PREFIX, runCleanup } from '../../services/admin-tools';
import { createTestApp, DEMO_STAFF_EMAILS, getJson, loginStaff, type TestApp } from '../../test/test-app';

const silent = pino({ level: 'silent' });
const HOUR = 3600_000;
const noJobs = { definitions: [] } as unknown as JobRunner;

/**
 * GET /api/admin/tools/status and POST /api/admin/tools/cleanup/{kind} on the real database:
 * status values are the database's own, each cleanup deletes exactly the expired or unused rows
 * and keeps the rest, and says how much it freed.
 */
describe('system tools: status and cleanup', () => {
  let t: TestApp;
  let superAdmin: string;
  beforeAll(async () => {
    t = await createTestApp();
    superAdmin = await loginStaff(t, DEMO_STAFF_EMAILS.SUPER_ADMIN);
  });
  afterAll(() => t.close());

  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const post = async (path: string, cookie?: string) => {
    const res = await t.app.request(path, { method: 'POST', headers: cookie ? { cookie } : {} });
    return { status: res.status, body: (await res.json()) as any };
  };
  const auditRows = (kind: string) =>
    q<{ details: Record<string, number> }>(
      sql`select details from audit_logs where action = 'tools.cleanup.delete' and resource_id = ${kind} order by occurred_at`,
    );

  it('status reads the real database, disk, memory and services', async () => {
    const { status, body } = await getJson<SystemStatus>(t, '/api/admin/tools/status', superAdmin);
    expect(status).toBe(200);
    const [db] = await q<{ size: number; max: number; backup: string }>(
      sql`select pg_database_size(current_database())::float8 as size, current_setting('max_connections')::int as max,
        (select name from backups where status = 'completed' order by completed_at desc limit 1) as backup`,
    );
    expect(body.database.status).toBe('healthy');
    expect(body.database.driver).toBe(t.db.database.driver);
    expect(body.database.sizeBytes).toBeGreaterThan(1_000_000);
    // The size moves a little as the test writes; same order of magnitude as asked directly.
    expect(Math.abs(body.database.sizeBytes - db!.size) / db!.size).toBeLessThan(0.2);
    if (t.db.database.driver === 'postgres') {
      expect(body.database.connections).toBeGreaterThanOrEqual(1);
      expect(body.database.maxConnections).toBe(db!.max);
    } else {
      expect(body.database).toMatchObject({ connections: 1, maxConnections: 1 });
    }
    expect(body.database.connectionPercent).toBeGreaterThan(0);
    expect(body.database.connectionPercent).toBeLessThanOrEqual(100);
    expect(body.database.lastBackup?.name).toBe(db!.backup);
    const [media] = await q<{ n: number; bytes: number }>(
      sql`select count(*)::int as n, coalesce(sum(byte_size), 0)::float8 as bytes from media_uploads`,
    );
    expect(body.storage).toMatchObject({ mediaCount: media!.n, mediaBytes: media!.bytes });
    expect(body.storage.totalBytes).toBeGreaterThan(0);
    expect(body.storage.usedBytes).toBeGreaterThan(0);
    expect(body.storage.usagePercent).toBeGreaterThan(0);
    expect(body.storage.usagePercent).toBeLessThanOrEqual(100);
    expect(body.memory.totalBytes).toBe(os.totalmem());
    expect(body.memory.usagePercent).toBeGreaterThan(0);
    expect(body.memory.usagePercent).toBeLessThanOrEqual(100);
    expect(body.memory.processRssBytes).toBeGreaterThan(10_000_000);
    expect(body.services.map((s) => [s.id, s.status])).toEqual([
      ['api', 'running'],
      ['database', 'healthy'],
      // createTestApp does not start the runner.
      ['jobs', 'stopped'],
    ]);
    expect(body.services[0]!.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(body.services[0]!.uptimeSeconds).toBeLessThanOrEqual(process.uptime() + 1);
    if (t.db.database.driver === 'postgres') expect(body.services[1]!.uptimeSeconds).toBeGreaterThan(0);
    expect(body.queues.map((x) => x.name)).toContain('db.vacuum-analyze');
    expect(body.queues.find((x) => x.name === 'db.vacuum-analyze')?.label).toBe('데이터베이스 최적화 (VACUUM ANALYZE)');
  });

  it("status counts each queue's queued, active and failed runs from pg-boss, with the last 24 hours' failures", async () => {
    const boss = createBoss(t.db.database, { databaseUrl: t.db.url ?? undefined });
    await boss.start();
    try {
      await boss.createQueue('db.reindex');
      await boss.send('db.reindex', {});
      await boss.send('db.reindex', {});
      const failing = await boss.send('db.reindex', {}, { retryLimit: 0 });
      await boss.fetch('db.reindex', { batchSize: 10 });
      await boss.fail('db.reindex', failing!, { message: 'test' });
    } finally {
      await boss.stop({ graceful: false, timeout: 1000 });
    }
    const { body } = await getJson<SystemStatus>(t, '/api/admin/tools/status', superAdmin);
    expect(body.queues.find((x) => x.name === 'db.reindex')).toMatchObject({ queued: 0, active: 2, failed: 1, failedLast24h: 1 });
    expect(body.failedLast24h).toBe(1);
    await q(sql`delete from pgboss.job where name = 'db.reindex'`);
  });

  it('logs: deletes job runs past their retention, delivered outbox rows past 90 days, ended rate-limit windows and lockouts; keeps the rest', async () => {
    const boss = createBoss(t.db.database, { databaseUrl: t.db.url ?? undefined });
    await boss.start();
    try {
      await boss.createQueue('cleanup.test');
      for (let i = 0; i < 3; i++) await boss.send('cleanup.test', { i });
      const jobs = await boss.fetch('cleanup.test', { batchSize: 3 });
      for (const job of jobs) await boss.complete('cleanup.test', job.id, { ok: 1 });
    } finally {
      await boss.stop({ graceful: false, timeout: 1000 });
    }
    const ids = (await q<{ id: string }>(sql`select id::text from pgboss.job where name = 'cleanup.test' order by created_on`)).map(
      (r) => r.id,
    );
    expect(ids).toHaveLength(3);
    // Two finished past pg-boss's retention (7 days after completion), one yesterday.
    await q(
      sql`update pgboss.job set completed_on = now() - interval '8 days' where name = 'cleanup.test' and id::text in (${ids[0]}, ${ids[1]})`,
    );
    await q(sql`update pgboss.job set completed_on = now() - interval '1 day' where name = 'cleanup.test' and id::text = ${ids[2]}`);
    await q(sql`insert into outbox (topic, payload, created_at, delivered_at) values
      ('order.placed', '{"t":"old"}', now() - interval '100 days', now() - interval '91 days'),
      ('order.placed', '{"t":"recent"}', now() - interval '10 days', now() - interval '10 days'),
      ('order.placed', '{"t":"pending"}', now() - interval '100 days', null)`);
    await q(sql`insert into rate_limits (key, window_start, count) values
      ('cleanup:old', now() - interval '2 hours', 3), ('cleanup:current', now() - interval '5 minutes', 3)`);
    await q(sql`insert into login_lockouts (key, failures, lockouts, locked_until, updated_at) values
      ('cleanup:idle', 2, 1, null, now() - interval '25 hours'),
      ('cleanup:still-locked', 5, 9, now() + interval '10 minutes', now() - interval '25 hours'),
      ('cleanup:recent', 3, 0, null, now() - interval '1 hour')`);
    const [before] = await q<{ jobs: number; outbox: number; windows: number; lockouts: number }>(
      sql`select (select count(*)::int from pgboss.job where state::text in ('completed','cancelled','failed') and deletion_seconds > 0
          and completed_on + deletion_seconds * interval '1 second' < now()) as jobs,
        (select count(*)::int from outbox where delivered_at < now() - interval '90 days') as outbox,
        (select count(*)::int from rate_limits where window_start < now() - interval '1 hour') as windows,
        (select count(*)::int from login_lockouts where updated_at < now() - interval '24 hours' and (locked_until is null or locked_until < now())) as lockouts`,
    );

    const { status, body } = await post('/api/admin/tools/cleanup/logs', superAdmin);
    expect(status).toBe(200);
    const result = body as CleanupResult;
    expect(result.details).toEqual({
      jobRuns: before!.jobs,
      outbox: before!.outbox,
      rateLimits: before!.windows,
      loginLockouts: before!.lockouts,
      // audit.purge-expired is registered: it runs too, and nothing here is past retention.
      auditLogs: 0,
    });
    expect(result.details.jobRuns).toBeGreaterThanOrEqual(2);
    expect(result.deleted).toBe(before!.jobs + before!.outbox + before!.windows + before!.lockouts);
    expect(result.freedBytes).toBeGreaterThan(0);
    expect((await q<{ id: string }>(sql`select id::text from pgboss.job where name = 'cleanup.test'`)).map((r) => r.id)).toEqual([ids[2]]);
    expect((await q<{ t: string }>(sql`select payload->>'t' as t from outbox where payload ? 't' order by t`)).map((r) => r.t)).toEqual([
      'pending',
      'recent',
    ]);
    expect((await q<{ key: string }>(sql`select key from rate_limits where key like 'cleanup:%'`)).map((r) => r.key)).toEqual([
      'cleanup:current',
    ]);
    expect(
      (await q<{ key: string }>(sql`select key from login_lockouts where key like 'cleanup:%' order by key`)).map((r) => r.key),
    ).toEqual(['cleanup:recent', 'cleanup:still-locked']);
    const audits = await auditRows('logs');
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ kind: 'logs', deleted: result.deleted, freedBytes: result.freedBytes });
    // Nothing left to free: a second run deletes nothing.
    const again = await post('/api/admin/tools/cleanup/logs', superAdmin);
    expect(again.body).toMatchObject({ deleted: 0, freedBytes: 0 });
  });

  it('logs: runs the audit retention job when one named audit.purge-expired is registered, and skips it otherwise', async () => {
    const calls: Date[] = [];
    const auditJob = defineJob({
      name: 'audit.purge-expired',
      label: '감사 로그 보존 기간 정리',
      description: 'test',
      cron: '0 3 * * 0',
      retry: { limit: 0, delaySeconds: 1, backoff: false },
      async run({ now }) {
        calls.push(now);
        return { deleted: 4 };
      },
    });
    const runner = (definitions: JobRunner['definitions']) => ({ definitions }) as unknown as JobRunner;
    const withJob = await runCleanup('logs', { database: t.db.database, jobs: runner([auditJob]), logger: silent });
    expect(calls).toHaveLength(1);
    expect(withJob.details.auditLogs).toBe(4);
    const without = await runCleanup('logs', { database: t.db.database, jobs: runner([]), logger: silent });
    expect(calls).toHaveLength(1);
    expect(without.details).not.toHaveProperty('auditLogs');
  });

  it('sessions: deletes sessions past their idle or absolute expiry and keeps live ones', async () => {
    const [staff] = await q<{ id: string }>(sql`select id from staff_accounts where email = ${DEMO_STAFF_EMAILS.OPS_MANAGER}`);
    const [customer] = await q<{ id: string }>(sql`select id from customers limit 1`);
    await q(sql`insert into sessions (id, kind, subject_id, expires_at, absolute_expires_at) values
      ('cleanup-idle', 'customer', ${customer!.id}, now() - interval '1 second', now() + interval '1 day'),
      ('cleanup-absolute', 'staff', ${staff!.id}, now() + interval '1 hour', now() - interval '1 second'),
      ('cleanup-live', 'staff', ${staff!.id}, now() + interval '1 hour', now() + interval '2 hours')`);
    const [expired] = await q<{ n: number }>(
      sql`select count(*)::int as n from sessions where expires_at < now() or absolute_expires_at < now()`,
    );
    const live = await q<{ id: string }>(
      sql`select id from sessions where expires_at >= now() and absolute_expires_at >= now() order by id`,
    );
    // A password-set link used 40 days ago goes with them; one used yesterday stays (ADR 034).
    await q(sql`insert into customer_password_links (customer_id, token_hash, expires_at, used_at, created_at) values
      (${customer!.id}::uuid, 'cleanup-link-old', now() - interval '38 days', now() - interval '40 days', now() - interval '41 days'),
      (${customer!.id}::uuid, 'cleanup-link-recent', now() + interval '1 day', now() - interval '1 day', now() - interval '2 days')`);
    const { status, body } = await post('/api/admin/tools/cleanup/sessions', superAdmin);
    expect(status).toBe(200);
    expect(body).toMatchObject({ kind: 'sessions', deleted: expired!.n + 1, details: { sessions: expired!.n, passwordLinks: 1 } });
    expect(await q(sql`select token_hash from customer_password_links where token_hash like 'cleanup-link-%'`)).toEqual([
      { token_hash: 'cleanup-link-recent' },
    ]);
    expect(body.deleted).toBeGreaterThanOrEqual(2);
    expect(body.freedBytes).toBeGreaterThan(0);
    expect(await q<{ id: string }>(sql`select id from sessions order by id`)).toEqual(live);
    expect(live.map((r) => r.id)).toContain('cleanup-live');
    // The super admin's own session is live: still signed in.
    expect((await getJson(t, '/api/admin/tools/status', superAdmin)).status).toBe(200);
    expect(await auditRows('sessions')).toHaveLength(1);
  });

  it('temp-files: deletes finished product imports past a day and the app’s old temp files; keeps recent, queued and foreign ones', async () => {
    const [staff] = await q<{ email: string; name: string }>(sql`select email, name from staff_accounts limit 1`);
    const row = (name: string, status: string, finishedAgo: string | null) =>
      sql`(${name}, 'csv', 1, 1, ${status}, ${staff!.email}, ${staff!.name}, ${finishedAgo === null ? null : sql`now() - ${finishedAgo}::interval`}, '{"rows":[1,2,3]}'::jsonb)`;
    await q(sql`insert into product_imports (file_name, format, total_rows, product_count, status, created_by_email, created_by_name, finished_at, payload) values
      ${row('cleanup-old-done.csv', 'completed', '2 days')}, ${row('cleanup-old-failed.csv', 'failed', '30 hours')},
      ${row('cleanup-new-done.csv', 'completed', '2 hours')}, ${row('cleanup-queued.csv', 'queued', null)}`);
    await q(sql`update product_imports set updated_at = now() - interval '3 days' where file_name = 'cleanup-queued.csv'`);
    const [old] = await q<{ n: number }>(
      sql`select count(*)::int as n from product_imports where status in ('completed','failed') and coalesce(finished_at, updated_at) < now() - interval '24 hours'`,
    );

    const tmp = mkdtempSync(path.join(os.tmpdir(), 'tools-cleanup-test-'));
    const past = new Date(Date.now() - 2 * 24 * HOUR);
    const oldFile = path.join(tmp, `${APP_TEMP_PREFIX}upload-1.csv`);
    writeFileSync(oldFile, 'x'.repeat(1000));
    utimesSync(oldFile, past, past);
    const oldDir = path.join(tmp, `${APP_TEMP_PREFIX}backup-work`);
    mkdirSync(oldDir);
    writeFileSync(path.join(oldDir, 'part'), 'y'.repeat(500));
    utimesSync(oldDir, past, past);
    const newFile = path.join(tmp, `${APP_TEMP_PREFIX}upload-2.csv`);
    writeFileSync(newFile, 'z'.repeat(100));
    const foreign = path.join(tmp, 'someone-else.tmp');
    writeFileSync(foreign, 'w'.repeat(100));
    utimesSync(foreign, past, past);

    const result = await runCleanup('temp-files', { database: t.db.database, jobs: noJobs, logger: silent, tempDir: tmp });
    expect(result.details).toEqual({ productImports: old!.n, tempFiles: 2 });
    expect(result.details.productImports).toBeGreaterThanOrEqual(2);
    expect(result.freedBytes).toBeGreaterThanOrEqual(1500);
    expect([existsSync(oldFile), existsSync(oldDir), existsSync(newFile), existsSync(foreign)]).toEqual([false, false, true, true]);
    expect(
      (await q<{ f: string }>(sql`select file_name as f from product_imports where file_name like 'cleanup-%' order by f`)).map((r) => r.f),
    ).toEqual(['cleanup-new-done.csv', 'cleanup-queued.csv']);
    // Through the route (the OS temp folder): answered and audited.
    const { status, body } = await post('/api/admin/tools/cleanup/temp-files', superAdmin);
    expect(status).toBe(200);
    expect(body.details.productImports).toBe(0);
    expect(await auditRows('temp-files')).toHaveLength(1);
  });

  it('unused-images: deletes day-old uploads no product, banner, event or return uses; keeps used and fresh ones', async () => {
    const insert = async (label: string, ago: string) => {
      const [r] = await q<{ id: string }>(
        sql`insert into media_uploads (kind, width, height, byte_size, sha256, bytes, created_at)
          values ('product', 10, 10, 2048, ${label}, decode(repeat('ab', 2048), 'hex'), now() - ${ago}::interval) returning id::text`,
      );
      return r!.id;
    };
    const url = (id: string) => `/media/uploads/${id}.webp`;
    const orphan = await insert('orphan', '2 days');
    const onProduct = await insert('product', '2 days');
    const onBanner = await insert('banner', '2 days');
    const onEvent = await insert('event', '2 days');
    const fresh = await insert('fresh', '1 hour');
    await q(sql`update products set images = array_append(images, ${url(onProduct)}) where id = (select id from products limit 1)`);
    await q(sql`update banners set image_url = ${url(onBanner)} where id = (select id from banners limit 1)`);
    await q(sql`update events set banner_url = ${url(onEvent)} where id = (select id from events limit 1)`);
    const [unused] = await q<{ n: number; bytes: number }>(
      sql`select count(*)::int as n, coalesce(sum(byte_size), 0)::float8 as bytes from media_uploads m where created_at < now() - interval '24 hours'
        and not exists (select 1 from products p where ('/media/uploads/' || m.id || '.webp') = any(p.images))
        and not exists (select 1 from banners b where b.image_url = '/media/uploads/' || m.id || '.webp')
        and not exists (select 1 from events e where e.banner_url = '/media/uploads/' || m.id || '.webp')
        and not exists (select 1 from returns r where ('/media/uploads/' || m.id || '.webp') = any(r.images))`,
    );
    const { status, body } = await post('/api/admin/tools/cleanup/unused-images', superAdmin);
    expect(status).toBe(200);
    expect(body).toMatchObject({ kind: 'unused-images', deleted: unused!.n, freedBytes: unused!.bytes, details: { images: unused!.n } });
    expect(body.deleted).toBeGreaterThanOrEqual(1);
    const left = (await q<{ id: string }>(sql`select id::text from media_uploads`)).map((r) => r.id);
    expect(left).not.toContain(orphan);
    expect(left).toEqual(expect.arrayContaining([onProduct, onBanner, onEvent, fresh]));
    expect(await auditRows('unused-images')).toHaveLength(1);
  });

  it('an unknown cleanup is 422 in Korean and writes nothing', async () => {
    const { status, body } = await post('/api/admin/tools/cleanup/everything', superAdmin);
    expect(status).toBe(422);
    expect(body.error.message).toBe('알 수 없는 정리 작업입니다.');
    expect(await q(sql`select id from audit_logs where action = 'tools.cleanup.delete' and resource_id = 'everything'`)).toEqual([]);
  });

  it('only tools permissions read the status or clean up: 403 for other roles, 401 signed out, nothing deleted', async () => {
    await q(sql`insert into rate_limits (key, window_start, count) values ('cleanup:forbidden', now() - interval '3 hours', 1)`);
    for (const role of ['OPS_MANAGER', 'CS_AGENT', 'FINANCE'] as const) {
      const cookie = await loginStaff(t, DEMO_STAFF_EMAILS[role]);
      expect((await getJson(t, '/api/admin/tools/status', cookie)).status).toBe(403);
      expect((await post('/api/admin/tools/cleanup/logs', cookie)).status).toBe(403);
    }
    expect((await getJson(t, '/api/admin/tools/status')).status).toBe(401);
    expect((await post('/api/admin/tools/cleanup/logs')).status).toBe(401);
    expect(await q(sql`select key from rate_limits where key = 'cleanup:forbidden'`)).toHaveLength(1);
  });
});
