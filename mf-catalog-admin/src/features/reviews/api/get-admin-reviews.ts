import { apiFetch, withQuery } from '@market/api-client/api-fetch';
import type { AdminReview, AdminReviewSummary } from '@market/domain/admin-reviews';
import type { Page } from '@market/domain/paging';
import useSWR from 'swr';

export type AdminReviewQuery = Record<string, string | number | undefined>;
export type AdminReviewPage = Page<AdminReview> & { summary: AdminReviewSummary };

/** Every cached page of the list starts with this key (revalidated after a change). */
export const ADMIN_REVIEWS_KEY = '/api/admin/reviews';

export function adminReviewsPath(query: AdminReviewQuery): string {
  return withQuery(ADMIN_REVIEWS_KEY, query);
}

/** `GET /api/admin/reviews` (permission content.reviews.read): one page, filtered and sorted on the server. */
export function getAdminReviews(query: AdminReviewQuery): Promise<AdminReviewPage> {
  return apiFetch<AdminReviewPage>(adminReviewsPath(query));
}

export function useAdminReviews(query: AdminReviewQuery) {
  return useSWR<AdminReviewPage>(adminReviewsPath(query), () => getAdminReviews(query), { keepPreviousData: true });
}
