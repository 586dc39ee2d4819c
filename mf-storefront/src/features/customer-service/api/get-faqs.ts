import { api, apiGet, apiKey, listQuery } from '@market/api-client/api';
import useSWR from 'swr';

export const FAQ_PAGE_SIZE = 20;

const faqsArgs = (category: string, q: string, page = 1) => ({
  query: listQuery(api.faqs, { category, q, page, limit: FAQ_PAGE_SIZE }),
});
export const faqsPath = (category: string, q: string, page = 1) => apiKey(api.faqs, faqsArgs(category, q, page));

/** `GET /api/faqs?category=&q=&page=`: FAQs of the database, by category and search text. */
export function getFaqs(category: string, q: string, page = 1) {
  return apiGet(api.faqs, faqsArgs(category, q, page));
}

export function useFaqs(category: string, q: string, page = 1) {
  return useSWR(faqsPath(category, q, page), () => getFaqs(category, q, page), { keepPreviousData: true });
}

/** `GET /api/faqs/categories`: each category with its count. */
export function useFaqCategories() {
  return useSWR(apiKey(api.faqs.categories), () => apiGet(api.faqs.categories));
}
