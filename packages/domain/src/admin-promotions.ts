import { z } from 'zod';
import { periodInstant } from './admin-banners';
import { ExportQuerySchema } from './export';
import { canTransition, PROMOTION_STATUSES, PROMOTION_TRANSITIONS, type PromotionStatus } from './lifecycle';
import { averageOrderValue, conversionRate, ctr, roas } from './metrics';
import { PageQuerySchema, SearchTextSchema } from './paging';

/**
 * Promotion management (spec 001 "Promotion management", section 4 "Promotion"): types,
 * audiences, the list query, create / edit / status bodies, the computed figures and the Korean
 * notices, shared by the API, the admin screen and the storefront's attribution.
 */

export const PROMOTION_TYPES = ['discount', 'brand_spotlight', 'first_purchase', 'seasonal', 'loyalty', 'flash_sale'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];
export const PROMOTION_TYPE_LABELS: Record<PromotionType, string> = {
  discount: '할인',
  brand_spotlight: '브랜드 스포트라이트',
  first_purchase: '첫 구매',
  seasonal: '시즌',
  loyalty: '로열티',
  flash_sale: '플래시 세일',
};

export const PROMOTION_AUDIENCES = ['all_customers', 'new_customers', 'premium_customers', 'vip_customers', 'inactive_customers'] as const;
export type PromotionAudience = (typeof PROMOTION_AUDIENCES)[number];
export const PROMOTION_AUDIENCE_LABELS: Record<PromotionAudience, string> = {
  all_customers: '전체 고객',
  new_customers: '신규 고객',
  premium_customers: '프리미엄 고객',
  vip_customers: 'VIP 고객',
  inactive_customers: '휴면 고객',
};

export const PROMOTION_STATUS_LABELS: Record<PromotionStatus, string> = {
  draft: '초안',
  active: '진행중',
  paused: '일시 중지',
  completed: '완료',
  cancelled: '취소',
};

export const PROMOTION_NAME_MAX = 100;
export const PROMOTION_DESCRIPTION_MAX = 1000;
export const PROMOTION_BUDGET_MAX = 100_000_000_000;
export const PROMOTION_SCOPE_MAX = 50;
/**
 * Ad spend (spec 001: budget, spent, "total ad spend", ROAS = revenue / spent): a promotion is
 * charged per click on it, this many won, until its budget is used up (spent never passes budget;
 * clicks beyond it are still counted).
 */
export const PROMOTION_COST_PER_CLICK = 300;
/** A click on a promotion counts an order placed this many days after it. */
export const PROMOTION_ATTRIBUTION_DAYS = 7;

export const PROMOTION_MESSAGES = {
  name: '프로모션 이름을 입력해주세요.',
  nameTooLong: `프로모션 이름은 ${PROMOTION_NAME_MAX}자 이하로 입력해주세요.`,
  description: `설명은 ${PROMOTION_DESCRIPTION_MAX}자 이하로 입력해주세요.`,
  type: '프로모션 유형을 선택해주세요.',
  audience: '대상 고객을 선택해주세요.',
  budget: '예산은 0원 이상의 정수(원)로 입력해주세요.',
  budgetTooLarge: '예산이 너무 큽니다.',
  startsAt: '시작일을 입력해주세요.',
  endsAt: '종료일을 입력해주세요.',
  period: '종료일은 시작일보다 뒤여야 합니다.',
  scope: '브랜드·카테고리 선택이 올바르지 않습니다.',
  scopeTooMany: `브랜드·카테고리는 각각 ${PROMOTION_SCOPE_MAX}개까지 선택할 수 있습니다.`,
  unknownBrand: '선택한 브랜드 중 찾을 수 없는 브랜드가 있습니다.',
  unknownCategory: '선택한 카테고리 중 찾을 수 없는 카테고리가 있습니다.',
  status: '상태 값이 올바르지 않습니다.',
  action: '변경할 상태가 올바르지 않습니다.',
  sort: '정렬 기준이 올바르지 않습니다.',
  order: '정렬 방향이 올바르지 않습니다.',
  notFound: '프로모션을 찾을 수 없습니다.',
  noChanges: '변경할 내용을 입력해주세요.',
  ended: '종료일이 지난 프로모션은 활성화할 수 없습니다. 종료일을 오늘 이후로 수정한 뒤 다시 활성화해주세요.',
  stale: '다른 관리자가 먼저 프로모션 상태를 변경했습니다. 목록을 새로고침한 뒤 다시 시도해주세요.',
  /** Spec 001 section 8 in Korean. */
  successTitle: '프로모션 업데이트 완료',
  activated: '프로모션이 활성화되었습니다.',
  paused: '프로모션이 일시 중지되었습니다.',
  updated: '프로모션이 수정되었습니다.',
  created: '프로모션이 초안으로 등록되었습니다. 활성화하면 스토어에 노출됩니다.',
} as const;

