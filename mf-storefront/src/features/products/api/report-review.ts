import { api, call, idParam } from '@market/api-client/api';
import type { ReportReview } from '@market/domain/review';

/** `POST /api/reviews/{id}/report`: the signed-in shopper reports a review (once; enough reports flag it for the operators). */
export function reportReview(id: string, body: ReportReview) {
  return call(api.reviews[':id'].report.$post({ param: idParam(id), json: { ...body } }));
}
