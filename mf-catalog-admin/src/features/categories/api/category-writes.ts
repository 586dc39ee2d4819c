import { api, call, idParam } from '@market/api-client/api';
import type { ChangeCategoryStatus, CreateCategory, UpdateCategory } from '@market/domain/admin-categories';
import { useAdminAction } from '@market/ui/use-admin-action';
import { ADMIN_CATEGORIES_KEY } from './get-admin-categories';

/** `POST /api/admin/categories` (permission catalog.categories.create). */
export function createCategory(body: CreateCategory) {
  return call(api.admin.categories.$post({ json: body }));
}

/** `PATCH /api/admin/categories/{id}` (permission catalog.categories.update): the fields changed. */
export function updateCategory(id: string, body: UpdateCategory) {
  return call(api.admin.categories[':id'].$patch({ param: idParam(id), json: body }));
}

/** `POST /api/admin/categories/{id}/status` (permission catalog.categories.update): the active toggle. */
export function changeCategoryStatus(id: string, body: ChangeCategoryStatus) {
  return call(api.admin.categories[':id'].status.$post({ param: idParam(id), json: body }));
}

/**
 * The category writes with the spec's notice ('카테고리 업데이트 완료') or the error on a toast and
 * the tree reloaded; `pending` names the write in flight (`toggle:<id>` for a row's toggle).
 */
export function useCategoryWrites() {
  const { pending, perform } = useAdminAction<string>(ADMIN_CATEGORIES_KEY);
  return {
    pending,
    create: (body: CreateCategory) => perform('create', () => createCategory(body)),
    update: (id: string, body: UpdateCategory) => perform('update', () => updateCategory(id, body)),
    toggle: (id: string, isActive: boolean) =>
      perform(`toggle:${id}`, () => changeCategoryStatus(id, { isActive: !isActive, expectedActive: isActive })),
  };
}
