/**
 * The storefront page a password link opens (ADR 034). Apart from `password-link.ts` so that the
 * storefront's path builders, loaded on every page, do not bring the link's zod schema (ADR 039).
 */
export const SET_PASSWORD_PATH = '/account/set-password';

export function setPasswordPath(token: string): string {
  return `${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
}
