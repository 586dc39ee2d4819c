import { apiFetch, withQuery } from '@market/api-client/api-fetch';
import type { Page } from '@market/domain/paging';
import type { Faq, FaqCategoryCount } from '@market/domain/support';
import useSWR from 'swr';

export const FAQ_PAGE_SIZE = 20;

export const faqsPath = (category: string, q: string, page = 1) => withQuery('/api/faqs', { category, q, page, limit: FAQ_PAGE_SIZE });

/** `GET /api/faqs?category=&q=&page=`: FAQs of the database, by category and search text. */
export function getFaqs(category: string, q: string, page = 1): Promise<Page<Faq>> {
  return apiFetch<Page<Faq>>(faqsPath(category, q, page));
}

export function useFaqs(category: string, q: string, page = 1) {
  return useSWR<Page<Faq>>(faqsPath(category, q, page), () => getFaqs(category, q, page), { keepPreviousData: true });
}

export type FaqCategories = { items: FaqCategoryCount[]; total: number };

/** `GET /api/faqs/categories`: each category with its count. */
export function useFaqCategories() {
  return useSWR<FaqCategories>('/api/faqs/categories', () => apiFetch<FaqCategories>('/api/faqs/categories'));
}
