import { api, apiGet, apiKey, listQuery, type LooseQuery } from '@market/api-client/api';
import type { ExportFormat } from '@market/domain/export';
import useSWR from 'swr';

const logs = api.admin['audit-logs'];

/** `GET /api/admin/audit-logs` (permission audit.logs.read): one page of the filtered period, newest first. */
export function useAuditLogs(query: LooseQuery) {
  const args = { query: listQuery(logs, query) };
  return useSWR(apiKey(logs, args), () => apiGet(logs, args), { keepPreviousData: true });
}

/** `GET /api/admin/audit-logs/summary`: the cards, top users and actions, and the filters' options. */
export function useAuditSummary(query: LooseQuery) {
  const { page: _page, limit: _limit, sort: _sort, order: _order, ...filters } = query;
  const args = { query: listQuery(logs.summary, filters) };
  return useSWR(apiKey(logs.summary, args), () => apiGet(logs.summary, args), { keepPreviousData: true });
}

/** `GET /api/admin/audit-logs/export` (permission audit.logs.export): the rows hold e-mails, so a reason goes with it. */
export function exportAuditLogs(query: LooseQuery, format: ExportFormat, reason: string | undefined): Promise<Response> {
  const { page: _page, limit: _limit, sort: _sort, order: _order, ...filters } = query;
  return logs.export.$get({ query: listQuery(logs.export, { ...filters, format, reason }) });
}
