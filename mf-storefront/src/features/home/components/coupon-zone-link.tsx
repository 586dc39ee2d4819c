import { staticIsland } from '@market/ui/static-island';

/** The coupon zone's link on the home page: the server's markup on arrival, its code only when rendered in the browser (ADR 041). */
export const CouponZoneLink = staticIsland(
  'home-coupon-zone',
  () => import(/* webpackChunkName: "coupon-zone-link" */ './coupon-zone-link-content'),
);
