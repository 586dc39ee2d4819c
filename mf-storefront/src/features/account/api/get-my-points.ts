import { api, apiGet, apiKey } from '@market/api-client/api';
import useSWR from 'swr';

export const POINTS_PAGE_SIZE = 10;

const myPointsArgs = (page = 1) => ({ query: { page, limit: POINTS_PAGE_SIZE } });
export const myPointsPath = (page = 1) => apiKey(api.me.points, myPointsArgs(page));

/** `GET /api/me/points?page=`: the balance and the history, newest first. */
export function getMyPoints(page = 1) {
  return apiGet(api.me.points, myPointsArgs(page));
}

export function useMyPoints(page: number, enabled: boolean) {
  return useSWR(enabled ? myPointsPath(page) : null, () => getMyPoints(page), { keepPreviousData: true });
}
