import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { BACKUP_KEEP_DEFAULT, BACKUP_MESSAGES, type Backup, type RestoreResult } from '@market/domain/backups';
import { autoBackupJob, createBackupsJob } from '../../jobs/backups';
import { runJob } from '../../jobs/jobs';
import { queryRows } from '../../lib/sql';
import { applicationTables, BACKUP_EXCLUDED_TABLES, BACKUP_SETTINGS_TABLES, tableChecksums, tablesOfType } from '../../services/backups';
import { startAdminTest } from '../../test/admin-fixtures';
import type { TestApp } from '../../test/test-app';

jest.setTimeout(300_000);

describe('/api/admin/tools/backups', () => {
  let t: TestApp;
  let superAdmin: string, cs: string;
  const db = () => t.db.database.db;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
  let ip = 0;
  const call = async (method: string, path: string, cookie: string, body?: unknown) => {
    const res = await t.app.request(`/api/admin${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json', 'x-forwarded-for': `10.77.0.${(ip += 1) % 250}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const upload = async (file: Buffer, cookie: string, fields: Record<string, string> = { confirm: '복원' }) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(file)], 'backup.gz'));
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const res = await t.app.request('/api/admin/tools/backups/restore', { method: 'POST', headers: { cookie }, body: form });
    return { status: res.status, body: (await res.json()) as any };
  };
  const download = async (id: string) => {
    const res = await t.app.request(`/api/admin/tools/backups/${id}/download`, { headers: { cookie: superAdmin } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    return Buffer.from(await res.arrayBuffer());
  };
  /** What the job runner hands a backup job (the test app's own signing key). */
  const jobCtx = () => ({ db: db(), logger: pino({ level: 'silent' }), now: new Date(), trigger: 'schedule' as const, env: t.env });
  /** POST answers 202 at once with the row `running`; the backup is then taken by the job's work, run in-process here. */
  const createAndWait = async (type: 'full' | 'database' | 'settings'): Promise<Backup> => {
    const created = await call('POST', '/tools/backups', superAdmin, { type });
    expect(created.status).toBe(202);
    expect(created.body).toMatchObject({ type, status: 'running', hasFile: false, automatic: false, jobId: null });
    return waitDone(created.body.id);
  };
  const waitDone = async (id: string): Promise<Backup> => {
    const deadline = Date.now() + 240_000;
    for (;;) {
      const list = await call('GET', '/tools/backups', superAdmin);
      const row = (list.body.items as Backup[]).find((b) => b.id === id);
      if (row && row.status !== 'running') return row;
      if (Date.now() > deadline) throw new Error(`backup ${id} did not finish`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  /** Rows and checksums of the tables a backup of this type holds. */
  const snapshot = async (type: 'full' | 'database' | 'settings') => {
    const all = await applicationTables(db());
    return tableChecksums(
      db(),
      tablesOfType(all, type)
        .sort()
        .map((name) => ({ name, columns: all.get(name)!.columns })),
    );
  };
  const logCounts = async () =>
    (
      await q<{ audit: number; pda: number }>(
        sql`select (select count(*)::int from audit_logs) as audit, (select count(*)::int from personal_data_access) as pda`,
      )
    )[0]!;

  /** Inserts, updates and deletes in several tables (content, customers, settings, catalog). */
  const changeRows = async () => {
    await db().execute(sql`insert into announcements (title, content, status) values ('복원 테스트 공지', '본문', 'draft')`);
    await db().execute(sql`update customers set name = name || ' 변경' where id = (select id from customers order by email limit 1)`);
    await db().execute(sql`update shop_settings set shop_name = '바뀐 상점'`);
    await db().execute(
      sql`delete from faqs where id = (select id from faqs f where not exists (select 1 from faq_votes v where v.faq_id = f.id) order by id limit 1)`,
    );
    await db().execute(sql`update products set stock = stock + 7 where id = (select id from products order by id limit 1)`);
    await db().execute(sql`insert into tax_rules (name, rate, type) select name || ' 사본', rate, type from tax_rules limit 1`);
  };

  beforeAll(async () => {
    ({
      t,
      cookies: [superAdmin, cs],
    } = await startAdminTest(['SUPER_ADMIN', 'CS_AGENT']));
  }, 300_000);
  afterAll(() => t.close());

  it('needs the tools permission and a known type', async () => {
    expect((await call('GET', '/tools/backups', cs)).status).toBe(403);
    expect((await call('POST', '/tools/backups', cs, { type: 'settings' })).status).toBe(403);
    const bad = await call('POST', '/tools/backups', superAdmin, { type: 'everything' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toMatch(/[가-힣]/);
  });

  let databaseBackup: Backup;

  it('database backup → insert/update/delete in several tables → restore: identical rows and checksums, logs and session kept', async () => {
    const before = await snapshot('database');
    databaseBackup = await createAndWait('database');
    expect(databaseBackup).toMatchObject({ type: 'database', status: 'completed', hasFile: true });
    expect(databaseBackup.sizeBytes).toBeGreaterThan(1000);
    const names = databaseBackup.tables.map((x) => x.name);
    for (const excluded of [...BACKUP_EXCLUDED_TABLES, 'media_uploads']) expect(names).not.toContain(excluded);
    expect(names).toEqual(expect.arrayContaining(['customers', 'orders', 'products', 'shop_settings']));
    // The manifest's checksums are the database's own (the same figure the restore checks).
    const byName = new Map(before.map((x) => [x.name, x]));
    for (const table of databaseBackup.tables) expect(table).toEqual(byName.get(table.name));

    const list = await call('GET', '/tools/backups', superAdmin);
    expect(list.status).toBe(200);
    expect(list.body.items[0]).toMatchObject({ id: databaseBackup.id, status: 'completed' });

    await changeRows();
    const changed = await snapshot('database');
    expect(changed).not.toEqual(before);
    const logsBefore = await logCounts();

    const restored = await call('POST', `/tools/backups/${databaseBackup.id}/restore`, superAdmin, { confirm: '복원' });
    expect(restored.status).toBe(200);
    expect((restored.body as RestoreResult).rows).toBe(before.reduce((n, x) => n + x.rows, 0));
    expect(await snapshot('database')).toEqual(before);

    // Append-only logs are not restored (one more row: the restore's own entry); the operator is still signed in.
    const logsAfter = await logCounts();
    expect(logsAfter.audit).toBe(logsBefore.audit + 1);
    expect(logsAfter.pda).toBe(logsBefore.pda);
    const [entry] = await q<{ action: string; severity: string }>(
      sql`select action, severity from audit_logs where resource = 'backup' and resource_id = ${databaseBackup.id} order by occurred_at desc limit 1`,
    );
    expect(entry).toEqual({ action: 'tools.backups.restore', severity: 'HIGH' });
    expect((await call('GET', '/tools/backups', superAdmin)).status).toBe(200);
    // Sequences continue after the restored rows (a serial insert does not collide).
    await db().execute(sql`insert into announcements (title, content) values ('복원 뒤 공지', '본문')`);
    await db().execute(sql`delete from announcements where title = '복원 뒤 공지'`);
  });

  it('settings backup restores only the settings tables; a subset restore touches only the named tables', async () => {
    const created = { body: await createAndWait('settings') };
    expect(created.body.tables.map((x) => x.name).sort()).toEqual([...BACKUP_SETTINGS_TABLES].sort());
    await db().execute(sql`update shop_settings set shop_name = '설정 바뀜'`);
    await db().execute(sql`insert into announcements (title, content) values ('설정 복원과 무관', '본문')`);
    const restored = await call('POST', `/tools/backups/${created.body.id}/restore`, superAdmin, { confirm: '복원' });
    expect(restored.status).toBe(200);
    const [shop] = await q<{ shop_name: string }>(sql`select shop_name from shop_settings`);
    expect(shop!.shop_name).not.toBe('설정 바뀜');
    expect((await q(sql`select 1 from announcements where title = '설정 복원과 무관'`)).length).toBe(1);

    // Only announcements from the database backup: the notice goes, the shop name stays.
    await db().execute(sql`update shop_settings set shop_name = '유지되는 이름'`);
    const subset = await call('POST', `/tools/backups/${databaseBackup.id}/restore`, superAdmin, {
      confirm: '복원',
      tables: ['announcements'],
    });
    expect(subset.status).toBe(200);
    expect(subset.body.tables.map((x: { name: string }) => x.name)).toEqual(['announcements']);
    expect((await q(sql`select 1 from announcements where title = '설정 복원과 무관'`)).length).toBe(0);
    expect((await q<{ shop_name: string }>(sql`select shop_name from shop_settings`))[0]!.shop_name).toBe('유지되는 이름');

    const unknown = await call('POST', `/tools/backups/${created.body.id}/restore`, superAdmin, { confirm: '복원', tables: ['orders'] });
    expect(unknown.status).toBe(422);
    const noConfirm = await call('POST', `/tools/backups/${created.body.id}/restore`, superAdmin, {});
    expect(noConfirm.status).toBe(422);
    expect(noConfirm.body.error.message).toBe(BACKUP_MESSAGES.confirm);
    expect(
      (await call('POST', '/tools/backups/00000000-0000-4000-8000-000000000000/restore', superAdmin, { confirm: '복원' })).status,
    ).toBe(404);
  });

  it('restores from an uploaded file; a file not ours, altered, or of another migration is refused with nothing written', async () => {
    const file = await download(databaseBackup.id);
    await db().execute(sql`insert into announcements (title, content) values ('업로드 복원 전', '본문')`);
    const state = await snapshot('database');
    const logs = await logCounts();

    const refuse = async (bytes: Buffer, status: number, message: string) => {
      const res = await upload(bytes, superAdmin);
      expect(res.status).toBe(status);
      expect(res.body.error.message).toBe(message);
      expect(await snapshot('database')).toEqual(state);
      expect(await logCounts()).toEqual(logs);
    };
    // Not gzip at all; gzip but not a backup; a row changed (signature no longer matches); truncated.
    await refuse(Buffer.from('PK\u0003\u0004 not a backup at all'), 415, BACKUP_MESSAGES.unreadable);
    await refuse(gzipSync(Buffer.from('{"hello":"world"}\n')), 400, BACKUP_MESSAGES.notOurs);
    const text = gunzipSync(file).toString('utf8');
    expect(text).toContain('"shop_name":"');
    await refuse(gzipSync(Buffer.from(text.replace(/"shop_name":"[^"]*"/, '"shop_name":"위조"'), 'utf8')), 400, BACKUP_MESSAGES.tampered);
    const lines = text.trimEnd().split('\n');
    await refuse(gzipSync(Buffer.from(`${lines.slice(0, -3).join('\n')}\n${lines.at(-1)}\n`, 'utf8')), 400, BACKUP_MESSAGES.tampered);
    await refuse(file.subarray(0, Math.floor(file.length / 2)), 400, BACKUP_MESSAGES.unreadable);
    // Signed with another key.
    const otherKey = await (async () => {
      const { createHmac } = await import('node:crypto');
      const body = lines
        .slice(0, -1)
        .map((l) => `${l}\n`)
        .join('');
      const sig = createHmac('sha256', Buffer.alloc(32, 7)).update(body).digest('hex');
      return gzipSync(Buffer.from(`${body}${JSON.stringify(['signature', sig])}\n`));
    })();
    await refuse(otherKey, 400, BACKUP_MESSAGES.tampered);
    // A database that has run one more migration.
    await db().execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('test-later-migration', 9999999999999)`);
    try {
      await refuse(file, 409, BACKUP_MESSAGES.otherMigration);
    } finally {
      await db().execute(sql`delete from drizzle.__drizzle_migrations where hash = 'test-later-migration'`);
    }
    expect((await upload(file, cs)).status).toBe(403);
    expect((await upload(file, superAdmin, {})).status).toBe(422);

    const ok = await upload(file, superAdmin);
    expect(ok.status).toBe(200);
    expect((await q(sql`select 1 from announcements where title = '업로드 복원 전'`)).length).toBe(0);
    const byName = new Map(databaseBackup.tables.map((x) => [x.name, x]));
    for (const table of await snapshot('database')) expect(table).toEqual(byName.get(table.name));
  });

  it('a full backup holds the media bytes and round-trips them', async () => {
    await db().execute(sql`insert into media_uploads (kind, width, height, byte_size, sha256, bytes)
      values ('banner', 1, 1, 4, 'x', decode('00ff10ab', 'hex'))`);
    const created = { body: await createAndWait('full') };
    expect(created.body.tables.find((x) => x.name === 'media_uploads')?.rows).toBeGreaterThan(0);
    const before = await snapshot('full');
    await db().execute(sql`update media_uploads set bytes = decode('01', 'hex')`);
    await db().execute(sql`delete from announcements where id = (select id from announcements order by id limit 1)`);
    const restored = await call('POST', `/tools/backups/${created.body.id}/restore`, superAdmin, { confirm: '복원' });
    expect(restored.status).toBe(200);
    expect(await snapshot('full')).toEqual(before);
    const [media] = await q<{ hex: string }>(sql`select encode(bytes, 'hex') as hex from media_uploads where sha256 = 'x'`);
    expect(media!.hex).toBe('00ff10ab');
  });

  it('a restore that would break a row it does not restore is refused whole (409), nothing changed', async () => {
    // A carrier added after the settings backup and used by a shipment cannot go.
    const created = { body: await createAndWait('settings') };
    const [used] = await q<{ n: number }>(sql`select count(*)::int as n from shipments`);
    expect(Number(used!.n)).toBeGreaterThan(0);
    await db().execute(
      sql`insert into carriers (code, name, tracking_url) values ('zz-test', '테스트 택배', 'https://example.com/{tracking}')`,
    );
    await db().execute(sql`update shipments set carrier_code = 'zz-test' where id = (select id from shipments order by id limit 1)`);
    const state = await snapshot('database');
    const res = await call('POST', `/tools/backups/${created.body.id}/restore`, superAdmin, { confirm: '복원' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(BACKUP_MESSAGES.conflict);
    expect(await snapshot('database')).toEqual(state);
  });
  it('a backup that fails is marked failed with the reason; the job reports it and the next one works', async () => {
    // Storage refuses the file's parts (as a full disk would): the dump is taken, storing it fails.
    await db().execute(
      sql.raw(`create function zz_refuse_chunks() returns trigger language plpgsql as $$
      begin raise exception 'no space left on device (test)'; end $$`),
    );
    await db().execute(sql.raw('create trigger zz_refuse before insert on backup_chunks for each row execute function zz_refuse_chunks()'));
    try {
      const created = await call('POST', '/tools/backups', superAdmin, { type: 'settings' });
      expect(created.status).toBe(202);
      const failed = await waitDone(created.body.id);
      expect(failed).toMatchObject({ status: 'failed', hasFile: false, sizeBytes: 0 });
      expect(failed.message).toContain(BACKUP_MESSAGES.failed);
      expect(failed.message).toContain('no space left on device (test)');
      expect((await call('GET', `/tools/backups/${failed.id}/download`, superAdmin)).status).toBe(409);
      // Through the job itself: a queued row, the job's run counts it failed (and does not throw: nothing to retry).
      await db().execute(
        sql`insert into backups (name, type, status, created_by) values ('queued-by-test', 'settings', 'running', 'test')`,
      );
      expect(await createBackupsJob.run(jobCtx())).toEqual({ completed: 0, failed: 1 });
    } finally {
      await db().execute(sql.raw('drop trigger zz_refuse on backup_chunks; drop function zz_refuse_chunks()'));
    }
    await db().execute(
      sql`insert into backups (name, type, status, created_by) values ('queued-by-test-2', 'settings', 'running', 'test')`,
    );
    expect(await createBackupsJob.run(jobCtx())).toEqual({ completed: 1, failed: 0 });
    await expect(createBackupsJob.run({ ...jobCtx(), env: undefined })).rejects.toThrow(BACKUP_MESSAGES.failed);
  });

  it('backup settings: read by the tab, saved by staff with the backups permission, validated with a Korean message', async () => {
    const read = await call('GET', '/tools/backups/settings', superAdmin);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ keepAutomatic: BACKUP_KEEP_DEFAULT });
    expect((await call('GET', '/tools/backups/settings', cs)).status).toBe(403);
    expect((await call('PUT', '/tools/backups/settings', cs, { keepAutomatic: 3 })).status).toBe(403);
    for (const bad of [0, 366, 2.5, '7', null]) {
      const res = await call('PUT', '/tools/backups/settings', superAdmin, { keepAutomatic: bad });
      expect(res.status).toBe(422);
      expect(res.body.error.message).toMatch(/[가-힣]/);
    }
    expect((await call('PUT', '/tools/backups/settings', superAdmin, { keepAutomatic: 3, extra: 1 })).status).toBe(422);
    const saved = await call('PUT', '/tools/backups/settings', superAdmin, { keepAutomatic: 2 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ keepAutomatic: 2, updatedBy: expect.stringContaining('@') });
    const [entry] = await q<{ details: unknown }>(
      sql`select details from audit_logs where action = 'tools.backups.settings' order by occurred_at desc limit 1`,
    );
    expect(entry!.details).toEqual({ before: { keepAutomatic: BACKUP_KEEP_DEFAULT }, after: { keepAutomatic: 2 } });
  });

  it('자동 백업 (the job through runJob, as the worker runs it): takes an automatic backup, keeps the newest N automatic ones, never a manual one', async () => {
    expect(autoBackupJob.task?.code).toBe('auto_backup');
    const [task] = await q<{ schedule: string; enabled: boolean }>(
      sql`select schedule, enabled from maintenance_tasks where code = 'auto_backup'`,
    );
    expect(task).toEqual({ schedule: autoBackupJob.cron, enabled: true });
    await call('PUT', '/tools/backups/settings', superAdmin, { keepAutomatic: 2 });
    const manualBefore = await q<{ id: string }>(sql`select id from backups where not automatic order by id`);
    // An old failed automatic backup goes too once two newer completed ones are kept.
    await db().execute(sql`insert into backups (name, type, status, created_by, automatic, created_at)
      values ('old-failed-auto', 'database', 'failed', 'system', true, now() - interval '10 days')`);
    const results = [];
    for (let i = 0; i < 3; i += 1) results.push(await runJob(autoBackupJob, jobCtx()));
    expect(results[0]).toEqual({ completed: 1, failed: 0, deleted: 0 });
    expect(results[1]).toEqual({ completed: 1, failed: 0, deleted: 1 }); // the old failed one
    expect(results[2]).toEqual({ completed: 1, failed: 0, deleted: 1 }); // the first automatic one
    const automatic = await q<{ status: string; type: string; chunks: number }>(
      sql`select status, type, (select count(*)::int from backup_chunks k where k.backup_id = b.id) as chunks from backups b where automatic`,
    );
    expect(automatic).toHaveLength(2);
    for (const b of automatic) expect(b).toMatchObject({ status: 'completed', type: 'database' });
    expect(automatic.every((b) => b.chunks > 0)).toBe(true);
    // Every manual backup (completed or failed) is still there.
    expect(await q<{ id: string }>(sql`select id from backups where not automatic order by id`)).toEqual(manualBefore);
    const list = await call('GET', '/tools/backups', superAdmin);
    expect((list.body.items as Backup[]).filter((b) => b.automatic)).toHaveLength(2);
    const [ran] = await q<{ status: string }>(sql`select status from maintenance_tasks where code = 'auto_backup'`);
    expect(ran!.status).toBe('completed');
    // Switched off in 유지보수: the schedule's run does nothing.
    await db().execute(sql`update maintenance_tasks set enabled = false where code = 'auto_backup'`);
    expect(await runJob(autoBackupJob, jobCtx())).toEqual({ skipped: 'disabled' });
    await db().execute(sql`update maintenance_tasks set enabled = true where code = 'auto_backup'`);
  });
});
