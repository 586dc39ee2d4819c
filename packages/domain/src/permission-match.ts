/**
 * How a grant matches a required permission (the vocabulary itself is in ./permissions.ts). Its
 * own module: the shell decides which admin remotes a visitor may load with it, and a shopper's
 * first page should not download the role tables.
 *
 * A grant held by a role matches a required permission when
 *   - it is `*` (everything);
 *   - it ends in `.*` and the required permission starts with what precedes the `*`;
 *   - it equals the required permission or is a prefix of it (`content.qna` grants `content.qna.reply`);
 *   - it is an area-level action (`orders.read`) and the required permission is that action on any
 *     resource of the area (`orders.returns.read`);
 *   - it ends in `.own` and the rest is a prefix of the required permission: granted, but only for
 *     the holder's own brand (scope `own`).
 */
export type PermissionScope = 'all' | 'own';

export const ACTIONS = ['read', 'create', 'update', 'delete', 'export'] as const;

function grantScope(grant: string, required: string): PermissionScope | null {
  if (grant === '*' || grant === required) return 'all';
  if (grant.endsWith('.*')) return required.startsWith(grant.slice(0, -1)) ? 'all' : null;
  if (grant.endsWith('.own')) {
    const base = grant.slice(0, -'.own'.length);
    return required === base || required.startsWith(`${base}.`) ? 'own' : null;
  }
  if (required.startsWith(`${grant}.`)) return 'all';
  const parts = grant.split('.');
  if (parts.length === 2 && (ACTIONS as readonly string[]).includes(parts[1]!)) {
    const req = required.split('.');
    return req.length === 3 && req[0] === parts[0] && req[2] === parts[1] ? 'all' : null;
  }
  return null;
}

/** The widest scope the grants give for `required`, or null when they give none. */
export function permissionScope(grants: readonly string[], required: string): PermissionScope | null {
  let best: PermissionScope | null = null;
  for (const grant of grants) {
    const scope = grantScope(grant, required);
    if (scope === 'all') return 'all';
    if (scope === 'own') best = 'own';
  }
  return best;
}

/** Whether the grants give `required` at all (in any scope). */
export function hasPermission(grants: readonly string[], required: string): boolean {
  return permissionScope(grants, required) !== null;
}
