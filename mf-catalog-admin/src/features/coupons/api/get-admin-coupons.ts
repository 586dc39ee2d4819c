import { api, apiGet, apiKey, listQuery, type GetResult, type LooseQuery } from '@market/api-client/api';
import useSWR from 'swr';

export type AdminCouponQuery = LooseQuery;
export type AdminCouponPage = GetResult<typeof api.admin.coupons>;

/** Every cached page of the list starts with this key (revalidated after a change). */
export const ADMIN_COUPONS_KEY = apiKey(api.admin.coupons, { query: {} });

const couponsQuery = (query: AdminCouponQuery) => ({ query: listQuery(api.admin.coupons, query) });

/** `GET /api/admin/coupons` (permission marketing.coupons.read): one page, searched, filtered and sorted on the server, with the four cards. */
export function getAdminCoupons(query: AdminCouponQuery): Promise<AdminCouponPage> {
  return apiGet(api.admin.coupons, couponsQuery(query));
}

export function useAdminCoupons(query: AdminCouponQuery) {
  return useSWR(apiKey(api.admin.coupons, couponsQuery(query)), () => getAdminCoupons(query), { keepPreviousData: true });
}
