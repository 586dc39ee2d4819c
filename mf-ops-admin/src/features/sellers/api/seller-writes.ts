import { api, call, idParam } from '@market/api-client/api';
import type { ChangeSellerStatus, CreateSeller, UpdateSeller } from '@market/domain/admin-sellers';
import { useAdminAction } from '@market/ui/use-admin-action';
import { ADMIN_SELLERS_KEY } from './get-admin-sellers';

/** `POST /api/admin/sellers` (permission sellers.list.create). */
export function createSeller(body: CreateSeller) {
  return call(api.admin.sellers.$post({ json: body }));
}

/** `PATCH /api/admin/sellers/{id}` (permission sellers.list.update): the fields changed. */
export function updateSeller(id: string, body: UpdateSeller) {
  return call(api.admin.sellers[':id'].$patch({ param: idParam(id), json: body }));
}

/** `POST /api/admin/sellers/{id}/status` (permission sellers.list.update). */
export function changeSellerStatus(id: string, body: ChangeSellerStatus) {
  return call(api.admin.sellers[':id'].status.$post({ param: idParam(id), json: body }));
}

type SellerWrite = 'create' | 'update' | ChangeSellerStatus['status'];

/**
 * The seller writes with their notice (or the error) on a toast and every cached page of the list
 * reloaded; `pending` names the write in flight. A failed write rejects, so its dialog stays open.
 */
export function useSellerWrites() {
  const { pending, perform } = useAdminAction<SellerWrite>(ADMIN_SELLERS_KEY);
  return {
    pending,
    create: (body: CreateSeller) => perform('create', () => createSeller(body)),
    update: (id: string, body: UpdateSeller) => perform('update', () => updateSeller(id, body)),
    changeStatus: (id: string, body: ChangeSellerStatus) => perform(body.status, () => changeSellerStatus(id, body)),
  };
}
