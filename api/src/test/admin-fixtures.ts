import { sql } from 'drizzle-orm';
import { STAFF_COOKIE } from '../lib/cookies';
import { createSession } from '../services/sessions';
import { rowsOf } from './shopper';
import { createTestApp, DEMO_STAFF_EMAILS, loginStaff, type DemoRole, type TestApp } from './test-app';

/**
 * Where an admin route's test starts: the app on a fresh database, one session cookie per demo
 * role asked for (in that order), and the brand the demo SELLER_ADMIN is limited to.
 */
export async function startAdminTest<const R extends readonly DemoRole[]>(
  roles: R,
): Promise<{ t: TestApp; cookies: { [I in keyof R]: string }; sellerBrandId: string }> {
  const t = await createTestApp();
  const cookies = await Promise.all(roles.map((role) => loginStaff(t, DEMO_STAFF_EMAILS[role])));
  const [row] = await rowsOf<{ brand_id: string }>(
    t,
    sql`select sr.brand_id from staff_roles sr join staff_accounts s on s.id = sr.staff_id where s.email = ${DEMO_STAFF_EMAILS.SELLER_ADMIN}`,
  );
  return { t, cookies: cookies as { [I in keyof R]: string }, sellerBrandId: row!.brand_id };
}

/** How many audit entries one row of a resource has ('qna', 'review', 'return', ...). */
export async function auditCountOf(t: TestApp, resource: string, id: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    t,
    sql`select count(*)::int as n from audit_logs where resource = ${resource} and resource_id = ${id}`,
  );
  return Number(row!.n);
}

/**
 * A staff session holding one seeded role (`SUPER_ADMIN`, `cs_admin`, ...): the demo account when
 * the role has one, else an account made for it (brand-scoped roles get the demo seller's brand).
 * Sessions are opened directly, so a matrix of calls needs no sign-in and trips no limiter.
 */
export async function staffSessionForRole(
  t: TestApp,
  roleCode: string,
): Promise<{ cookie: string; staffId: string; brandId: string | null }> {
  const [role] = await rowsOf<{ id: string; brand_scoped: boolean }>(t, sql`select id, brand_scoped from roles where code = ${roleCode}`);
  if (!role) throw new Error(`role ${roleCode} is not seeded`);
  let [holder] = await rowsOf<{ id: string; brand_id: string | null }>(
    t,
    sql`select s.id, sr.brand_id from staff_accounts s join staff_roles sr on sr.staff_id = s.id where sr.role_id = ${role.id} and s.status = 'active' order by s.is_demo desc, s.created_at limit 1`,
  );
  if (!holder) {
    const [seller] = await rowsOf<{ brand_id: string }>(
      t,
      sql`select sr.brand_id from staff_roles sr join staff_accounts s on s.id = sr.staff_id where s.email = ${DEMO_STAFF_EMAILS.SELLER_ADMIN}`,
    );
    const brandId = role.brand_scoped ? seller!.brand_id : null;
    const [account] = await rowsOf<{ id: string }>(
      t,
      sql`insert into staff_accounts (email, password_hash, name) values (${`${roleCode.toLowerCase()}@matrix.test`}, 'no-sign-in', ${`${roleCode} 담당자`}) returning id`,
    );
    await rowsOf(
      t,
      sql`insert into staff_roles (staff_id, role_id, brand_id) values (${account!.id}, ${role.id}, ${brandId}) returning staff_id`,
    );
    holder = { id: account!.id, brand_id: brandId };
  }
  const token = await createSession(t.db.database.db, { kind: 'staff', subjectId: holder.id, ip: null, userAgent: null });
  return { cookie: `${STAFF_COOKIE}=${token}`, staffId: holder.id, brandId: holder.brand_id };
}
