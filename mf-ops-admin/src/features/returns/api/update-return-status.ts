import { apiFetch } from '@market/api-client/api-fetch';
import type { AdminReturnResult, UpdateReturnStatus } from '@market/domain/admin-returns';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ADMIN_RETURNS_KEY } from './get-admin-returns';

/** `POST /api/admin/returns/{id}/status` (permission orders.returns.update). */
export function updateReturnStatus(id: string, body: UpdateReturnStatus): Promise<AdminReturnResult> {
  return apiFetch<AdminReturnResult>(`/api/admin/returns/${encodeURIComponent(id)}/status`, { method: 'POST', body });
}

/** Runs a status change, then reloads every cached page of the list; `pending` while it runs. */
export function useUpdateReturnStatus() {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<UpdateReturnStatus['status'] | null>(null);
  const run = useCallback(
    async (id: string, body: UpdateReturnStatus) => {
      setPending(body.status);
      try {
        const result = await updateReturnStatus(id, body);
        await mutate((key) => typeof key === 'string' && key.startsWith(ADMIN_RETURNS_KEY));
        return result;
      } finally {
        setPending(null);
      }
    },
    [mutate],
  );
  return { run, pending };
}
