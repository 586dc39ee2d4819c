import { api, apiGet, apiKey } from '@market/api-client/api';
import useSWR from 'swr';

/** `GET /api/admin/notifications`: the header bell's pending items, refreshed every minute. */
export function useAdminNotifications() {
  return useSWR(apiKey(api.admin.notifications), () => apiGet(api.admin.notifications), { refreshInterval: 60_000 });
}
