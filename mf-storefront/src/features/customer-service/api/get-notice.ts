import { api, apiGet, apiKey, idParam } from '@market/api-client/api';
import useSWR from 'swr';

const noticeArgs = (id: string) => ({ param: idParam(id) });
export const noticePath = (id: string) => apiKey(api.notices[':id'], noticeArgs(id));

/** `GET /api/notices/{id}`: one notice (404 when unknown or unpublished). */
export function getNotice(id: string) {
  return apiGet(api.notices[':id'], noticeArgs(id));
}

export function useNotice(id: string | null) {
  return useSWR(id ? noticePath(id) : null, () => getNotice(id!));
}
