import { api, listQuery, type LooseQuery } from '@market/api-client/api';
import type { ExportFormat } from '@market/domain/export';

/**
 * `GET /api/admin/sellers/export` (permission sellers.list.export): the list's current search,
 * filter and order as CSV or .xlsx; the contacts are personal data, so a reason goes with it.
 */
export function exportSellers(query: LooseQuery, format: ExportFormat, reason: string | undefined): Promise<Response> {
  const { page: _page, limit: _limit, ...filters } = query;
  return api.admin.sellers.export.$get({ query: listQuery(api.admin.sellers.export, { ...filters, format, reason }) });
}
