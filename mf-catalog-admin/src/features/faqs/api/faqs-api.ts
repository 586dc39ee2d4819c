import { api, apiGet, apiKey, call, idParam, listQuery, type GetResult, type LooseQuery } from '@market/api-client/api';
import type { FaqAction, FaqInput, FaqUpdate } from '@market/domain/admin-faqs';
import type { ExportFormat } from '@market/domain/export';
import { useAdminAction } from '@market/ui/use-admin-action';
import useSWR from 'swr';

export type AdminFaqPage = GetResult<typeof api.admin.faqs>;

export const ADMIN_FAQS_KEY = apiKey(api.admin.faqs, { query: {} });
const faqsQuery = (query: LooseQuery) => ({ query: listQuery(api.admin.faqs, query) });

/** `GET /api/admin/faqs` (permission content.faqs.read). */
export function useAdminFaqs(query: LooseQuery) {
  return useSWR(apiKey(api.admin.faqs, faqsQuery(query)), () => apiGet(api.admin.faqs, faqsQuery(query)), { keepPreviousData: true });
}

/** `GET /api/admin/faqs/export` (permission content.faqs.export). */
export function exportFaqs(query: LooseQuery, format: ExportFormat): Promise<Response> {
  const { page: _page, limit: _limit, ...filters } = query;
  return api.admin.faqs.export.$get({ query: listQuery(api.admin.faqs.export, { ...filters, format }) });
}

type FaqWrite = 'create' | 'update' | 'delete' | 'up' | 'down' | FaqAction;

export function useFaqWrites() {
  const { pending, perform } = useAdminAction<FaqWrite>(ADMIN_FAQS_KEY);
  return {
    pending,
    create: (body: FaqInput) => perform('create', () => call(api.admin.faqs.$post({ json: body }))),
    update: (id: string, body: FaqUpdate) =>
      perform('update', () => call(api.admin.faqs[':id'].$patch({ param: idParam(id), json: body }))),
    act: (id: string, action: FaqAction) =>
      perform(action, () => call(api.admin.faqs[':id'].status.$post({ param: idParam(id), json: { action } }))),
    move: (id: string, direction: 'up' | 'down') =>
      perform(direction, () => call(api.admin.faqs[':id'].move.$post({ param: idParam(id), json: { direction } }))),
    remove: (id: string) => perform('delete', () => call(api.admin.faqs[':id'].$delete({ param: idParam(id) }))),
  };
}
