import { api, apiGet, apiKey, listQuery, type GetResult, type LooseQuery } from '@market/api-client/api';
import useSWR from 'swr';

export type AdminReviewQuery = LooseQuery;
export type AdminReviewPage = GetResult<typeof api.admin.reviews>;

/** Every cached page of the list starts with this key (revalidated after a change). */
export const ADMIN_REVIEWS_KEY = apiKey(api.admin.reviews, { query: {} });

const reviewsQuery = (query: AdminReviewQuery) => ({ query: listQuery(api.admin.reviews, query) });

export function adminReviewsPath(query: AdminReviewQuery): string {
  return apiKey(api.admin.reviews, reviewsQuery(query));
}

/** `GET /api/admin/reviews` (permission content.reviews.read): one page, filtered and sorted on the server. */
export function getAdminReviews(query: AdminReviewQuery): Promise<AdminReviewPage> {
  return apiGet(api.admin.reviews, reviewsQuery(query));
}

export function useAdminReviews(query: AdminReviewQuery) {
  return useSWR(adminReviewsPath(query), () => getAdminReviews(query), { keepPreviousData: true });
}
