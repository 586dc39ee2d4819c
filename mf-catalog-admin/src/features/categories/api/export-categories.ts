import { api, listQuery, type LooseQuery } from '@market/api-client/api';
import type { ExportFormat } from '@market/domain/export';

/** `GET /api/admin/categories/export` (permission catalog.categories.export): the tree as shown, as CSV or .xlsx. */
export function exportCategories(query: LooseQuery, format: ExportFormat): Promise<Response> {
  const { page: _page, limit: _limit, ...filters } = query;
  return api.admin.categories.export.$get({ query: listQuery(api.admin.categories.export, { ...filters, format }) });
}
