import { api, apiGet, apiKey, type GetResult } from '@market/api-client/api';
import useSWR from 'swr';

export type Dashboard = GetResult<typeof api.admin.dashboard>;
export interface DashboardRange {
  from: string;
  to: string;
}

const dashboardQuery = (range: DashboardRange | null) => ({ query: range ? { from: range.from, to: range.to } : {} });

/** `GET /api/admin/dashboard?from=&to=` (permission dashboard.read; each section by its screen's permission). */
export function getDashboard(range: DashboardRange | null): Promise<Dashboard> {
  return apiGet(api.admin.dashboard, dashboardQuery(range));
}

/** The dashboard for a chart range (null: the API's default, the last 30 days); refreshed every minute. */
export function useDashboard(range: DashboardRange | null) {
  return useSWR(apiKey(api.admin.dashboard, dashboardQuery(range)), () => getDashboard(range), {
    keepPreviousData: true,
    refreshInterval: 60_000,
  });
}
