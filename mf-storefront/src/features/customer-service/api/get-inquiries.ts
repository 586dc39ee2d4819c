import { apiFetch, withQuery } from '@market/api-client/api-fetch';
import type { Page } from '@market/domain/paging';
import type { Inquiry } from '@market/domain/support';
import useSWR from 'swr';

export const INQUIRY_PAGE_SIZE = 10;

export const inquiriesPath = (page = 1) => withQuery('/api/inquiries', { page, limit: INQUIRY_PAGE_SIZE });

/** `GET /api/inquiries?page=`: the shopper's own 1:1 inquiries with their answers, newest first. */
export function getInquiries(page = 1): Promise<Page<Inquiry>> {
  return apiFetch<Page<Inquiry>>(inquiriesPath(page));
}

/** `enabled` false (anonymous) fetches nothing. */
export function useInquiries(page: number, enabled: boolean) {
  return useSWR<Page<Inquiry>>(enabled ? inquiriesPath(page) : null, () => getInquiries(page), { keepPreviousData: true });
}
