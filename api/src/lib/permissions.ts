import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { permissionScope } from '@market/domain/permissions';
import { authenticateStaff } from '../services/admin-auth';
import type { AppEnv } from './context';
import { readSessionCookie, STAFF_COOKIE, writeSessionCookie } from './cookies';
import { AppError } from './errors';

/**
 * What an admin route needs: `public` (no session, e.g. sign-in), `staff` (any signed-in staff
 * member) or a dotted permission (DESIGN 3).
 */
export type RoutePermission = 'public' | 'staff' | (string & {});

/** `'GET /brands': 'catalog.brands.read'`, keyed by method and the path inside the router. */
export type PermissionTable = Record<string, RoutePermission>;

export const ADMIN_PREFIX = '/api/admin';

/** Joins the routers' tables into full keys (`GET /api/admin/brands`). */
export function buildPermissionIndex(tables: PermissionTable[]): Map<string, RoutePermission> {
  const index = new Map<string, RoutePermission>();
  for (const table of tables) {
    for (const [key, permission] of Object.entries(table)) {
      const [method, path] = key.split(' ');
      const full = `${method!.toUpperCase()} ${ADMIN_PREFIX}${path === '/' ? '' : path}`;
      if (index.has(full)) throw new Error(`Permission declared twice: ${full}`);
      index.set(full, permission);
    }
  }
  return index;
}

/**
 * The one check in front of every /api/admin route: finds the matched route's declared permission
 * and refuses what is undeclared (fail closed), unauthenticated (401) or not granted (403).
 * Handlers get the staff member, the scope and, for scope `own`, the brand.
 */
export function adminAccess(index: Map<string, RoutePermission>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const route = matchedRoutes(c).find((r) => r.method !== 'ALL' && r.path.startsWith(ADMIN_PREFIX));
    // No handler for this path: let it fall through to the 404.
    if (!route) return next();
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const key = `${method} ${route.path}`;
    const required = index.get(key);
    if (required === undefined) {
      c.var.logger.error({ route: key }, 'admin route without a declared permission refused');
      throw new AppError('FORBIDDEN');
    }
    if (required === 'public') return next();

    const token = readSessionCookie(c, STAFF_COOKIE);
    const auth = token ? await authenticateStaff(c.var.database.db, token) : null;
    if (!auth) throw new AppError('UNAUTHENTICATED');
    if (auth.session.cookie) writeSessionCookie(c, STAFF_COOKIE, auth.session.cookie);
    c.set('staff', auth.principal);
    if (required === 'staff') return next();

    const scope = permissionScope(auth.principal.grants, required);
    if (!scope) throw new AppError('FORBIDDEN');
    // Scope `own` without a brand would read nothing safely; refuse rather than guess.
    if (scope === 'own' && !auth.principal.brand) throw new AppError('FORBIDDEN');
    c.set('scope', scope);
    c.set('brandId', scope === 'own' ? auth.principal.brand!.id : null);
    return next();
  };
}
