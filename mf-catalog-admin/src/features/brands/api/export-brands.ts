import { api, listQuery, type LooseQuery } from '@market/api-client/api';
import type { ExportFormat } from '@market/domain/export';

/** `GET /api/admin/brands/export` (permission catalog.brands.export): the list's current search, filter and order as CSV or .xlsx. */
export function exportBrands(query: LooseQuery, format: ExportFormat): Promise<Response> {
  const { page: _page, limit: _limit, ...filters } = query;
  return api.admin.brands.export.$get({ query: listQuery(api.admin.brands.export, { ...filters, format }) });
}
