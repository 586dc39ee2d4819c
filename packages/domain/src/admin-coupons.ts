import { z } from 'zod';
import { COUPON_CODE_MAX, COUPON_TYPES, normalizeCouponCode, type CouponType } from './coupon';
import { ExportQuerySchema } from './export';
import { canTransition, COUPON_STATUSES, COUPON_TRANSITIONS, type CouponStatus } from './lifecycle';
import { CursorPageQuerySchema, PageQuerySchema, SearchTextSchema } from './paging';

/**
 * Coupon management in the admin (spec 001 "Coupon management", section 4 "Coupon"): the list
 * query, the create / edit / status bodies, the row shape and the Korean messages, shared by the
 * API and the screen; and the storefront's coupon zone (public coupons a shopper downloads).
 */

export const COUPON_TYPE_LABELS: Record<CouponType, string> = { percentage: '정률 할인', fixed: '정액 할인', shipping: '무료배송' };
export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = { active: '활성', inactive: '비활성', expired: '만료' };

export const COUPON_VALUE_MAX = 10_000_000;
export const COUPON_QUANTITY_MAX = 10_000_000;
export const COUPON_NAME_MAX = 100;
export const COUPON_DESCRIPTION_MAX = 500;

export const ADMIN_COUPON_MESSAGES = {
  code: '쿠폰 코드는 영문 대문자, 숫자, 하이픈(-), 밑줄(_)로 3~40자를 입력해주세요.',
  codeTaken: '이미 사용 중인 쿠폰 코드입니다.',
  name: '쿠폰 이름을 입력해주세요.',
  nameTooLong: `쿠폰 이름은 ${COUPON_NAME_MAX}자 이하로 입력해주세요.`,
  description: `설명은 ${COUPON_DESCRIPTION_MAX}자 이하로 입력해주세요.`,
  type: '할인 유형을 선택해주세요.',
  percentage: '할인율은 1~100% 사이의 정수로 입력해주세요.',
  fixed: `할인 금액은 1원 이상 ${COUPON_VALUE_MAX.toLocaleString('ko-KR')}원 이하의 정수로 입력해주세요.`,
  maxDiscount: '최대 할인 금액은 1원 이상의 정수로 입력해주세요.',
  minOrderAmount: '최소 주문 금액은 0원 이상의 정수로 입력해주세요.',
  totalQuantity: `발행 수량은 1~${COUPON_QUANTITY_MAX.toLocaleString('ko-KR')}개 사이로 입력해주세요.`,
  quantityBelowUsed: '발행 수량은 이미 사용된 수량보다 적을 수 없습니다.',
  date: '날짜를 YYYY-MM-DD 형식으로 입력해주세요.',
  period: '종료일은 시작일 이후여야 합니다.',
  brandId: '브랜드가 올바르지 않습니다.',
  brandNotFound: '선택한 브랜드를 찾을 수 없습니다.',
  status: '상태 값이 올바르지 않습니다.',
  action: '변경할 상태가 올바르지 않습니다.',
  sort: '정렬 기준이 올바르지 않습니다.',
  order: '정렬 방향이 올바르지 않습니다.',
  notFound: '쿠폰을 찾을 수 없습니다.',
  noChanges: '변경할 내용을 입력해주세요.',
  expired: '만료된 쿠폰은 활성화하거나 비활성화할 수 없습니다.',
  alreadyActive: '이미 활성 상태인 쿠폰입니다.',
  alreadyInactive: '이미 비활성 상태인 쿠폰입니다.',
  redeemed: '사용 내역이 있는 쿠폰은 삭제할 수 없습니다. 비활성화해주세요.',
  created: '쿠폰 생성 완료',
  createdDescription: '쿠폰이 생성되었습니다.',
  updated: '쿠폰 수정 완료',
  updatedDescription: '쿠폰 정보가 저장되었습니다.',
  deleted: '쿠폰 삭제 완료',
  deletedDescription: '쿠폰이 삭제되었습니다.',
  /** Spec 001 section 8. */
  statusChanged: '쿠폰 상태 변경 완료',
  activated: '쿠폰이 활성화되었습니다.',
  deactivated: '쿠폰이 비활성화되었습니다.',
} as const;

