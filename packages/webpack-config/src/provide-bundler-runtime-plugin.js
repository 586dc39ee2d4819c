// The host's half of one webpack federation runtime for all containers (ADR 045): a production
// remote's entry takes the bundler runtime (share negotiation, chunk consumes, container init)
// from the host instead of carrying its own copy (~4 KB gzip of every page's remoteEntry.js), as
// it already takes the runtime core (`externalRuntime`). The functions are stateless: each takes
// the calling container's __webpack_require__. See host-bundler-runtime.js for the remote's half.
import * as bundler from '@market/mf-bundler-runtime';

export default function provideBundlerRuntimePlugin() {
  globalThis.__MARKET_MF_BUNDLER_RUNTIME__ = bundler;
  return { name: 'market-provide-bundler-runtime' };
}
