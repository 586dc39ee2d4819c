import { api, apiGet, apiKey } from '@market/api-client/api';
import useSWR from 'swr';

const endpoint = api.admin.sellers['unassigned-brands'];

/** `GET /api/admin/sellers/unassigned-brands`: brands a new seller may take; loaded while the create dialog is open. */
export function useUnassignedBrands(enabled: boolean) {
  return useSWR(enabled ? apiKey(endpoint, {}) : null, () => apiGet(endpoint, {}));
}
