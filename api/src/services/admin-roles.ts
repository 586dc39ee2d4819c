import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_ROLES_MESSAGES,
  ROLE_OPTIONS_MAX,
  type AdminRole,
  type AdminRoleList,
  type AdminRoleOptionList,
  type AdminStaffList,
  type RoleListQuery,
  type StaffListQuery,
  type AdminRoleDeleteResult,
  type AdminRoleResult,
  type AdminStaff,
  type AdminStaffResult,
  type CreateRole,
  type CreateStaff,
  type UpdateRole,
  type UpdateStaff,
} from '@market/domain/admin-roles';
import type { Db } from '../db/client';
import type { AdminActor } from '../lib/admin-actor';
import { isUniqueViolation } from '../lib/db-errors';
import { AppError } from '../lib/errors';
import { afterCursor, decodeCursor, keyColumns, orderByKeys, pageAndCursor, type SortKey } from '../lib/keyset';
import { allOf, textSearch } from '../lib/list-query';
import { isoText as iso, isUuid, pageOffset, queryRows } from '../lib/sql';
import { hashPassword } from './password';
import { deleteSessionsOf, rotateSessionsOf } from './sessions';

/**
 * Permission management (system spec, /admin/settings/roles): admin accounts and roles. Roles are
 * data (DESIGN 3): the grants saved here are the ones the access middleware reads on every
 * request (services/admin-auth.ts, no cache), so a change applies from the next request.
 *
 * Lock-out guard: every write that could take the last active holder of the `*` grant away
 * (disable, role change, `*` removed from a role) runs under one advisory lock and is rolled back
 * with a Korean 409 when no active staff member would hold `*` afterwards.
 */

/** A text[] parameter as an array literal (both database drivers take it). */
const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, (ch) => `\\${ch}`)}"`).join(',')}}`}::text[]`;

const ROLES_LOCK = sql`select pg_advisory_xact_lock(hashtext('admin-roles'))`;

interface RoleRow {
  id: string;
  code: string;
  name: string;
  description: string;
  grants: string[];
  brand_scoped: boolean;
  user_count: number;
  created_at: string;
}

interface StaffRow {
  id: string;
  email: string;
  name: string;
  status: 'active' | 'disabled';
  last_login_at: string | null;
  login_count: number;
  created_at: string;
  ip_restrictions: string[];
  role_id: string | null;
  role_code: string | null;
  role_name: string | null;
  grants: string[] | null;
}

/** How many accounts hold role `r` (a column and a sort key). */
const USER_COUNT = sql`(select count(*)::int from staff_roles sr where sr.role_id = r.id)`;

const ROLE_COLUMNS = sql`r.id, r.code, r.name, r.description, r.grants, r.brand_scoped, ${USER_COUNT} as user_count, ${iso(sql`r.created_at`)} as created_at`;

const STAFF_COLUMNS = sql`s.id, s.email, s.name, s.status, ${iso(sql`s.last_login_at`)} as last_login_at, s.login_count,
  ${iso(sql`s.created_at`)} as created_at, s.ip_restrictions, r.id as role_id, r.code as role_code, r.name as role_name, r.grants`;
const STAFF_FROM = sql`staff_accounts s left join staff_roles sr on sr.staff_id = s.id left join roles r on r.id = sr.role_id`;

function toRole(r: RoleRow): AdminRole {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    description: r.description,
    permissions: r.grants ?? [],
    userCount: Number(r.user_count),
    brandScoped: r.brand_scoped,
    createdAt: r.created_at,
  };
}

function toStaff(r: StaffRow): AdminStaff {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    roleId: r.role_id,
    role: r.role_code,
    roleName: r.role_name,
    enabled: r.status === 'active',
    lastLogin: r.last_login_at,
    loginCount: Number(r.login_count),
    createdAt: r.created_at,
    ipRestrictions: r.ip_restrictions ?? [],
    permissions: r.grants ?? [],
  };
}

