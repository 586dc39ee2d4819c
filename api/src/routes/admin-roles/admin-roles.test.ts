import { sql } from 'drizzle-orm';
import { ADMIN_ROLES_MESSAGES } from '@market/domain/admin-roles';
import { AUTH_MESSAGES } from '@market/domain/auth';
import { IP_RESTRICTION_MESSAGES } from '@market/domain/ip-restrictions';
import { queryRows } from '../../lib/sql';
import { startAdminTest } from '../../test/admin-fixtures';
import { call } from '../../test/buying-fixtures';
import { cookieFrom, json, type TestApp } from '../../test/test-app';

jest.setTimeout(120_000);

let seq = 0;
const freshEmail = () => `staff${process.pid % 1000}x${(seq += 1)}@roles.test`;
const PASSWORD = 'correct-horse-12';

describe('/api/admin/staff and /api/admin/roles', () => {
  let t: TestApp;
  let superAdmin: string, cs: string;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const admin = (method: string, path: string, cookie: string | undefined, payload?: unknown, headers?: Record<string, string>) =>
    call(t, method, path, { cookie, body: payload, headers });
  const counts = async () => {
    const [row] = await q<{ staff: number; roles: number; audit: number }>(
      sql`select (select count(*)::int from staff_accounts) as staff, (select count(*)::int from roles) as roles,
        (select count(*)::int from audit_logs) as audit`,
    );
    return row!;
  };
  const signIn = (email: string, ip: string, password = PASSWORD) =>
    t.app.request('/api/admin/auth/login', json({ email, password }, { 'x-forwarded-for': ip }));

  let customRoleId: string;

  beforeAll(async () => {
    ({
      t,
      cookies: [superAdmin, cs],
    } = await startAdminTest(['SUPER_ADMIN', 'CS_AGENT']));
  }, 180_000);
  afterAll(() => t.close());

  it('GET /roles lists the seeded roles with user counts and grants; GET /staff lists accounts with role and permissions', async () => {
    const roles = await admin('GET', '/api/admin/roles', superAdmin);
    expect(roles.status).toBe(200);
    const superRole = roles.body.items.find((r: { code: string }) => r.code === 'SUPER_ADMIN');
    expect(superRole).toMatchObject({ name: '최고 관리자', permissions: ['*'] });
    const [held] = await q<{ n: number }>(
      sql`select count(*)::int as n from staff_roles sr join roles r on r.id = sr.role_id where r.code = 'SUPER_ADMIN'`,
    );
    expect(superRole.userCount).toBe(held!.n);
    const staff = await admin('GET', '/api/admin/staff', superAdmin);
    expect(staff.status).toBe(200);
    expect(staff.body.items.find((s: { email: string }) => s.email === 'cs@stylehub.kr')).toMatchObject({
      role: 'CS_AGENT',
      enabled: true,
      permissions: expect.arrayContaining(['customers.*']),
    });
    // Without settings.roles the API refuses.
    expect((await admin('GET', '/api/admin/staff', cs)).status).toBe(403);
    expect((await admin('GET', '/api/admin/roles', cs)).status).toBe(403);
  });

  it('POST /roles: a name is required, permissions come from the vocabulary; bad input is a Korean 422 and writes nothing', async () => {
    const before = await counts();
    const noName = await admin('POST', '/api/admin/roles', superAdmin, { name: '  ', permissions: ['dashboard.read'] });
    expect(noName.status).toBe(422);
    expect(noName.body.error.fields.name).toBe(ADMIN_ROLES_MESSAGES.roleName);
    const missing = await admin('POST', '/api/admin/roles', superAdmin, { permissions: [] });
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields.name).toBe(ADMIN_ROLES_MESSAGES.roleName);
    const unknown = await admin('POST', '/api/admin/roles', superAdmin, { name: '이상한 역할', permissions: ['root.everything'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields.permissions).toBe(ADMIN_ROLES_MESSAGES.unknownPermission);
    const taken = await admin('POST', '/api/admin/roles', superAdmin, { name: '최고 관리자' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(ADMIN_ROLES_MESSAGES.roleNameTaken);
    expect(await counts()).toEqual(before);

    const created = await admin('POST', '/api/admin/roles', superAdmin, {
      name: '테스트 CS 역할',
      description: '고객과 리뷰',
      permissions: ['dashboard.read', 'customers.*', 'content.reviews', 'customers.*'],
    });
    expect(created.status).toBe(201);
    expect(created.body.title).toBe(ADMIN_ROLES_MESSAGES.roleAdded);
    expect(created.body.item).toMatchObject({
      name: '테스트 CS 역할',
      userCount: 0,
      permissions: ['dashboard.read', 'customers.*', 'content.reviews'],
    });
    customRoleId = created.body.item.id;
    const [audit] = await q<{ action: string; after: { permissions: string[] } }>(
      sql`select action, after from audit_logs where resource = 'role' and resource_id = ${customRoleId}`,
    );
    expect(audit).toMatchObject({
      action: 'settings.roles.create',
      after: { permissions: ['dashboard.read', 'customers.*', 'content.reviews'] },
    });
  });

  it('POST /staff: e-mail unique, 12+ character password hashed with argon2id, malformed IP patterns refused; nothing written on bad input', async () => {
    const before = await counts();
    const base = { email: freshEmail(), name: '테스트 관리자', password: PASSWORD, roleId: customRoleId };
    const short = await admin('POST', '/api/admin/staff', superAdmin, { ...base, password: 'short-pw' });
    expect(short.status).toBe(422);
    expect(short.body.error.fields.password).toBe(AUTH_MESSAGES.staffPasswordTooShort);
    const badIp = await admin('POST', '/api/admin/staff', superAdmin, { ...base, ipRestrictions: ['10.0.0.0/33'] });
    expect(badIp.status).toBe(422);
    expect(badIp.body.error.fields.ipRestrictions).toBe(IP_RESTRICTION_MESSAGES.invalid);
    for (const pattern of ['300.1.1.1', '10.*.0.1', 'abc', '10.0.0.1/8/1', '*.1']) {
      const res = await admin('POST', '/api/admin/staff', superAdmin, { ...base, ipRestrictions: [pattern] });
      expect(`${pattern} ${res.status}`).toBe(`${pattern} 422`);
    }
    const taken = await admin('POST', '/api/admin/staff', superAdmin, { ...base, email: 'CS@stylehub.kr' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(ADMIN_ROLES_MESSAGES.emailTaken);
    const noRole = await admin('POST', '/api/admin/staff', superAdmin, { ...base, roleId: '00000000-0000-4000-8000-000000000000' });
    expect(noRole.status).toBe(422);
    expect(noRole.body.error.fields.roleId).toBe(ADMIN_ROLES_MESSAGES.role);
    const badEmail = await admin('POST', '/api/admin/staff', superAdmin, { ...base, email: 'not-an-email' });
    expect(badEmail.status).toBe(422);
    expect(badEmail.body.error.fields.email).toBe(ADMIN_ROLES_MESSAGES.email);
    expect(await counts()).toEqual(before);

    const created = await admin('POST', '/api/admin/staff', superAdmin, { ...base, ipRestrictions: ['10.9.*', '2001:db8::/32'] });
    expect(created.status).toBe(201);
    expect(created.body.title).toBe(ADMIN_ROLES_MESSAGES.adminAdded);
    expect(created.body.item).toMatchObject({
      email: base.email,
      enabled: true,
      roleId: customRoleId,
      ipRestrictions: ['10.9.*', '2001:db8::/32'],
    });
    const [row] = await q<{ password_hash: string }>(sql`select password_hash from staff_accounts where email = ${base.email}`);
    expect(row!.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(row!.password_hash).not.toContain(PASSWORD);
    const again = await admin('POST', '/api/admin/staff', superAdmin, { ...base, email: base.email.toUpperCase() });
    expect(again.status).toBe(409);

    // IP restrictions are enforced at sign-in: refused from elsewhere with a Korean message and a security row.
    const refused = await signIn(base.email, '192.168.7.7');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(IP_RESTRICTION_MESSAGES.refused);
    const [alert] = await q<{ status: string; severity: string; ip: string }>(
      sql`select status, severity, ip from audit_logs where action = 'auth.login.ip-refused' and user_email = ${base.email}`,
    );
    expect(alert).toEqual({ status: 'FAILED', severity: 'HIGH', ip: '192.168.7.7' });
    expect((await signIn(base.email, '10.9.200.1')).status).toBe(200);
    expect((await signIn(base.email, '2001:db8:1::5')).status).toBe(200);
    const [logged] = await q<{ login_count: number }>(sql`select login_count from staff_accounts where email = ${base.email}`);
    expect(logged!.login_count).toBe(2);
  });

  it('a role change applies at the next request: a removed permission hides the API at once (403), an added one opens it', async () => {
    const email = freshEmail();
    const created = await admin('POST', '/api/admin/staff', superAdmin, {
      email,
      name: '권한 테스트',
      password: PASSWORD,
      roleId: customRoleId,
    });
    expect(created.status).toBe(201);
    const cookie = cookieFrom(await signIn(email, '10.1.1.1'), 'admin_sid');
    expect((await admin('GET', '/api/admin/customers', cookie)).status).toBe(200);
    const me = await admin('GET', '/api/admin/auth/me', cookie);
    expect(me.body.staff.permissions).toContain('customers.*');

    const removed = await admin('PATCH', `/api/admin/roles/${customRoleId}`, superAdmin, {
      permissions: ['dashboard.read', 'content.reviews'],
    });
    expect(removed.status).toBe(200);
    expect(removed.body.item.permissions).toEqual(['dashboard.read', 'content.reviews']);
    expect((await admin('GET', '/api/admin/customers', cookie)).status).toBe(403);
    expect((await admin('GET', '/api/admin/auth/me', cookie)).body.staff.permissions).not.toContain('customers.*');
    const [audit] = await q<{ details: { removed: string[] } }>(
      sql`select details from audit_logs where action = 'settings.roles.update' and resource_id = ${customRoleId} order by occurred_at desc limit 1`,
    );
    expect(audit!.details.removed).toEqual(['customers.*']);

    await admin('PATCH', `/api/admin/roles/${customRoleId}`, superAdmin, {
      permissions: ['dashboard.read', 'customers.*', 'content.reviews'],
    });
    expect((await admin('GET', '/api/admin/customers', cookie)).status).toBe(200);

    // Bad patches: an empty name, an unknown grant, nothing at all.
    const noName = await admin('PATCH', `/api/admin/roles/${customRoleId}`, superAdmin, { name: '' });
    expect(noName.status).toBe(422);
    expect(noName.body.error.fields.name).toBe(ADMIN_ROLES_MESSAGES.roleName);
    expect((await admin('PATCH', `/api/admin/roles/${customRoleId}`, superAdmin, {})).status).toBe(400);
    expect((await admin('PATCH', '/api/admin/roles/not-a-uuid', superAdmin, { name: 'x' })).status).toBe(404);
  });

  it('PATCH /staff: disabling ends the sessions at once with the spec toast; nobody disables themselves', async () => {
    const email = freshEmail();
    const created = await admin('POST', '/api/admin/staff', superAdmin, {
      email,
      name: '비활성 테스트',
      password: PASSWORD,
      roleId: customRoleId,
    });
    const id = created.body.item.id as string;
    const cookie = cookieFrom(await signIn(email, '10.1.1.2'), 'admin_sid');
    expect((await admin('GET', '/api/admin/auth/me', cookie)).status).toBe(200);

    const off = await admin('PATCH', `/api/admin/staff/${id}`, superAdmin, { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ title: ADMIN_ROLES_MESSAGES.statusChanged, message: ADMIN_ROLES_MESSAGES.deactivated });
    expect((await admin('GET', '/api/admin/auth/me', cookie)).status).toBe(401);
    const [sessions] = await q<{ n: number }>(sql`select count(*)::int as n from sessions where kind = 'staff' and subject_id = ${id}`);
    expect(sessions!.n).toBe(0);
    expect((await signIn(email, '10.1.1.3')).status).toBe(403);
    const on = await admin('PATCH', `/api/admin/staff/${id}`, superAdmin, { enabled: true });
    expect(on.body.message).toBe(ADMIN_ROLES_MESSAGES.activated);
    const [audit] = await q<{ action: string }>(
      sql`select action from audit_logs where resource = 'staff' and resource_id = ${id} order by occurred_at desc limit 1`,
    );
    expect(audit!.action).toBe('settings.staff.activate');

    const badIp = await admin('PATCH', `/api/admin/staff/${id}`, superAdmin, { ipRestrictions: ['10.0.0.256'] });
    expect(badIp.status).toBe(422);
    expect(badIp.body.error.fields.ipRestrictions).toBe(IP_RESTRICTION_MESSAGES.invalid);

    const [me] = await q<{ id: string }>(sql`select id from staff_accounts where email = 'super@stylehub.kr'`);
    const self = await admin('PATCH', `/api/admin/staff/${me!.id}`, superAdmin, { enabled: false });
    expect(self.status).toBe(409);
    expect(self.body.error.message).toBe(ADMIN_ROLES_MESSAGES.disableSelf);
  });

  it('lock-out guard: the last active holder of * keeps it, and the only * role keeps *', async () => {
    // Make SUPER_ADMIN the only role with * held by anyone active: the super_admin role (system spec) has no active holder in the seed.
    const holders = await q<{ id: string; email: string }>(
      sql`select s.id, s.email from staff_accounts s join staff_roles sr on sr.staff_id = s.id join roles r on r.id = sr.role_id
          where s.status = 'active' and '*' = any(r.grants)`,
    );
    expect(holders.map((h) => h.email)).toEqual(['super@stylehub.kr']);
    const [superRole] = await q<{ id: string }>(sql`select id from roles where code = 'SUPER_ADMIN'`);
    const strip = await admin('PATCH', `/api/admin/roles/${superRole!.id}`, superAdmin, { permissions: ['dashboard.read'] });
    expect(strip.status).toBe(409);
    expect(strip.body.error.message).toBe(ADMIN_ROLES_MESSAGES.lastSuperRole);
    const [still] = await q<{ grants: string[] }>(sql`select grants from roles where id = ${superRole!.id}`);
    expect(still!.grants).toEqual(['*']);
    const demote = await admin('PATCH', `/api/admin/staff/${holders[0]!.id}`, superAdmin, { roleId: customRoleId });
    expect(demote.status).toBe(409);
    expect(demote.body.error.message).toBe(ADMIN_ROLES_MESSAGES.lastSuperAdmin);
    expect((await admin('GET', '/api/admin/roles', superAdmin)).status).toBe(200);
  });

  it('DELETE /roles: only a role nobody holds (409 otherwise, Korean); then it is gone with an audit row', async () => {
    const inUse = await admin('DELETE', `/api/admin/roles/${customRoleId}`, superAdmin);
    expect(inUse.status).toBe(409);
    expect(inUse.body.error.message).toBe(ADMIN_ROLES_MESSAGES.roleInUse);
    const spare = await admin('POST', '/api/admin/roles', superAdmin, { name: '삭제할 역할', permissions: ['dashboard.read'] });
    const gone = await admin('DELETE', `/api/admin/roles/${spare.body.item.id}`, superAdmin);
    expect(gone.status).toBe(200);
    expect(gone.body.title).toBe(ADMIN_ROLES_MESSAGES.roleDeleted);
    expect(await q(sql`select id from roles where id = ${spare.body.item.id}`)).toEqual([]);
    const [audit] = await q<{ action: string }>(
      sql`select action from audit_logs where resource_id = ${spare.body.item.id} and action = 'settings.roles.delete'`,
    );
    expect(audit).toBeDefined();
    expect((await admin('DELETE', `/api/admin/roles/${spare.body.item.id}`, superAdmin)).status).toBe(404);
  });
});
