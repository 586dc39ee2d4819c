import { api, call, idParam } from '@market/api-client/api';
import type { ChangePromotionStatus, CreatePromotion, UpdatePromotion } from '@market/domain/admin-promotions';
import { useAdminAction } from '@market/ui/use-admin-action';
import { ADMIN_PROMOTIONS_KEY } from './get-admin-promotions';

/** `POST /api/admin/promotions` (permission marketing.promotions.create). */
export function createPromotion(body: CreatePromotion) {
  return call(api.admin.promotions.$post({ json: body }));
}

/** `PATCH /api/admin/promotions/{id}` (permission marketing.promotions.update): the fields changed. */
export function updatePromotion(id: string, body: UpdatePromotion) {
  return call(api.admin.promotions[':id'].$patch({ param: idParam(id), json: body }));
}

/** `POST /api/admin/promotions/{id}/status` (permission marketing.promotions.update). */
export function changePromotionStatus(id: string, body: ChangePromotionStatus) {
  return call(api.admin.promotions[':id'].status.$post({ param: idParam(id), json: body }));
}

type PromotionWrite = 'create' | 'update' | ChangePromotionStatus['action'];

/** The promotion writes with their notice (or the error) on a toast and the list reloaded; `pending` names the write in flight. */
export function usePromotionWrites() {
  const { pending, perform } = useAdminAction<PromotionWrite>(ADMIN_PROMOTIONS_KEY);
  return {
    pending,
    create: (body: CreatePromotion) => perform('create', () => createPromotion(body)),
    update: (id: string, body: UpdatePromotion) => perform('update', () => updatePromotion(id, body)),
    changeStatus: (id: string, body: ChangePromotionStatus) => perform(body.action, () => changePromotionStatus(id, body)),
  };
}
