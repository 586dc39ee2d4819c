import { ApiError } from '@market/api-client/api-fetch';
import { AUTH_MESSAGES } from '@market/domain/auth';
import { afterLoginPath, loginErrorMessage, validateLogin } from './login-errors';

describe('validateLogin', () => {
  it('gives the schema messages per field', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      ok: false,
      fields: { email: AUTH_MESSAGES.emailRequired, password: AUTH_MESSAGES.passwordRequired },
    });
    expect(validateLogin({ email: 'nope', password: 'x' })).toEqual({ ok: false, fields: { email: AUTH_MESSAGES.emailInvalid } });
  });
  it('normalises a valid email', () => {
    expect(validateLogin({ email: ' Super@StyleHub.kr ', password: 'demo1234!' })).toEqual({
      ok: true,
      data: { email: 'super@stylehub.kr', password: 'demo1234!' },
    });
  });
});

describe('loginErrorMessage', () => {
  it("shows the server's message for wrong credentials and rate limits", () => {
    expect(loginErrorMessage(new ApiError(401, 'UNAUTHENTICATED', '이메일 또는 비밀번호가 올바르지 않습니다.'))).toBe(
      '이메일 또는 비밀번호가 올바르지 않습니다.',
    );
    expect(loginErrorMessage(new ApiError(429, 'RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts))).toBe(AUTH_MESSAGES.tooManyAttempts);
  });
  it('names network errors', () => {
    expect(loginErrorMessage(new ApiError(0, 'NETWORK', 'x'))).toBe('네트워크 오류가 발생했습니다.');
  });
  it('uses the generic message for server errors and other exceptions', () => {
    expect(loginErrorMessage(new ApiError(500, 'INTERNAL', '500: boom'))).toBe('로그인 중 오류가 발생했습니다.');
    expect(loginErrorMessage(new ApiError(404, 'INTERNAL', '404: Not Found'))).toBe('로그인 중 오류가 발생했습니다.');
    expect(loginErrorMessage(new TypeError('x'))).toBe('로그인 중 오류가 발생했습니다.');
  });
});

describe('afterLoginPath', () => {
  it('returns to the admin page the visitor came from', () => {
    expect(afterLoginPath('/admin/catalog/brands?page=2')).toBe('/admin/catalog/brands?page=2');
    expect(afterLoginPath(undefined)).toBe('/admin');
    expect(afterLoginPath('/admin/login')).toBe('/admin');
    expect(afterLoginPath('https://evil.example/admin')).toBe('/admin');
    expect(afterLoginPath('/brands')).toBe('/admin');
  });
});
