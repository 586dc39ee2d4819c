import { api, apiGet, apiKey } from '@market/api-client/api';
import useSWR from 'swr';

const endpoint = api.coupons.public;
export const publicCouponsPath = (signedInAs: string | null) => `${apiKey(endpoint, {})}#${signedInAs ?? 'guest'}`;

/** `GET /api/coupons/public`: the coupon zone (public, active, in-period coupons), with `downloaded` for the signed-in shopper. */
export function getPublicCoupons() {
  return apiGet(endpoint, {});
}

/** Keyed by who is signed in, so that signing in or out reloads the 받기 / 받음 buttons. */
export function usePublicCoupons(signedInAs: string | null) {
  return useSWR(publicCouponsPath(signedInAs), () => getPublicCoupons());
}
