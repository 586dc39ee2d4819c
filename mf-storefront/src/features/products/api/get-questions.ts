import { apiFetch, withQuery } from '@market/api-client/api-fetch';
import type { Page } from '@market/domain/paging';
import type { ProductQuestion } from '@market/domain/review';
import useSWR from 'swr';

export const QUESTION_PAGE_SIZE = 10;

export const questionsPath = (productId: string, page = 1) =>
  withQuery(`/api/products/${encodeURIComponent(productId)}/questions`, { page, limit: QUESTION_PAGE_SIZE });

/** `GET /api/products/{id}/questions?page=`: public questions (and the shopper's own) with answers. */
export function getQuestions(productId: string, page = 1): Promise<Page<ProductQuestion>> {
  return apiFetch<Page<ProductQuestion>>(questionsPath(productId, page));
}

export function useQuestions(productId: string, page = 1) {
  return useSWR<Page<ProductQuestion>>(questionsPath(productId, page), () => getQuestions(productId, page), { keepPreviousData: true });
}
