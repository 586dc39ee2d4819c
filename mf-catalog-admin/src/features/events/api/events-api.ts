import { api, apiGet, apiKey, call, idParam, listQuery, type GetResult, type LooseQuery } from '@market/api-client/api';
import type { EventAction, EventInput, EventUpdate } from '@market/domain/admin-events';
import type { ExportFormat } from '@market/domain/export';
import { useAdminAction } from '@market/ui/use-admin-action';
import useSWR from 'swr';

export type AdminEventPage = GetResult<typeof api.admin.events>;

export const ADMIN_EVENTS_KEY = apiKey(api.admin.events, { query: {} });
const eventsQuery = (query: LooseQuery) => ({ query: listQuery(api.admin.events, query) });

/** `GET /api/admin/events` (permission content.events.read). */
export function useAdminEvents(query: LooseQuery) {
  return useSWR(apiKey(api.admin.events, eventsQuery(query)), () => apiGet(api.admin.events, eventsQuery(query)), {
    keepPreviousData: true,
  });
}

/** `GET /api/admin/events/export` (permission content.events.export). */
export function exportEvents(query: LooseQuery, format: ExportFormat): Promise<Response> {
  const { page: _page, limit: _limit, ...filters } = query;
  return api.admin.events.export.$get({ query: listQuery(api.admin.events.export, { ...filters, format }) });
}

type EventWrite = 'create' | 'update' | 'delete' | EventAction;

export function useEventWrites() {
  const { pending, perform } = useAdminAction<EventWrite>(ADMIN_EVENTS_KEY);
  return {
    pending,
    create: (body: EventInput) => perform('create', () => call(api.admin.events.$post({ json: body }))),
    update: (id: string, body: EventUpdate) =>
      perform('update', () => call(api.admin.events[':id'].$patch({ param: idParam(id), json: body }))),
    act: (id: string, action: EventAction) =>
      perform(action, () => call(api.admin.events[':id'].status.$post({ param: idParam(id), json: { action } }))),
    remove: (id: string) => perform('delete', () => call(api.admin.events[':id'].$delete({ param: idParam(id) }))),
  };
}
