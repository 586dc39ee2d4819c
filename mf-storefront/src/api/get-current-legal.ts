import { api, apiGet } from '@market/api-client/api';
import { ApiError } from '@market/api-client/api-fetch';
import type { LegalAgreements } from '@market/domain/legal';
import useSWR from 'swr';

/** The SWR key of the current versions (a refusal re-reads it). */
export const CURRENT_LEGAL_KEY = 'legal-current';

/** `GET /api/legal`: the versions signup and checkout agree to (asked afresh, never from a cache). */
export function getCurrentLegal() {
  return apiGet(api.legal);
}

/** The server refused the agreement: missing, unknown, or a version replaced meanwhile (ADR 037). */
export function isLegalAgreementError(e: unknown): e is ApiError {
  return e instanceof ApiError && Object.keys(e.fields ?? {}).some((f) => f === 'agreements' || f.startsWith('agreements.'));
}

/**
 * The current 이용약관 and 개인정보처리방침 of a form. `agreements` is null until the answer is
 * in; `ensure()` answers them (asking when needed); `refresh()` asks again after a refusal.
 */
export function useCurrentLegal() {
  const { data, mutate } = useSWR(CURRENT_LEGAL_KEY, getCurrentLegal, { revalidateOnFocus: true });
  const agreements: LegalAgreements | null = data ? { termsVersionId: data.terms.id, privacyVersionId: data.privacy.id } : null;
  const ensure = async (): Promise<LegalAgreements> => {
    if (agreements) return agreements;
    const fresh = await mutate();
    if (!fresh) throw new ApiError(0, 'NETWORK', '약관 정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.');
    return { termsVersionId: fresh.terms.id, privacyVersionId: fresh.privacy.id };
  };
  return { current: data, agreements, ensure, refresh: () => mutate() };
}
