import { z } from 'zod';
import { BRAND_STATUS_LABELS, BRAND_STATUSES, type BrandStatus } from './brand';
import { isValidEmail } from './contact';
import { ExportQuerySchema } from './export';
import { canTransition, PARTNER_TRANSITIONS } from './lifecycle';
import { PageQuerySchema, SearchTextSchema } from './paging';

/**
 * Brand management in the admin (spec 001 "Brand management", section 4 "Brand status"): the
 * list query, the create / edit / status bodies, the row shape and the Korean messages, shared by
 * the API and the screen.
 */

export const BRAND_NAME_MAX = 50;
export const BRAND_DESCRIPTION_MAX = 1000;
export const BRAND_SLUG_MAX = 60;
export const BRAND_WEBSITE_MAX = 200;

export const BRAND_MESSAGES = {
  name: `브랜드명은 1~${BRAND_NAME_MAX}자로 입력해주세요.`,
  nameEn: `영문 브랜드명은 ${BRAND_NAME_MAX}자 이하의 영문, 숫자, 공백으로 입력해주세요.`,
  nameTaken: '같은 이름의 브랜드가 이미 있습니다.',
  slug: '슬러그는 영문 소문자, 숫자, 하이픈(-)으로 2~60자를 입력해주세요.',
  slugTaken: '이미 사용 중인 슬러그입니다.',
  category: '카테고리가 올바르지 않습니다.',
  categoryNotFound: '선택한 카테고리를 찾을 수 없습니다. 최상위 카테고리를 선택해주세요.',
  website: '웹사이트는 http:// 또는 https://로 시작하는 주소로 입력해주세요.',
  contactEmail: '담당자 이메일을 올바른 형식으로 입력해주세요.',
  description: `브랜드 소개는 ${BRAND_DESCRIPTION_MAX}자 이하로 입력해주세요.`,
  targetStatus: '변경할 상태가 올바르지 않습니다.',
  status: '상태 값이 올바르지 않습니다.',
  notFound: '브랜드를 찾을 수 없습니다.',
  stale: '다른 관리자가 먼저 브랜드 상태를 변경했습니다. 목록을 새로고침한 뒤 다시 시도해주세요.',
  sellerSuspended: '셀러가 정지된 브랜드는 활성화할 수 없습니다. 먼저 셀러를 재활성화해주세요.',
  sellerPending: '셀러가 승인 대기 중인 브랜드는 활성화할 수 없습니다. 셀러를 승인하면 함께 활성화됩니다.',
  noChanges: '변경할 내용을 입력해주세요.',
  created: '브랜드 등록 완료',
  createdDescription: '브랜드가 등록되었습니다. 승인하면 스토어에 노출됩니다.',
  updated: '브랜드 정보 수정 완료',
  updatedDescription: '브랜드 정보가 저장되었습니다.',
  /** Spec 001 section 8, word for word. */
  statusChanged: '브랜드 상태 변경 완료',
  statusChangedDescription: '브랜드 상태가 성공적으로 변경되었습니다.',
} as const;

/** 409 for a change section 4 does not offer, e.g. 운영중 → 운영중. */
export function illegalBrandTransitionMessage(from: BrandStatus, to: BrandStatus): string {
  return `'${BRAND_STATUS_LABELS[from]}' 상태의 브랜드는 '${BRAND_STATUS_LABELS[to]}' 상태로 변경할 수 없습니다.`;
}

/** The four buttons of section 4: approve, reject, suspend, reactivate. */
export type BrandAction = 'approve' | 'reject' | 'suspend' | 'reactivate';
export const BRAND_ACTION_LABELS: Record<BrandAction, string> = {
  approve: '승인',
  reject: '거절',
  suspend: '정지',
  reactivate: '재활성화',
};

/** The action a change from `from` to `to` is, or null when section 4 does not offer it. */
export function brandAction(from: BrandStatus, to: BrandStatus): BrandAction | null {
  if (!canTransition(PARTNER_TRANSITIONS, from, to)) return null;
  if (from === 'pending') return to === 'active' ? 'approve' : 'reject';
  return to === 'suspended' ? 'suspend' : 'reactivate';
}

/** The buttons offered for a brand in `status`, in display order. */
export function brandActions(status: BrandStatus): { action: BrandAction; to: BrandStatus }[] {
  return PARTNER_TRANSITIONS[status].map((to) => ({ action: brandAction(status, to)!, to }));
}

/** A URL slug from an English name: lowercase words joined by hyphens ('' when nothing is left). */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
}

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])$/;

/** Optional text of a form: an empty field means none (null). */
const optionalText = <T extends z.ZodType<string>>(schema: T) =>
  z.union([z.literal('').transform(() => null), z.null(), schema]).optional();

