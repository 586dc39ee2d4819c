import type { AdminRoute, RemoteDescriptor } from '@market/contract/remotes';
import { hasPermission, ROLES } from '@market/domain/permissions';
import { pages as catalogPages } from '@market/mf-catalog-admin/pages';
import { pages as opsPages } from '@market/mf-ops-admin/pages';
import { pages as systemPages } from '@market/mf-system-admin/pages';
import {
  adminSubPath,
  buildNav,
  collectAdminEntries,
  findAdminEntry,
  matchAdminPath,
  navTestId,
  resolveAdminPath,
  type RemoteRouteTable,
} from './admin-routes';

const page = async () => ({ default: () => null });
/** A real page of the remotes' pages lists (their one source), so the fixtures never drift from it. */
const real = (path: string): AdminRoute => {
  const found = [...catalogPages, ...opsPages, ...systemPages].find((p) => p.path === path);
  if (!found) throw new Error(`no admin page ${path}`);
  return { ...found, load: page };
};

const CATALOG: RemoteRouteTable = {
  remote: 'mf_catalog_admin',
  routes: [
    real('catalog/brands'),
    real('catalog/products'),
    { ...real('catalog/products'), path: 'catalog/products/:id', label: '상품 상세', order: 9 },
    real('marketing/coupons'),
    real('content/qna'),
    real('content/notices'),
  ],
};
const OPS: RemoteRouteTable = {
  remote: 'mf_ops_admin',
  routes: [real('orders/list'), real('dashboard'), real('sellers/settlements'), real('returns')],
};
const SYSTEM: RemoteRouteTable = {
  remote: 'mf_system_admin',
  routes: [real('customers'), real('settings/taxes'), real('audit')],
};
const ALL = [CATALOG, OPS, SYSTEM];
const canFor = (code: string) => (p: string) => hasPermission(ROLES.find((x) => x.code === code)!.grants, p);
const paths = (nav: ReturnType<typeof buildNav>) => nav.map((g) => [g.id, g.items.map((i) => i.path)]);

describe('buildNav', () => {
  it('groups in ADMIN_NAV_GROUPS order and sorts by order, whatever the table order', () => {
    expect(paths(buildNav([SYSTEM, CATALOG, OPS], () => true))).toEqual([
      ['dashboard', ['dashboard']],
      ['catalog', ['catalog/products', 'catalog/brands']],
      ['orders', ['orders/list', 'returns']],
      ['sellers', ['sellers/settlements']],
      ['marketing', ['marketing/coupons']],
      ['content', ['content/notices', 'content/qna']],
      ['customers', ['customers']],
      ['settings', ['settings/taxes']],
      ['system', ['audit']],
    ]);
  });
  it('shows only permitted items and leaves out empty groups', () => {
    expect(paths(buildNav(ALL, canFor('CS_AGENT')))).toEqual([
      ['dashboard', ['dashboard']],
      ['orders', ['orders/list', 'returns']],
      ['content', ['content/qna']],
      ['customers', ['customers']],
    ]);
    expect(paths(buildNav(ALL, canFor('FINANCE')))).toEqual([
      ['dashboard', ['dashboard']],
      ['orders', ['orders/list', 'returns']],
      ['sellers', ['sellers/settlements']],
      ['settings', ['settings/taxes']],
    ]);
    expect(paths(buildNav(ALL, canFor('SELLER_ADMIN')))).toEqual([
      ['dashboard', ['dashboard']],
      ['catalog', ['catalog/products']],
      ['orders', ['orders/list', 'returns']],
      ['content', ['content/qna']],
    ]);
  });
  it('shows the items of the tables that loaded when another remote failed', () => {
    expect(paths(buildNav([OPS], () => true)).map(([g]) => g)).toEqual(['dashboard', 'orders', 'sellers']);
  });
  it('returns no group for no tables', () => {
    expect(buildNav([], () => true)).toEqual([]);
  });
});

