import { ROLES, hasPermission } from '@market/domain/permissions';
import { loadEnv } from '../env';
import { ADMIN_PERMISSION_TABLES } from '../routes/admin-routers';
import { DASHBOARD_SECTION_PERMISSIONS } from '../services/admin-dashboard';
import { remoteDescriptors, REMOTES } from '../static';
import { ADMIN_PAGES, ADMIN_REMOTE_PAGES, pagePermission } from './admin-pages';

// The admin pages are written once, in each remote's src/pages.ts. These checks fail when a copy
// elsewhere (the server's remote list, an endpoint's permission, a dashboard section) disagrees.
describe("admin page permissions have one source: the remotes' pages lists", () => {
  const pagePerms = new Set(ADMIN_PAGES.map((p) => p.permission));

  it('/remotes.json gives each admin remote exactly the permissions of its pages', () => {
    const descriptors = remoteDescriptors(loadEnv({}));
    for (const remote of REMOTES) {
      const descriptor = descriptors.find((d) => d.name === remote.name)!;
      if (remote.area === 'storefront') {
        expect(descriptor.permissions).toBeUndefined();
        continue;
      }
      const pages = ADMIN_REMOTE_PAGES[remote.env];
      expect([...descriptor.permissions!].sort()).toEqual([...new Set(pages.map((p) => p.permission))].sort());
    }
  });

  it('every admin endpoint that reads asks for the permission of an admin page, or a part of one', () => {
    // A read endpoint serves a page: it asks for the page's permission, or a narrower one the page's
    // grant covers (tools.read covers tools.jobs.read); anything else would be a second spelling.
    const reads = ADMIN_PERMISSION_TABLES.flatMap((t) => Object.entries(t)).filter(([, p]) => p.endsWith('.read'));
    expect(reads.length).toBeGreaterThan(0);
    for (const [route, permission] of reads) {
      const page = pagePerms.has(permission) || [...pagePerms].some((pagePerm) => hasPermission([pagePerm], permission));
      expect({ route, permission, page }).toEqual({ route, permission, page: true });
    }
  });

  it('the dashboard sections ask for the permissions of their list pages', () => {
    expect(DASHBOARD_SECTION_PERMISSIONS).toEqual({
      sales: pagePermission('orders/list'),
      recentOrders: pagePermission('orders/list'),
      recentReviews: pagePermission('content/reviews'),
      recentQna: pagePermission('content/qna'),
      lowStock: pagePermission('catalog/products'),
      returns: pagePermission('returns'),
      qna: pagePermission('content/qna'),
      settlements: pagePermission('sellers/settlements'),
      shipments: pagePermission('shipments'),
    });
  });

  it('paths are unique across the remotes, and SUPER_ADMIN may open every page', () => {
    const paths = ADMIN_PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    const superAdmin = ROLES.find((r) => r.code === 'SUPER_ADMIN')!;
    for (const p of ADMIN_PAGES) expect(hasPermission(superAdmin.grants, p.permission)).toBe(true);
  });
});
