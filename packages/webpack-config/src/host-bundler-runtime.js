// A production remote's webpack federation runtime, taken from the host (ADR 045): this module
// replaces @module-federation/webpack-bundler-runtime's `bundler.js` in the remote's build and
// answers with the same shape, built from the host's copy (provide-bundler-runtime-plugin.js).
// What is per container stays per container: the `federation` object, the share scope holder `S`
// and `init`, which in the package keeps the first instance in a module variable (the one the
// host's top-level loadRemote uses) and matches instances by the build's identifier.
/* global FEDERATION_BUILD_IDENTIFIER -- webpack's DefinePlugin, set by the federation plugin */
import { CurrentGlobal } from '@module-federation/runtime-core';
// The host has no exposes, so its copy is built without the container's init.
import { initContainerEntry } from '@market/mf-bundler-runtime/init-container-entry';

const host = globalThis.__MARKET_MF_BUNDLER_RUNTIME__;
if (!host) throw new Error('federation: the host did not provide its bundler runtime (provide-bundler-runtime-plugin)');

/** @module-federation/runtime's init, without setting the host's first instance. */
function init(options) {
  const buildId = typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '';
  const { name, version } = options;
  const existing = CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
    (instance) =>
      (buildId && instance.options.id === buildId) ||
      (instance.options.name === name && (version ? instance.options.version === version : !instance.options.version)),
  );
  const normalized = { ...options, id: options.id || '' };
  if (!existing) return host.runtime.createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

export const runtime = { ...host.runtime, init };
// Production remotes load no remotes (disableRemote, ADR 041).
export const bundlerRuntime = { ...host.bundlerRuntime, S: {}, remotes: undefined, initContainerEntry };
export const attachShareScopeMap = host.attachShareScopeMap;
export const bundlerRuntimeOptions = {};
export const instance = undefined;
export const initOptions = undefined;
const federation = { runtime, instance, initOptions, bundlerRuntime, attachShareScopeMap, bundlerRuntimeOptions };
export default federation;
