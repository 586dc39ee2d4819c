import { sql } from 'drizzle-orm';
import { permissionScope, ROLES, type PermissionScope, type RoleDef } from '@market/domain/permissions';
import { ADMIN_PREFIX, buildPermissionIndex, type RoutePermission } from '../../lib/permissions';
import { ADMIN_PERMISSION_TABLES } from '../../routes/admin-routers';
import { staffSessionForRole } from '../admin-fixtures';
import { rowsOf } from '../shopper';
import { freshIp, type TestApp } from '../test-app';
import { loadPool, validBody } from './fuzz';
import { honoPath, readOperations, type Operation } from './openapi-operations';

/**
 * The authorization matrix (issue 12): every seeded staff role × every admin operation of
 * `/api/openapi.json` × own/other brand, the expected answer computed from the role's grants in
 * `@market/domain/permissions` and the routers' permission tables. Allowed means neither 401 nor
 * 403 (and, for scope `own`, another brand's object is 403/404, never 2xx); denied means 403.
 */

/**
 * Objects of one brand and of the others, per admin resource (the path segment before `{id}`).
 * An `own`-scoped route on a resource missing here fails the matrix: add its two queries.
 */
export const BRAND_OBJECTS: Record<string, (brandId: string, own: boolean) => ReturnType<typeof sql>> = {
  qna: (b, own) =>
    own
      ? sql`select q.id::text as id from qnas q join products p on p.id = q.product_id where p.brand_id = ${b} order by q.created_at limit 1`
      : sql`select q.id::text as id from qnas q join products p on p.id = q.product_id where p.brand_id <> ${b} order by q.created_at limit 1`,
  returns: (b, own) =>
    own
      ? sql`select r.id::text as id from returns r where exists (select 1 from return_lines rl join order_lines l on l.id = rl.order_line_id where rl.return_id = r.id and l.brand_id = ${b}) order by r.requested_at limit 1`
      : sql`select r.id::text as id from returns r where not exists (select 1 from return_lines rl join order_lines l on l.id = rl.order_line_id where rl.return_id = r.id and l.brand_id = ${b}) order by r.requested_at limit 1`,
  reviews: (b, own) =>
    own
      ? sql`select r.id::text as id from reviews r join products p on p.id = r.product_id where p.brand_id = ${b} order by r.created_at limit 1`
      : sql`select r.id::text as id from reviews r join products p on p.id = r.product_id where p.brand_id <> ${b} order by r.created_at limit 1`,
  orders: (b, own) =>
    own
      ? sql`select o.id::text as id from orders o where exists (select 1 from order_lines l where l.order_id = o.id and l.brand_id = ${b}) order by o.created_at limit 1`
      : sql`select o.id::text as id from orders o where not exists (select 1 from order_lines l where l.order_id = o.id and l.brand_id = ${b}) order by o.created_at limit 1`,
  products: (b, own) =>
    own
      ? sql`select id::text as id from products where brand_id = ${b} order by created_at limit 1`
      : sql`select id::text as id from products where brand_id <> ${b} order by created_at limit 1`,
  shipments: (b, own) =>
    own
      ? sql`select s.id::text as id from shipments s where s.seller_id = (select seller_id from brands where id = ${b}) order by s.created_at limit 1`
      : sql`select s.id::text as id from shipments s where s.seller_id <> (select seller_id from brands where id = ${b}) order by s.created_at limit 1`,
  brands: (b, own) =>
    own ? sql`select ${b}::text as id` : sql`select id::text as id from brands where id <> ${b} order by created_at limit 1`,
};

export interface MatrixCall {
  role: string;
  key: string;
  brand: 'own' | 'other' | '-';
  expected: 'allowed' | 'denied' | 'other-brand refused';
  status: number;
}

export interface MatrixReport {
  roles: number;
  operations: number;
  calls: number;
  grantsOutsidePolicy: MatrixCall[];
  wrongRefusals: MatrixCall[];
  /** Anonymous and shopper calls that did not answer 401. */
  notUnauthenticated: { who: string; key: string; status: number }[];
}

/** The admin operations of the document with the permission their router declares (undefined: undeclared). */
export async function adminOperations(
  t: TestApp,
): Promise<{ op: Operation; required: RoutePermission | undefined; resource: string | undefined }[]> {
  const index = buildPermissionIndex(ADMIN_PERMISSION_TABLES);
  const ops = (await readOperations(t.app)).filter((op) => op.path.startsWith(`${ADMIN_PREFIX}/`));
  return ops.map((op) => {
    const segments = op.path.split('/');
    const param = segments.findIndex((s) => s.startsWith('{'));
    return { op, required: index.get(`${op.method} ${honoPath(op.path)}`), resource: param > 0 ? segments[param - 1] : undefined };
  });
}

