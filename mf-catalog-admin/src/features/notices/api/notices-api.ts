import { api, apiGet, apiKey, call, idParam, listQuery, type GetResult, type LooseQuery } from '@market/api-client/api';
import type { NoticeAction, NoticeInput, NoticeUpdate } from '@market/domain/admin-notices';
import type { ExportFormat } from '@market/domain/export';
import { useAdminAction } from '@market/ui/use-admin-action';
import useSWR from 'swr';

export type AdminNoticePage = GetResult<typeof api.admin.notices>;

/** Every cached page of the list starts with this key (reloaded after a change). */
export const ADMIN_NOTICES_KEY = apiKey(api.admin.notices, { query: {} });
const noticesQuery = (query: LooseQuery) => ({ query: listQuery(api.admin.notices, query) });

/** `GET /api/admin/notices` (permission content.notices.read). */
export function useAdminNotices(query: LooseQuery) {
  return useSWR(apiKey(api.admin.notices, noticesQuery(query)), () => apiGet(api.admin.notices, noticesQuery(query)), {
    keepPreviousData: true,
  });
}

/** `GET /api/admin/notices/export` (permission content.notices.export): the list's filters and order. */
export function exportNotices(query: LooseQuery, format: ExportFormat): Promise<Response> {
  const { page: _page, limit: _limit, ...filters } = query;
  return api.admin.notices.export.$get({ query: listQuery(api.admin.notices.export, { ...filters, format }) });
}

type NoticeWrite = 'create' | 'update' | 'delete' | NoticeAction;

/** The notice writes with their notice (or the error) on a toast and the list reloaded; a failure rejects. */
export function useNoticeWrites() {
  const { pending, perform } = useAdminAction<NoticeWrite>(ADMIN_NOTICES_KEY);
  return {
    pending,
    create: (body: NoticeInput) => perform('create', () => call(api.admin.notices.$post({ json: body }))),
    update: (id: string, body: NoticeUpdate) =>
      perform('update', () => call(api.admin.notices[':id'].$patch({ param: idParam(id), json: body }))),
    act: (id: string, action: NoticeAction) =>
      perform(action, () => call(api.admin.notices[':id'].status.$post({ param: idParam(id), json: { action } }))),
    remove: (id: string) => perform('delete', () => call(api.admin.notices[':id'].$delete({ param: idParam(id) }))),
  };
}
