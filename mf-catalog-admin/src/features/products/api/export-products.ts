import { api, listQuery, type LooseQuery } from '@market/api-client/api';
import type { ExportFormat } from '@market/domain/export';

/** `GET /api/admin/products/export` (permission catalog.products.export): the list's filters and order as CSV or .xlsx. */
export function exportProducts(query: LooseQuery, format: ExportFormat): Promise<Response> {
  const { page: _page, limit: _limit, cursor: _cursor, ...filters } = query;
  return api.admin.products.export.$get({
    query: { ...listQuery(api.admin.products.export, filters), format },
  }) as unknown as Promise<Response>;
}
