import { existsSync } from 'node:fs';
import { lstat, readdir, rm, statfs } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import { CLEANUP_RETENTION, type CleanupKind, type CleanupResult, type ServiceStatus, type SystemStatus } from '@market/domain/tools';
import type { Database, Db } from '../db/client';
import type { Env } from '../env';
import { runJob, type JobRunner } from '../jobs/jobs';
import { isoText, queryRows } from '../lib/sql';
import { purgePasswordLinks } from './password-links';
import { LOCKOUT_MEMORY_MS, SIGN_IN_WINDOW_MS, SIGNUP_WINDOW_MS } from './rate-limit';

/**
 * The system tools screen's status and cleanup (issue 16, screen 5). Everything is read from the
 * running system on each request: the database's own statistics, pg-boss's tables, the disk and
 * the process. Works on the PostgreSQL server and on embedded PGlite (one connection, no server
 * process: what it lacks is answered for what it is, never invented).
 */

/** Prefix of the temporary files and folders the app writes under os.tmpdir(): what 임시 파일 정리 may delete. */
export const APP_TEMP_PREFIX = 'stylehub-';

/** The data folder (embedded database, backups): the parent of the PGlite folder. */
export function dataDir(env: Pick<Env, 'pgliteDir'>): string {
  return path.dirname(env.pgliteDir);
}

const percentOf = (used: number, total: number) => (total > 0 ? Math.min(100, Math.max(0, Math.round((used / total) * 1000) / 10)) : 0);

/** Bytes under a file or folder (symlinks not followed); 0 for what cannot be read. */
export async function diskUsage(target: string): Promise<number> {
  let info;
  try {
    info = await lstat(target);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.size;
  let total = 0;
  let entries: string[];
  try {
    entries = await readdir(target);
  } catch {
    return 0;
  }
  for (const name of entries) total += await diskUsage(path.join(target, name));
  return total;
}

interface QueueRow {
  name: string;
  queued: number;
  active: number;
  failed: number;
  failed_24h: number;
}

async function pgbossInstalled(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(db, sql`select to_regclass('pgboss.job') is not null as ok`);
  return row?.ok === true;
}

/** Queued, active and failed runs of each registered job, from pg-boss's job table (zeros before it exists). */
async function readQueues(db: Db, runner: JobRunner): Promise<SystemStatus['queues']> {
  const names = runner.definitions.map((d) => d.name);
  const counts = new Map<string, QueueRow>();
  if (names.length && (await pgbossInstalled(db))) {
    const list = sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    );
    const rows = await queryRows<QueueRow>(
      db,
      sql`select j.name,
        count(*) filter (where j.state::text in ('created', 'retry'))::int as queued,
        count(*) filter (where j.state::text = 'active')::int as active,
        count(*) filter (where j.state::text = 'failed')::int as failed,
        count(*) filter (where j.state::text = 'failed' and coalesce(j.completed_on, j.started_on, j.created_on) > now() - interval '24 hours')::int as failed_24h
      from pgboss.job j where j.name in (${list}) group by j.name`,
    );
    for (const r of rows) counts.set(r.name, r);
  }
  return runner.definitions.map((d) => {
    const c = counts.get(d.name);
    return {
      name: d.name,
      label: d.label,
      queued: c?.queued ?? 0,
      active: c?.active ?? 0,
      failed: c?.failed ?? 0,
      failedLast24h: c?.failed_24h ?? 0,
    };
  });
}

export interface StatusSources {
  database: Database;
  env: Pick<Env, 'pgliteDir'>;
  jobs: JobRunner;
  logger: Logger;
}

