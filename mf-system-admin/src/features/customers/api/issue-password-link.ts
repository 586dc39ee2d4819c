import { api, call, idParam } from '@market/api-client/api';
import type { IssuedPasswordLink } from '@market/domain/password-link';
import { useAdminAction } from '@market/ui/use-admin-action';
import { ADMIN_CUSTOMERS_KEY } from './get-admin-customers';

/**
 * `POST /api/admin/customers/{id}/password-link` (customers.list.update): a one-time 비밀번호 설정
 * 링크 for 72 hours; the older link stops working. The URL is shown only in this answer.
 */
export function issuePasswordLink(id: string): Promise<IssuedPasswordLink> {
  return call(api.admin.customers[':id']['password-link'].$post({ param: idParam(id) }));
}

/** The issue as an admin action: its notice on a toast, the customer list and detail reloaded. */
export function useIssuePasswordLink() {
  const { pending, perform } = useAdminAction<'password-link'>(ADMIN_CUSTOMERS_KEY);
  return { pending: pending !== null, issue: (id: string) => perform('password-link', () => issuePasswordLink(id)) };
}
