import { api, apiGet, apiKey, listQuery, type GetResult, type LooseQuery } from '@market/api-client/api';
import useSWR from 'swr';

export type AdminQnaQuery = LooseQuery;
export type AdminQnaPage = GetResult<typeof api.admin.qna>;

/** Every cached page of the list starts with this key (revalidated after a change). */
export const ADMIN_QNA_KEY = apiKey(api.admin.qna, { query: {} });

const qnaQuery = (query: AdminQnaQuery) => ({ query: listQuery(api.admin.qna, query) });

export function adminQnaPath(query: AdminQnaQuery): string {
  return apiKey(api.admin.qna, qnaQuery(query));
}

/** `GET /api/admin/qna` (permission content.qna.read): product questions and 1:1 inquiries, one page. */
export function getAdminQna(query: AdminQnaQuery): Promise<AdminQnaPage> {
  return apiGet(api.admin.qna, qnaQuery(query));
}

export function useAdminQna(query: AdminQnaQuery) {
  return useSWR(adminQnaPath(query), () => getAdminQna(query), { keepPreviousData: true });
}
