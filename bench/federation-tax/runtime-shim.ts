// Issue 18 item 4b, bench only: what the shell imports from the federation runtime
// (shell/src/federation/remote-store.ts), answered from this one build. The storefront's exposed
// module is a dynamic import of its source; the admin remotes are not part of the plain build.
type Loader = () => Promise<unknown>;

const LOCAL: Record<string, Loader> = {
  'mf_storefront/app': () => import('../../mf-storefront/src/app'),
};

/** Nothing to register: the storefront is in the bundle. */
export function registerRemotes(_remotes: unknown, _options?: unknown): void {}

export function loadRemote<T>(id: string): Promise<T> {
  const load = LOCAL[id];
  if (!load) return Promise.reject(new Error(`${id}: not part of the plain (federation-free) bench build`));
  return load() as Promise<T>;
}