/** `GET /api/admin/tools/status`: database, storage, memory, services and the job queues, as they are now. */
export async function readSystemStatus({ database, env, jobs, logger }: StatusSources): Promise<SystemStatus> {
  const { db, driver } = database;
  let dbStatus: ServiceStatus = 'healthy';
  let version: string | null = null;
  let sizeBytes = 0;
  let connections = 0;
  let maxConnections = 0;
  let dbUptime: number | null = null;
  try {
    const [row] = await queryRows<{ version: string; size: number; connections: number; max: number; uptime: number | null }>(
      db,
      sql`select current_setting('server_version') as version,
        pg_database_size(current_database())::float8 as size,
        (select count(*)::int from pg_stat_activity where datname = current_database()) as connections,
        current_setting('max_connections')::int as max,
        extract(epoch from now() - pg_postmaster_start_time())::float8 as uptime`,
    );
    version = row?.version ?? null;
    sizeBytes = Math.round(row?.size ?? 0);
    if (driver === 'pglite') {
      // Embedded: one connection in this process, and no server of its own (its uptime is the API's).
      connections = 1;
      maxConnections = 1;
    } else {
      connections = row?.connections ?? 0;
      maxConnections = row?.max ?? 0;
      dbUptime = row?.uptime != null ? Math.max(0, Math.floor(row.uptime)) : null;
    }
  } catch (err) {
    logger.warn({ err }, 'system status: database statistics unavailable');
    dbStatus = 'failed';
  }

  const [backup] = await queryRows<{ name: string; completed_at: string; size_bytes: number }>(
    db,
    sql`select name, ${isoText(sql`completed_at`)} as completed_at, size_bytes::float8 as size_bytes
      from backups where status = 'completed' and completed_at is not null order by completed_at desc limit 1`,
  ).catch(() => []);
  const [media] = await queryRows<{ count: number; bytes: number }>(
    db,
    sql`select count(*)::int as count, coalesce(sum(byte_size), 0)::float8 as bytes from media_uploads`,
  );

  const folder = dataDir(env);
  const hasDataDir = existsSync(folder);
  let usedBytes = 0;
  let totalBytes = 0;
  try {
    const fsInfo = await statfs(hasDataDir ? folder : os.tmpdir());
    totalBytes = fsInfo.blocks * fsInfo.bsize;
    usedBytes = totalBytes - fsInfo.bavail * fsInfo.bsize;
  } catch (err) {
    logger.warn({ err }, 'system status: disk statistics unavailable');
  }

  const memTotal = os.totalmem();
  const memUsed = memTotal - os.freemem();
  const proc = process.memoryUsage();
  const queues = await readQueues(db, jobs).catch((err: unknown) => {
    logger.warn({ err }, 'system status: job queues unavailable');
    return [];
  });
  const failedLast24h = queues.reduce((n, q) => n + q.failedLast24h, 0);
  const runnerStarted = jobs.startedAt;

  return {
    checkedAt: new Date().toISOString(),
    database: {
      status: dbStatus,
      driver,
      version,
      sizeBytes,
      connections,
      maxConnections,
      connectionPercent: percentOf(connections, maxConnections),
      lastBackup: backup ? { name: backup.name, completedAt: backup.completed_at, sizeBytes: Math.round(backup.size_bytes) } : null,
    },
    storage: {
      usedBytes,
      totalBytes,
      usagePercent: percentOf(usedBytes, totalBytes),
      mediaBytes: Math.round(media?.bytes ?? 0),
      mediaCount: media?.count ?? 0,
      dataDirBytes: hasDataDir ? await diskUsage(folder) : null,
    },
    memory: {
      usedBytes: memUsed,
      totalBytes: memTotal,
      usagePercent: percentOf(memUsed, memTotal),
      processRssBytes: proc.rss,
      heapUsedBytes: proc.heapUsed,
      heapTotalBytes: proc.heapTotal,
    },
    services: [
      {
        id: 'api',
        name: 'API 서버',
        status: 'running',
        uptimeSeconds: Math.floor(process.uptime()),
        detail: `Node.js ${process.version}, PID ${process.pid}`,
      },
      {
        id: 'database',
        name: driver === 'pglite' ? '데이터베이스 (내장 PGlite)' : '데이터베이스 (PostgreSQL)',
        status: dbStatus,
        uptimeSeconds: dbUptime,
        detail: version ? `PostgreSQL ${version}` : '응답 없음',
      },
      {
        id: 'jobs',
        name: '작업 실행기 (pg-boss)',
        status: jobs.running ? 'running' : 'stopped',
        uptimeSeconds: runnerStarted ? Math.floor((Date.now() - runnerStarted.getTime()) / 1000) : null,
        detail: jobs.running
          ? `작업 ${jobs.definitions.length}개, 최근 24시간 실패 ${failedLast24h}건`
          : '이 서버에서는 작업 실행기가 실행되지 않습니다',
      },
    ],
    queues,
    failedLast24h,
  };
}

