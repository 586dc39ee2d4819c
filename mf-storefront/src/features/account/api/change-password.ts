import { api, call } from '@market/api-client/api';
import type { ChangePassword } from '@market/domain/auth';

/**
 * `POST /api/auth/password`: proves the current password and sets a new one; the server ends every
 * session of the account and signs this browser in again with a new cookie.
 */
export async function changePassword(body: ChangePassword) {
  return call(api.auth.password.$post({ json: { ...body } }));
}
