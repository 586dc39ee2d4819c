import { sql } from 'drizzle-orm';
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
  const [row] = await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from audit_logs where resource = ${resource} and resource_id = ${id}`);
  return Number(row!.n);
}