const roleNotFound = () => new AppError('NOT_FOUND', ADMIN_ROLES_MESSAGES.roleNotFound);
const staffNotFound = () => new AppError('NOT_FOUND', ADMIN_ROLES_MESSAGES.staffNotFound);
const emailTaken = () => new AppError('CONFLICT', ADMIN_ROLES_MESSAGES.emailTaken, { email: ADMIN_ROLES_MESSAGES.emailTaken });
const roleNameTaken = () => new AppError('CONFLICT', ADMIN_ROLES_MESSAGES.roleNameTaken, { name: ADMIN_ROLES_MESSAGES.roleNameTaken });

/** A key sorted on, as both sortKeys below use it (lib/keyset.ts). */
const tsKey = (column: SQL) => ({
  expr: column,
  text: sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  type: 'ts' as const,
});
const idKey = (column: SQL, desc: boolean): SortKey => ({ expr: column, text: sql`${column}::text`, type: 'uuid', desc });

/**
 * Each staff sort's keys: the column shown, then the id. Someone who never signed in comes last in
 * both directions (the key is the sign-in time in milliseconds, or a sentinel beyond every real one).
 */
function staffSortKeys(sort: StaffListQuery['sort'], order: 'asc' | 'desc'): SortKey[] {
  const desc = order === 'desc';
  const lastLogin = sql`coalesce((extract(epoch from s.last_login_at) * 1000)::bigint, ${desc ? -1 : 999_999_999_999_999})`;
  const first = {
    created: tsKey(sql`s.created_at`),
    name: { expr: sql`s.name`, text: sql`s.name`, type: 'text' as const },
    lastLogin: { expr: lastLogin, text: sql`${lastLogin}::text`, type: 'int' as const },
  }[sort];
  return [{ ...first, desc }, idKey(sql`s.id`, desc)];
}

function roleSortKeys(sort: RoleListQuery['sort'], order: 'asc' | 'desc'): SortKey[] {
  const desc = order === 'desc';
  const first = {
    created: tsKey(sql`r.created_at`),
    name: { expr: sql`r.name`, text: sql`r.name`, type: 'text' as const },
    users: { expr: USER_COUNT, text: sql`${USER_COUNT}::text`, type: 'int' as const },
  }[sort];
  return [{ ...first, desc }, idKey(sql`r.id`, desc)];
}

/**
 * One page of a list by keyset (`cursor` = the previous answer's `nextCursor`) or, without a
 * cursor, by page number (offset), with the total of the filtered set.
 */
