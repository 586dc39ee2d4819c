import { apiFetch } from '@market/api-client/api-fetch';
import type { DashboardCounts } from '@market/domain/dashboard';
import useSWR from 'swr';

export const DASHBOARD_PATH = '/api/admin/dashboard';

/** `GET /api/admin/dashboard`: counts the signed-in role may read (null sections it may not). */
export function getDashboard(): Promise<DashboardCounts> {
  return apiFetch<DashboardCounts>(DASHBOARD_PATH);
}

export function useDashboard() {
  return useSWR<DashboardCounts>(DASHBOARD_PATH, getDashboard);
}
