import { api, call, idParam } from '@market/api-client/api';
import type { CouponAction, CreateCoupon, UpdateCoupon } from '@market/domain/admin-coupons';
import { useAdminAction } from '@market/ui/use-admin-action';
import { ADMIN_COUPONS_KEY } from './get-admin-coupons';

/** `POST /api/admin/coupons` (permission marketing.coupons.create). */
export function createCoupon(body: CreateCoupon) {
  return call(api.admin.coupons.$post({ json: body }));
}

/** `PATCH /api/admin/coupons/{id}` (permission marketing.coupons.update): the fields changed. */
export function updateCoupon(id: string, body: UpdateCoupon) {
  return call(api.admin.coupons[':id'].$patch({ param: idParam(id), json: body }));
}

/** `POST /api/admin/coupons/{id}/status` (permission marketing.coupons.update). */
export function changeCouponStatus(id: string, action: CouponAction) {
  return call(api.admin.coupons[':id'].status.$post({ param: idParam(id), json: { action } }));
}

/** `DELETE /api/admin/coupons/{id}` (permission marketing.coupons.delete): only a coupon never used. */
export function deleteCoupon(id: string) {
  return call(api.admin.coupons[':id'].$delete({ param: idParam(id) }));
}

type CouponWrite = 'create' | 'update' | 'delete' | CouponAction;

/**
 * The coupon writes with their notice (or the error) on a toast and every cached page of the list
 * reloaded; `pending` names the write in flight. A failed write rejects, so its dialog stays open.
 */
export function useCouponWrites() {
  const { pending, perform } = useAdminAction<CouponWrite>(ADMIN_COUPONS_KEY);
  return {
    pending,
    create: (body: CreateCoupon) => perform('create', () => createCoupon(body)),
    update: (id: string, body: UpdateCoupon) => perform('update', () => updateCoupon(id, body)),
    changeStatus: (id: string, action: CouponAction) => perform(action, () => changeCouponStatus(id, action)),
    remove: (id: string) => perform('delete', () => deleteCoupon(id)),
  };
}
