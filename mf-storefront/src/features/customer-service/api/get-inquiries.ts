import { api, apiGet, apiKey } from '@market/api-client/api';
import useSWR from 'swr';

export const INQUIRY_PAGE_SIZE = 10;

const inquiriesArgs = (page = 1) => ({ query: { page, limit: INQUIRY_PAGE_SIZE } });
export const inquiriesPath = (page = 1) => apiKey(api.inquiries, inquiriesArgs(page));

/** `GET /api/inquiries?page=`: the shopper's own 1:1 inquiries with their answers, newest first. */
export function getInquiries(page = 1) {
  return apiGet(api.inquiries, inquiriesArgs(page));
}

/** `enabled` false (anonymous) fetches nothing. */
export function useInquiries(page: number, enabled: boolean) {
  return useSWR(enabled ? inquiriesPath(page) : null, () => getInquiries(page), { keepPreviousData: true });
}
