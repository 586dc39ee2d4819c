import { sql } from 'drizzle-orm';
import pino from 'pino';
import { AUDIT_MESSAGES } from '@market/domain/admin-audit';
import { EXPORT_MESSAGES } from '@market/domain/export';
import { runJob } from '../../jobs/jobs';
import { purgeAuditLogsJob } from '../../jobs/purge-audit-logs';
import { queryRows } from '../../lib/sql';
import { startAdminTest } from '../../test/admin-fixtures';
import { call } from '../../test/buying-fixtures';
import { json, type TestApp } from '../../test/test-app';

jest.setTimeout(120_000);

const silent = pino({ level: 'silent' });

describe('/api/admin/audit-logs and the append-only audit tables', () => {
  let t: TestApp;
  let superAdmin: string, cs: string;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const admin = (method: string, path: string, cookie: string | undefined, payload?: unknown) =>
    call(t, method, path, { cookie, body: payload });
  /** The statement fails with the trigger's message (drizzle wraps the driver's error as its cause). */
  const refused = async (query: ReturnType<typeof sql>) => {
    const error = await q(query).then(
      () => null,
      (e: unknown) => e as Error & { cause?: Error },
    );
    expect(error).not.toBeNull();
    expect(`${error!.message} ${error!.cause?.message ?? ''}`).toMatch(/append-only/);
  };

  beforeAll(async () => {
    ({
      t,
      cookies: [superAdmin, cs],
    } = await startAdminTest(['SUPER_ADMIN', 'CS_AGENT']));
  }, 180_000);
  afterAll(() => t.close());

  it('lists the period (7 days by default) newest first by keyset, with filters; bad input is a Korean 422; CS cannot read it', async () => {
    // An admin write and a failed sign-in, so the period holds rows of each kind.
    const role = await admin('POST', '/api/admin/roles', superAdmin, { name: '감사 테스트 역할', permissions: ['dashboard.read'] });
    expect(role.status).toBe(201);
    await t.app.request('/api/admin/auth/login', json({ email: 'cs@stylehub.kr', password: 'wrong-password-1' }));

    const [expected] = await q<{ n: number }>(
      sql`select count(*)::int as n from audit_logs where occurred_at >= now() - interval '7 days'`,
    );
    const first = await admin('GET', '/api/admin/audit-logs?limit=20', superAdmin);
    expect(`${first.status} ${JSON.stringify(first.body).slice(0, 300)}`).toMatch(/^200 /);
    expect(first.body.total).toBe(expected!.n);
    const seen: { id: string; timestamp: string }[] = [...first.body.items];
    let cursor = first.body.nextCursor as string | null;
    while (cursor) {
      const next = await admin('GET', `/api/admin/audit-logs?limit=20&cursor=${cursor}`, superAdmin);
      expect(next.status).toBe(200);
      seen.push(...next.body.items);
      cursor = next.body.nextCursor;
    }
    expect(seen).toHaveLength(expected!.n);
    expect(new Set(seen.map((r) => r.id)).size).toBe(seen.length);
    const times = seen.map((r) => r.timestamp);
    expect([...times].sort().reverse()).toEqual(times);

    const created = await admin('GET', '/api/admin/audit-logs?action=settings.roles.create&period=1d', superAdmin);
    expect(created.body.items).toHaveLength(1);
    expect(created.body.items[0]).toMatchObject({
      userEmail: 'super@stylehub.kr',
      resource: 'role',
      resourceName: '감사 테스트 역할',
      before: null,
      after: { name: '감사 테스트 역할', permissions: ['dashboard.read'] },
      status: 'SUCCESS',
    });
    const byUser = await admin('GET', '/api/admin/audit-logs?user=SUPER@stylehub.kr&period=90d&limit=100', superAdmin);
    expect(byUser.body.items.length).toBeGreaterThan(0);
    expect(byUser.body.items.every((r: { userEmail: string }) => r.userEmail === 'super@stylehub.kr')).toBe(true);
    const searched = await admin('GET', `/api/admin/audit-logs?q=${encodeURIComponent('감사 테스트')}&period=1d`, superAdmin);
    expect(searched.body.items.map((r: { action: string }) => r.action)).toEqual(['settings.roles.create']);
    const [wide] = await q<{ n: number }>(sql`select count(*)::int as n from audit_logs where occurred_at >= now() - interval '90 days'`);
    expect((await admin('GET', '/api/admin/audit-logs?period=90d', superAdmin)).body.total).toBe(wide!.n);

    const badPeriod = await admin('GET', '/api/admin/audit-logs?period=2d', superAdmin);
    expect(badPeriod.status).toBe(422);
    expect(badPeriod.body.error.fields.period).toBe(AUDIT_MESSAGES.period);
    expect((await admin('GET', '/api/admin/audit-logs?cursor=bad!cursor', superAdmin)).status).toBe(422);
    expect((await admin('GET', '/api/admin/audit-logs', cs)).status).toBe(403);
    expect((await admin('GET', '/api/admin/audit-logs/summary', cs)).status).toBe(403);
  });

  it('the summary counts the filtered period: total, today, failed actions, security alerts, top users and actions', async () => {
    const res = await admin('GET', '/api/admin/audit-logs/summary?period=30d', superAdmin);
    expect(res.status).toBe(200);
    const [figures] = await q<{ total: number; failed: number; security: number }>(
      sql`select count(*)::int as total, (count(*) filter (where status = 'FAILED'))::int as failed,
          (count(*) filter (where action in ('auth.login.failed', 'auth.login.ip-refused', 'auth.login.locked')))::int as security
        from audit_logs where occurred_at >= now() - interval '30 days'`,
    );
    expect(res.body).toMatchObject({ totalLogs: figures!.total, failedActions: figures!.failed, securityAlerts: figures!.security });
    expect(res.body.securityAlerts).toBeGreaterThanOrEqual(1);
    expect(res.body.todayLogs).toBeGreaterThanOrEqual(2);
    expect(res.body.topUsers.length).toBeGreaterThan(0);
    expect(res.body.topUsers.length).toBeLessThanOrEqual(5);
    const counts = res.body.topActions.map((a: { count: number }) => a.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(res.body.actions).toContain('settings.roles.create');
  });

  it('export asks for a reason (Korean 422, nothing written), then streams the file and writes the personal-data access and audit rows', async () => {
    const before = await q<{ n: number }>(sql`select count(*)::int as n from personal_data_access`);
    const noReason = await admin('GET', '/api/admin/audit-logs/export?format=csv&period=1d', superAdmin);
    expect(noReason.status).toBe(422);
    expect(noReason.body.error.message).toBe(EXPORT_MESSAGES.reasonRequired);
    expect(await q(sql`select count(*)::int as n from personal_data_access`)).toEqual(before);
    expect((await admin('GET', '/api/admin/audit-logs/export?format=csv&reason=x', cs)).status).toBe(403);

    const res = await t.app.request(`/api/admin/audit-logs/export?format=csv&period=1d&reason=${encodeURIComponent('분기 보안 점검')}`, {
      headers: { cookie: superAdmin },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.split('\r\n')[0]).toContain('일시(KST)');
    expect(text).toContain('settings.roles.create');
    const [access] = await q<{ resource: string; reason: string; staff_email: string; purpose: string }>(
      sql`select resource, reason, staff_email, purpose from personal_data_access order by occurred_at desc limit 1`,
    );
    expect(access).toEqual({ resource: 'audit_logs', reason: '분기 보안 점검', staff_email: 'super@stylehub.kr', purpose: 'export' });
    const [audit] = await q<{ action: string }>(sql`select action from audit_logs where action = 'audit.logs.export'`);
    expect(audit).toBeDefined();
    const xlsx = await t.app.request(`/api/admin/audit-logs/export?format=xlsx&reason=${encodeURIComponent('보안 점검')}`, {
      headers: { cookie: superAdmin },
    });
    expect(xlsx.status).toBe(200);
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it('a personal-data reveal shows in the audit log', async () => {
    const [order] = await q<{ id: string }>(sql`select id from orders order by created_at desc limit 1`);
    const res = await admin('POST', `/api/admin/orders/${order!.id}/reveal`, superAdmin, { reason: '배송 문의 확인' });
    expect(res.status).toBe(200);
    const list = await admin('GET', '/api/admin/audit-logs?action=order.personal-data.reveal&period=1d', superAdmin);
    expect(list.body.items[0]).toMatchObject({ resourceId: order!.id, details: { reason: '배송 문의 확인' } });
  });

  it('the database refuses UPDATE, TRUNCATE and the DELETE of a row within retention, on both tables, whoever asks', async () => {
    const [row] = await q<{ id: string }>(sql`select id from audit_logs order by occurred_at desc limit 1`);
    await refused(sql`update audit_logs set action = 'tampered' where id = ${row!.id}`);
    await refused(sql`delete from audit_logs where id = ${row!.id}`);
    await refused(sql`truncate audit_logs`);
    const [access] = await q<{ id: string }>(
      sql`insert into personal_data_access (staff_email, staff_name, purpose, resource, fields, reason)
          values ('super@stylehub.kr', '관리자', 'reveal', 'order', '{address}', '확인') returning id`,
    );
    await refused(sql`update personal_data_access set reason = 'x' where id = ${access!.id}`);
    await refused(sql`delete from personal_data_access where id = ${access!.id}`);
    await refused(sql`truncate personal_data_access`);
    expect(await q(sql`select id from audit_logs where id = ${row!.id}`)).toHaveLength(1);
    // Removing a staff account nulls staff_id (the foreign key) and keeps the row as written.
    const [staff] = await q<{ id: string }>(
      sql`insert into staff_accounts (email, password_hash, name) values ('gone@roles.test', 'x', '퇴사자') returning id`,
    );
    await q(
      sql`insert into audit_logs (staff_id, user_email, user_name, action, resource) values (${staff!.id}, 'gone@roles.test', '퇴사자', 'x.y.update', 'x') returning id`,
    );
    await q(sql`delete from staff_accounts where id = ${staff!.id} returning id`);
    const [kept] = await q<{ staff_id: string | null; user_email: string }>(
      sql`select staff_id, user_email from audit_logs where user_email = 'gone@roles.test'`,
    );
    expect(kept).toEqual({ staff_id: null, user_email: 'gone@roles.test' });
  });

  it('audit.purge-expired deletes only rows past retention (2 years; permission changes 5 years); a second run deletes nothing', async () => {
    await q(sql`insert into audit_logs (user_email, user_name, action, resource, occurred_at) values
      ('old@roles.test', '오래됨', 'orders.status.update', 'order', now() - interval '2 years 1 day'),
      ('old@roles.test', '오래됨', 'settings.roles.update', 'role', now() - interval '3 years'),
      ('old@roles.test', '오래됨', 'settings.staff.update', 'staff', now() - interval '5 years 1 day'),
      ('old@roles.test', '오래됨', 'orders.status.update', 'order', now() - interval '1 year 11 months') returning id`);
    await q(sql`insert into personal_data_access (staff_email, staff_name, purpose, resource, fields, reason, occurred_at) values
      ('old@roles.test', '오래됨', 'export', 'orders', '{name}', '점검', now() - interval '2 years 1 day'),
      ('old@roles.test', '오래됨', 'export', 'orders', '{name}', '점검', now() - interval '1 year') returning id`);
    const outcome = await runJob(purgeAuditLogsJob, { db: t.db.database.db, logger: silent, now: new Date() });
    expect(outcome).toEqual({ auditLogs: 2, personalDataAccess: 1 });
    const left = await q<{ action: string }>(sql`select action from audit_logs where user_email = 'old@roles.test' order by occurred_at`);
    expect(left.map((r) => r.action)).toEqual(['settings.roles.update', 'orders.status.update']);
    expect(await q(sql`select id from personal_data_access where staff_email = 'old@roles.test'`)).toHaveLength(1);
    expect(await runJob(purgeAuditLogsJob, { db: t.db.database.db, logger: silent, now: new Date() })).toEqual({
      auditLogs: 0,
      personalDataAccess: 0,
    });
  });
});
