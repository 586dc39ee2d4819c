import { api, apiGet, apiKey } from '@market/api-client/api';
import type { LegalKind } from '@market/domain/legal-text';
import useSWR from 'swr';

const docArgs = (kind: LegalKind) => ({ param: { kind } });
const versionArgs = (kind: LegalKind, id: string) => ({ param: { kind, id } });

/** `GET /api/legal/{kind}`: the current version in full and the list of versions. */
export function useLegalDocument(kind: LegalKind) {
  return useSWR(apiKey(api.legal[':kind'], docArgs(kind)), () => apiGet(api.legal[':kind'], docArgs(kind)));
}

/** `GET /api/legal/{kind}/versions/{id}`: a previous version (null id: none asked for). */
export function useLegalVersion(kind: LegalKind, id: string | null) {
  return useSWR(id ? apiKey(api.legal[':kind'].versions[':id'], versionArgs(kind, id)) : null, () =>
    apiGet(api.legal[':kind'].versions[':id'], versionArgs(kind, id!)),
  );
}
