import { OpenAPIHono } from '@hono/zod-openapi';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { ROLES as ROLE_DEFS } from '@market/domain/permissions';
import { createApp } from '../app';
import { ADMIN_PERMISSION_TABLES } from '../routes/admin-routers';
import { staffSessionForRole } from '../test/admin-fixtures';
import { runAuthorizationMatrix } from '../test/harness/authz-matrix';
import { rowsOf, signUpShopper } from '../test/shopper';
import { readJson, createTestApp, DEMO_STAFF_EMAILS, type DemoRole, loginStaff, type TestApp } from '../test/test-app';
import type { AppEnv } from './context';
import { AppError } from './errors';
import { ADMIN_PREFIX, adminAccess, buildPermissionIndex } from './permissions';

const ROLES = Object.keys(DEMO_STAFF_EMAILS) as DemoRole[];
const index = buildPermissionIndex(ADMIN_PERMISSION_TABLES);

/** Every GET/POST/... handler registered under /api/admin (middlewares are method ALL). */
function adminRoutes(t: TestApp): { method: string; path: string }[] {
  const seen = new Set<string>();
  return t.app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith(ADMIN_PREFIX))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
}

// The matrix calls every admin operation as every role: minutes on a loaded two-core CI machine,
// more with each admin route added.
jest.setTimeout(300_000);

