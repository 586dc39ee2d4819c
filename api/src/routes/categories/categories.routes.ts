import { createRoute, z } from '@hono/zod-openapi';
import type { CategoryTree } from '@market/domain/product';
import { jsonResponse } from '../../lib/openapi';

/**
 * The tree has two levels, so the schema spells them out instead of recursing: a recursive type
 * reaches the typed client as plain JSON, this one keeps every field typed (ADR 019).
 */
const ChildSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  productCount: z.number().int(),
  /** Always empty: a child has no children of its own. */
  children: z.array(z.never()),
});
export const CategoryNodeSchema = ChildSchema.extend({ children: z.array(ChildSchema) }).openapi('CategoryNode');
export const CategoryTreeSchema = z.object({ items: z.array(CategoryNodeSchema) }).openapi('CategoryTree');
// The schema and the domain's CategoryTree describe one answer (both directions are checked).
type Answer = z.infer<typeof CategoryTreeSchema>;
export type CategoryTreeMatches = [Answer, CategoryTree] extends [CategoryTree, Answer] ? true : never;
export const categoryTreeMatches: CategoryTreeMatches = true;

export const tree = createRoute({
  method: 'get',
  path: '/categories',
  tags: ['categories'],
  summary: '카테고리 트리 (상품 수 포함)',
  responses: { 200: jsonResponse(CategoryTreeSchema, '2단계 카테고리 트리') },
});
