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
