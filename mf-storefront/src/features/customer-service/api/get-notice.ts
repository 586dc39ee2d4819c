import { apiFetch } from '@market/api-client/api-fetch';
import type { Notice } from '@market/domain/support';
import useSWR from 'swr';

export const noticePath = (id: string) => `/api/notices/${encodeURIComponent(id)}`;

/** `GET /api/notices/{id}`: one notice (404 when unknown or unpublished). */
export function getNotice(id: string): Promise<Notice> {
  return apiFetch<Notice>(noticePath(id));
}

export function useNotice(id: string | null) {
  return useSWR<Notice>(id ? noticePath(id) : null, () => getNotice(id!));
}
