import { api, call } from '@market/api-client/api';
import type { Signup } from '@market/domain/auth';
import { sessionStore } from '@market/session/session-store';

/**
 * `POST /api/auth/signup`: creates a customer and signs it in (sid cookie); the session store
 * learns about it as after `loginCustomer`. Kept here rather than in @market/session so that this
 * remote works with a shell built before it.
 */
export async function signup(body: Signup) {
  const res = await call(api.auth.signup.$post({ json: { ...body } }));
  sessionStore.customer = res.user;
  sessionStore.customerLoaded = true;
  return res;
}
