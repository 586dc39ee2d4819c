import { api, apiGet, apiKey } from '@market/api-client/api';
import type { CategoryChild, CategoryNode } from '@market/domain/product';
import useSWR from 'swr';

export const CATEGORIES_PATH = apiKey(api.categories);

/** `GET /api/categories`: the two-level category tree. */
export function getCategories() {
  return apiGet(api.categories);
}

export function useCategories() {
  return useSWR(CATEGORIES_PATH, getCategories, { revalidateIfStale: false });
}

/** Finds a category (top level or child) by slug. */
export function findCategory(items: readonly CategoryNode[] | undefined, slug: string): CategoryNode | CategoryChild | undefined {
  if (!items || !slug) return undefined;
  for (const node of items) {
    if (node.slug === slug) return node;
    const child = node.children.find((c) => c.slug === slug);
    if (child) return child;
  }
  return undefined;
}