async function keysetPage<Row extends Record<string, unknown>>(
  db: Db,
  q: { columns: SQL; from: SQL; where: SQL; keys: SortKey[]; tag: string; page: number; limit: number; cursor?: string },
): Promise<{ rows: Row[]; total: number; nextCursor: string | null }> {
  const after = q.cursor ? afterCursor(q.keys, decodeCursor(q.cursor, q.tag, q.keys)) : sql`true`;
  const [fetched, [count]] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select ${q.columns}, ${keyColumns(q.keys)} from ${q.from} where ${q.where} and ${after}
          order by ${orderByKeys(q.keys)} limit ${q.limit + 1} offset ${q.cursor ? 0 : pageOffset(q.page, q.limit)}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${q.from} where ${q.where}`),
  ]);
  const { rows, nextCursor } = pageAndCursor(fetched, q.limit, q.tag, q.keys);
  return { rows, total: Number(count?.n ?? 0), nextCursor };
}

/** `GET /api/admin/roles`: searched on name and description, sorted and paged on the server. */
export async function listRoles(db: Db, query: RoleListQuery): Promise<AdminRoleList> {
  const keys = roleSortKeys(query.sort, query.order);
  const { rows, total, nextCursor } = await keysetPage<RoleRow & Record<string, unknown>>(db, {
    columns: ROLE_COLUMNS,
    from: sql`roles r`,
    where: allOf([textSearch(query.q, [sql`r.name`, sql`r.description`])]),
    keys,
    tag: `admin-roles:${query.sort}:${query.order}`,
    page: query.page,
    limit: query.limit,
    cursor: query.cursor,
  });
  return { items: rows.map(toRole), total, page: query.page, limit: query.limit, nextCursor };
}

/** `GET /api/admin/staff`: searched on name and e-mail, filtered by role and status, sorted and paged on the server. */
export async function listStaff(db: Db, query: StaffListQuery): Promise<AdminStaffList> {
  const keys = staffSortKeys(query.sort, query.order);
  const { rows, total, nextCursor } = await keysetPage<StaffRow & Record<string, unknown>>(db, {
    columns: STAFF_COLUMNS,
    from: STAFF_FROM,
    where: allOf([
      textSearch(query.q, [sql`s.name`, sql`s.email`]),
      query.roleId ? sql`sr.role_id = ${query.roleId}::uuid` : undefined,
      query.status ? sql`s.status = ${query.status}` : undefined,
    ]),
    keys,
    tag: `admin-staff:${query.sort}:${query.order}`,
    page: query.page,
    limit: query.limit,
    cursor: query.cursor,
  });
  return { items: rows.map(toStaff), total, page: query.page, limit: query.limit, nextCursor };
}

/**
 * `GET /api/admin/roles/options`: every role by name for a picker (the staff form's role select,
 * the staff list's role filter), bounded; `truncated` says the bound cut the list.
 */
export async function listRoleOptions(db: Db): Promise<AdminRoleOptionList> {
  const rows = await queryRows<{ id: string; code: string; name: string; brand_scoped: boolean }>(
    db,
    sql`select r.id, r.code, r.name, r.brand_scoped from roles r order by r.name, r.id limit ${ROLE_OPTIONS_MAX + 1}`,
  );
  return {
    items: rows.slice(0, ROLE_OPTIONS_MAX).map((r) => ({ id: r.id, code: r.code, name: r.name, brandScoped: r.brand_scoped })),
    truncated: rows.length > ROLE_OPTIONS_MAX,
  };
}

async function findRole(db: Db, id: string, lock = false): Promise<RoleRow> {
  if (!isUuid(id)) throw roleNotFound();
  const [row] = await queryRows<RoleRow>(
    db,
    sql`select ${ROLE_COLUMNS} from roles r where r.id = ${id}::uuid ${lock ? sql`for update` : sql``}`,
  );
  if (!row) throw roleNotFound();
  return row;
}

async function findStaff(db: Db, id: string, lock = false): Promise<StaffRow> {
  if (!isUuid(id)) throw staffNotFound();
  const [row] = await queryRows<StaffRow>(
    db,
    sql`select ${STAFF_COLUMNS} from ${STAFF_FROM} where s.id = ${id}::uuid ${lock ? sql`for update of s` : sql``}`,
  );
  if (!row) throw staffNotFound();
  return row;
}

/** The role a staff form picked: it must exist (422 otherwise) and not be brand-scoped (sellers are assigned a brand elsewhere). */
async function pickableRole(db: Db, roleId: string): Promise<RoleRow> {
  const invalid = () => new AppError('VALIDATION', ADMIN_ROLES_MESSAGES.role, { roleId: ADMIN_ROLES_MESSAGES.role });
  if (!isUuid(roleId)) throw invalid();
  const [row] = await queryRows<RoleRow>(db, sql`select ${ROLE_COLUMNS} from roles r where r.id = ${roleId}::uuid`);
  if (!row || row.brand_scoped) throw invalid();
  return row;
}

/** After the change, someone active still holds `*`; else the Korean 409 (and the transaction is rolled back). */
async function assertSuperRemains(tx: Db, message: string): Promise<void> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from staff_accounts s join staff_roles sr on sr.staff_id = s.id join roles r on r.id = sr.role_id
        where s.status = 'active' and '*' = any(r.grants)`,
  );
  if (Number(row?.n ?? 0) === 0) throw new AppError('CONFLICT', message);
}

const staffView = (s: AdminStaff) => ({
  email: s.email,
  name: s.name,
  role: s.role,
  enabled: s.enabled,
  ipRestrictions: s.ipRestrictions,
});
const roleView = (r: AdminRole) => ({ name: r.name, description: r.description, permissions: r.permissions });

// ---- staff

