import { ADMIN_NAV_GROUPS, type AdminPage, type AdminRoute } from './remotes';

/**
 * The checks every admin remote's route table must pass, for its own jest test: exactly the pages
 * of its `pages.ts` with their permissions (the one list the API's `/remotes.json` reads too),
 * unique paths under /admin, a known sidebar group with a label and a unique order, and
 * permissions of the remote's own areas only.
 */
export function describeRouteTable(remote: string, routes: AdminRoute[], pages: readonly AdminPage[], areaPrefixes: string[]): void {
  describe(`${remote} route table`, () => {
    it('lists exactly the pages of its pages list, each with its permission, group, label and order', () => {
      const data = (r: AdminPage): AdminPage => ({
        path: r.path,
        permission: r.permission,
        group: r.group,
        label: r.label,
        order: r.order,
      });
      expect(routes.map(data)).toEqual(pages.map(data));
    });

    it('has unique paths, relative to /admin', () => {
      const paths = routes.map((r) => r.path);
      expect(new Set(paths).size).toBe(paths.length);
      for (const p of paths) expect(p).toMatch(/^[a-z][a-z0-9-]*(\/[a-z][a-z0-9-]*)*$/);
    });

    it('places every page in a known sidebar group with a Korean label and a unique order', () => {
      const groups = new Set<string>(ADMIN_NAV_GROUPS.map((g) => g.id));
      const orders = new Set<string>();
      for (const r of routes) {
        expect(groups.has(r.group)).toBe(true);
        expect(r.label.trim()).not.toBe('');
        expect(Number.isInteger(r.order) && r.order > 0).toBe(true);
        const key = `${r.group}:${r.order}`;
        expect(orders.has(key)).toBe(false);
        orders.add(key);
        expect(typeof r.load).toBe('function');
        expect(r.icon).toBeDefined();
      }
    });

    it('asks only for permissions of its own areas', () => {
      for (const r of routes) expect(areaPrefixes.some((p) => r.permission === p || r.permission.startsWith(p))).toBe(true);
    });
  });
}
