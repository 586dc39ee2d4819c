import { apiFetch } from '@market/api-client/api-fetch';
import type { CategoryNode, CategoryTree } from '@market/domain/product';
import useSWR from 'swr';

export const CATEGORIES_PATH = '/api/categories';

/** `GET /api/categories`: the two-level category tree. */
export function getCategories(): Promise<CategoryTree> {
  return apiFetch<CategoryTree>(CATEGORIES_PATH);
}

export function useCategories() {
  return useSWR<CategoryTree>(CATEGORIES_PATH, getCategories, { revalidateIfStale: false });
}

/** Finds a category (top level or child) by slug. */
export function findCategory(items: readonly CategoryNode[] | undefined, slug: string): CategoryNode | undefined {
  if (!items || !slug) return undefined;
  for (const node of items) {
    if (node.slug === slug) return node;
    const child = node.children.find((c) => c.slug === slug);
    if (child) return child;
  }
  return undefined;
}