/** `POST /api/admin/staff`: e-mail unique (409), password hashed with argon2id, one role. */
export async function createStaff(db: Db, actor: AdminActor, input: CreateStaff): Promise<AdminStaffResult> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const role = await pickableRole(tx, input.roleId);
      const [taken] = await queryRows<{ id: string }>(tx, sql`select id from staff_accounts where email = ${input.email}`);
      if (taken) throw emailTaken();
      const id = randomUUID();
      await tx.execute(sql`insert into staff_accounts (id, email, password_hash, name, status, ip_restrictions)
        values (${id}::uuid, ${input.email}, ${passwordHash}, ${input.name}, ${input.enabled ? 'active' : 'disabled'},
          ${textArray(input.ipRestrictions)})`);
      await tx.execute(sql`insert into staff_roles (staff_id, role_id) values (${id}::uuid, ${role.id}::uuid)`);
      const item = toStaff(await findStaff(tx, id));
      await actor.audit(tx, {
        action: 'settings.staff.create',
        resource: 'staff',
        resourceId: id,
        resourceName: item.email,
        before: null,
        after: staffView(item),
        severity: 'HIGH',
      });
      return { item, title: ADMIN_ROLES_MESSAGES.adminAdded, message: ADMIN_ROLES_MESSAGES.adminAddedDescription };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * `PATCH /api/admin/staff/{id}`: name, role, enabled, IP restrictions. Disabling ends the
 * account's sessions at once; a role change gives its sessions a new id on the next request.
 * Nobody disables themselves, and the last active holder of `*` keeps it (409).
 */
export async function updateStaff(db: Db, actor: AdminActor, id: string, input: UpdateStaff): Promise<AdminStaffResult> {
  if (Object.keys(input).length === 0) throw new AppError('BAD_REQUEST', ADMIN_ROLES_MESSAGES.noChanges);
  return db.transaction(async (tx) => {
    await tx.execute(ROLES_LOCK);
    const row = await findStaff(tx, id, true);
    const before = toStaff(row);
    if (input.enabled === false && row.id === actor.staffId) throw new AppError('CONFLICT', ADMIN_ROLES_MESSAGES.disableSelf);
    const role = input.roleId !== undefined && input.roleId !== row.role_id ? await pickableRole(tx, input.roleId) : null;
    const status = input.enabled === undefined ? row.status : input.enabled ? 'active' : 'disabled';
    await tx.execute(sql`update staff_accounts set name = ${input.name ?? row.name}, status = ${status},
        ip_restrictions = ${textArray(input.ipRestrictions ?? row.ip_restrictions)}
      where id = ${row.id}::uuid`);
    if (role) {
      await tx.execute(sql`insert into staff_roles (staff_id, role_id) values (${row.id}::uuid, ${role.id}::uuid)
        on conflict (staff_id) do update set role_id = excluded.role_id, brand_id = null`);
      await rotateSessionsOf(tx, 'staff', row.id);
    }
    if (status === 'disabled' && row.status === 'active') await deleteSessionsOf(tx, 'staff', row.id);
    if (status !== row.status || role) await assertSuperRemains(tx, ADMIN_ROLES_MESSAGES.lastSuperAdmin);
    const item = toStaff(await findStaff(tx, row.id));
    const toggled = status !== row.status;
    const onlyToggle = toggled && Object.keys(input).every((k) => k === 'enabled');
    await actor.audit(tx, {
      action: onlyToggle ? `settings.staff.${status === 'active' ? 'activate' : 'deactivate'}` : 'settings.staff.update',
      resource: 'staff',
      resourceId: row.id,
      resourceName: item.email,
      details: { fields: Object.keys(input) },
      before: staffView(before),
      after: staffView(item),
      severity: 'HIGH',
    });
    if (onlyToggle) {
      return {
        item,
        title: ADMIN_ROLES_MESSAGES.statusChanged,
        message: status === 'active' ? ADMIN_ROLES_MESSAGES.activated : ADMIN_ROLES_MESSAGES.deactivated,
      };
    }
    return { item, title: ADMIN_ROLES_MESSAGES.adminUpdated, message: ADMIN_ROLES_MESSAGES.adminUpdatedDescription };
  });
}

// ---- roles

