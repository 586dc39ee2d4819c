import { apiFetch } from '@market/api-client/api-fetch';
import type { AdminQnaResult, QnaAction, QnaReply } from '@market/domain/admin-qna';
import { toaster } from '@market/ui/toaster';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ADMIN_QNA_KEY } from './get-admin-qna';

const path = (id: string) => `/api/admin/qna/${encodeURIComponent(id)}`;

/** `PUT /api/admin/qna/{id}/reply` (permission content.qna.update). */
export function replyToQna(id: string, body: QnaReply): Promise<AdminQnaResult> {
  return apiFetch<AdminQnaResult>(`${path(id)}/reply`, { method: 'PUT', body });
}

/** `POST /api/admin/qna/{id}/close|reopen` (permission content.qna.update). */
export function changeQnaStatus(id: string, action: 'close' | 'reopen'): Promise<AdminQnaResult> {
  return apiFetch<AdminQnaResult>(`${path(id)}/${action}`, { method: 'POST' });
}

/** Runs a Q&A action, shows the spec's notice (or the error), and reloads the list. */
export function useQnaActions() {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<QnaAction | null>(null);
  const perform = useCallback(
    async (name: QnaAction, call: () => Promise<AdminQnaResult>): Promise<AdminQnaResult> => {
      setPending(name);
      try {
        const result = await call();
        toaster.create({ type: 'success', title: result.title, description: result.message, duration: 5000 });
        await mutate((key) => typeof key === 'string' && key.startsWith(ADMIN_QNA_KEY));
        return result;
      } catch (error) {
        toaster.create({ type: 'error', title: '처리하지 못했습니다', description: error instanceof Error ? error.message : undefined });
        throw error;
      } finally {
        setPending(null);
      }
    },
    [mutate],
  );
  return {
    pending,
    reply: (id: string, body: QnaReply) => perform('reply', () => replyToQna(id, body)),
    changeStatus: (id: string, action: 'close' | 'reopen') => perform(action, () => changeQnaStatus(id, action)),
  };
}
