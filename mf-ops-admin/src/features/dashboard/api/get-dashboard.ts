import { api, apiGet, apiKey } from '@market/api-client/api';
import useSWR from 'swr';

export const DASHBOARD_PATH = apiKey(api.admin.dashboard);

/** `GET /api/admin/dashboard`: counts the signed-in role may read (null sections it may not). */
export function getDashboard() {
  return apiGet(api.admin.dashboard);
}

export function useDashboard() {
  return useSWR(DASHBOARD_PATH, getDashboard);
}
