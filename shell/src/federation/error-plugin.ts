import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordRemoteFailure } from './failures';

/** `mf_ops_admin/routes` -> `mf_ops_admin`; a manifest URL stays as it is. */
function remoteNameOf(id: string): string {
  return id.includes('://') || id.startsWith('/') ? id : (id.split('/')[0] ?? id);
}

/**
 * The middle layer of remote isolation (DESIGN 2.1): every failure of the federation runtime
 * (manifest unreachable or not JSON, remoteEntry missing or not JavaScript, container not
 * registered) is recorded with its remote and cause for the error panel. It never substitutes a
 * module: the shell's loader retries and its error boundary shows the panel. During shared-module
 * negotiation a broken remote is skipped, so it cannot stall start-up.
 */
export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'market-remote-error',
    async errorLoadRemote(args) {
      const name = args.remote?.name ?? remoteNameOf(args.id);
      const failure = recordRemoteFailure(name, args.error, args.lifecycle);
      console.warn(`[federation] ${name} (${args.lifecycle}): ${failure.kind}: ${failure.message}`);
      // undefined: no fallback; loadRemote rejects and the caller decides (retry, then panel).
      return undefined;
    },
  };
}
