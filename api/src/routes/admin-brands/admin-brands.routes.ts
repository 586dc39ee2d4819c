import { createRoute, z } from '@hono/zod-openapi';
import { AdminBrandListQuerySchema, BRAND_STATUSES, type AdminBrand } from '@market/domain/brand';
import { AdminErrors, jsonResponse, pageSchema, StandardErrors } from '../../lib/openapi';
import { BrandShape } from '../brands/brands.routes';

export const AdminBrandSchema: z.ZodType<AdminBrand> = z
  .object({
    ...BrandShape,
    status: z.enum(BRAND_STATUSES),
    contactEmail: z.string().nullable(),
    monthlyRevenue: z.number().int(),
    averageRating: z.number(),
  })
  .openapi('AdminBrand');

export const list = createRoute({
  method: 'get',
  path: '/brands',
  tags: ['admin'],
  summary: '브랜드 관리 목록',
  request: { query: AdminBrandListQuerySchema },
  responses: { 200: jsonResponse(pageSchema(AdminBrandSchema), '브랜드 페이지'), ...AdminErrors, ...StandardErrors },
});
