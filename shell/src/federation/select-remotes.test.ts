import type { RemoteDescriptor } from '@market/contract/remotes';
import { ROLES } from '@market/domain/permissions';
import { pages as catalogPages } from '@market/mf-catalog-admin/pages';
import { pages as opsPages } from '@market/mf-ops-admin/pages';
import { pages as systemPages } from '@market/mf-system-admin/pages';
import { adminRemotesFor, grantsCover, parseRemoteDescriptors, storefrontRemote } from './select-remotes';

/** The permissions the server lists for a remote: those of its pages (their one source). */
const permissionsOf = (pages: readonly { permission: string }[]) => [...new Set(pages.map((p) => p.permission))];

const REMOTES: RemoteDescriptor[] = [
  { name: 'mf_storefront', entry: '/mf/storefront/remoteEntry.js', area: 'storefront', title: '스토어' },
  {
    name: 'mf_catalog_admin',
    entry: '/mf/catalog-admin/remoteEntry.js',
    area: 'admin',
    title: '상품·마케팅·콘텐츠',
    permissions: permissionsOf(catalogPages),
  },
  {
    name: 'mf_ops_admin',
    entry: '/mf/ops-admin/remoteEntry.js',
    area: 'admin',
    title: '대시보드·주문·셀러',
    permissions: permissionsOf(opsPages),
  },
  {
    name: 'mf_system_admin',
    entry: '/mf/system-admin/remoteEntry.js',
    area: 'admin',
    title: '고객·설정·시스템',
    permissions: permissionsOf(systemPages),
  },
];

const grantsOf = (code: string) => ROLES.find((r) => r.code === code)!.grants;
const namesFor = (code: string) => adminRemotesFor(REMOTES, grantsOf(code)).map((d) => d.name);

describe('grantsCover', () => {
  it('matches concrete permissions like hasPermission', () => {
    expect(grantsCover(['dashboard.read'], 'dashboard.read')).toBe(true);
    expect(grantsCover(['orders.read'], 'dashboard.read')).toBe(false);
  });
  it('matches a resource grant against an area pattern', () => {
    expect(grantsCover(['content.qna'], 'content.*.read')).toBe(true);
    expect(grantsCover(['catalog.products.own'], 'catalog.*.read')).toBe(true);
    expect(grantsCover(['orders.own'], 'orders.*.read')).toBe(true);
    expect(grantsCover(['orders.read'], 'orders.*.read')).toBe(true);
    expect(grantsCover(['settings.taxes'], 'settings.*.read')).toBe(true);
    expect(grantsCover(['tools.*'], 'tools.read')).toBe(true);
  });
  it('does not match other areas', () => {
    expect(grantsCover(['content.qna'], 'catalog.*.read')).toBe(false);
    expect(grantsCover(['finance.*'], 'settings.*.read')).toBe(false);
    expect(grantsCover([], 'catalog.*.read')).toBe(false);
  });
});

describe('adminRemotesFor', () => {
  it('gives SUPER_ADMIN every admin remote and never the storefront', () => {
    expect(namesFor('SUPER_ADMIN')).toEqual(['mf_catalog_admin', 'mf_ops_admin', 'mf_system_admin']);
  });
  it('gives each demo role only the remotes holding its pages', () => {
    expect(namesFor('OPS_MANAGER')).toEqual(['mf_catalog_admin', 'mf_ops_admin']);
    expect(namesFor('CS_AGENT')).toEqual(['mf_catalog_admin', 'mf_ops_admin', 'mf_system_admin']);
    expect(namesFor('CONTENT_EDITOR')).toEqual(['mf_catalog_admin', 'mf_ops_admin']);
    expect(namesFor('FINANCE')).toEqual(['mf_ops_admin', 'mf_system_admin']);
    expect(namesFor('SELLER_ADMIN')).toEqual(['mf_catalog_admin', 'mf_ops_admin']);
  });
  it('loads nothing for grants with no admin page', () => {
    expect(adminRemotesFor(REMOTES, [])).toEqual([]);
    expect(adminRemotesFor(REMOTES, ['finance.reports'])).toEqual([]);
  });
  it('loads a remote without a permission list for any staff', () => {
    const open: RemoteDescriptor = { name: 'mf_x', entry: '/x.json', area: 'admin', title: 'X' };
    expect(adminRemotesFor([open], []).map((d) => d.name)).toEqual(['mf_x']);
  });
});

describe('storefrontRemote', () => {
  it('finds the storefront entry', () => {
    expect(storefrontRemote(REMOTES)?.name).toBe('mf_storefront');
    expect(storefrontRemote(REMOTES.slice(1))).toBeUndefined();
  });
});

describe('parseRemoteDescriptors', () => {
  it('keeps valid entries and drops malformed or duplicate ones', () => {
    const parsed = parseRemoteDescriptors([
      ...REMOTES,
      { name: 'mf_ops_admin', entry: '/dup.json' },
      { name: '', entry: '/x' },
      null,
      { entry: '/y' },
    ]);
    expect(parsed).toEqual(REMOTES);
  });
  it('fills area and title when missing', () => {
    expect(parseRemoteDescriptors([{ name: 'mf_storefront', entry: '/e' }])).toEqual([
      { name: 'mf_storefront', entry: '/e', area: 'storefront', title: 'mf_storefront' },
    ]);
  });
  it('rejects a non-list', () => {
    expect(() => parseRemoteDescriptors({ remotes: [] })).toThrow();
  });
});
