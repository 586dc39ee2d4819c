import { api, listQuery, type LooseQuery } from '@market/api-client/api';
import type { ExportFormat } from '@market/domain/export';

/** `GET /api/admin/coupons/export` (permission marketing.coupons.export): the list's current search, filters and order as CSV or .xlsx. */
export function exportCoupons(query: LooseQuery, format: ExportFormat): Promise<Response> {
  const { page: _page, limit: _limit, ...filters } = query;
  return api.admin.coupons.export.$get({ query: listQuery(api.admin.coupons.export, { ...filters, format }) });
}
