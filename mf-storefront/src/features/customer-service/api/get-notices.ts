import { api, apiGet, apiKey } from '@market/api-client/api';
import useSWR from 'swr';

export const NOTICE_PAGE_SIZE = 10;

const noticesArgs = (page = 1) => ({ query: { page, limit: NOTICE_PAGE_SIZE } });
export const noticesPath = (page = 1) => apiKey(api.notices, noticesArgs(page));

/** `GET /api/notices?page=`: published notices, pinned first, newest first. */
export function getNotices(page = 1) {
  return apiGet(api.notices, noticesArgs(page));
}

export function useNotices(page = 1) {
  return useSWR(noticesPath(page), () => getNotices(page), { keepPreviousData: true });
}
