import { api, apiGet, apiKey, idParam } from '@market/api-client/api';
import useSWR from 'swr';

export const QUESTION_PAGE_SIZE = 10;

const questionsArgs = (productId: string, page = 1) => ({ param: idParam(productId), query: { page, limit: QUESTION_PAGE_SIZE } });
export const questionsPath = (productId: string, page = 1) => apiKey(api.products[':id'].questions, questionsArgs(productId, page));

/** `GET /api/products/{id}/questions?page=`: public questions (and the shopper's own) with answers. */
export function getQuestions(productId: string, page = 1) {
  return apiGet(api.products[':id'].questions, questionsArgs(productId, page));
}

export function useQuestions(productId: string, page = 1) {
  return useSWR(questionsPath(productId, page), () => getQuestions(productId, page), { keepPreviousData: true });
}
