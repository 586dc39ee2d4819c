import { apiFetch, withQuery } from '@market/api-client/api-fetch';
import type { AdminQna, AdminQnaSummary } from '@market/domain/admin-qna';
import type { Page } from '@market/domain/paging';
import useSWR from 'swr';

export type AdminQnaQuery = Record<string, string | number | undefined>;
export type AdminQnaPage = Page<AdminQna> & { summary: AdminQnaSummary };

/** Every cached page of the list starts with this key (revalidated after a change). */
export const ADMIN_QNA_KEY = '/api/admin/qna';

export function adminQnaPath(query: AdminQnaQuery): string {
  return withQuery(ADMIN_QNA_KEY, query);
}

/** `GET /api/admin/qna` (permission content.qna.read): product questions and 1:1 inquiries, one page. */
export function getAdminQna(query: AdminQnaQuery): Promise<AdminQnaPage> {
  return apiFetch<AdminQnaPage>(adminQnaPath(query));
}

export function useAdminQna(query: AdminQnaQuery) {
  return useSWR<AdminQnaPage>(adminQnaPath(query), () => getAdminQna(query), { keepPreviousData: true });
}
