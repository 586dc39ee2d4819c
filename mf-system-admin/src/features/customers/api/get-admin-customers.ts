import { api, apiGet, apiKey, listQuery, type GetResult, type LooseQuery } from '@market/api-client/api';
import useSWR from 'swr';

export type AdminCustomerPage = GetResult<typeof api.admin.customers>;
export type AdminCustomerQuery = LooseQuery;

const customersQuery = (query: AdminCustomerQuery) => ({ query: listQuery(api.admin.customers, query) });

export function adminCustomersPath(query: AdminCustomerQuery): string {
  return apiKey(api.admin.customers, customersQuery(query));
}

/** `GET /api/admin/customers` (permission customers.list.read): one page plus the summary row. */
export function getAdminCustomers(query: AdminCustomerQuery): Promise<AdminCustomerPage> {
  return apiGet(api.admin.customers, customersQuery(query));
}

export function useAdminCustomers(query: AdminCustomerQuery) {
  return useSWR(adminCustomersPath(query), () => getAdminCustomers(query));
}
