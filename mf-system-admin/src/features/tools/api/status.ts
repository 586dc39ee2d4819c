import { api, apiGet, apiKey, call, type GetResult } from '@market/api-client/api';
import type { CleanupKind } from '@market/domain/tools';
import useSWR from 'swr';

export type SystemStatus = GetResult<typeof api.admin.tools.status>;

/** The SWR key of the status (what a cleanup revalidates: its storage numbers change). */
export const STATUS_KEY = apiKey(api.admin.tools.status);

/** The spec's system status refresh: re-read every 30 s while the tab is open. */
export const STATUS_REFRESH_MS = 30_000;

/** `GET /api/admin/tools/status` (permission tools.status.read). */
export function useSystemStatus() {
  return useSWR(STATUS_KEY, () => apiGet(api.admin.tools.status), { refreshInterval: STATUS_REFRESH_MS });
}

/** `POST /api/admin/tools/cleanup/{kind}` (permission tools.cleanup.delete): deletes and says how much it freed. */
export function runCleanup(kind: CleanupKind) {
  return call(api.admin.tools.cleanup[':kind'].$post({ param: { kind } }));
}
