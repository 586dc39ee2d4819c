import type { AdminRoute, RemoteDescriptor } from '@market/contract/remotes';
import { hasPermission, ROLES } from '@market/domain/permissions';
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
const r = (path: string, permission: string, group: AdminRoute['group'], label: string, order: number): AdminRoute => ({
  path,
  permission,
  group,
  label,
  order,
  load: page,
});

const CATALOG: RemoteRouteTable = {
  remote: 'mf_catalog_admin',
  routes: [
    r('catalog/brands', 'catalog.brands.read', 'catalog', '브랜드 관리', 2),
    r('catalog/products', 'catalog.products.read', 'catalog', '상품 관리', 1),
    r('catalog/products/:id', 'catalog.products.read', 'catalog', '상품 상세', 9),
    r('marketing/coupons', 'marketing.coupons.read', 'marketing', '쿠폰 관리', 1),
    r('content/qna', 'content.qna.read', 'content', 'Q&A 관리', 5),
    r('content/notices', 'content.notices.read', 'content', '공지사항 관리', 1),
  ],
};
const OPS: RemoteRouteTable = {
  remote: 'mf_ops_admin',
  routes: [
    r('orders/list', 'orders.list.read', 'orders', '주문 관리', 1),
    r('dashboard', 'dashboard.read', 'dashboard', '대시보드', 1),
    r('sellers/settlements', 'sellers.settlements.read', 'sellers', '정산 관리', 2),
    r('returns', 'orders.returns.read', 'orders', '반품/교환', 2),
  ],
};
const SYSTEM: RemoteRouteTable = {
  remote: 'mf_system_admin',
  routes: [
    r('customers', 'customers.list.read', 'customers', '고객 관리', 1),
    r('settings/taxes', 'settings.taxes.read', 'settings', '세금 설정', 4),
    r('audit', 'audit.read', 'system', '감사 로그', 1),
  ],
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
    const dup: RemoteRouteTable = { remote: 'mf_x', routes: [r('dashboard', 'x.read', 'system', 'X', 1)] };
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
  const d = (name: string, permissions: string[]): RemoteDescriptor => ({ name, entry: `/${name}.json`, area: 'admin', title: name, permissions });
  const catalogD = d('mf_catalog_admin', ['catalog.*.read', 'marketing.*.read', 'content.*.read']);
  const opsD = d('mf_ops_admin', ['dashboard.read', 'orders.*.read', 'sellers.*.read']);
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
    const res = resolveAdminPath('catalog/brands', entries, [
      { descriptor: catalogD, status: 'error' },
      { descriptor: opsD, status: 'ready' },
    ], all);
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
    const system = { name: 'mf_system_admin', entry: '/x', area: 'admin' as const, title: '고객·설정·시스템', permissions: ['customers.*.read'] };
    expect(resolveAdminPath('customers', [], [], () => false, false, [system])).toEqual({ kind: 'forbidden-area' });
    expect(resolveAdminPath('nowhere', [], [], () => false, false, [system])).toEqual({ kind: 'not-found' });
  });
});
