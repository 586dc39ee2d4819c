import { apiFetch, withQuery } from '@market/api-client/api-fetch';
import type { AdminCustomerRow, AdminCustomerSummary } from '@market/domain/customer';
import type { Page } from '@market/domain/paging';
import useSWR from 'swr';

export type AdminCustomerPage = Page<AdminCustomerRow> & { summary: AdminCustomerSummary };
export type AdminCustomerQuery = Record<string, string | number | undefined>;

export function adminCustomersPath(query: AdminCustomerQuery): string {
  return withQuery('/api/admin/customers', query);
}

/** `GET /api/admin/customers` (permission customers.list.read): one page plus the summary row. */
export function getAdminCustomers(query: AdminCustomerQuery): Promise<AdminCustomerPage> {
  return apiFetch<AdminCustomerPage>(adminCustomersPath(query));
}

export function useAdminCustomers(query: AdminCustomerQuery) {
  return useSWR<AdminCustomerPage>(adminCustomersPath(query), () => getAdminCustomers(query));
}