/** The two buttons of section 4. */
export const COUPON_ACTIONS = ['activate', 'deactivate'] as const;
export type CouponAction = (typeof COUPON_ACTIONS)[number];
export const COUPON_ACTION_LABELS: Record<CouponAction, string> = { activate: '활성화', deactivate: '비활성화' };

/** The status a coupon shows: expired when marked so or its end has passed. */
export function effectiveCouponStatus(status: CouponStatus, endsAt: Date | string, now = new Date()): CouponStatus {
  return status === 'expired' || new Date(endsAt).getTime() < now.getTime() ? 'expired' : status;
}

/** The button offered for a coupon in its shown status (an expired one: none). */
export function couponAction(status: CouponStatus): CouponAction | null {
  if (status === 'active') return 'deactivate';
  if (status === 'inactive') return 'activate';
  return null;
}

/** The status an action leads to, when section 4 allows it from `from`; else null. */
export function couponActionTarget(from: CouponStatus, action: CouponAction): CouponStatus | null {
  const to: CouponStatus = action === 'activate' ? 'active' : 'inactive';
  return canTransition(COUPON_TRANSITIONS, from, to) ? to : null;
}

// ---- dates: a day typed in the form is a Korea-time day

const DATE_INPUT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * The instant a typed date stands for: `YYYY-MM-DD` is the start of that day in Korea time (or
 * its last millisecond for an end date); a date-time without an offset is Korea time.
 */
