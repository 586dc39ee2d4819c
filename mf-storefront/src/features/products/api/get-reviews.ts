import { api, apiGet, apiKey } from '@market/api-client/api';
import useSWR from 'swr';

const reviewsArgs = (productId: string, page = 1, limit = 10) => ({ query: { productId, page, limit } });
export const reviewsPath = (productId: string, page = 1, limit = 10) => apiKey(api.reviews, reviewsArgs(productId, page, limit));

/** `GET /api/reviews?productId=`: approved reviews, newest first, paged. */
export function getReviews(productId: string, page = 1) {
  return apiGet(api.reviews, reviewsArgs(productId, page));
}

export function useReviews(productId: string | null, page = 1) {
  return useSWR(productId ? reviewsPath(productId, page) : null, () => getReviews(productId!, page), {
    keepPreviousData: false,
  });
}
