import { api, call, idParam } from '@market/api-client/api';
import type { CreateQuestion } from '@market/domain/review';

/** `POST /api/products/{id}/questions`: lands in the admin Q&A list; shown with its answer once given. */
export function createQuestion(productId: string, body: CreateQuestion) {
  return call(api.products[':id'].questions.$post({ param: idParam(productId), json: { ...body } }));
}
