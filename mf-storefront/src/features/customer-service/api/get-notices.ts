import { apiFetch, withQuery } from '@market/api-client/api-fetch';
import type { Page } from '@market/domain/paging';
import type { Notice } from '@market/domain/support';
import useSWR from 'swr';

export const NOTICE_PAGE_SIZE = 10;

export const noticesPath = (page = 1) => withQuery('/api/notices', { page, limit: NOTICE_PAGE_SIZE });

/** `GET /api/notices?page=`: published notices, pinned first, newest first. */
export function getNotices(page = 1): Promise<Page<Notice>> {
  return apiFetch<Page<Notice>>(noticesPath(page));
}

export function useNotices(page = 1) {
  return useSWR<Page<Notice>>(noticesPath(page), () => getNotices(page), { keepPreviousData: true });
}
