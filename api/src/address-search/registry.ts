import type { Env } from '../env';
import { createOfflineAddressSearch } from './offline';
import type { AddressSearchProvider } from './provider';

let offline: AddressSearchProvider | undefined;

/** The provider ADDRESS_SEARCH_PROVIDER names (only `offline` is built in; see ADR 036 for juso.go.kr). */
export function addressSearchProvider(env: Pick<Env, 'addressSearch'>): AddressSearchProvider {
  switch (env.addressSearch?.provider ?? 'offline') {
    case 'offline':
      return (offline ??= createOfflineAddressSearch());
  }
}
