import { ApiError } from '@market/api-client/api-fetch';
import { AUTH_MESSAGES, LoginSchema } from '@market/domain/auth';

export type LoginFieldErrors = Partial<Record<'email' | 'password', string>>;

/** Field messages of the shared schema, first issue per field. */
export function validateLogin(values: {
  email: string;
  password: string;
}): { ok: true; data: { email: string; password: string } } | { ok: false; fields: LoginFieldErrors } {
  const parsed = LoginSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fields: LoginFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if ((key === 'email' || key === 'password') && !fields[key]) fields[key] = issue.message;
  }
  return { ok: false, fields };
}

/**
 * The sentence shown above the form for a failed sign-in: the server's own message for refusals
 * (wrong credentials, too many attempts, disabled account), fixed wording for everything else.
 */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return AUTH_MESSAGES.loginError;
  if (error.status === 0) return AUTH_MESSAGES.networkError;
  if (error.status === 401) return error.message || AUTH_MESSAGES.invalidCredentials;
  if (error.status === 429) return error.message || AUTH_MESSAGES.tooManyAttempts;
  if (error.status >= 400 && error.status < 500 && error.message && !/^\d{3}:/.test(error.message)) return error.message;
  return AUTH_MESSAGES.loginError;
}

/** Where to go after signing in: the admin page the visitor was sent from, else `/admin`. */
export function afterLoginPath(from: unknown): string {
  if (typeof from !== 'string') return '/admin';
  if (!/^\/admin(\/|$|\?)/.test(from) || /^\/admin\/login(\/|$|\?)/.test(from)) return '/admin';
  return from;
}
