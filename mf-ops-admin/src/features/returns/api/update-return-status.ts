import { api, call, idParam } from '@market/api-client/api';
import type { UpdateReturnStatus } from '@market/domain/admin-returns';
import { useAdminAction } from '@market/ui/use-admin-action';
import { ADMIN_RETURNS_KEY } from './get-admin-returns';

/** `POST /api/admin/returns/{id}/status` (permission orders.returns.update). */
export function updateReturnStatus(id: string, body: UpdateReturnStatus) {
  return call(api.admin.returns[':id'].status.$post({ param: idParam(id), json: body }));
}

/** Runs a status change, shows its notice (or the error), then reloads every cached page of the list; `pending` while it runs. */
export function useUpdateReturnStatus() {
  const { pending, perform } = useAdminAction<UpdateReturnStatus['status']>(ADMIN_RETURNS_KEY);
  return { pending, run: (id: string, body: UpdateReturnStatus) => perform(body.status, () => updateReturnStatus(id, body)) };
}
