import { createRoute, z } from '@hono/zod-openapi';
import { LoginSchema, StaffChangePasswordSchema, type DemoAccount, type StaffUser } from '@market/domain/auth';
import { AdminErrors, errorResponse, jsonBody, jsonResponse, StandardErrors } from '../../lib/openapi';

export const StaffUserSchema: z.ZodType<StaffUser> = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.object({ code: z.string(), name: z.string() }),
    permissions: z.array(z.string()),
    brandAccess: z.object({ id: z.string(), name: z.string() }).nullable(),
  })
  .openapi('StaffUser');

const DemoAccountSchema: z.ZodType<DemoAccount> = z.object({
  email: z.string(),
  name: z.string(),
  role: z.string(),
  roleName: z.string(),
  description: z.string(),
});

const tags = ['admin-auth'];

export const login = createRoute({
  method: 'post',
  path: '/auth/login',
  tags,
  summary: '관리자 로그인',
  request: { body: jsonBody(LoginSchema) },
  responses: {
    200: jsonResponse(z.object({ staff: StaffUserSchema, demoMode: z.boolean() }), '로그인 성공 (admin_sid 쿠키)'),
    401: errorResponse('이메일 또는 비밀번호가 올바르지 않습니다.'),
    403: errorResponse('비활성화된 관리자 계정입니다.'),
    429: errorResponse('로그인 시도가 너무 많습니다.'),
    ...StandardErrors,
  },
});

export const logout = createRoute({
  method: 'post',
  path: '/auth/logout',
  tags,
  summary: '관리자 로그아웃',
  responses: { 204: { description: '로그아웃됨' } },
});

export const me = createRoute({
  method: 'get',
  path: '/auth/me',
  tags,
  summary: '로그인한 관리자',
  responses: {
    200: jsonResponse(
      z.object({ staff: StaffUserSchema, demoMode: z.boolean().openapi({ description: '데모 모드(공개된 데모 계정)로 실행 중' }) }),
      '현재 관리자',
    ),
    ...AdminErrors,
  },
});

export const demoAccounts = createRoute({
  method: 'get',
  path: '/auth/demo-accounts',
  tags,
  summary: '데모 계정 목록 (데모 모드 전용)',
  responses: {
    200: jsonResponse(z.object({ password: z.string(), accounts: z.array(DemoAccountSchema) }), '데모 계정'),
    404: errorResponse('데모 모드가 아닙니다.'),
  },
});

export const changePassword = createRoute({
  method: 'post',
  path: '/auth/password',
  tags,
  summary: '내 비밀번호 변경 (12자 이상; 모든 세션 종료 후 새 세션)',
  request: { body: jsonBody(StaffChangePasswordSchema) },
  responses: {
    200: jsonResponse(z.object({ message: z.string() }), '변경됨 (새 admin_sid 쿠키)'),
    429: errorResponse('로그인 시도가 너무 많습니다.'),
    ...AdminErrors,
  },
});
