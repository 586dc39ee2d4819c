import { api, call, idParam } from '@market/api-client/api';
import { useAdminAction } from '@market/ui/use-admin-action';
import { ADMIN_SHIPMENTS_KEY } from './get-admin-shipments';

/** `POST /api/admin/shipments/{id}/refresh` (orders.shipments.update): pulls the carrier now. */
export function refreshShipment(id: string) {
  return call(api.admin.shipments[':id'].refresh.$post({ param: idParam(id) }));
}

/** `POST /api/admin/shipments/{id}/retry` (orders.shipments.update): another delivery attempt, from exception only. */
export function retryShipment(id: string) {
  return call(api.admin.shipments[':id'].retry.$post({ param: idParam(id) }));
}

/** Refresh and retry with their notice (or the error), then every cached page and detail reloads; `pending` names the one running. */
export function useShipmentActions() {
  const { pending, perform } = useAdminAction<'refresh' | 'retry'>(ADMIN_SHIPMENTS_KEY);
  return {
    pending,
    refresh: (id: string) => perform('refresh', () => refreshShipment(id)),
    retry: (id: string) => perform('retry', () => retryShipment(id)),
  };
}