/** A code for a role made on the screen (the built-in ones keep theirs). */
const newRoleCode = () => `custom_${randomUUID().replace(/-/g, '').slice(0, 12)}`;

async function assertRoleNameFree(tx: Db, name: string, exceptId: string | null): Promise<void> {
  const [taken] = await queryRows<{ id: string }>(
    tx,
    sql`select id from roles where lower(name) = lower(${name}) ${exceptId ? sql`and id <> ${exceptId}::uuid` : sql``} limit 1`,
  );
  if (taken) throw roleNameTaken();
}

/** `POST /api/admin/roles`: name, description, permissions from the vocabulary. */
export async function createRole(db: Db, actor: AdminActor, input: CreateRole): Promise<AdminRoleResult> {
  return db.transaction(async (tx) => {
    await assertRoleNameFree(tx, input.name, null);
    const id = randomUUID();
    await tx.execute(sql`insert into roles (id, code, name, description, grants)
      values (${id}::uuid, ${newRoleCode()}, ${input.name}, ${input.description}, ${textArray(input.permissions)})`);
    const item = toRole(await findRole(tx, id));
    await actor.audit(tx, {
      action: 'settings.roles.create',
      resource: 'role',
      resourceId: id,
      resourceName: item.name,
      before: null,
      after: roleView(item),
      severity: 'HIGH',
    });
    return { item, title: ADMIN_ROLES_MESSAGES.roleAdded, message: ADMIN_ROLES_MESSAGES.roleAddedDescription };
  });
}

/** `PATCH /api/admin/roles/{id}`: holders get the new grants on their next request. */
export async function updateRole(db: Db, actor: AdminActor, id: string, input: UpdateRole): Promise<AdminRoleResult> {
  if (Object.keys(input).length === 0) throw new AppError('BAD_REQUEST', ADMIN_ROLES_MESSAGES.noChanges);
  return db.transaction(async (tx) => {
    await tx.execute(ROLES_LOCK);
    const row = await findRole(tx, id, true);
    const before = toRole(row);
    if (input.name !== undefined && input.name !== row.name) await assertRoleNameFree(tx, input.name, row.id);
    const grants = input.permissions ?? row.grants;
    await tx.execute(sql`update roles set name = ${input.name ?? row.name}, description = ${input.description ?? row.description},
        grants = ${textArray(grants)} where id = ${row.id}::uuid`);
    if (row.grants.includes('*') && !grants.includes('*')) await assertSuperRemains(tx, ADMIN_ROLES_MESSAGES.lastSuperRole);
    const item = toRole(await findRole(tx, row.id));
    const added = item.permissions.filter((g) => !before.permissions.includes(g));
    const removed = before.permissions.filter((g) => !item.permissions.includes(g));
    await actor.audit(tx, {
      action: 'settings.roles.update',
      resource: 'role',
      resourceId: row.id,
      resourceName: item.name,
      details: { fields: Object.keys(input), added, removed },
      before: roleView(before),
      after: roleView(item),
      severity: 'HIGH',
    });
    return { item, title: ADMIN_ROLES_MESSAGES.roleUpdated, message: ADMIN_ROLES_MESSAGES.roleUpdatedDescription };
  });
}

/** `DELETE /api/admin/roles/{id}`: only a role nobody holds (409 otherwise). */
export async function deleteRole(db: Db, actor: AdminActor, id: string): Promise<AdminRoleDeleteResult> {
  return db.transaction(async (tx) => {
    await tx.execute(ROLES_LOCK);
    const row = await findRole(tx, id, true);
    if (Number(row.user_count) > 0) throw new AppError('CONFLICT', ADMIN_ROLES_MESSAGES.roleInUse);
    await tx.execute(sql`delete from roles where id = ${row.id}::uuid`);
    await actor.audit(tx, {
      action: 'settings.roles.delete',
      resource: 'role',
      resourceId: row.id,
      resourceName: row.name,
      before: roleView(toRole(row)),
      after: null,
      severity: 'HIGH',
    });
    return { id: row.id, title: ADMIN_ROLES_MESSAGES.roleDeleted, message: ADMIN_ROLES_MESSAGES.roleDeletedDescription };
  });
}
