import { apiFetch } from '@market/api-client/api-fetch';
import type { AdminQnaResult, QnaAction, QnaReply } from '@market/domain/admin-qna';
import { useAdminAction } from '@market/ui/use-admin-action';
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
  const { pending, perform } = useAdminAction<QnaAction>(ADMIN_QNA_KEY);
  return {
    pending,
    reply: (id: string, body: QnaReply) => perform('reply', () => replyToQna(id, body)),
    changeStatus: (id: string, action: 'close' | 'reopen') => perform(action, () => changeQnaStatus(id, action)),
  };
}