/** Expected scope of a role on a permission: `public`/`staff` are open to every staff member. */
export function expectedScope(role: RoleDef, required: RoutePermission): PermissionScope | null {
  if (required === 'public' || required === 'staff') return 'all';
  return permissionScope(role.grants, required);
}

/** Routes that would end the caller's session or are open to anyone: outside the matrix. */
const OUTSIDE = /\/auth\/(login|logout)$/;

async function firstId(t: TestApp, query: ReturnType<typeof sql>): Promise<string | undefined> {
  return (await rowsOf<{ id: string }>(t, query))[0]?.id;
}

/** Runs the whole matrix; every call opens a fresh session, so no call can end another's. */
export async function runAuthorizationMatrix(t: TestApp, options: { shopperCookie: string }): Promise<MatrixReport> {
  const operations = (await adminOperations(t)).filter(({ op, required }) => required !== 'public' && !OUTSIDE.test(op.path));
  const undeclared = operations.filter((o) => o.required === undefined).map((o) => o.op.key);
  if (undeclared.length) throw new Error(`admin operations without a declared permission: ${undeclared.join(', ')}`);
  const { pool } = await loadPool(t);
  const [seller] = await rowsOf<{ brand_id: string }>(
    t,
    sql`select sr.brand_id from staff_roles sr join roles r on r.id = sr.role_id where r.brand_scoped and sr.brand_id is not null limit 1`,
  );
  const sellerBrand = seller!.brand_id;
  const report: MatrixReport = {
    roles: ROLES.length,
    operations: operations.length,
    calls: 0,
    grantsOutsidePolicy: [],
    wrongRefusals: [],
    notUnauthenticated: [],
  };

  const request = async (op: Operation, id: string | undefined, cookie: string | undefined, seed: number) => {
    const path = op.path.replace(/\{[^}]+\}/g, id ?? '00000000-0000-0000-0000-000000000000');
    const headers: Record<string, string> = { 'x-forwarded-for': freshIp(), origin: 'http://localhost' };
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (op.body) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(validBody(op.body, pool, seed));
    }
    const res = await t.app.request(`http://localhost${path}`, { method: op.method, headers, body });
    await res.arrayBuffer();
    return res.status;
  };

  for (const [r, role] of ROLES.entries()) {
    for (const [o, { op, required, resource }] of operations.entries()) {
      const scope = expectedScope(role, required!);
      const hasParam = op.path.includes('{');
      const targets: ('own' | 'other' | '-')[] = !hasParam ? ['-'] : role.brandScoped ? ['own', 'other'] : ['own'];
      for (const brand of targets) {
        let id: string | undefined;
        if (brand !== '-') {
          const objects = resource ? BRAND_OBJECTS[resource] : undefined;
          if (!objects) {
            if (scope === 'own')
              throw new Error(`${op.key}: scope own for ${role.code} but no own/other fixture for "${resource}" in BRAND_OBJECTS`);
            id = pool.ids[0];
          } else {
            id = await firstId(t, objects(sellerBrand, brand === 'own'));
            if (!id) throw new Error(`${op.key}: no ${brand}-brand object of "${resource}" in the seed`);
          }
        }
        const { cookie } = await staffSessionForRole(t, role.code);
        let status = await request(op, id, cookie, r * 1000 + o);
        // A generated body can miss a rule the JSON schema cannot carry (a refine): another seed,
        // so the check is of the grant, not of which seeds the operation's position happens to draw.
        for (let k = 1; op.body && (status === 400 || status === 422) && k < 6; k += 1)
          status = await request(op, id, cookie, r * 1000 + o + k * 100_003);
        report.calls += 1;
        const call = (expected: MatrixCall['expected']): MatrixCall => ({ role: role.code, key: op.key, brand, expected, status });
        if (scope === null) {
          if (status !== 403) report.grantsOutsidePolicy.push(call('denied'));
        } else if (scope === 'own' && brand === 'other') {
          if (status !== 403 && status !== 404) report.grantsOutsidePolicy.push(call('other-brand refused'));
        } else if (status === 401 || status === 403) {
          report.wrongRefusals.push(call('allowed'));
        }
      }
    }
  }

  for (const [o, { op }] of operations.entries()) {
    for (const [who, cookie] of [
      ['anonymous', undefined],
      ['shopper', options.shopperCookie],
    ] as const) {
      const status = await request(op, pool.ids[0], cookie, o);
      report.calls += 1;
      if (status !== 401) report.notUnauthenticated.push({ who, key: op.key, status });
    }
  }
  return report;
}
