import { api, call, idParam } from '@market/api-client/api';
import { useAdminAction } from '@market/ui/use-admin-action';
import { ADMIN_SETTLEMENTS_KEY } from './get-admin-settlements';

export type SettlementAction = 'approve' | 'hold' | 'pay' | 'bulk' | 'generate';

/** `POST /api/admin/settlements/{id}/approve` (permission sellers.settlements.update). */
export function approveSettlement(id: string) {
  return call(api.admin.settlements[':id'].approve.$post({ param: idParam(id) }));
}

/** `POST /api/admin/settlements/{id}/hold` with the reason (400 in Korean without one). */
export function holdSettlement(id: string, reason: string) {
  return call(api.admin.settlements[':id'].hold.$post({ param: idParam(id), json: { reason } }));
}

/** `POST /api/admin/settlements/{id}/pay`: approved only; records the payout. */
export function paySettlement(id: string) {
  return call(api.admin.settlements[':id'].pay.$post({ param: idParam(id) }));
}

/** `POST /api/admin/settlements/approve`: bulk approve, each id's result. */
export function bulkApproveSettlements(ids: string[]) {
  return call(api.admin.settlements.approve.$post({ json: { ids } }));
}

/** `POST /api/admin/settlements/generate`: settle what is confirmed, the open period up to now included. */
export function generateSettlementsNow() {
  return call(api.admin.settlements.generate.$post({ json: { includeOpenPeriod: true } }));
}

/** The settlement writes: the notice (or the error) as a toast, then every cached page and detail reloaded. */
export function useSettle() {
  const { pending, perform } = useAdminAction<SettlementAction>(ADMIN_SETTLEMENTS_KEY);
  return {
    pending,
    approve: (id: string) => perform('approve', () => approveSettlement(id)),
    hold: (id: string, reason: string) => perform('hold', () => holdSettlement(id, reason)),
    pay: (id: string) => perform('pay', () => paySettlement(id)),
    bulkApprove: (ids: string[]) => perform('bulk', () => bulkApproveSettlements(ids)),
    generate: () => perform('generate', () => generateSettlementsNow()),
  };
}
