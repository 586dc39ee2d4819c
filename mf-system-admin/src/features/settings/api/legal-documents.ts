import { api, apiGet, apiKey, call } from '@market/api-client/api';
import type { LegalKind, PublishLegalVersion } from '@market/domain/legal';
import useSWR from 'swr';

const endpoint = api.admin.settings.legal;

export const LEGAL_DOCUMENTS_KEY = apiKey(endpoint);

/** `GET /api/admin/settings/legal` (settings.legal.read): every version of both documents with who published it. */
export function useLegalDocumentsAdmin() {
  return useSWR(LEGAL_DOCUMENTS_KEY, () => apiGet(endpoint), { revalidateOnFocus: false });
}

/** `POST /api/admin/settings/legal/{kind}` (settings.legal.update): the next version, current at once. */
export async function publishLegalVersion(kind: LegalKind, body: PublishLegalVersion): Promise<{ message: string }> {
  const res = await call(endpoint[':kind'].$post({ param: { kind }, json: body }));
  return { message: res.title };
}
