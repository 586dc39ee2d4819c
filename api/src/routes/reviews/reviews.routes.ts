import { createRoute, z } from '@hono/zod-openapi';
import { ReviewListQuerySchema, type Review } from '@market/domain/product';
import { jsonResponse, pageSchema, StandardErrors } from '../../lib/openapi';

export const ReviewSchema: z.ZodType<Review> = z
  .object({
    id: z.string(),
    productId: z.string(),
    author: z.string(),
    rating: z.number().int(),
    title: z.string(),
    content: z.string(),
    photoCount: z.number().int(),
    verified: z.boolean(),
    helpful: z.number().int(),
    adminReply: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('Review');

export const list = createRoute({
  method: 'get',
  path: '/reviews',
  tags: ['reviews'],
  summary: '상품 리뷰 (승인된 리뷰, 최신순)',
  request: { query: ReviewListQuerySchema },
  responses: { 200: jsonResponse(pageSchema(ReviewSchema), '리뷰 페이지'), ...StandardErrors },
});
