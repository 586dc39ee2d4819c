import { api, call } from '@market/api-client/api';
import type { CreateReview } from '@market/domain/review';

/** `POST /api/reviews`: the signed-in shopper's review, pending until an operator approves it. */
export function createReview(body: CreateReview) {
  return call(api.reviews.$post({ json: { ...body } }));
}
