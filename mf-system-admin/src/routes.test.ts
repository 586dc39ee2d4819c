import { ADMIN_NAV_GROUPS } from '@market/contract/remotes';
import { routes } from './routes';

/** The page permissions of docs/helpers-brief.md: the sidebar and the API use the same ones. */
const EXPECTED: Record<string, string> = {
  'customers': 'customers.list.read',
  'settings/shop': 'settings.shop.read',
  'settings/payments': 'settings.payments.read',
  'settings/shipping': 'settings.shipping.read',
  'settings/taxes': 'settings.taxes.read',
  'settings/roles': 'settings.roles.read',
  'audit': 'audit.read',
  'tools': 'tools.read',
};

describe('mf-system-admin route table', () => {
  it('lists exactly the pages this remote owns, each with its permission', () => {
    expect(Object.fromEntries(routes.map((r) => [r.path, r.permission]))).toEqual(EXPECTED);
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
    const prefixes = ['customers.', 'settings.', 'audit.read', 'tools.read'];
    for (const r of routes) expect(prefixes.some((p) => r.permission === p || r.permission.startsWith(p))).toBe(true);
  });
});