const WebsiteSchema = z
  .string({ error: BRAND_MESSAGES.website })
  .trim()
  .max(BRAND_WEBSITE_MAX, BRAND_MESSAGES.website)
  .refine((v) => {
    if (!/^https?:\/\//i.test(v)) return false;
    try {
      const url = new URL(v);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, BRAND_MESSAGES.website);

const ContactEmailSchema = z
  .string({ error: BRAND_MESSAGES.contactEmail })
  .trim()
  .max(100, BRAND_MESSAGES.contactEmail)
  .refine(isValidEmail, BRAND_MESSAGES.contactEmail);

const brandFields = {
  name: z.string({ error: BRAND_MESSAGES.name }).trim().min(1, BRAND_MESSAGES.name).max(BRAND_NAME_MAX, BRAND_MESSAGES.name),
  nameEn: z
    .string({ error: BRAND_MESSAGES.nameEn })
    .trim()
    .max(BRAND_NAME_MAX, BRAND_MESSAGES.nameEn)
    .regex(/^[A-Za-z0-9 &.'-]*$/, BRAND_MESSAGES.nameEn),
  slug: optionalText(z.string({ error: BRAND_MESSAGES.slug }).trim().toLowerCase().regex(SLUG, BRAND_MESSAGES.slug)),
  /** A top-level category's id; empty or null: none. */
  categoryId: optionalText(z.string({ error: BRAND_MESSAGES.category }).trim().max(100, BRAND_MESSAGES.category)),
  website: optionalText(WebsiteSchema),
  contactEmail: optionalText(ContactEmailSchema),
  description: z.string({ error: BRAND_MESSAGES.description }).trim().max(BRAND_DESCRIPTION_MAX, BRAND_MESSAGES.description),
};

/**
 * `POST /api/admin/brands`: a new brand, pending until approved. Without a slug one is made from
 * the English name (or a short random one), unique among brands.
 */
export const CreateBrandSchema = z.strictObject({
  ...brandFields,
  nameEn: brandFields.nameEn.default(''),
  description: brandFields.description.default(''),
});
export type CreateBrand = z.infer<typeof CreateBrandSchema>;
export type CreateBrandInput = z.input<typeof CreateBrandSchema>;

/** `PATCH /api/admin/brands/{id}`: the fields sent. */
export const UpdateBrandSchema = z.strictObject(brandFields).partial();
export type UpdateBrand = z.infer<typeof UpdateBrandSchema>;
export type UpdateBrandInput = z.input<typeof UpdateBrandSchema>;

/** `POST /api/admin/brands/{id}/status`; `expectedStatus` (what the operator saw) makes a stale click a 409. */
export const ChangeBrandStatusSchema = z.strictObject({
  status: z.enum(['active', 'suspended'], { error: BRAND_MESSAGES.targetStatus }),
  expectedStatus: z.enum(BRAND_STATUSES, { error: BRAND_MESSAGES.status }).optional(),
});
export type ChangeBrandStatus = z.infer<typeof ChangeBrandStatusSchema>;

export const ADMIN_BRAND_SORTS = ['newest', 'name', 'category', 'products', 'followers', 'revenue', 'rating', 'status'] as const;
export type AdminBrandSort = (typeof ADMIN_BRAND_SORTS)[number];

const listFilters = {
  q: SearchTextSchema,
  status: z.enum(BRAND_STATUSES, { error: BRAND_MESSAGES.status }).optional(),
  sort: z.enum(ADMIN_BRAND_SORTS, { error: '정렬 기준이 올바르지 않습니다.' }).default('newest'),
  order: z.enum(['asc', 'desc'], { error: '정렬 방향이 올바르지 않습니다.' }).default('desc'),
};

/** `GET /api/admin/brands`: text on name (Korean or English), slug or category name; numbered pages (a thousand brands at most). */
export const AdminBrandListQuerySchema = PageQuerySchema.extend(listFilters);
export type AdminBrandListQuery = z.infer<typeof AdminBrandListQuerySchema>;

/** `GET /api/admin/brands/export`: the list's filters and order as CSV or .xlsx (no personal data: no reason asked). */
export const AdminBrandExportQuerySchema = ExportQuerySchema.extend(listFilters);
export type AdminBrandExportQuery = z.infer<typeof AdminBrandExportQuerySchema>;

export const AdminBrandSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  logoUrl: z.string(),
  website: z.string().nullable(),
  contactEmail: z.string().nullable(),
  /** Top-level category. */
  category: z.object({ id: z.string(), slug: z.string(), name: z.string() }).nullable(),
  status: z.enum(BRAND_STATUSES),
  /** The seller's status when the brand has one: a brand of a suspended seller cannot be activated. */
  sellerStatus: z.enum(BRAND_STATUSES).nullable(),
  /** The brand's products (every status), counted from products. */
  productCount: z.number().int(),
  /** Rows of brand_follows. */
  followers: z.number().int(),
  /** Integer won: order lines of the last 30 days, cancelled orders excluded. */
  monthlyRevenue: z.number().int(),
  /** Mean of the approved reviews of its products, 0 to 5 (0: none). */
  averageRating: z.number(),
  createdAt: z.string(),
});
export type AdminBrandRow = z.infer<typeof AdminBrandSchema>;

/** The four tiles, over the searched set (the status filter left out). */
export const AdminBrandSummarySchema = z.object({
  active: z.number().int(),
  pending: z.number().int(),
  suspended: z.number().int(),
  totalProducts: z.number().int(),
  totalFollowers: z.number().int(),
});
export type AdminBrandSummary = z.infer<typeof AdminBrandSummarySchema>;

export const AdminBrandPageSchema = z.object({
  items: z.array(AdminBrandSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  summary: AdminBrandSummarySchema,
});
export type AdminBrandPage = z.infer<typeof AdminBrandPageSchema>;

/** What a write answers: the brand as it is now and the notice to show. */
export const AdminBrandResultSchema = z.object({ item: AdminBrandSchema, title: z.string(), message: z.string() });
export type AdminBrandResult = z.infer<typeof AdminBrandResultSchema>;
