import { createRoute, z } from '@hono/zod-openapi';
import type { CategoryNode, CategoryTree } from '@market/domain/product';
import { jsonResponse } from '../../lib/openapi';

const ChildSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  productCount: z.number().int(),
  children: z.array(z.any()),
});
export const CategoryNodeSchema: z.ZodType<CategoryNode> = ChildSchema.extend({ children: z.array(ChildSchema) }).openapi(
  'CategoryNode',
) as z.ZodType<CategoryNode>;
export const CategoryTreeSchema: z.ZodType<CategoryTree> = z.object({ items: z.array(CategoryNodeSchema) }).openapi('CategoryTree');

export const tree = createRoute({
  method: 'get',
  path: '/categories',
  tags: ['categories'],
  summary: '카테고리 트리 (상품 수 포함)',
  responses: { 200: jsonResponse(CategoryTreeSchema, '2단계 카테고리 트리') },
});
