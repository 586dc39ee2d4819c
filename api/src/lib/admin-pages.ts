import type { AdminPage } from '@market/contract/remotes';
import { pages as catalogAdminPages } from '@market/mf-catalog-admin/pages';
import { pages as opsAdminPages } from '@market/mf-ops-admin/pages';
import { pages as systemAdminPages } from '@market/mf-system-admin/pages';

/**
 * Each admin remote's pages, read from the remote's own `src/pages.ts` (the one place a page's
 * permission is written): `/remotes.json` and the page-to-endpoint checks derive from it.
 */
export const ADMIN_REMOTE_PAGES = {
  catalogAdmin: catalogAdminPages,
  opsAdmin: opsAdminPages,
  systemAdmin: systemAdminPages,
} as const satisfies Record<string, readonly AdminPage[]>;

export type AdminPagePath = (typeof ADMIN_REMOTE_PAGES)[keyof typeof ADMIN_REMOTE_PAGES][number]['path'];

/** Every admin page of every remote. */
export const ADMIN_PAGES: readonly AdminPage[] = Object.values(ADMIN_REMOTE_PAGES).flat();

/** The distinct permissions of a remote's pages, in page order. */
export function pagePermissions(pages: readonly AdminPage[]): string[] {
  return [...new Set(pages.map((p) => p.permission))];
}

/** The permission of the admin page at `path` (typed: a path no remote has fails the typecheck). */
export function pagePermission(path: AdminPagePath): string {
  return ADMIN_PAGES.find((p) => p.path === path)!.permission;
}
