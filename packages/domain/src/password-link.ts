import { z } from 'zod';
import { AUTH_MESSAGES, SignupSchema } from './auth';

/**
 * 비밀번호 설정 링크 (ADR 034): staff issue a one-time link for a customer who has no password
 * (imported customers) or lost it; the shopper opens it and sets a password. No e-mail is sent:
 * the operator hands the link over.
 */

/** How long a link works after it is issued. */
export const PASSWORD_LINK_TTL_HOURS = 72;

/**
 * How long a used, expired or revoked link is kept before the maintenance purge deletes it: long
 * enough for a shopper opening an old link to be told it is gone rather than unknown.
 */
export const PASSWORD_LINK_RETENTION_DAYS = 30;

/** The storefront page a link opens (`?token=`). */
export { SET_PASSWORD_PATH, setPasswordPath } from './password-link-path';

export const PASSWORD_LINK_MESSAGES = {
  notFound: '유효하지 않은 비밀번호 설정 링크입니다. 링크 주소를 다시 확인해주세요.',
  gone: '만료되었거나 이미 사용된 링크입니다. 고객센터에 새 링크를 요청해주세요.',
  suspended: '정지된 고객에게는 비밀번호 설정 링크를 발급할 수 없습니다.',
  issued: '비밀번호 설정 링크를 만들었습니다.',
  issuedDetail: `${PASSWORD_LINK_TTL_HOURS}시간 동안 한 번 쓸 수 있습니다. 이전에 만든 링크는 더 이상 쓸 수 없습니다.`,
  passwordSet: '비밀번호가 설정되었습니다. 새 비밀번호로 로그인해주세요.',
} as const;

/**
 * `POST /api/auth/password-link/{token}` and its form: the shopper's password rule is the
 * signup schema's (reused, not copied), typed twice.
 */
export const SetPasswordSchema = z
  .object({
    password: SignupSchema.shape.password,
    passwordConfirm: z.string({ error: AUTH_MESSAGES.passwordMismatch }),
  })
  .strict()
  .refine((v) => v.password === v.passwordConfirm, { path: ['passwordConfirm'], message: AUTH_MESSAGES.passwordMismatch });
export type SetPassword = z.infer<typeof SetPasswordSchema>;

/** A link's expiry as both screens show it, in Korea time to the minute: '2026. 11. 29. 오후 8:14'. */
export function formatLinkExpiry(value: string | Date): string {
  return new Date(value).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'medium', timeStyle: 'short' });
}

/** `POST /api/admin/customers/{id}/password-link`: the link to hand over, shown once. */
export interface IssuedPasswordLink {
  url: string;
  expiresAt: string;
  title: string;
  message: string;
}

/** `GET /api/auth/password-link/{token}`: whose link it is (masked) and until when it works. */
export interface PasswordLinkInfo {
  email: string;
  expiresAt: string;
}