export function couponInstant(text: string, edge: 'start' | 'end'): Date | null {
  if (!DATE_INPUT.test(text)) return null;
  let iso = text;
  if (text.length === 10) iso = `${text}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}+09:00`;
  else if (!/(Z|[+-]\d{2}:\d{2})$/.test(text)) iso = `${text}+09:00`;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The Korea-time day of an instant, as the form's date input shows it. */
export function couponDateInput(iso: string): string {
  return new Date(new Date(iso).getTime() + 9 * 3600_000).toISOString().slice(0, 10);
}

const DateSchema = z
  .string({ error: ADMIN_COUPON_MESSAGES.date })
  .trim()
  .refine((v) => couponInstant(v, 'start') !== null, ADMIN_COUPON_MESSAGES.date);

/** A blank input or an absent key: null. */
const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

const int = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const couponFields = {
  code: z
    .string({ error: ADMIN_COUPON_MESSAGES.code })
    .trim()
    .max(COUPON_CODE_MAX, ADMIN_COUPON_MESSAGES.code)
    .transform(normalizeCouponCode)
    .pipe(z.string().regex(/^[A-Z0-9_-]{3,40}$/, ADMIN_COUPON_MESSAGES.code)),
  name: z
    .string({ error: ADMIN_COUPON_MESSAGES.name })
    .trim()
    .min(1, ADMIN_COUPON_MESSAGES.name)
    .max(COUPON_NAME_MAX, ADMIN_COUPON_MESSAGES.nameTooLong),
  description: z.string({ error: ADMIN_COUPON_MESSAGES.description }).trim().max(COUPON_DESCRIPTION_MAX, ADMIN_COUPON_MESSAGES.description),
  type: z.enum(COUPON_TYPES, { error: ADMIN_COUPON_MESSAGES.type }),
  /** Percent (percentage), won (fixed); ignored and stored as 0 for shipping coupons. */
  value: int(ADMIN_COUPON_MESSAGES.fixed, 0, COUPON_VALUE_MAX),
  /** Percentage coupons only; empty (the form's blank input) is none. */
  maxDiscount: z.preprocess(emptyToNull, int(ADMIN_COUPON_MESSAGES.maxDiscount, 1, COUPON_VALUE_MAX).nullable()),
  minOrderAmount: int(ADMIN_COUPON_MESSAGES.minOrderAmount, 0, COUPON_VALUE_MAX * 10),
  totalQuantity: int(ADMIN_COUPON_MESSAGES.totalQuantity, 1, COUPON_QUANTITY_MAX),
  startDate: DateSchema,
  endDate: DateSchema,
  brandId: z.preprocess(
    emptyToNull,
    z.string({ error: ADMIN_COUPON_MESSAGES.brandId }).trim().max(100, ADMIN_COUPON_MESSAGES.brandId).nullable(),
  ),
  isPublic: z.boolean({ error: '공개 여부가 올바르지 않습니다.' }),
};

export interface CouponRuleInput {
  type: CouponType;
  value: number;
  startDate: string;
  endDate: string;
}

/** The rules across fields (value by type, end after start), as [field, message] pairs. */
export function couponRuleIssues(v: CouponRuleInput): [keyof CouponRuleInput, string][] {
  const issues: [keyof CouponRuleInput, string][] = [];
  if (v.type === 'percentage' && (v.value < 1 || v.value > 100)) issues.push(['value', ADMIN_COUPON_MESSAGES.percentage]);
  if (v.type === 'fixed' && v.value < 1) issues.push(['value', ADMIN_COUPON_MESSAGES.fixed]);
  const start = couponInstant(v.startDate, 'start');
  const end = couponInstant(v.endDate, 'end');
  if (start && end && end.getTime() <= start.getTime()) issues.push(['endDate', ADMIN_COUPON_MESSAGES.period]);
  return issues;
}

/** `POST /api/admin/coupons`; the create dialog validates with the same schema. */
export const CreateCouponSchema = z
  .strictObject({
    ...couponFields,
    description: couponFields.description.default(''),
    maxDiscount: couponFields.maxDiscount,
    minOrderAmount: couponFields.minOrderAmount.default(0),
    brandId: couponFields.brandId,
    isPublic: couponFields.isPublic.default(false),
    status: z.enum(['active', 'inactive'], { error: ADMIN_COUPON_MESSAGES.status }).default('active'),
  })
  .superRefine((v, ctx) => {
    for (const [path, message] of couponRuleIssues(v)) ctx.addIssue({ code: 'custom', path: [path], message });
  });
export type CreateCoupon = z.infer<typeof CreateCouponSchema>;
export type CreateCouponInput = z.input<typeof CreateCouponSchema>;

/** `PATCH /api/admin/coupons/{id}`: the fields sent; the rules are checked on the merged coupon by the API. */
export const UpdateCouponSchema = z.strictObject(couponFields).partial();
export type UpdateCoupon = z.infer<typeof UpdateCouponSchema>;

/** `POST /api/admin/coupons/{id}/status` (spec 001 section 7 payload: action). */
export const ChangeCouponStatusSchema = z.strictObject({
  action: z.enum(COUPON_ACTIONS, { error: ADMIN_COUPON_MESSAGES.action }),
});
export type ChangeCouponStatus = z.infer<typeof ChangeCouponStatusSchema>;

export const ADMIN_COUPON_SORTS = ['created', 'code', 'name', 'value', 'minOrder', 'used', 'usage', 'starts', 'ends', 'status'] as const;
export type AdminCouponSort = (typeof ADMIN_COUPON_SORTS)[number];

const listFilters = {
  q: SearchTextSchema,
  status: z.enum(COUPON_STATUSES, { error: ADMIN_COUPON_MESSAGES.status }).optional(),
  type: z.enum(COUPON_TYPES, { error: ADMIN_COUPON_MESSAGES.type }).optional(),
  sort: z.enum(ADMIN_COUPON_SORTS, { error: ADMIN_COUPON_MESSAGES.sort }).default('created'),
  order: z.enum(['asc', 'desc'], { error: ADMIN_COUPON_MESSAGES.order }).default('desc'),
};

/** `GET /api/admin/coupons`: text on code or name, status (as shown) and type; keyset `cursor` or `page`. */
export const AdminCouponListQuerySchema = PageQuerySchema.extend({ ...listFilters, cursor: CursorPageQuerySchema.shape.cursor });
export type AdminCouponListQuery = z.infer<typeof AdminCouponListQuerySchema>;

/** `GET /api/admin/coupons/export`: the list's filters and order, as CSV or .xlsx. */
export const AdminCouponExportQuerySchema = ExportQuerySchema.extend(listFilters);
export type AdminCouponExportQuery = z.infer<typeof AdminCouponExportQuerySchema>;

export const AdminCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(COUPON_TYPES),
  value: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  minOrderAmount: z.number().int(),
  totalQuantity: z.number().int(),
  /** Live (not released) redemptions. */
  usedQuantity: z.number().int(),
  remainingQuantity: z.number().int(),
  /** Used / total, one decimal. */
  usagePercent: z.number(),
  /** Shoppers who downloaded it (coupon zone) or were given it. */
  issuedCount: z.number().int(),
  /** Never redeemed (released uses count too): only then may it be deleted. */
  deletable: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** As shown: expired when marked so or past its end. */
  status: z.enum(COUPON_STATUSES),
  brandId: z.string().nullable(),
  brandName: z.string().nullable(),
  isPublic: z.boolean(),
  isSignupBenefit: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCoupon = z.infer<typeof AdminCouponSchema>;

/** The four cards, over the searched set. */
export const AdminCouponSummarySchema = z.object({
  active: z.number().int(),
  totalUsed: z.number().int(),
  averageUsagePercent: z.number(),
  expired: z.number().int(),
});
export type AdminCouponSummary = z.infer<typeof AdminCouponSummarySchema>;

export const AdminCouponPageSchema = z.object({
  items: z.array(AdminCouponSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  nextCursor: z.string().nullable(),
  summary: AdminCouponSummarySchema,
});
export type AdminCouponPage = z.infer<typeof AdminCouponPageSchema>;

/** What a write answers: the coupon as it is now and the notice to show. */
export const AdminCouponResultSchema = z.object({ item: AdminCouponSchema, title: z.string(), message: z.string() });
export type AdminCouponResult = z.infer<typeof AdminCouponResultSchema>;

export const AdminCouponDeleteResultSchema = z.object({ id: z.string(), title: z.string(), message: z.string() });
export type AdminCouponDeleteResult = z.infer<typeof AdminCouponDeleteResultSchema>;

/** '10%', '5,000원', '무료배송'; a percentage with its cap: '10% (최대 10,000원)'. */
export function couponDiscountText(c: { type: CouponType; value: number; maxDiscount: number | null }): string {
  if (c.type === 'shipping') return '무료배송';
  if (c.type === 'fixed') return `${c.value.toLocaleString('ko-KR')}원`;
  return c.maxDiscount ? `${c.value}% (최대 ${c.maxDiscount.toLocaleString('ko-KR')}원)` : `${c.value}%`;
}

/** '30,000원 이상 구매 시' or '조건 없음', with the brand when limited to one. */
export function couponConditionText(c: { minOrderAmount: number; brandName: string | null }): string {
  const min = c.minOrderAmount > 0 ? `${c.minOrderAmount.toLocaleString('ko-KR')}원 이상 구매 시` : '최소 주문 금액 없음';
  return c.brandName ? `${c.brandName} 상품 · ${min}` : min;
}

// ---- the storefront's coupon zone

export const COUPON_ZONE_MESSAGES = {
  signIn: '로그인 후 쿠폰을 받을 수 있습니다.',
  downloaded: '쿠폰을 받았습니다.',
  downloadedDescription: '마이페이지 쿠폰함에서 확인할 수 있습니다.',
  already: '이미 받은 쿠폰입니다.',
  soldOut: '쿠폰이 모두 소진되었습니다.',
  unavailable: '받을 수 없는 쿠폰입니다.',
  memberOnly: '로그인 후 사용할 수 있는 쿠폰입니다.',
} as const;

/** A coupon of the coupon zone (`GET /api/coupons/public`); `downloaded` for the signed-in shopper. */
export const PublicCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(COUPON_TYPES),
  value: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  minOrderAmount: z.number().int(),
  brandName: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  remainingQuantity: z.number().int(),
  downloaded: z.boolean(),
});
export type PublicCoupon = z.infer<typeof PublicCouponSchema>;

export const PublicCouponListSchema = z.object({ items: z.array(PublicCouponSchema), signedIn: z.boolean() });
export type PublicCouponList = z.infer<typeof PublicCouponListSchema>;

export const DownloadCouponResultSchema = z.object({ coupon: PublicCouponSchema, title: z.string(), message: z.string() });
export type DownloadCouponResult = z.infer<typeof DownloadCouponResultSchema>;
