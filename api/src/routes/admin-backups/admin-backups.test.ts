import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { BACKUP_MESSAGES, type Backup, type RestoreResult } from '@market/domain/backups';
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
    const created = await call('POST', '/tools/backups', superAdmin, { type: 'database' });
    expect(created.status).toBe(201);
    databaseBackup = created.body as Backup;
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
    const created = await call('POST', '/tools/backups', superAdmin, { type: 'settings' });
    expect(created.status).toBe(201);
    expect((created.body as Backup).tables.map((x) => x.name).sort()).toEqual([...BACKUP_SETTINGS_TABLES].sort());
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
    const created = await call('POST', '/tools/backups', superAdmin, { type: 'full' });
    expect(created.status).toBe(201);
    expect((created.body as Backup).tables.find((x) => x.name === 'media_uploads')?.rows).toBeGreaterThan(0);
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
    const created = await call('POST', '/tools/backups', superAdmin, { type: 'settings' });
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
});
