import type { RemoteDescriptor } from '@market/contract/remotes';
import { hasPermission } from '@market/domain/permission-match';

/** The container that serves the shopper's pages. */
export const STOREFRONT_CONTAINER = 'mf_storefront';

/**
 * Whether `grants` give at least one permission described by `pattern`. A descriptor may list
 * concrete permissions (`catalog.brands.read`) or patterns with a `*` segment (`catalog.*.read`,
 * "any resource of the area"); a grant such as `content.qna` or `orders.own` covers a pattern when
 * it covers one permission the pattern stands for.
 */
export function grantsCover(grants: readonly string[], pattern: string): boolean {
  if (!pattern.includes('*')) return hasPermission(grants, pattern);
  const parts = pattern.split('.');
  return grants.some((grant) => {
    const g = grant.split('.');
    // Probe the pattern with the grant's own segment and with an arbitrary one.
    const candidates = [
      parts.map((p, i) => (p === '*' ? (g[i] && g[i] !== 'own' ? g[i] : 'x') : p)).join('.'),
      parts.map((p) => (p === '*' ? 'x' : p)).join('.'),
    ];
    return candidates.some((c) => hasPermission([grant], c));
  });
}

/** The storefront remote of the list, if configured. */
export function storefrontRemote(descriptors: readonly RemoteDescriptor[]): RemoteDescriptor | undefined {
  return descriptors.find((d) => d.area === 'storefront');
}

/**
 * The admin remotes a staff member may load: those with at least one page their grants allow.
 * A descriptor without a permission list declares no restriction and is loaded for any staff.
 */
export function adminRemotesFor(descriptors: readonly RemoteDescriptor[], grants: readonly string[]): RemoteDescriptor[] {
  return descriptors.filter(
    (d) => d.area === 'admin' && (d.permissions === undefined || d.permissions.some((p) => grantsCover(grants, p))),
  );
}

/** Validates the JSON of `/remotes.json`; malformed entries are dropped, not fatal. */
export function parseRemoteDescriptors(json: unknown): RemoteDescriptor[] {
  if (!Array.isArray(json)) throw new Error('remotes.json is not a list');
  const seen = new Set<string>();
  const out: RemoteDescriptor[] = [];
  for (const raw of json as unknown[]) {
    if (!raw || typeof raw !== 'object') continue;
    const d = raw as Partial<RemoteDescriptor>;
    if (typeof d.name !== 'string' || typeof d.entry !== 'string' || !d.name || !d.entry) continue;
    if (seen.has(d.name)) continue;
    seen.add(d.name);
    const area = d.area === 'admin' || d.area === 'storefront' ? d.area : d.name === STOREFRONT_CONTAINER ? 'storefront' : 'admin';
    out.push({
      name: d.name,
      entry: d.entry,
      area,
      title: typeof d.title === 'string' && d.title ? d.title : d.name,
      ...(Array.isArray(d.permissions) ? { permissions: d.permissions.filter((p): p is string => typeof p === 'string') } : {}),
    });
  }
  return out;
}
