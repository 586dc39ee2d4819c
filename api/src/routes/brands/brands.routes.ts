import { createRoute, z } from '@hono/zod-openapi';
import { BrandListQuerySchema, type Brand } from '@market/domain/brand';
import { jsonResponse, pageSchema, StandardErrors } from '../../lib/openapi';

export const BrandShape = {
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  banner: z.string(),
  logoUrl: z.string(),
  website: z.string().nullable(),
  category: z.object({ slug: z.string(), name: z.string() }).nullable(),
  followers: z.number().int(),
  productCount: z.number().int(),
  createdAt: z.string(),
};

export const BrandSchema: z.ZodType<Brand> = z.object(BrandShape).openapi('Brand');

export const list = createRoute({
  method: 'get',
  path: '/brands',
  tags: ['brands'],
  summary: '브랜드 목록 (운영중인 브랜드)',
  request: { query: BrandListQuerySchema },
  responses: { 200: jsonResponse(pageSchema(BrandSchema), '브랜드 페이지'), ...StandardErrors },
});
