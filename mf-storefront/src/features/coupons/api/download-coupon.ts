import { api, call, idParam } from '@market/api-client/api';

/** `POST /api/coupons/{id}/download`: the coupon into the signed-in shopper's account (once; refused when none remain). */
export function downloadCoupon(id: string) {
  return call(api.coupons[':id'].download.$post({ param: idParam(id) }));
}
