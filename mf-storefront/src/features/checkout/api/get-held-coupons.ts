import { api, apiGet, apiKey } from '@market/api-client/api';
import useSWR from 'swr';

const args = { query: { usable: '1' as const, page: 1, limit: 20 } };

/** `GET /api/me/coupons?usable=1`: the coupons the shopper holds (downloaded in the coupon zone, the welcome coupon), to apply with one click. */
export function useHeldCoupons(enabled: boolean) {
  return useSWR(enabled ? apiKey(api.me.coupons, args) : null, () => apiGet(api.me.coupons, args));
}
