import { api, call, idParam } from '@market/api-client/api';
import type { ChangeBrandStatus, CreateBrand, UpdateBrand } from '@market/domain/admin-brands';
import { useAdminAction } from '@market/ui/use-admin-action';
import { ADMIN_BRANDS_KEY } from './get-admin-brands';

/** `POST /api/admin/brands` (permission catalog.brands.create). */
export function createBrand(body: CreateBrand) {
  return call(api.admin.brands.$post({ json: body }));
}

/** `PATCH /api/admin/brands/{id}` (permission catalog.brands.update): the fields changed. */
export function updateBrand(id: string, body: UpdateBrand) {
  return call(api.admin.brands[':id'].$patch({ param: idParam(id), json: body }));
}

/** `POST /api/admin/brands/{id}/status` (permission catalog.brands.update). */
export function changeBrandStatus(id: string, body: ChangeBrandStatus) {
  return call(api.admin.brands[':id'].status.$post({ param: idParam(id), json: body }));
}

type BrandWrite = 'create' | 'update' | ChangeBrandStatus['status'];

/**
 * The brand writes with their notice (or the error) on a toast and every cached page of the list
 * reloaded; `pending` names the write in flight. A failed write rejects, so its dialog stays open.
 */
export function useBrandWrites() {
  const { pending, perform } = useAdminAction<BrandWrite>(ADMIN_BRANDS_KEY);
  return {
    pending,
    create: (body: CreateBrand) => perform('create', () => createBrand(body)),
    update: (id: string, body: UpdateBrand) => perform('update', () => updateBrand(id, body)),
    changeStatus: (id: string, body: ChangeBrandStatus) => perform(body.status, () => changeBrandStatus(id, body)),
  };
}
