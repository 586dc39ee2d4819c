import { z } from 'zod';
import { isValidEmail, isValidMobilePhone } from './contact';
import { NETWORK_ERROR_MESSAGE } from './errors';
import { LegalAgreementsSchema } from './legal';

/** Exact messages of the storefront spec (section 5) and the catalogue spec (section 5). */
/** When a locked sign-in may be tried again, in the words of the 429 answer. */
export function retryAfterMessage(what: '로그인' | '회원가입' | '비밀번호 설정' | '주문조회', seconds: number): string {
  const wait = seconds < 55 ? `${Math.max(1, Math.ceil(seconds))}초` : `${Math.ceil(seconds / 60)}분`;
  return `${what} 시도가 너무 많습니다. ${wait} 후에 다시 시도해주세요.`;
}

export const AUTH_MESSAGES = {
  emailRequired: '이메일을 입력해주세요.',
  emailInvalid: '올바른 이메일 형식을 입력해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
  nameRequired: '이름을 입력해주세요.',
  passwordTooShort: '비밀번호는 6자 이상이어야 합니다.',
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  phoneInvalid: '올바른 휴대폰 번호를 입력해주세요.',
  termsRequired: '이용약관에 동의해주세요.',
  privacyRequired: '개인정보처리방침에 동의해주세요.',
  invalidCredentials: '이메일 또는 비밀번호가 올바르지 않습니다.',
  emailTaken: '이미 가입된 이메일입니다.',
  suspended: '이용이 정지된 계정입니다. 고객센터로 문의해주세요.',
  disabled: '비활성화된 관리자 계정입니다.',
  tooManyAttempts: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
  tooManySignups: '회원가입 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  staffPasswordTooShort: '관리자 비밀번호는 12자 이상이어야 합니다.',
  currentPasswordWrong: '현재 비밀번호가 올바르지 않습니다.',
  newPasswordSame: '새 비밀번호가 현재 비밀번호와 같습니다.',
  passwordChanged: '비밀번호가 변경되었습니다. 다른 기기에서는 다시 로그인해야 합니다.',
  loginRequired: '로그인이 필요합니다.',
  forbidden: '이 작업을 수행할 권한이 없습니다.',
  loginError: '로그인 중 오류가 발생했습니다.',
  networkError: NETWORK_ERROR_MESSAGE,
  signupSuccess: '회원가입이 완료되었습니다. 첫 구매 30% 할인 혜택을 드려요!',
  loginSuccess: '로그인되었습니다.',
  profileEmpty: '변경할 항목을 입력해주세요.',
  profileSaved: '회원 정보가 저장되었습니다.',
  marketingConsentInvalid: '마케팅 수신 동의 값이 올바르지 않습니다.',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
/** Staff passwords set from now on (issue 12); the shopper rule stays the spec's 6. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

const email = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .refine(isValidEmail, AUTH_MESSAGES.emailInvalid)
  .transform((v) => v.toLowerCase());

const password = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordRequired);

/** Shopper and staff sign-in share one body. */
export const LoginSchema = z.object({ email, password }).strict();
export type Login = z.infer<typeof LoginSchema>;

/** The signup API body (storefront spec section 7); the form adds confirmPassword and consents. */
export const SignupSchema = z
  .object({
    email,
    password: z
      .string({ error: AUTH_MESSAGES.passwordRequired })
      .min(1, AUTH_MESSAGES.passwordRequired)
      .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
      .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooShort),
    name: z.string({ error: AUTH_MESSAGES.nameRequired }).trim().min(1, AUTH_MESSAGES.nameRequired).max(50),
    phone: z
      .string()
      .trim()
      .max(20, AUTH_MESSAGES.phoneInvalid)
      .refine((v) => v === '' || isValidMobilePhone(v), AUTH_MESSAGES.phoneInvalid)
      .optional(),
    /** Accepted for compatibility with the spec's payload; signup always creates a customer. */
    role: z.literal('customer').optional(),
    agreeToMarketing: z.boolean().optional(),
    /** The 이용약관 and 개인정보처리방침 versions the page showed (ADR 037): required and current. */
    agreements: LegalAgreementsSchema,
  })
  .strict();
export type Signup = z.infer<typeof SignupSchema>;

/** The signup form: the API body plus confirmation and consents, checked in the spec's order. */
export const SignupFormSchema = z
  .object({
    name: SignupSchema.shape.name,
    email,
    password: SignupSchema.shape.password,
    confirmPassword: z.string(),
    phone: SignupSchema.shape.phone,
    agreeToTerms: z.boolean().refine((v) => v, AUTH_MESSAGES.termsRequired),
    agreeToPrivacy: z.boolean().refine((v) => v, AUTH_MESSAGES.privacyRequired),
    agreeToMarketing: z.boolean(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordMismatch,
  });

/**
 * `PATCH /api/auth/me`: the account page's profile edit. Name and phone follow the signup rules;
 * an empty phone removes it. At least one field.
 */
export const UpdateProfileSchema = z
  .object({
    name: SignupSchema.shape.name.optional(),
    phone: SignupSchema.shape.phone,
    marketingConsent: z.boolean({ error: AUTH_MESSAGES.marketingConsentInvalid }).optional(),
  })
  .strict()
  .refine((v) => v.name !== undefined || v.phone !== undefined || v.marketingConsent !== undefined, {
    message: AUTH_MESSAGES.profileEmpty,
  });
export type UpdateProfile = z.infer<typeof UpdateProfileSchema>;

/** A staff password set from now on: at least 12 characters (issue 12). */
export const StaffPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(STAFF_PASSWORD_MIN_LENGTH, AUTH_MESSAGES.staffPasswordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.staffPasswordTooShort);

function changePasswordSchema(newPassword: z.ZodString) {
  return z
    .object({ currentPassword: password, newPassword, confirmPassword: z.string({ error: AUTH_MESSAGES.passwordMismatch }) })
    .strict()
    .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: AUTH_MESSAGES.passwordMismatch })
    .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], message: AUTH_MESSAGES.newPasswordSame });
}

/** `POST /api/auth/password`: a shopper's new password follows the signup rule. */
export const ChangePasswordSchema = changePasswordSchema(SignupSchema.shape.password);
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** `POST /api/admin/auth/password`: a staff member's new password has at least 12 characters. */
export const StaffChangePasswordSchema = changePasswordSchema(StaffPasswordSchema);

export interface CustomerUser {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  role: 'customer' | 'seller';
  /** Agreed to marketing messages (signup's optional consent, editable on the account page). */
  marketingConsent?: boolean;
  createdAt: string;
}

export interface StaffUser {
  id: string;
  email: string;
  name: string;
  role: { code: string; name: string };
  permissions: string[];
  /** SELLER_ADMIN only: the one brand it may manage. */
  brandAccess: { id: string; name: string } | null;
}

export interface DemoAccount {
  email: string;
  name: string;
  role: string;
  roleName: string;
  description: string;
}