describe('admin permissions', () => {
  let t: TestApp;
  const cookies = {} as Record<DemoRole, string>;
  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ROLES) cookies[role] = await loginStaff(t, DEMO_STAFF_EMAILS[role]);
  });
  afterAll(() => t.close());

  it('every registered /api/admin route declares a permission', () => {
    const routes = adminRoutes(t);
    expect(routes.length).toBeGreaterThanOrEqual(8);
    const missing = routes.map((r) => `${r.method} ${r.path}`).filter((key) => !index.has(key));
    expect(missing).toEqual([]);
  });

  it('every declared permission belongs to a registered route (no stale entries)', () => {
    const registered = new Set(adminRoutes(t).map((r) => `${r.method} ${r.path}`));
    expect([...index.keys()].filter((k) => !registered.has(k))).toEqual([]);
  });

  it('the explicit role matrix of this issue holds', async () => {
    const expected: Record<string, DemoRole[]> = {
      '/api/admin/brands': ['SUPER_ADMIN', 'OPS_MANAGER'],
      '/api/admin/customers': ['SUPER_ADMIN', 'CS_AGENT'],
      '/api/admin/dashboard': ROLES,
      '/api/admin/notifications': ROLES,
      '/api/admin/auth/me': ROLES,
    };
    for (const [path, allowed] of Object.entries(expected)) {
      for (const role of ROLES) {
        const res = await t.app.request(path, { headers: { cookie: cookies[role] } });
        expect(`${role} ${path} ${res.status}`).toBe(`${role} ${path} ${allowed.includes(role) ? 200 : 403}`);
      }
    }
  });

  it('authorization matrix: every seeded role × every admin operation of /api/openapi.json × own/other brand follows the grants', async () => {
    const shopper = await signUpShopper(t);
    const report = await runAuthorizationMatrix(t, { shopperCookie: shopper.cookie });
    process.stderr.write(
      `[authz matrix] ${report.roles} roles × ${report.operations} admin operations (+ own/other brand): ${report.calls} calls, ${report.grantsOutsidePolicy.length} grants outside policy, ${report.wrongRefusals.length} wrong refusals, ${report.notUnauthenticated.length} anonymous/shopper calls not 401\n`,
    );
    expect(report.roles).toBe(ROLE_DEFS.length);
    // Every admin route that needs a session is in the matrix (the document and the tables agree).
    expect(report.operations).toBe([...index.values()].filter((p) => p !== 'public').length);
    expect(report.grantsOutsidePolicy).toEqual([]);
    expect(report.wrongRefusals).toEqual([]);
    expect(report.notUnauthenticated).toEqual([]);
  });

  it("every seeded role's session carries exactly the grants of its definition in @market/domain", async () => {
    for (const role of ROLE_DEFS) {
      const { cookie } = await staffSessionForRole(t, role.code);
      const me = await readJson(t.app.request('/api/admin/auth/me', { headers: { cookie } }));
      expect(`${role.code} ${[...me.staff.permissions].sort().join(' ')}`).toBe(`${role.code} ${[...role.grants].sort().join(' ')}`);
    }
  });

  it('the matrix catches a role whose stored grants drift from the policy (it can fail)', async () => {
    await rowsOf(t, sql`update roles set grants = array_append(grants, 'customers.list.read') where code = 'FINANCE' returning id`);
    try {
      const report = await runAuthorizationMatrix(t, { shopperCookie: (await signUpShopper(t)).cookie });
      expect(report.grantsOutsidePolicy.map((c) => `${c.role} ${c.key} ${c.status}`)).toEqual([
        'FINANCE GET /api/admin/customers 200',
        'FINANCE GET /api/admin/customers/{id} 404',
        'FINANCE POST /api/admin/customers/{id}/reveal 404',
      ]);
      expect(report.wrongRefusals).toEqual([]);
    } finally {
      await rowsOf(t, sql`update roles set grants = array_remove(grants, 'customers.list.read') where code = 'FINANCE' returning id`);
    }
  });

  it('without a session every non-public admin route answers 401', async () => {
    for (const route of adminRoutes(t)) {
      const key = `${route.method} ${route.path}`;
      if (index.get(key) === 'public') continue;
      const res = await t.app.request(route.path.replace(/:[^/]+/g, 'x'), { method: route.method });
      expect(`${key} ${res.status}`).toBe(`${key} 401`);
      expect((await readJson(res)).error.message).toBe('로그인이 필요합니다.');
    }
  });

  it('an admin route missing from the tables is refused (fail closed)', async () => {
    // A fresh app (routes cannot be added once one has answered), same database.
    const app = createApp({ db: t.db.database, env: t.env, logger: pino({ level: 'silent' }) });
    app.get('/api/admin/undeclared', (c) => c.json({ leaked: true }));
    const res = await app.request('/api/admin/undeclared', { headers: { cookie: cookies.SUPER_ADMIN } });
    expect(res.status).toBe(403);
    expect(await readJson(res)).not.toHaveProperty('leaked');
  });

  it('an unknown /api/admin path is a JSON 404', async () => {
    const res = await t.app.request('/api/admin/no-such-page', { headers: { cookie: cookies.SUPER_ADMIN } });
    expect(res.status).toBe(404);
    expect((await readJson(res)).error.code).toBe('NOT_FOUND');
  });

  it('SELLER_ADMIN gets scope own limited to its brand; others get scope all', async () => {
    // A stand-in for the product routes of a later issue, behind the same middleware.
    const probe = new OpenAPIHono<AppEnv>();
    probe.use('*', async (c, next) => {
      c.set('database', t.db.database);
      c.set('env', t.env);
      c.set('logger', pino({ level: 'silent' }));
      await next();
    });
    probe.use(
      '/api/admin/*',
      adminAccess(buildPermissionIndex([{ 'GET /products': 'catalog.products.read', 'GET /settlements': 'sellers.settlements.read' }])),
    );
    probe.get('/api/admin/products', (c) => c.json({ scope: c.var.scope, brandId: c.var.brandId }));
    probe.get('/api/admin/settlements', (c) => c.json({ scope: c.var.scope }));
    probe.onError((err, c) => (err instanceof AppError ? c.json(err.toBody(), err.status as 403) : c.json({}, 500)));

    const me = await readJson(t.app.request('/api/admin/auth/me', { headers: { cookie: cookies.SELLER_ADMIN } }));
    const seller = await probe.request('/api/admin/products', { headers: { cookie: cookies.SELLER_ADMIN } });
    expect(seller.status).toBe(200);
    expect(await readJson(seller)).toEqual({ scope: 'own', brandId: me.staff.brandAccess.id });
    expect((await probe.request('/api/admin/settlements', { headers: { cookie: cookies.SELLER_ADMIN } })).status).toBe(403);

    const ops = await probe.request('/api/admin/products', { headers: { cookie: cookies.OPS_MANAGER } });
    expect(await readJson(ops)).toEqual({ scope: 'all', brandId: null });
    expect((await probe.request('/api/admin/products', { headers: { cookie: cookies.CS_AGENT } })).status).toBe(403);
    expect(await readJson(probe.request('/api/admin/settlements', { headers: { cookie: cookies.FINANCE } }))).toEqual({ scope: 'all' });
  });
});
