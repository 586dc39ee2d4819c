import { apiFetch, withQuery } from '@market/api-client/api-fetch';
import type { PointsHistory } from '@market/domain/account';
import useSWR from 'swr';

export const POINTS_PAGE_SIZE = 10;

export const myPointsPath = (page = 1) => withQuery('/api/me/points', { page, limit: POINTS_PAGE_SIZE });

/** `GET /api/me/points?page=`: the balance and the history, newest first. */
export function getMyPoints(page = 1): Promise<PointsHistory> {
  return apiFetch<PointsHistory>(myPointsPath(page));
}

export function useMyPoints(page: number, enabled: boolean) {
  return useSWR<PointsHistory>(enabled ? myPointsPath(page) : null, () => getMyPoints(page), { keepPreviousData: true });
}
