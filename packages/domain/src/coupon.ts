import { z } from 'zod';
import { CartItemsSchema } from './cart';
import { PageQuerySchema } from './paging';
import { formatNumber } from './format';

/** Coupon rules merged from both specs (DESIGN 3: one coupon model). */

export const COUPON_TYPES = ['percentage', 'fixed', 'shipping'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export const COUPON_MESSAGES = {
  empty: '쿠폰 코드를 입력해주세요',
  invalid: '유효하지 않은 쿠폰 코드입니다',
  belowMinimum: '최소 주문금액을 충족하지 않습니다',
} as const;

export interface CouponTerms {
  type: CouponType;
  /** Percent for percentage coupons, won for fixed coupons; ignored for shipping coupons. */
  value: number;
  maxDiscount?: number | null;
  minOrderAmount?: number | null;
}

/** Trimmed and uppercased, as the storefront spec says. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The discount of a coupon on a subtotal, never more than the subtotal (the total is never
 * below 0). Percentage: the smallest of subtotal x percent (rounded down to the won), maxDiscount,
 * and the subtotal. Fixed: its value. Shipping: the shipping fee.
 */
export function couponDiscount(terms: CouponTerms, subtotal: number, shippingFee = 0): number {
  if (subtotal <= 0) return 0;
  if (terms.minOrderAmount && subtotal < terms.minOrderAmount) return 0;
  switch (terms.type) {
    case 'percentage': {
      const raw = Math.floor((subtotal * terms.value) / 100);
      return Math.min(raw, terms.maxDiscount ?? subtotal, subtotal);
    }
    case 'fixed':
      return Math.min(terms.value, subtotal);
    case 'shipping':
      return Math.max(0, shippingFee);
  }
}

/** Whether the subtotal reaches the coupon's minimum order amount. */
export function meetsMinimum(terms: CouponTerms, subtotal: number): boolean {
  return !terms.minOrderAmount || subtotal >= terms.minOrderAmount;
}

/** Remaining quantity and usage percent of the admin coupon list (spec 001 section 3). */
export function couponUsage(totalQuantity: number, usedQuantity: number): { remaining: number; usagePercent: number } {
  return {
    remaining: Math.max(0, totalQuantity - usedQuantity),
    usagePercent: totalQuantity > 0 ? Math.round((usedQuantity / totalQuantity) * 1000) / 10 : 0,
  };
}

// ---- Applying a coupon to a cart or an order (issue 5). ----

export const COUPON_EXTRA_MESSAGES = {
  exhausted: '쿠폰이 모두 소진되었습니다',
  alreadyUsed: '이미 사용한 쿠폰입니다',
  notHeld: '보유하지 않은 쿠폰입니다',
  noEligibleItems: '쿠폰을 적용할 수 있는 상품이 없습니다',
  disabled: '현재 쿠폰을 사용할 수 없습니다',
} as const;

export const COUPON_CODE_MAX = 40;

/** The belowMinimum message with the minimum shown (field message of `code`). */
export function belowMinimumDetail(minOrderAmount: number): string {
  return `${COUPON_MESSAGES.belowMinimum} (${formatNumber(minOrderAmount)}원 이상 구매 시 사용 가능)`;
}

/** A coupon code as typed: empty after trimming is '쿠폰 코드를 입력해주세요'; trimmed and uppercased. */
export const CouponCodeSchema = z
  .string({ error: COUPON_MESSAGES.empty })
  .trim()
  .min(1, COUPON_MESSAGES.empty)
  .max(COUPON_CODE_MAX, COUPON_MESSAGES.invalid)
  .transform(normalizeCouponCode);

/** `POST /api/coupons/validate`: the code and the cart it would apply to. */
export const ValidateCouponSchema = z.object({ code: CouponCodeSchema, items: CartItemsSchema }).strict();
export type ValidateCoupon = z.infer<typeof ValidateCouponSchema>;

export const CouponValidationSchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(COUPON_TYPES),
  /** Off the products (percentage, fixed). */
  discount: z.number().int(),
  /** Off the shipping fee (shipping coupons). */
  shippingDiscount: z.number().int(),
  minOrderAmount: z.number().int(),
  /** Only this brand's products count (null: every product). */
  brandName: z.string().nullable(),
});
export type CouponValidation = z.infer<typeof CouponValidationSchema>;

/** A coupon the shopper holds (`GET /api/me/coupons`). */
export const MyCouponSchema = z.object({
  id: z.string(),
  couponId: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(COUPON_TYPES),
  value: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  minOrderAmount: z.number().int(),
  brandName: z.string().nullable(),
  validFrom: z.string(),
  validUntil: z.string(),
  issuedAt: z.string(),
  usedAt: z.string().nullable(),
  /** Not used, active, in its period and not sold out. */
  usable: z.boolean(),
});
export type MyCoupon = z.infer<typeof MyCouponSchema>;

export const MyCouponsQuerySchema = PageQuerySchema.extend({
  usable: z
    .enum(['1', '0', 'true', 'false'], { error: '값은 true 또는 false여야 합니다.' })
    .transform((v) => v === '1' || v === 'true')
    .optional(),
});
export type MyCouponsQuery = z.infer<typeof MyCouponsQuerySchema>;

export interface CouponLine {
  brandId: string;
  lineTotal: number;
}

export interface ApplicableCoupon extends CouponTerms {
  brandId?: string | null;
}

export interface CouponApplication {
  /** The subtotal the coupon works on (a brand coupon: that brand's lines only). */
  eligibleSubtotal: number;
  discount: number;
  shippingDiscount: number;
  /** null when it applies; otherwise the message to show. */
  error: string | null;
}

/**
 * A coupon on lines and a shipping fee: a brand coupon counts only its brand's lines; the minimum
 * is checked against what counts; a shipping coupon takes the shipping fee off.
 */
export function applyCoupon(coupon: ApplicableCoupon, lines: CouponLine[], shipping: number): CouponApplication {
  const eligible = lines.filter((l) => !coupon.brandId || l.brandId === coupon.brandId).reduce((s, l) => s + l.lineTotal, 0);
  const none = { eligibleSubtotal: eligible, discount: 0, shippingDiscount: 0 };
  if (eligible <= 0) return { ...none, error: COUPON_EXTRA_MESSAGES.noEligibleItems };
  if (!meetsMinimum(coupon, eligible)) return { ...none, error: COUPON_MESSAGES.belowMinimum };
  if (coupon.type === 'shipping') return { ...none, shippingDiscount: Math.max(0, shipping), error: null };
  return { ...none, discount: couponDiscount(coupon, eligible), error: null };
}