export type PromotionAction = 'activate' | 'pause';
export const PROMOTION_ACTION_LABELS: Record<PromotionAction, string> = { activate: '활성화', pause: '일시 중지' };
export const PROMOTION_ACTION_TARGET: Record<PromotionAction, PromotionStatus> = { activate: 'active', pause: 'paused' };

/** The buttons section 4 offers: pause for active, activate for draft or paused, none for completed or cancelled. */
export function promotionActions(status: PromotionStatus): PromotionAction[] {
  return (['pause', 'activate'] as const).filter((a) => canTransition(PROMOTION_TRANSITIONS, status, PROMOTION_ACTION_TARGET[a]));
}

/** 409 for a status change section 4 does not offer. */
export function illegalPromotionTransitionMessage(from: PromotionStatus, action: PromotionAction): string {
  return `'${PROMOTION_STATUS_LABELS[from]}' 상태의 프로모션은 ${PROMOTION_ACTION_LABELS[action]}할 수 없습니다.`;
}

/** The figures the spec shows, computed from the counters (percentages to one decimal). */
export function promotionFigures(p: {
  impressions: number;
  clicks: number;
  conversions: number;
  revenue: number;
  spent: number;
  budget: number;
}) {
  return {
    ctr: ctr(p.clicks, p.impressions),
    conversionRate: conversionRate(p.conversions, p.clicks),
    roas: roas(p.revenue, p.spent),
    averageOrderValue: averageOrderValue(p.revenue, p.conversions),
    /** Spent over budget in percent, one decimal (the table's bar). */
    spentRate: p.budget > 0 ? Math.round((p.spent / p.budget) * 1000) / 10 : 0,
  };
}

const Uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, PROMOTION_MESSAGES.scope);
/** A scope: a list of ids, or null / empty for every brand (category). */
const ScopeSchema = z
  .array(Uuid, { error: PROMOTION_MESSAGES.scope })
  .max(PROMOTION_SCOPE_MAX, PROMOTION_MESSAGES.scopeTooMany)
  .nullable()
  .transform((v) => (v && v.length > 0 ? [...new Set(v.map((id) => id.toLowerCase()))] : null));

const promotionFields = {
  name: z
    .string({ error: PROMOTION_MESSAGES.name })
    .trim()
    .min(1, PROMOTION_MESSAGES.name)
    .max(PROMOTION_NAME_MAX, PROMOTION_MESSAGES.nameTooLong),
  type: z.enum(PROMOTION_TYPES, { error: PROMOTION_MESSAGES.type }),
  description: z.string({ error: PROMOTION_MESSAGES.description }).trim().max(PROMOTION_DESCRIPTION_MAX, PROMOTION_MESSAGES.description),
  targetAudience: z.enum(PROMOTION_AUDIENCES, { error: PROMOTION_MESSAGES.audience }),
  budget: z.coerce
    .number({ error: PROMOTION_MESSAGES.budget })
    .int(PROMOTION_MESSAGES.budget)
    .min(0, PROMOTION_MESSAGES.budget)
    .max(PROMOTION_BUDGET_MAX, PROMOTION_MESSAGES.budgetTooLarge),
  startsAt: periodInstant('start', PROMOTION_MESSAGES.startsAt),
  endsAt: periodInstant('end', PROMOTION_MESSAGES.endsAt),
  brandIds: ScopeSchema,
  categoryIds: ScopeSchema,
};

const periodCheck = (v: { startsAt?: string; endsAt?: string }, ctx: z.RefinementCtx) => {
  if (v.startsAt && v.endsAt && new Date(v.endsAt) <= new Date(v.startsAt))
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: PROMOTION_MESSAGES.period });
};

/** `POST /api/admin/promotions`: every field; a new promotion is a draft. */
export const CreatePromotionSchema = z
  .strictObject({
    ...promotionFields,
    description: promotionFields.description.default(''),
    targetAudience: promotionFields.targetAudience.default('all_customers'),
    brandIds: promotionFields.brandIds.default(null),
    categoryIds: promotionFields.categoryIds.default(null),
  })
  .superRefine(periodCheck);
export type CreatePromotion = z.infer<typeof CreatePromotionSchema>;
export type CreatePromotionInput = z.input<typeof CreatePromotionSchema>;

/** `PATCH /api/admin/promotions/{id}`: the fields sent. */
export const UpdatePromotionSchema = z.strictObject(promotionFields).partial().superRefine(periodCheck);
export type UpdatePromotion = z.infer<typeof UpdatePromotionSchema>;
export type UpdatePromotionInput = z.input<typeof UpdatePromotionSchema>;

