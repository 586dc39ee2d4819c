import { api, apiGet, apiKey, call, idParam, listQuery, type GetResult, type LooseQuery } from '@market/api-client/api';
import type { RevealCustomerField, RevealedCustomerField, SendCustomerMessage, UpdateCustomer } from '@market/domain/customer';
import type { ExportFormat } from '@market/domain/export';
import { useAdminAction } from '@market/ui/use-admin-action';
import useSWR from 'swr';

export type AdminCustomerPage = GetResult<typeof api.admin.customers>;
export type AdminCustomerQuery = LooseQuery;

/** Every cached page of the list (and every detail) starts with this key: reloaded after a change. */
export const ADMIN_CUSTOMERS_KEY = apiKey(api.admin.customers, { query: {} });

const customersQuery = (query: AdminCustomerQuery) => ({ query: listQuery(api.admin.customers, query) });

export function adminCustomersPath(query: AdminCustomerQuery): string {
  return apiKey(api.admin.customers, customersQuery(query));
}

/** `GET /api/admin/customers` (permission customers.list.read): one page plus the summary row. */
export function getAdminCustomers(query: AdminCustomerQuery): Promise<AdminCustomerPage> {
  return apiGet(api.admin.customers, customersQuery(query));
}

export function useAdminCustomers(query: AdminCustomerQuery) {
  return useSWR(adminCustomersPath(query), () => getAdminCustomers(query), { keepPreviousData: true });
}

/** `GET /api/admin/customers/{id}`: the detail dialog's customer (its key under the list's, so a change reloads it too). */
export function useAdminCustomer(id: string | null) {
  return useSWR(id ? `${ADMIN_CUSTOMERS_KEY}/${id}` : null, () => call(api.admin.customers[':id'].$get({ param: idParam(id!) })));
}

/** `POST /api/admin/customers/{id}/reveal`: one masked field unmasked; the reason is logged. */
export function revealCustomerField(id: string, body: RevealCustomerField): Promise<RevealedCustomerField> {
  return call(api.admin.customers[':id'].reveal.$post({ param: idParam(id), json: body }));
}

/** `GET /api/admin/customers/export` with the page's filters (permission customers.list.export): the raw response for ExportMenu. */
export function exportCustomers(query: AdminCustomerQuery, format: ExportFormat, reason: string | undefined): Promise<Response> {
  const { page: _page, limit: _limit, ...filters } = query;
  return api.admin.customers.export.$get({
    query: { ...listQuery(api.admin.customers.export, filters), format, ...(reason ? { reason } : {}) },
  }) as unknown as Promise<Response>;
}

export type CustomerWrite = 'update' | 'suspend' | 'activate' | 'message';

/** The customer writes: notice (or error) on a toast, then every list page and detail reloaded. */
export function useCustomerWrites() {
  const { pending, perform } = useAdminAction<CustomerWrite>(ADMIN_CUSTOMERS_KEY);
  return {
    pending,
    update: (id: string, body: UpdateCustomer) =>
      perform('update', () => call(api.admin.customers[':id'].$patch({ param: idParam(id), json: body }))),
    suspend: (id: string) => perform('suspend', () => call(api.admin.customers[':id'].suspend.$post({ param: idParam(id) }))),
    activate: (id: string) => perform('activate', () => call(api.admin.customers[':id'].activate.$post({ param: idParam(id) }))),
    sendMessage: (id: string, body: SendCustomerMessage) =>
      perform('message', () => call(api.admin.customers[':id'].messages.$post({ param: idParam(id), json: body }))),
  };
}
