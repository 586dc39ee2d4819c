import { api, call } from '@market/api-client/api';
import type { UpdateProfile } from '@market/domain/auth';
import { sessionStore } from '@market/session/session-store';

/** `PATCH /api/auth/me`: saves name, phone or marketing consent on the server; the session takes the answer. */
export async function updateProfile(body: UpdateProfile) {
  const res = await call(api.auth.me.$patch({ json: { ...body } }));
  sessionStore.customer = res.user;
  return res.user;
}
