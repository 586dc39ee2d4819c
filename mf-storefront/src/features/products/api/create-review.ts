import { apiFetch } from '@market/api-client/api-fetch';
import type { CreateReview, CreateReviewResult } from '@market/domain/review';

/** `POST /api/reviews`: the signed-in shopper's review, pending until an operator approves it. */
export function createReview(body: CreateReview): Promise<CreateReviewResult> {
  return apiFetch<CreateReviewResult>('/api/reviews', { method: 'POST', body: { ...body } });
}
