import { apiFetch, withQuery } from '@market/api-client/api-fetch';
import type { MyCoupon } from '@market/domain/coupon';
import type { Page } from '@market/domain/paging';
import useSWR from 'swr';

/** Spec 9: coupons 6 at a time. */
export const COUPON_PAGE_SIZE = 6;

export const myCouponsPath = (page = 1) => withQuery('/api/me/coupons', { usable: 1, page, limit: COUPON_PAGE_SIZE });

/** `GET /api/me/coupons?usable=1`: the coupons the shopper holds and can use now. */
export function getMyCoupons(page = 1): Promise<Page<MyCoupon>> {
  return apiFetch<Page<MyCoupon>>(myCouponsPath(page));
}

export function useMyCoupons(page: number, enabled: boolean) {
  return useSWR<Page<MyCoupon>>(enabled ? myCouponsPath(page) : null, () => getMyCoupons(page), { keepPreviousData: true });
}