/** `POST /api/admin/promotions/{id}/status`. */
export const ChangePromotionStatusSchema = z.strictObject({
  action: z.enum(['activate', 'pause'], { error: PROMOTION_MESSAGES.action }),
  expectedStatus: z.enum(PROMOTION_STATUSES, { error: PROMOTION_MESSAGES.status }).optional(),
});
export type ChangePromotionStatus = z.infer<typeof ChangePromotionStatusSchema>;

export const ADMIN_PROMOTION_SORTS = [
  'created',
  'name',
  'budget',
  'spent',
  'impressions',
  'clicks',
  'conversions',
  'revenue',
  'starts',
  'ends',
] as const;
export type AdminPromotionSort = (typeof ADMIN_PROMOTION_SORTS)[number];

const listFilters = {
  q: SearchTextSchema,
  type: z.enum(PROMOTION_TYPES, { error: PROMOTION_MESSAGES.type }).optional(),
  status: z.enum(PROMOTION_STATUSES, { error: PROMOTION_MESSAGES.status }).optional(),
  sort: z.enum(ADMIN_PROMOTION_SORTS, { error: PROMOTION_MESSAGES.sort }).default('created'),
  order: z.enum(['asc', 'desc'], { error: PROMOTION_MESSAGES.order }).default('desc'),
};

/** `GET /api/admin/promotions`: search on name and description, type and status filters, sort, pages. */
export const AdminPromotionListQuerySchema = PageQuerySchema.extend(listFilters);
export type AdminPromotionListQuery = z.infer<typeof AdminPromotionListQuerySchema>;

export const AdminPromotionExportQuerySchema = ExportQuerySchema.extend(listFilters);
export type AdminPromotionExportQuery = z.infer<typeof AdminPromotionExportQuerySchema>;

const ScopeItemSchema = z.object({ id: z.string(), name: z.string() });

export const AdminPromotionSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.enum(PROMOTION_TYPES),
  description: z.string(),
  status: z.enum(PROMOTION_STATUSES),
  targetAudience: z.enum(PROMOTION_AUDIENCES),
  budget: z.number().int(),
  spent: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  conversions: z.number().int(),
  revenue: z.number().int(),
  ctr: z.number(),
  conversionRate: z.number(),
  roas: z.number(),
  averageOrderValue: z.number().int(),
  spentRate: z.number(),
  /** Null: every brand (category). */
  brands: z.array(ScopeItemSchema).nullable(),
  categories: z.array(ScopeItemSchema).nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPromotion = z.infer<typeof AdminPromotionSchema>;

export const AdminPromotionSummarySchema = z.object({
  active: z.number().int(),
  conversions: z.number().int(),
  clicks: z.number().int(),
  revenue: z.number().int(),
  spent: z.number().int(),
});
export type AdminPromotionSummary = z.infer<typeof AdminPromotionSummarySchema>;

export const AdminPromotionPageSchema = z.object({
  items: z.array(AdminPromotionSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  summary: AdminPromotionSummarySchema,
});
export type AdminPromotionPage = z.infer<typeof AdminPromotionPageSchema>;

export const AdminPromotionResultSchema = z.object({ item: AdminPromotionSchema, title: z.string(), message: z.string() });
export type AdminPromotionResult = z.infer<typeof AdminPromotionResultSchema>;

/** One day of a promotion (Korean calendar day): the detail's chart. */
export const PromotionDailyStatSchema = z.object({
  day: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  conversions: z.number().int(),
  revenue: z.number().int(),
});
export type PromotionDailyStat = z.infer<typeof PromotionDailyStatSchema>;
export const PromotionDailyStatsSchema = z.object({ items: z.array(PromotionDailyStatSchema) });

/** Brands and categories the scope multi-selects offer. */
export const PromotionScopeOptionsSchema = z.object({
  brands: z.array(ScopeItemSchema),
  categories: z.array(ScopeItemSchema.extend({ parentName: z.string().nullable() })),
});
export type PromotionScopeOptions = z.infer<typeof PromotionScopeOptionsSchema>;

// ---- the storefront

/** `GET /api/promotions`: the active promotions now in their period, for the home strip. */
export const PublicPromotionSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(PROMOTION_TYPES),
  description: z.string(),
  endsAt: z.string(),
  /** The scope for the listing link (brand ids, category slugs); empty: every one. */
  brandIds: z.array(z.string()),
  categorySlugs: z.array(z.string()),
});
export type PublicPromotion = z.infer<typeof PublicPromotionSchema>;
