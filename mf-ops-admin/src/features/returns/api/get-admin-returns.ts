import { apiFetch, withQuery } from '@market/api-client/api-fetch';
import type { AdminReturn, AdminReturnSummary } from '@market/domain/admin-returns';
import type { Page } from '@market/domain/paging';
import useSWR from 'swr';

export type AdminReturnQuery = Record<string, string | number | undefined>;
export type AdminReturnPage = Page<AdminReturn> & { summary: AdminReturnSummary };

/** Every cached page of the list starts with this key (revalidated after a change). */
export const ADMIN_RETURNS_KEY = '/api/admin/returns';

export function adminReturnsPath(query: AdminReturnQuery): string {
  return withQuery(ADMIN_RETURNS_KEY, query);
}

/** `GET /api/admin/returns` (permission orders.returns.read): one page, filtered and sorted on the server. */
export function getAdminReturns(query: AdminReturnQuery): Promise<AdminReturnPage> {
  return apiFetch<AdminReturnPage>(adminReturnsPath(query));
}

export function useAdminReturns(query: AdminReturnQuery) {
  return useSWR<AdminReturnPage>(adminReturnsPath(query), () => getAdminReturns(query), { keepPreviousData: true });
}
