import { api, listQuery, type LooseQuery } from '@market/api-client/api';
import type { ExportFormat } from '@market/domain/export';

/** `GET /api/admin/banners/export` (permission marketing.banners.export): the list's search, filters and order as CSV or .xlsx. */
export function exportBanners(query: LooseQuery, format: ExportFormat): Promise<Response> {
  const { page: _page, limit: _limit, ...filters } = query;
  return api.admin.banners.export.$get({ query: listQuery(api.admin.banners.export, { ...filters, format }) });
}
