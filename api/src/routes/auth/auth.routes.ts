import { createRoute, z } from '@hono/zod-openapi';
import { ChangePasswordSchema, LoginSchema, SignupSchema, type CustomerUser } from '@market/domain/auth';
import { PASSWORD_LINK_MESSAGES, SetPasswordSchema, type PasswordLinkInfo } from '@market/domain/password-link';
import { customerRequired } from '../../lib/customer-session';
import { errorResponse, jsonBody, jsonResponse, StandardErrors } from '../../lib/openapi';

export const CustomerUserSchema: z.ZodType<CustomerUser> = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    role: z.enum(['customer', 'seller']),
    createdAt: z.string(),
  })
  .openapi('CustomerUser');

const SignedInSchema = z.object({ user: CustomerUserSchema, message: z.string() });
const tags = ['auth'];

export const signup = createRoute({
  method: 'post',
  path: '/auth/signup',
  tags,
  summary: '회원가입 (항상 일반 회원)',
  request: { body: jsonBody(SignupSchema) },
  responses: {
    201: jsonResponse(SignedInSchema, '가입 완료 (sid 쿠키)'),
    409: errorResponse('이미 가입된 이메일입니다.'),
    ...StandardErrors,
  },
});

export const login = createRoute({
  method: 'post',
  path: '/auth/login',
  tags,
  summary: '회원 로그인',
  request: { body: jsonBody(LoginSchema) },
  responses: {
    200: jsonResponse(SignedInSchema, '로그인 성공 (sid 쿠키)'),
    401: errorResponse('이메일 또는 비밀번호가 올바르지 않습니다.'),
    403: errorResponse('이용이 정지된 계정입니다.'),
    429: errorResponse('로그인 시도가 너무 많습니다.'),
    ...StandardErrors,
  },
});

export const logout = createRoute({
  method: 'post',
  path: '/auth/logout',
  tags,
  summary: '회원 로그아웃',
  responses: { 204: { description: '로그아웃됨' } },
});

export const me = createRoute({
  method: 'get',
  path: '/auth/me',
  tags,
  summary: '로그인한 회원',
  responses: { 200: jsonResponse(z.object({ user: CustomerUserSchema }), '현재 회원'), 401: errorResponse('로그인이 필요합니다.') },
});

export const demoAccounts = createRoute({
  method: 'get',
  path: '/auth/demo-accounts',
  tags,
  summary: '쇼핑 데모 계정 (데모 모드에서만; 그 밖에는 404)',
  responses: {
    200: jsonResponse(
      z.object({
        password: z.string(),
        accounts: z.array(z.object({ email: z.string(), name: z.string(), role: z.enum(['customer', 'seller']) })),
      }),
      '데모 계정',
    ),
    ...StandardErrors,
  },
});

export const changePassword = createRoute({
  method: 'post',
  path: '/auth/password',
  tags,
  summary: '비밀번호 변경 (모든 세션 종료 후 새 세션)',
  middleware: [customerRequired()],
  request: { body: jsonBody(ChangePasswordSchema) },
  responses: {
    200: jsonResponse(z.object({ message: z.string() }), '변경됨 (새 sid 쿠키)'),
    429: errorResponse('로그인 시도가 너무 많습니다.'),
    ...StandardErrors,
  },
});

const TokenParamSchema = z.object({ token: z.string().max(200) });
const LinkErrors = {
  404: errorResponse(PASSWORD_LINK_MESSAGES.notFound),
  410: errorResponse(PASSWORD_LINK_MESSAGES.gone),
  429: errorResponse('비밀번호 설정 시도가 너무 많습니다.'),
};

export const readPasswordLink = createRoute({
  method: 'get',
  path: '/auth/password-link/{token}',
  tags,
  summary: '비밀번호 설정 링크 확인 (가려진 이메일과 만료 시각; 없는 링크 404, 만료·사용·교체된 링크 410)',
  request: { params: TokenParamSchema },
  responses: {
    200: jsonResponse(z.object({ email: z.string(), expiresAt: z.string() }) as z.ZodType<PasswordLinkInfo>, '쓸 수 있는 링크'),
    ...LinkErrors,
    ...StandardErrors,
  },
});

export const setPasswordWithLink = createRoute({
  method: 'post',
  path: '/auth/password-link/{token}',
  tags,
  summary: '비밀번호 설정 링크로 비밀번호 설정 (한 번만; 그 고객의 모든 세션 종료)',
  request: { params: TokenParamSchema, body: jsonBody(SetPasswordSchema) },
  responses: {
    200: jsonResponse(z.object({ message: z.string() }), '설정됨 (로그인 페이지로)'),
    403: errorResponse('이용이 정지된 계정입니다.'),
    ...LinkErrors,
    ...StandardErrors,
  },
});
