import { api, apiGet, apiKey } from '@market/api-client/api';
import useSWR from 'swr';

/** Spec 9: coupons 6 at a time. */
export const COUPON_PAGE_SIZE = 6;

const myCouponsArgs = (page = 1) => ({ query: { usable: '1' as const, page, limit: COUPON_PAGE_SIZE } });
export const myCouponsPath = (page = 1) => apiKey(api.me.coupons, myCouponsArgs(page));

/** `GET /api/me/coupons?usable=1`: the coupons the shopper holds and can use now. */
export function getMyCoupons(page = 1) {
  return apiGet(api.me.coupons, myCouponsArgs(page));
}

export function useMyCoupons(page: number, enabled: boolean) {
  return useSWR(enabled ? myCouponsPath(page) : null, () => getMyCoupons(page), { keepPreviousData: true });
}
