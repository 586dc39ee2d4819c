import { createRoute, z } from '@hono/zod-openapi';
import { BRAND_FOLLOW_MESSAGES, BrandListQuerySchema, type Brand, type BrandDetail, type BrandFollowState } from '@market/domain/brand';
import { customerRequired } from '../../lib/customer-session';
import { errorResponse, jsonResponse, pageSchema, StandardErrors } from '../../lib/openapi';

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

export const BrandDetailSchema: z.ZodType<BrandDetail> = z
  .object({
    ...BrandShape,
    averageRating: z.number(),
    stats: z.object({ all: z.number().int(), best: z.number().int(), new: z.number().int(), sale: z.number().int() }),
    following: z.boolean(),
  })
  .openapi('BrandDetail');

export const detail = createRoute({
  method: 'get',
  path: '/brands/{slugOrId}',
  tags: ['brands'],
  summary: '브랜드 상세 (슬러그 또는 ID, 탭별 상품 수, 로그인 회원의 팔로우 여부)',
  request: { params: z.object({ slugOrId: z.string().max(100) }) },
  responses: { 200: jsonResponse(BrandDetailSchema, '브랜드'), 404: errorResponse('브랜드를 찾을 수 없습니다') },
});

const BrandFollowStateSchema: z.ZodType<BrandFollowState> = z
  .object({ following: z.boolean(), followers: z.number().int() })
  .openapi('BrandFollowState');
const followRoute = (method: 'post' | 'delete', summary: string) =>
  createRoute({
    method,
    path: '/brands/{id}/follow',
    tags: ['brands'],
    middleware: [customerRequired(BRAND_FOLLOW_MESSAGES.loginRequired)],
    summary,
    request: { params: z.object({ id: z.string().max(100) }) },
    responses: {
      200: jsonResponse(BrandFollowStateSchema, '팔로우 상태와 팔로워 수'),
      401: errorResponse(BRAND_FOLLOW_MESSAGES.loginRequired),
      404: errorResponse('브랜드를 찾을 수 없습니다'),
    },
  });

export const follow = followRoute('post', '브랜드 팔로우 (ID 또는 슬러그; 이미 팔로우 중이면 그대로)');
export const unfollow = followRoute('delete', '브랜드 팔로우 취소 (팔로우하지 않았으면 그대로)');