describe('paths', () => {
  it('maps pathnames under /admin', () => {
    expect(adminSubPath('/admin')).toBe('dashboard');
    expect(adminSubPath('/admin/')).toBe('dashboard');
    expect(adminSubPath('/admin/catalog/brands/')).toBe('catalog/brands');
    expect(adminSubPath('/administrator')).toBeNull();
    expect(adminSubPath('/brands')).toBeNull();
  });
  it('matches params and splats', () => {
    expect(matchAdminPath('catalog/products/:id', 'catalog/products/42')).toBe(true);
    expect(matchAdminPath('catalog/products/:id', 'catalog/products')).toBe(false);
    expect(matchAdminPath('tools/*', 'tools/a/b')).toBe(true);
    expect(matchAdminPath('catalog/brands', 'catalog/brands/x')).toBe(false);
  });
  it('prefers exact paths and keeps the first duplicate', () => {
    const dup: RemoteRouteTable = {
      remote: 'mf_x',
      routes: [{ path: 'dashboard', permission: 'x.read', group: 'system', label: 'X', order: 1, load: page }],
    };
    const entries = collectAdminEntries([OPS, dup]);
    expect(findAdminEntry(entries, 'dashboard')?.remote).toBe('mf_ops_admin');
    expect(findAdminEntry(collectAdminEntries(ALL), 'catalog/products')?.route.label).toBe('상품 관리');
  });
  it('builds test ids', () => {
    expect(navTestId('catalog/brands')).toBe('nav-catalog-brands');
    expect(navTestId('dashboard')).toBe('nav-dashboard');
  });
});

describe('resolveAdminPath', () => {
  const d = (name: string, permissions: string[]): RemoteDescriptor => ({
    name,
    entry: `/${name}.json`,
    area: 'admin',
    title: name,
    permissions,
  });
  const catalogD = d(
    'mf_catalog_admin',
    catalogPages.map((p) => p.permission),
  );
  const opsD = d(
    'mf_ops_admin',
    opsPages.map((p) => p.permission),
  );
  const entries = collectAdminEntries([OPS]);
  const all = () => true;

  it('renders a known page, or 403 without its permission', () => {
    expect(resolveAdminPath('dashboard', entries, [], all)).toMatchObject({ kind: 'page' });
    expect(resolveAdminPath('orders/list', entries, [], () => false)).toMatchObject({ kind: 'forbidden' });
  });
  it('waits while a table is loading', () => {
    expect(resolveAdminPath('catalog/brands', entries, [{ descriptor: catalogD, status: 'loading' }], all)).toEqual({ kind: 'pending' });
    expect(resolveAdminPath('catalog/brands', [], [], all, true)).toEqual({ kind: 'pending' });
  });
  it("shows the failed remote's panel for its area", () => {
    const res = resolveAdminPath(
      'catalog/brands',
      entries,
      [
        { descriptor: catalogD, status: 'error' },
        { descriptor: opsD, status: 'ready' },
      ],
      all,
    );
    expect(res).toEqual({ kind: 'remote-error', remotes: [catalogD] });
  });
  it('shows failed panels for an unknown path while a remote is failed', () => {
    const res = resolveAdminPath('nope', entries, [{ descriptor: catalogD, status: 'error' }], all);
    expect(res).toEqual({ kind: 'remote-error', remotes: [catalogD] });
  });
  it('says not found when everything loaded', () => {
    expect(resolveAdminPath('nope', entries, [{ descriptor: opsD, status: 'ready' }], all)).toEqual({ kind: 'not-found' });
  });
});

describe('paths in the area of a remote the staff member may not use', () => {
  it('answer 403, not page not found', () => {
    const system = {
      name: 'mf_system_admin',
      entry: '/x',
      area: 'admin' as const,
      title: '고객·설정·시스템',
      permissions: ['customers.*.read'],
    };
    expect(resolveAdminPath('customers', [], [], () => false, false, [system])).toEqual({ kind: 'forbidden-area' });
    expect(resolveAdminPath('nowhere', [], [], () => false, false, [system])).toEqual({ kind: 'not-found' });
  });
});
