import { api, apiGet, apiKey } from '@market/api-client/api';
import useSWR from 'swr';

export const RETURNS_PAGE_SIZE = 10;

const myReturnsArgs = (page = 1) => ({ query: { page, limit: RETURNS_PAGE_SIZE } });
export const myReturnsPath = (page = 1) => apiKey(api.me.returns, myReturnsArgs(page));

/** `GET /api/me/returns?page=`: the shopper's return and exchange requests, newest first. */
export function getMyReturns(page = 1) {
  return apiGet(api.me.returns, myReturnsArgs(page));
}

export function useMyReturns(page: number, enabled: boolean) {
  return useSWR(enabled ? myReturnsPath(page) : null, () => getMyReturns(page), { keepPreviousData: true });
}
