import { api, call, idParam } from '@market/api-client/api';
import type { QnaAction, QnaReply } from '@market/domain/admin-qna';
import { useAdminAction } from '@market/ui/use-admin-action';
import { ADMIN_QNA_KEY } from './get-admin-qna';

/** `PUT /api/admin/qna/{id}/reply` (permission content.qna.update). */
export function replyToQna(id: string, body: QnaReply) {
  return call(api.admin.qna[':id'].reply.$put({ param: idParam(id), json: body }));
}

/** `POST /api/admin/qna/{id}/close|reopen` (permission content.qna.update). */
export function changeQnaStatus(id: string, action: 'close' | 'reopen') {
  return call(api.admin.qna[':id'][action].$post({ param: idParam(id) }));
}

/** `DELETE /api/admin/qna/{id}` (permission content.qna.delete): a soft delete. */
export function deleteQna(id: string) {
  return call(api.admin.qna[':id'].$delete({ param: idParam(id) }));
}

/** Runs a Q&A action, shows the spec's notice (or the error), and reloads the list. */
export function useQnaActions() {
  const { pending, perform } = useAdminAction<QnaAction | 'delete'>(ADMIN_QNA_KEY);
  return {
    pending,
    reply: (id: string, body: QnaReply) => perform('reply', () => replyToQna(id, body)),
    changeStatus: (id: string, action: 'close' | 'reopen') => perform(action, () => changeQnaStatus(id, action)),
    remove: (id: string) => perform('delete', () => deleteQna(id)),
  };
}
