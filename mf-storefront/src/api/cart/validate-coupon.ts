import { api, call } from '@market/api-client/api';
import type { CartItemInput } from '@market/domain/cart';
import type { CouponValidation } from '@market/domain/coupon';

/** What `POST /api/coupons/validate` answers for a usable code. */
export type CouponQuote = CouponValidation;

/** `POST /api/coupons/validate`: the server checks the code against these lines (signed in or not). */
export function validateCoupon(code: string, items: CartItemInput[]): Promise<CouponQuote> {
  return call(api.coupons.validate.$post({ json: { code, items } }));
}