/** `count` and `bytes` of a `with gone as (delete … returning <bytes> as b)` statement. */
async function deleted(db: Db, statement: SQL): Promise<{ rows: number; bytes: number }> {
  const [row] = await queryRows<{ rows: number; bytes: number }>(
    db,
    sql`with gone as (${statement}) select count(*)::int as rows, coalesce(sum(b), 0)::float8 as bytes from gone`,
  );
  return { rows: row?.rows ?? 0, bytes: Math.round(row?.bytes ?? 0) };
}

/** The name of the audit log's retention job (it alone may delete audit rows, past their legal retention). */
export const AUDIT_PURGE_JOB = 'audit.purge-expired';

export interface CleanupSources {
  database: Database;
  jobs: JobRunner;
  logger: Logger;
  now?: Date;
  /** Where the app's temporary files are (default os.tmpdir()); a test points it elsewhere. */
  tempDir?: string;
}

type Tally = { deleted: number; freedBytes: number; details: Record<string, number> };

function add(tally: Tally, part: string, result: { rows: number; bytes: number }) {
  tally.deleted += result.rows;
  tally.freedBytes += result.bytes;
  tally.details[part] = (tally.details[part] ?? 0) + result.rows;
}

async function cleanupLogs(src: CleanupSources, now: Date, tally: Tally) {
  const db = src.database.db;
  const logCutoff = new Date(now.getTime() - CLEANUP_RETENTION.logDays * 86_400_000);
  if (await pgbossInstalled(db)) {
    // Finished runs past the retention pg-boss gives each job (its deletion_seconds, 7 days by
    // default): the same rows its own sweep removes, removed now.
    add(
      tally,
      'jobRuns',
      await deleted(
        db,
        sql`delete from pgboss.job j where j.state::text in ('completed', 'cancelled', 'failed') and j.deletion_seconds > 0
          and j.completed_on + j.deletion_seconds * interval '1 second' < ${now.toISOString()}::timestamptz
          returning pg_column_size(j.*) as b`,
      ),
    );
  }
  add(
    tally,
    'outbox',
    await deleted(
      db,
      sql`delete from outbox o where o.delivered_at is not null and o.delivered_at < ${logCutoff.toISOString()}::timestamptz
        returning pg_column_size(o.*) as b`,
    ),
  );
  const windowCutoff = new Date(now.getTime() - Math.max(SIGNUP_WINDOW_MS, SIGN_IN_WINDOW_MS));
  add(
    tally,
    'rateLimits',
    await deleted(
      db,
      sql`delete from rate_limits r where r.window_start < ${windowCutoff.toISOString()}::timestamptz returning pg_column_size(r.*) as b`,
    ),
  );
  const lockoutCutoff = new Date(now.getTime() - LOCKOUT_MEMORY_MS);
  add(
    tally,
    'loginLockouts',
    await deleted(
      db,
      sql`delete from login_lockouts l where l.updated_at < ${lockoutCutoff.toISOString()}::timestamptz
        and (l.locked_until is null or l.locked_until < ${now.toISOString()}::timestamptz)
        returning pg_column_size(l.*) as b`,
    ),
  );
  // Audit rows are append-only; only their retention job deletes them, and only when it exists.
  const auditJob = src.jobs.definitions.find((d) => d.name === AUDIT_PURGE_JOB);
  if (auditJob) {
    const outcome = await runJob(auditJob, {
      db,
      logger: src.logger.child({ job: AUDIT_PURGE_JOB }),
      now,
      trigger: 'manual',
      driver: src.database.driver,
    });
    const rows = 'skipped' in outcome ? 0 : Object.values(outcome).reduce((n, v) => n + (typeof v === 'number' ? v : 0), 0);
    add(tally, 'auditLogs', { rows, bytes: 0 });
  }
}

