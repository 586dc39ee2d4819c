import { apiFetch, withQuery } from '@market/api-client/api-fetch';
import type { ReturnRequest } from '@market/domain/order';
import type { Page } from '@market/domain/paging';
import useSWR from 'swr';

export const RETURNS_PAGE_SIZE = 10;

export const myReturnsPath = (page = 1) => withQuery('/api/me/returns', { page, limit: RETURNS_PAGE_SIZE });

/** `GET /api/me/returns?page=`: the shopper's return and exchange requests, newest first. */
export function getMyReturns(page = 1): Promise<Page<ReturnRequest>> {
  return apiFetch<Page<ReturnRequest>>(myReturnsPath(page));
}

export function useMyReturns(page: number, enabled: boolean) {
  return useSWR<Page<ReturnRequest>>(enabled ? myReturnsPath(page) : null, () => getMyReturns(page), { keepPreviousData: true });
}
