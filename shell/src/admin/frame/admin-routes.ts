import { ADMIN_NAV_GROUPS, type AdminNavGroupId, type AdminRoute, type RemoteDescriptor } from '@market/contract/remotes';

/** The route table one admin remote answered with. */
export interface RemoteRouteTable {
  remote: string;
  routes: readonly AdminRoute[];
}

/** One admin page known to the shell, with the remote serving it. */
export interface AdminEntry {
  path: string;
  route: AdminRoute;
  remote: string;
}

export interface NavItem {
  path: string;
  label: string;
  icon?: AdminRoute['icon'];
  remote: string;
}

export interface NavGroup {
  id: AdminNavGroupId;
  label: string;
  items: NavItem[];
}

/** Path under `/admin` without slashes at either end; the landing page is `dashboard`. */
export function normalizeAdminPath(path: string): string {
  const p = path.replace(/^\/+|\/+$/g, '').replace(/\/{2,}/g, '/');
  return p === '' ? 'dashboard' : p;
}

/** `/admin/catalog/brands` -> `catalog/brands`; anything outside `/admin` -> null. */
export function adminSubPath(pathname: string): string | null {
  const m = /^\/admin(?:\/(.*))?$/.exec(pathname.replace(/\/+$/, ''));
  if (!m) return null;
  return normalizeAdminPath(m[1] ?? '');
}

/** Every page of the loaded tables, first table wins on a duplicate path. */
export function collectAdminEntries(tables: readonly RemoteRouteTable[]): AdminEntry[] {
  const seen = new Set<string>();
  const entries: AdminEntry[] = [];
  for (const table of tables) {
    for (const route of table.routes) {
      const path = normalizeAdminPath(route.path);
      if (seen.has(path)) continue;
      seen.add(path);
      entries.push({ path, route, remote: table.remote });
    }
  }
  return entries;
}

/** Whether `pattern` (segments, `:param`, a trailing `*`) matches `path`. */
export function matchAdminPath(pattern: string, path: string): boolean {
  const p = normalizeAdminPath(pattern).split('/');
  const s = normalizeAdminPath(path).split('/');
  for (let i = 0; i < p.length; i++) {
    const seg = p[i]!;
    if (seg === '*' && i === p.length - 1) return true;
    if (i >= s.length) return false;
    if (seg.startsWith(':')) continue;
    if (seg !== s[i]) return false;
  }
  return p.length === s.length;
}

/** The page serving `path`, exact paths before patterns. */
export function findAdminEntry(entries: readonly AdminEntry[], path: string): AdminEntry | undefined {
  const p = normalizeAdminPath(path);
  return entries.find((e) => e.path === p) ?? entries.find((e) => matchAdminPath(e.path, p));
}

/**
 * The sidebar: pages the staff member may open, grouped in ADMIN_NAV_GROUPS order, sorted by
 * `order` inside a group; groups without a visible page are left out. Pages with a `:param`
 * (detail pages) are reachable but not listed.
 */
export function buildNav(tables: readonly RemoteRouteTable[], can: (permission: string) => boolean): NavGroup[] {
  const entries = collectAdminEntries(tables).filter((e) => !e.path.includes(':') && !e.path.includes('*'));
  const groups: NavGroup[] = [];
  for (const group of ADMIN_NAV_GROUPS) {
    const items = entries
      .filter((e) => e.route.group === group.id && can(e.route.permission))
      .sort((a, b) => a.route.order - b.route.order || a.route.label.localeCompare(b.route.label, 'ko'))
      .map((e) => ({ path: e.path, label: e.route.label, icon: e.route.icon, remote: e.remote }));
    if (items.length > 0) groups.push({ id: group.id, label: group.label, items });
  }
  return groups;
}

/** `catalog/brands` -> `nav-catalog-brands`. */
export function navTestId(path: string): string {
  return `nav-${normalizeAdminPath(path).replace(/\//g, '-')}`;
}

export interface RemoteStatusView {
  descriptor: RemoteDescriptor;
  status: 'loading' | 'ready' | 'error';
}

export type AdminPathResolution =
  | { kind: 'page'; entry: AdminEntry }
  | { kind: 'forbidden'; entry: AdminEntry }
  /** In the area of an admin remote the staff member may not use at all. */
  | { kind: 'forbidden-area' }
  /** Not known yet: the remotes list or a route table is still loading. */
  | { kind: 'pending' }
  /** Probably served by remotes that failed to load. */
  | { kind: 'remote-error'; remotes: RemoteDescriptor[] }
  | { kind: 'not-found' };

/** Whether a failed remote's permissions name the area a path starts with (`catalog/...`). */
function remoteOwnsArea(descriptor: RemoteDescriptor, path: string): boolean {
  const area = normalizeAdminPath(path).split('/')[0]!;
  return (descriptor.permissions ?? []).some((p) => p.split('.')[0] === area);
}

/**
 * What `/admin/<path>` shows. A page of a loaded table renders (or 403s); an unknown path waits
 * while anything is still loading, then shows the error panel of the failed remotes that could
 * own it (the one named by its first segment, else all of them), and otherwise 'page not found'.
 */
export function resolveAdminPath(
  path: string,
  entries: readonly AdminEntry[],
  remotes: readonly RemoteStatusView[],
  can: (permission: string) => boolean,
  listLoading = false,
  withheld: readonly RemoteDescriptor[] = [],
): AdminPathResolution {
  const entry = findAdminEntry(entries, path);
  if (entry) return can(entry.route.permission) ? { kind: 'page', entry } : { kind: 'forbidden', entry };
  if (withheld.some((d) => remoteOwnsArea(d, path))) return { kind: 'forbidden-area' };
  const failed = remotes.filter((r) => r.status === 'error').map((r) => r.descriptor);
  const owners = failed.filter((d) => remoteOwnsArea(d, path));
  if (owners.length > 0) return { kind: 'remote-error', remotes: owners };
  if (listLoading || remotes.some((r) => r.status === 'loading')) return { kind: 'pending' };
  if (failed.length > 0) return { kind: 'remote-error', remotes: failed };
  return { kind: 'not-found' };
}
