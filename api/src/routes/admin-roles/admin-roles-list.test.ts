import { sql } from 'drizzle-orm';
import { ADMIN_ROLES_MESSAGES } from '@market/domain/admin-roles';
import { MESSAGES } from '@market/domain/catalog-rules';
import { queryRows } from '../../lib/sql';
import { startAdminTest } from '../../test/admin-fixtures';
import { call } from '../../test/buying-fixtures';
import type { TestApp } from '../../test/test-app';

jest.setTimeout(120_000);

/** The staff and role lists: paged (page or cursor), filtered and sorted on the server. */
describe('GET /api/admin/staff and GET /api/admin/roles (lists)', () => {
  let t: TestApp;
  let superAdmin: string, cs: string;
  let listRoleId: string;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const get = (path: string, cookie = superAdmin) => call(t, 'GET', path, { cookie });
  type Staff = { id: string; email: string; name: string; enabled: boolean; roleId: string | null; lastLogin: string | null };
  type Role = { id: string; name: string; userCount: number; createdAt: string };

  /** Every row of a list, walking its cursors (and checking each page's size and the total). */
  async function walk<T>(path: string, limit: number): Promise<T[]> {
    const all: T[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 50; i += 1) {
      const sep = path.includes('?') ? '&' : '?';
      const res = await get(`${path}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(limit);
      all.push(...res.body.items);
      cursor = res.body.nextCursor;
      if (!cursor) {
        expect(all).toHaveLength(res.body.total);
        return all;
      }
      expect(res.body.items).toHaveLength(limit);
    }
    throw new Error('too many pages');
  }

  beforeAll(async () => {
    ({
      t,
      cookies: [superAdmin, cs],
    } = await startAdminTest(['SUPER_ADMIN', 'CS_AGENT']));
    // 30 accounts (more than a page) under one role, a third disabled, some signed in: made in SQL,
    // since the list is what is tested, not the account form.
    const [role] = await q<{ id: string }>(
      sql`insert into roles (code, name, description, grants) values ('list_test', '목록 테스트 역할', '페이지 테스트', '{dashboard.read}') returning id`,
    );
    listRoleId = role!.id;
    await q(sql`insert into roles (code, name, description, grants)
      select 'list_role_' || i, '목록 역할 ' || lpad(i::text, 2, '0'), '', '{}' from generate_series(1, 25) i returning id`);
    await q(sql`with made as (
        insert into staff_accounts (email, password_hash, name, status, created_at, last_login_at)
        select 'list' || lpad(i::text, 2, '0') || '@paging.test', 'no-sign-in', '목록직원 ' || lpad(i::text, 2, '0'),
          case when i % 3 = 0 then 'disabled' else 'active' end,
          now() - (i || ' minutes')::interval,
          case when i % 2 = 0 then now() - (i || ' hours')::interval end
        from generate_series(1, 30) i returning id)
      insert into staff_roles (staff_id, role_id) select id, ${listRoleId}::uuid from made returning staff_id`);
  }, 180_000);
  afterAll(() => t.close());

  it('GET /staff pages past the limit: page numbers and cursors both reach every account exactly once', async () => {
    const [{ n }] = (await q<{ n: number }>(sql`select count(*)::int as n from staff_accounts`)) as [{ n: number }];
    const first = await get('/api/admin/staff?limit=10');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: n, page: 1, limit: 10 });
    expect(first.body.items).toHaveLength(10);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await get('/api/admin/staff?limit=10&page=2');
    expect(second.body.items).toHaveLength(10);
    expect(second.body.items.map((s: Staff) => s.id)).not.toContain(first.body.items[0].id);

    const walked = await walk<Staff>('/api/admin/staff', 7);
    expect(walked).toHaveLength(n);
    expect(new Set(walked.map((s) => s.id)).size).toBe(n);
    // Without a limit the default page size applies, not the whole table.
    expect((await get('/api/admin/staff')).body.items).toHaveLength(20);
  });

  it('GET /staff filters: search on name or e-mail, role, status; together', async () => {
    const byName = await get(`/api/admin/staff?q=${encodeURIComponent('목록직원 0')}&limit=100`);
    expect(byName.body.total).toBe(9);
    const byEmail = await get('/api/admin/staff?q=LIST1&limit=100');
    expect(byEmail.body.items.map((s: Staff) => s.email).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `list1${i}@paging.test`));
    // `%` and `_` are taken literally.
    expect((await get('/api/admin/staff?q=%25')).body.total).toBe(0);

    const byRole = await walk<Staff>(`/api/admin/staff?roleId=${listRoleId}`, 20);
    expect(byRole).toHaveLength(30);
    expect(byRole.every((s) => s.roleId === listRoleId)).toBe(true);

    const disabled = await get(`/api/admin/staff?roleId=${listRoleId}&status=disabled&limit=100`);
    expect(disabled.body.total).toBe(10);
    expect(disabled.body.items.every((s: Staff) => !s.enabled)).toBe(true);
    const active = await get('/api/admin/staff?status=active&limit=100');
    expect(active.body.items.every((s: Staff) => s.enabled)).toBe(true);
    const [{ n }] = (await q<{ n: number }>(sql`select count(*)::int as n from staff_accounts where status = 'active'`)) as [{ n: number }];
    expect(active.body.total).toBe(n);

    const none = await get(`/api/admin/staff?q=${encodeURIComponent('없는 사람')}`);
    expect(none.body).toMatchObject({ items: [], total: 0, nextCursor: null });
  });

  it('GET /staff sorts by name, registration and last sign-in, each way, the same through every page', async () => {
    const base = `/api/admin/staff?roleId=${listRoleId}`;
    const names = (await walk<Staff>(`${base}&sort=name&order=asc`, 8)).map((s) => s.name);
    expect(names).toEqual(Array.from({ length: 30 }, (_, i) => `목록직원 ${String(i + 1).padStart(2, '0')}`));
    const namesDesc = (await walk<Staff>(`${base}&sort=name&order=desc`, 8)).map((s) => s.name);
    expect(namesDesc).toEqual([...names].reverse());

    // Made i minutes ago: newest first is list01, list02, ...
    const newest = (await walk<Staff>(`${base}&sort=created&order=desc`, 8)).map((s) => s.email);
    expect(newest.slice(0, 3)).toEqual(['list01@paging.test', 'list02@paging.test', 'list03@paging.test']);
    const oldest = (await walk<Staff>(`${base}&sort=created&order=asc`, 8)).map((s) => s.email);
    expect(oldest).toEqual([...newest].reverse());

    // Signed in i hours ago (even i only); those who never signed in come last both ways.
    const recent = await walk<Staff>(`${base}&sort=lastLogin&order=desc`, 8);
    expect(recent.slice(0, 15).map((s) => s.email)).toEqual(
      Array.from({ length: 15 }, (_, i) => `list${String((i + 1) * 2).padStart(2, '0')}@paging.test`),
    );
    expect(recent.slice(15).every((s) => s.lastLogin === null)).toBe(true);
    const earliest = await walk<Staff>(`${base}&sort=lastLogin&order=asc`, 8);
    expect(earliest[0]!.email).toBe('list30@paging.test');
    expect(earliest.slice(15).every((s) => s.lastLogin === null)).toBe(true);
  });

  it('GET /roles pages, searches on name and sorts by name, registration and user count', async () => {
    const [{ n }] = (await q<{ n: number }>(sql`select count(*)::int as n from roles`)) as [{ n: number }];
    const first = await get('/api/admin/roles?limit=10');
    expect(first.body).toMatchObject({ total: n, page: 1, limit: 10 });
    expect(first.body.items).toHaveLength(10);
    const walked = await walk<Role>('/api/admin/roles', 9);
    expect(new Set(walked.map((r) => r.id)).size).toBe(n);

    const found = await get(`/api/admin/roles?q=${encodeURIComponent('목록 역할')}&limit=100`);
    expect(found.body.total).toBe(25);
    const byName = await walk<Role>(`/api/admin/roles?q=${encodeURIComponent('목록 역할')}&sort=name&order=asc`, 10);
    expect(byName.map((r) => r.name)).toEqual(Array.from({ length: 25 }, (_, i) => `목록 역할 ${String(i + 1).padStart(2, '0')}`));
    const byNameDesc = await walk<Role>(`/api/admin/roles?q=${encodeURIComponent('목록 역할')}&sort=name&order=desc`, 10);
    expect(byNameDesc.map((r) => r.name)).toEqual(byName.map((r) => r.name).reverse());

    const byUsers = await walk<Role>('/api/admin/roles?sort=users&order=desc', 10);
    expect(byUsers[0]).toMatchObject({ id: listRoleId, userCount: 30 });
    const counts = byUsers.map((r) => r.userCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const created = await walk<Role>('/api/admin/roles?sort=created&order=asc', 10);
    const times = created.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort());
    expect(created.map((r) => r.id).reverse()).toEqual((await walk<Role>('/api/admin/roles?sort=created&order=desc', 10)).map((r) => r.id));

    expect((await get(`/api/admin/roles?q=${encodeURIComponent('그런 역할 없음')}`)).body).toMatchObject({ items: [], total: 0 });
  });

  it('GET /roles/options lists every role by name for the pickers', async () => {
    const res = await get('/api/admin/roles/options');
    expect(res.status).toBe(200);
    const [{ n }] = (await q<{ n: number }>(sql`select count(*)::int as n from roles`)) as [{ n: number }];
    expect(res.body.items).toHaveLength(n);
    expect(res.body.truncated).toBe(false);
    expect(res.body.items[0]).toEqual({ id: expect.any(String), code: expect.any(String), name: expect.any(String), brandScoped: false });
    const names = res.body.items.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('bad and hostile queries are a Korean 422 (never a 500), and a cursor of one sort is refused by another', async () => {
    const cases: [string, string, string][] = [
      ['/api/admin/staff?limit=100000', 'limit', '페이지 크기는 100 이하여야 합니다.'],
      ['/api/admin/staff?limit=0', 'limit', '페이지 크기가 올바르지 않습니다.'],
      ['/api/admin/staff?page=-1', 'page', '페이지 번호가 올바르지 않습니다.'],
      ['/api/admin/staff?sort=__proto__', 'sort', ADMIN_ROLES_MESSAGES.sort],
      ['/api/admin/staff?order=sideways', 'order', ADMIN_ROLES_MESSAGES.order],
      ['/api/admin/staff?status=deleted', 'status', ADMIN_ROLES_MESSAGES.statusFilter],
      ['/api/admin/staff?roleId=1%27%20or%201=1', 'roleId', ADMIN_ROLES_MESSAGES.roleFilter],
      ['/api/admin/staff?cursor=%%%', 'cursor', MESSAGES.cursor],
      ['/api/admin/staff?cursor=garbage', 'cursor', MESSAGES.cursor],
      [`/api/admin/staff?q=${'가'.repeat(101)}`, 'q', '검색어는 100자 이하로 입력해주세요.'],
      ['/api/admin/roles?limit=100000', 'limit', '페이지 크기는 100 이하여야 합니다.'],
      ['/api/admin/roles?sort=constructor', 'sort', ADMIN_ROLES_MESSAGES.sort],
      ['/api/admin/roles?cursor=eyJzIjoiYWRtaW4tcm9sZXMiLCJrIjpbXX0', 'cursor', MESSAGES.cursor],
    ];
    for (const [path, field, message] of cases) {
      const res = await get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 422 });
      expect({ path, message: res.body.error.fields?.[field] ?? res.body.error.message }).toEqual({ path, message });
    }
    // A cursor is bound to its list and sort.
    const byName = await get('/api/admin/staff?sort=name&order=asc&limit=5');
    const wrongSort = await get(`/api/admin/staff?sort=created&order=asc&limit=5&cursor=${byName.body.nextCursor}`);
    expect(wrongSort.status).toBe(422);
    expect(wrongSort.body.error.fields.cursor).toBe(MESSAGES.cursor);
    const wrongList = await get(`/api/admin/roles?sort=name&order=asc&limit=5&cursor=${byName.body.nextCursor}`);
    expect(wrongList.status).toBe(422);
  });

  it('the lists and the picker need settings.roles.read', async () => {
    for (const path of ['/api/admin/staff?limit=5', '/api/admin/roles?limit=5', '/api/admin/roles/options']) {
      expect((await get(path, cs)).status).toBe(403);
      expect((await call(t, 'GET', path, {})).status).toBe(401);
    }
  });
});
