import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteDescriptor } from '@market/contract/remotes';
import { useSyncExternalStore } from 'react';
import { clearRemoteFailure, getRemoteFailure, classifyRemoteError, type RemoteFailureKind } from './failures';
import { withRetry } from './retry';
import { parseRemoteDescriptors } from './select-remotes';

/**
 * The outer layer of remote isolation: `/remotes.json` read once per page load, each remote
 * registered with the federation runtime, and each exposed module loaded on demand with a bounded
 * retry. Components read the state through `useRemoteStore()`; nothing here throws into React.
 */
export type LoadStatus = 'loading' | 'ready' | 'error';

export interface RemoteModuleState<T = unknown> {
  status: LoadStatus;
  module?: T;
  error?: Error;
  kind?: RemoteFailureKind;
}

interface ListState {
  status: LoadStatus;
  descriptors: RemoteDescriptor[];
  error?: Error;
}

let list: ListState = { status: 'loading', descriptors: [] };
let listPromise: Promise<RemoteDescriptor[]> | null = null;
const modules = new Map<string, RemoteModuleState>();
const inflight = new Map<string, Promise<unknown>>();
const listeners = new Set<() => void>();
let version = 0;

function emit(): void {
  version++;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const toRuntimeRemote = (d: RemoteDescriptor) => ({ name: d.name, entry: d.entry });

/** Fetches and registers the remotes list (once; again after a failure when asked). */
export function loadRemoteList(): Promise<RemoteDescriptor[]> {
  if (listPromise) return listPromise;
  list = { status: 'loading', descriptors: list.descriptors };
  emit();
  listPromise = withRetry(async () => {
    // The server writes the list into the page (api/src/static.ts), saving a round trip; a page
    // served from elsewhere falls back to /remotes.json.
    const inline = (window as { __MARKET_REMOTES__?: unknown }).__MARKET_REMOTES__;
    if (Array.isArray(inline) && inline.length > 0) {
      delete (window as { __MARKET_REMOTES__?: unknown }).__MARKET_REMOTES__;
      return parseRemoteDescriptors(inline);
    }
    const res = await fetch('/remotes.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`remotes.json: HTTP ${res.status}`);
    return parseRemoteDescriptors(await res.json());
  }).then(
    (descriptors) => {
      registerRemotes(descriptors.map(toRuntimeRemote));
      list = { status: 'ready', descriptors };
      emit();
      return descriptors;
    },
    (error: unknown) => {
      listPromise = null;
      list = { status: 'error', descriptors: [], error: error instanceof Error ? error : new Error(String(error)) };
      emit();
      throw error;
    },
  );
  return listPromise;
}

/** What each exposed module must look like; anything else counts as a broken deploy. */
function checkModule(expose: string, mod: unknown): void {
  const m = mod as Record<string, unknown> | null | undefined;
  const ok = expose === 'routes' ? Array.isArray(m?.routes) : typeof m?.default === 'function' || typeof m?.default === 'object';
  if (!ok) throw new Error(`invalid module: ${expose} has an unexpected shape`);
}

const keyOf = (name: string, expose: string) => `${name}/${expose}`;

function setModule(key: string, state: RemoteModuleState): void {
  modules.set(key, state);
  emit();
}

/**
 * Loads `<name>/<expose>` once (deduplicated). The first attempt uses the registration made from
 * `/remotes.json`; each retry re-registers the remote with `force: true` so that the runtime drops
 * its cached manifest and container and fetches them again.
 */
export function ensureRemoteModule(name: string, expose: string, { force = false } = {}): void {
  const key = keyOf(name, expose);
  const current = modules.get(key);
  if (inflight.has(key) || (!force && current && current.status !== 'loading')) return;
  setModule(key, { status: 'loading' });
  const run = async () => {
    const descriptors = await loadRemoteList();
    const descriptor = descriptors.find((d) => d.name === name);
    if (!descriptor) throw new Error(`remote ${name} is not configured in /remotes.json`);
    const reRegister = () => registerRemotes([toRuntimeRemote(descriptor)], { force: true });
    if (force) reRegister();
    clearRemoteFailure(name);
    return withRetry(
      async () => {
        const mod = await loadRemote<unknown>(`${name}/${expose}`);
        checkModule(expose, mod);
        return mod;
      },
      { beforeRetry: reRegister },
    );
  };
  const promise = run().then(
    (module) => setModule(key, { status: 'ready', module }),
    (error: unknown) => {
      const err = error instanceof Error ? error : new Error(String(error));
      const kind = getRemoteFailure(name)?.kind ?? classifyRemoteError(err);
      console.error(`[federation] ${key} could not be loaded`, err);
      setModule(key, { status: 'error', error: err, kind });
    },
  );
  inflight.set(key, promise);
  void promise.finally(() => inflight.delete(key));
}

/** The retry button: reload the list if it failed, then force a fresh load of the module. */
export function retryRemoteModule(name: string, expose: string): void {
  if (list.status === 'error') void loadRemoteList().catch(() => undefined);
  ensureRemoteModule(name, expose, { force: true });
}

/** Resolves with `<name>/<expose>` once loaded (loading it if needed); rejects if it cannot be. */
export function whenRemoteModuleReady<T>(name: string, expose: string): Promise<T> {
  ensureRemoteModule(name, expose);
  return new Promise<T>((resolve, reject) => {
    const check = () => {
      const state = getRemoteModuleState<T>(name, expose);
      if (state.status === 'loading') return;
      listeners.delete(check);
      if (state.status === 'ready') resolve(state.module as T);
      else reject(state.error ?? new Error(`${name}/${expose} could not be loaded`));
    };
    listeners.add(check);
    check();
  });
}

export function getRemoteModuleState<T>(name: string, expose: string): RemoteModuleState<T> {
  return (modules.get(keyOf(name, expose)) as RemoteModuleState<T> | undefined) ?? { status: 'loading' };
}

export function getRemoteList(): ListState {
  return list;
}

/** Re-renders on any change of the list or of a module; read states with the getters. */
export function useRemoteStore(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
}
