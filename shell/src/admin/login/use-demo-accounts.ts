import { api, apiGet, apiKey } from '@market/api-client/api';
import useSWR from 'swr';

/** `GET /api/admin/auth/demo-accounts`: the demo accounts, in demo mode only (404 otherwise). */
export function useDemoAccounts() {
  return useSWR(apiKey(api.admin.auth['demo-accounts']), () => apiGet(api.admin.auth['demo-accounts']));
}
