import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, type DemoAccount, type Login, type StaffUser } from '@market/domain/auth';
import { ipAllowed, IP_RESTRICTION_MESSAGES } from '@market/domain/ip-restrictions';
import type { Db } from '../db/client';
import { brands } from '../db/schema/catalog';
import { roles, staffAccounts, staffRoles } from '../db/schema/identity';
import { DEMO_PASSWORD, DEMO_STAFF } from '../db/seed/data';
import { AppError } from '../lib/errors';
import { writeSignInAudit } from './audit';
import { verifyPassword } from './password';
import { reserveSignIn } from './rate-limit';
import { findSession, rotateSessionsOf, startSession, type ActiveSession, type SessionCookie } from './sessions';

/** The signed-in staff member as the permission middleware and handlers see them. */
export interface StaffPrincipal {
  id: string;
  email: string;
  name: string;
  status: 'active' | 'disabled';
  passwordHash: string;
  role: { code: string; name: string } | null;
  grants: string[];
  brand: { id: string; name: string } | null;
  /** Addresses the account may sign in from (empty: any). */
  ipRestrictions: string[];
}

function principalQuery(db: Db) {
  return db
    .select({
      id: staffAccounts.id,
      email: staffAccounts.email,
      name: staffAccounts.name,
      status: staffAccounts.status,
      passwordHash: staffAccounts.passwordHash,
      ipRestrictions: staffAccounts.ipRestrictions,
      roleCode: roles.code,
      roleName: roles.name,
      grants: roles.grants,
      brandId: brands.id,
      brandName: brands.name,
    })
    .from(staffAccounts)
    .leftJoin(staffRoles, eq(staffRoles.staffId, staffAccounts.id))
    .leftJoin(roles, eq(roles.id, staffRoles.roleId))
    .leftJoin(brands, eq(brands.id, staffRoles.brandId));
}

type PrincipalRow = Awaited<ReturnType<ReturnType<typeof principalQuery>['limit']>>[number];

function toPrincipal(row: PrincipalRow): StaffPrincipal {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    status: row.status,
    passwordHash: row.passwordHash,
    role: row.roleCode && row.roleName ? { code: row.roleCode, name: row.roleName } : null,
    grants: row.grants ?? [],
    brand: row.brandId && row.brandName ? { id: row.brandId, name: row.brandName } : null,
    ipRestrictions: row.ipRestrictions ?? [],
  };
}

export function toStaffUser(p: StaffPrincipal): StaffUser {
  return {
    id: p.id,
    email: p.email,
    name: p.name,
    role: p.role ?? { code: 'NONE', name: '역할 없음' },
    permissions: p.grants,
    brandAccess: p.brand,
  };
}

export interface SignInContext {
  ip: string;
  userAgent: string | null;
}

/**
 * Staff sign-in. Unknown e-mail and wrong password give the same answer after the same work; a
 * disabled account is only told so once the password proved who is asking.
 */
export async function signInStaff(db: Db, input: Login, ctx: SignInContext): Promise<{ staff: StaffUser; cookie: SessionCookie }> {
  const attempt = await reserveSignIn(db, 'staff', input.email, ctx.ip);
  const [row] = await principalQuery(db).where(eq(staffAccounts.email, input.email)).limit(1);
  const ok = await verifyPassword(row?.passwordHash, input.password);
  if (!row || !ok) {
    await attempt.failed();
    // The audit log's security alerts count these (the attempted e-mail, from where).
    await writeSignInAudit(
      db,
      { staffId: row?.id ?? null, email: input.email, name: row?.name ?? '알 수 없음', ip: ctx.ip },
      { action: 'auth.login.failed', resource: 'auth', resourceName: input.email, status: 'FAILED', severity: 'MEDIUM' },
    );
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalidCredentials);
  }
  await attempt.succeeded();
  const principal = toPrincipal(row);
  if (principal.status !== 'active') throw new AppError('FORBIDDEN', AUTH_MESSAGES.disabled);
  if (!ipAllowed(principal.ipRestrictions, ctx.ip)) {
    await writeSignInAudit(
      db,
      { staffId: principal.id, email: principal.email, name: principal.name, ip: ctx.ip },
      {
        action: 'auth.login.ip-refused',
        resource: 'auth',
        resourceId: principal.id,
        resourceName: principal.email,
        details: { ip: ctx.ip, allowed: principal.ipRestrictions },
        status: 'FAILED',
        severity: 'HIGH',
      },
    );
    throw new AppError('FORBIDDEN', IP_RESTRICTION_MESSAGES.refused);
  }
  const cookie = await startSession(db, { kind: 'staff', subjectId: principal.id, ip: ctx.ip, userAgent: ctx.userAgent });
  await db
    .update(staffAccounts)
    .set({ lastLoginAt: new Date(), loginCount: sql`${staffAccounts.loginCount} + 1` })
    .where(eq(staffAccounts.id, principal.id));
  return { staff: toStaffUser(principal), cookie };
}

/**
 * Gives a staff member another role (and brand, for brand-scoped roles). Their sessions get a new
 * id on their next request, so an id seen under the old role is not the one holding the new one.
 */
export async function assignStaffRole(db: Db, staffId: string, roleCode: string, brandId: string | null = null): Promise<void> {
  await db.transaction(async (tx) => {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, roleCode)).limit(1);
    if (!role) throw new AppError('VALIDATION', '존재하지 않는 역할입니다.', { role: '존재하지 않는 역할입니다.' });
    await tx
      .insert(staffRoles)
      .values({ staffId, roleId: role.id, brandId })
      .onConflictDoUpdate({ target: staffRoles.staffId, set: { roleId: role.id, brandId } });
    await rotateSessionsOf(tx, 'staff', staffId);
  });
}

/** The staff member behind a session token, or null (no session, expired, or disabled since). */
export async function authenticateStaff(db: Db, token: string): Promise<{ principal: StaffPrincipal; session: ActiveSession } | null> {
  const session = await findSession(db, 'staff', token);
  if (!session) return null;
  const [row] = await principalQuery(db).where(eq(staffAccounts.id, session.subjectId)).limit(1);
  if (!row || row.status !== 'active') return null;
  return { principal: toPrincipal(row), session };
}

/** The six quick-login accounts of the sign-in page, as they exist in the database. */
export async function listDemoAccounts(db: Db): Promise<{ password: string; accounts: DemoAccount[] }> {
  const rows = await db
    .select({
      email: staffAccounts.email,
      name: staffAccounts.name,
      role: roles.code,
      roleName: roles.name,
      description: roles.description,
    })
    .from(staffAccounts)
    .innerJoin(staffRoles, eq(staffRoles.staffId, staffAccounts.id))
    .innerJoin(roles, eq(roles.id, staffRoles.roleId))
    .where(
      and(
        eq(staffAccounts.isDemo, true),
        eq(staffAccounts.status, 'active'),
        inArray(
          staffAccounts.email,
          DEMO_STAFF.map((s) => s.email),
        ),
      ),
    )
    .orderBy(asc(staffAccounts.createdAt));
  const order = new Map<string, number>(DEMO_STAFF.map((s, i) => [s.email, i]));
  rows.sort((a, b) => (order.get(a.email) ?? 99) - (order.get(b.email) ?? 99));
  return { password: DEMO_PASSWORD, accounts: rows };
}
