import type { CartItemInput } from '@market/domain/cart';
import { proxy, subscribe, useSnapshot } from 'valtio';
import useSWR from 'swr';
import { validateCoupon, type CouponQuote } from '../../api/cart/validate-coupon';

const KEY = 'market-coupon';

function read(): string | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage.getItem(KEY) : null;
  } catch {
    return null;
  }
}

/** The one coupon applied in the cart (spec 4: one at a time), carried to checkout for this visit. */
export const couponStore = proxy<{ code: string | null }>({ code: read() });

subscribe(couponStore, () => {
  try {
    if (couponStore.code) window.sessionStorage.setItem(KEY, couponStore.code);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // storage disabled: the coupon still applies for this page
  }
});

export function useAppliedCouponCode(): string | null {
  return useSnapshot(couponStore).code;
}

/** SWR key of a coupon quote for these lines: the discount follows the cart. */
export function couponQuoteKey(code: string, items: CartItemInput[]) {
  return ['coupon-quote', code, JSON.stringify(items)] as const;
}

/**
 * The server's quote of the applied coupon for the current lines (an error when it no longer
 * applies). A quote of another code (kept while the key changes) is never shown.
 */
export function useCouponQuote(code: string | null, items: CartItemInput[]): { data: CouponQuote | undefined; error: unknown } {
  const swr = useSWR<CouponQuote>(code && items.length > 0 ? couponQuoteKey(code, items) : null, () => validateCoupon(code!, items), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
  return { data: code && swr.data?.code === code ? swr.data : undefined, error: code ? swr.error : undefined };
}
