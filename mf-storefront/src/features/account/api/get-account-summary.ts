import { api, apiGet, apiKey } from '@market/api-client/api';
import useSWR from 'swr';

export const accountSummaryPath = apiKey(api.me.summary);

/** `GET /api/me/summary`: stats computed on the server, points, usable coupons and the 5 latest orders. */
export function getAccountSummary() {
  return apiGet(api.me.summary);
}

export function useAccountSummary(enabled: boolean) {
  return useSWR(enabled ? accountSummaryPath : null, getAccountSummary);
}
