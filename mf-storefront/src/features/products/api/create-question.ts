import { apiFetch } from '@market/api-client/api-fetch';
import type { CreateQuestion, CreateQuestionResult } from '@market/domain/review';

/** `POST /api/products/{id}/questions`: lands in the admin Q&A list; shown with its answer once given. */
export function createQuestion(productId: string, body: CreateQuestion): Promise<CreateQuestionResult> {
  return apiFetch<CreateQuestionResult>(`/api/products/${encodeURIComponent(productId)}/questions`, { method: 'POST', body: { ...body } });
}
