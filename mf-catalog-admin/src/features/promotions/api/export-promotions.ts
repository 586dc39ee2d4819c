import { api, listQuery, type LooseQuery } from '@market/api-client/api';
import type { ExportFormat } from '@market/domain/export';

/** `GET /api/admin/promotions/export` (permission marketing.promotions.export): the list's search, filters and order as CSV or .xlsx. */
export function exportPromotions(query: LooseQuery, format: ExportFormat): Promise<Response> {
  const { page: _page, limit: _limit, ...filters } = query;
  return api.admin.promotions.export.$get({ query: listQuery(api.admin.promotions.export, { ...filters, format }) });
}
