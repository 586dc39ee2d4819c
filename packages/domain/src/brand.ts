import { z } from 'zod';
import { PageQuerySchema, SearchTextSchema } from './paging';

export const BRAND_STATUSES = ['active', 'pending', 'suspended'] as const;
export type BrandStatus = (typeof BRAND_STATUSES)[number];
export const BRAND_STATUS_LABELS: Record<BrandStatus, string> = { active: '운영중', pending: '승인 대기', suspended: '정지' };

export const BRAND_SORTS = ['followers', 'name', 'newest'] as const;

/** `GET /api/brands`: the storefront directory (active brands only). */
export const BrandListQuerySchema = PageQuerySchema.extend({
  q: SearchTextSchema,
  /** Top-level category slug. */
  category: z.string().trim().max(50).optional(),
  sort: z.enum(BRAND_SORTS, { error: '정렬 기준이 올바르지 않습니다.' }).default('followers'),
});
export type BrandListQuery = z.infer<typeof BrandListQuerySchema>;

/** A brand as the storefront sees it. */
export interface Brand {
  id: string;
  slug: string;
  name: string;
  nameEn: string;
  description: string;
  /** URL of the banner image (generated locally, served by the API). */
  banner: string;
  logoUrl: string;
  website: string | null;
  /** Top-level category: slug and Korean name. */
  category: { slug: string; name: string } | null;
  followers: number;
  productCount: number;
  createdAt: string;
}

/** Counts of the brand page's tabs (all / best / new / sale): active products only. */
export interface BrandStats {
  all: number;
  best: number;
  new: number;
  sale: number;
}

/** `GET /api/brands/{slugOrId}`: the brand page (404 '브랜드를 찾을 수 없습니다' when unknown or not active). */
export interface BrandDetail extends Brand {
  stats: BrandStats;
  averageRating: number;
  /** Whether the signed-in shopper follows it (false when anonymous). */
  following: boolean;
}

/** `POST` / `DELETE /api/brands/{id}/follow`: the shopper's state and the brand's follower count after it. */
export interface BrandFollowState {
  following: boolean;
  followers: number;
}

export const BRAND_FOLLOW_MESSAGES = {
  loginRequired: '브랜드를 팔로우하려면 로그인이 필요합니다.',
} as const;
