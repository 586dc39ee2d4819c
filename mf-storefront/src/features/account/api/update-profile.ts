import { apiFetch } from '@market/api-client/api-fetch';
import type { CustomerUser, UpdateProfile } from '@market/domain/auth';
import { sessionStore } from '@market/session/session-store';

/** `PATCH /api/auth/me`: saves name, phone or marketing consent on the server; the session takes the answer. */
export async function updateProfile(body: UpdateProfile): Promise<CustomerUser> {
  const res = await apiFetch<{ user: CustomerUser }>('/api/auth/me', { method: 'PATCH', body: { ...body } });
  sessionStore.customer = res.user;
  return res.user;
}