async function cleanupTempFiles(src: CleanupSources, now: Date, tally: Tally) {
  const db = src.database.db;
  const cutoff = new Date(now.getTime() - CLEANUP_RETENTION.tempHours * 3600_000);
  // Finished product-import uploads (their products are written or the import failed).
  add(
    tally,
    'productImports',
    await deleted(
      db,
      sql`delete from product_imports p where p.status in ('completed', 'failed')
        and coalesce(p.finished_at, p.updated_at) < ${cutoff.toISOString()}::timestamptz
        returning pg_column_size(p.*) as b`,
    ),
  );
  // Files and folders the app wrote under the OS temp folder, untouched for a day.
  const dir = src.tempDir ?? os.tmpdir();
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.startsWith(APP_TEMP_PREFIX));
  } catch {
    names = [];
  }
  let files = 0;
  let bytes = 0;
  for (const name of names) {
    const full = path.join(dir, name);
    try {
      const info = await lstat(full);
      if (info.mtime >= cutoff) continue;
      const size = await diskUsage(full);
      await rm(full, { recursive: true, force: true });
      files += 1;
      bytes += size;
    } catch (err) {
      src.logger.warn({ err, file: full }, 'temporary file not removed');
    }
  }
  add(tally, 'tempFiles', { rows: files, bytes });
}

async function cleanupUnusedImages(src: CleanupSources, now: Date, tally: Tally) {
  const cutoff = new Date(now.getTime() - CLEANUP_RETENTION.unusedImageHours * 3600_000);
  // An upload is served at /media/uploads/<id>.webp (services/uploads.ts uploadUrl); it is in use
  // when any product, banner, event or return holds that address.
  add(
    tally,
    'images',
    await deleted(
      src.database.db,
      sql`delete from media_uploads m where m.created_at < ${cutoff.toISOString()}::timestamptz
        and not exists (select 1 from products p where ('/media/uploads/' || m.id || '.webp') = any(p.images))
        and not exists (select 1 from banners b where b.image_url = '/media/uploads/' || m.id || '.webp')
        and not exists (select 1 from events e where e.banner_url = '/media/uploads/' || m.id || '.webp')
        and not exists (select 1 from returns r where ('/media/uploads/' || m.id || '.webp') = any(r.images))
        returning m.byte_size::bigint as b`,
    ),
  );
}

/** `POST /api/admin/tools/cleanup/{kind}`: deletes what `kind` covers and answers how much it freed. */
export async function runCleanup(kind: CleanupKind, src: CleanupSources): Promise<CleanupResult> {
  const now = src.now ?? new Date();
  const tally: Tally = { deleted: 0, freedBytes: 0, details: {} };
  const db = src.database.db;
  switch (kind) {
    case 'logs':
      await cleanupLogs(src, now, tally);
      break;
    case 'sessions':
      add(
        tally,
        'sessions',
        await deleted(
          db,
          sql`delete from sessions s where s.expires_at < ${now.toISOString()}::timestamptz or s.absolute_expires_at < ${now.toISOString()}::timestamptz
            returning pg_column_size(s.*) as b`,
        ),
      );
      add(tally, 'passwordLinks', await purgePasswordLinks(db, now));
      break;
    case 'temp-files':
      await cleanupTempFiles(src, now, tally);
      break;
    case 'unused-images':
      await cleanupUnusedImages(src, now, tally);
      break;
  }
  return { kind, ...tally };
}
