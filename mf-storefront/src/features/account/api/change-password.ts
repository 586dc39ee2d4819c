import { apiFetch } from '@market/api-client/api-fetch';
import type { ChangePassword } from '@market/domain/auth';

/**
 * `POST /api/auth/password`: proves the current password and sets a new one; the server ends every
 * session of the account and signs this browser in again with a new cookie.
 */
export async function changePassword(body: ChangePassword): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/api/auth/password', { method: 'POST', body: { ...body } });
}
