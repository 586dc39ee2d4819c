import { apiFetch } from '@market/api-client/api-fetch';
import type { AccountSummary } from '@market/domain/account';
import useSWR from 'swr';

export const accountSummaryPath = '/api/me/summary';

/** `GET /api/me/summary`: stats computed on the server, points, usable coupons and the 5 latest orders. */
export function getAccountSummary(): Promise<AccountSummary> {
  return apiFetch<AccountSummary>(accountSummaryPath);
}

export function useAccountSummary(enabled: boolean) {
  return useSWR<AccountSummary>(enabled ? accountSummaryPath : null, getAccountSummary);
}
