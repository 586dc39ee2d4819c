import { apiFetch, withQuery } from '@market/api-client/api-fetch';
import type { Page } from '@market/domain/paging';
import type { Review } from '@market/domain/product';
import useSWR from 'swr';

export const reviewsPath = (productId: string, page = 1, limit = 10) => withQuery('/api/reviews', { productId, page, limit });

/** `GET /api/reviews?productId=`: approved reviews, newest first, paged. */
export function getReviews(productId: string, page = 1): Promise<Page<Review>> {
  return apiFetch<Page<Review>>(reviewsPath(productId, page));
}

export function useReviews(productId: string | null, page = 1) {
  return useSWR<Page<Review>>(productId ? reviewsPath(productId, page) : null, () => getReviews(productId!, page), {
    keepPreviousData: false,
  });
}
