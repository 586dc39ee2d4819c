import { formatPhone, isValidEmail, isValidMobilePhone } from './contact';
import { SignupSchema, AUTH_MESSAGES, LoginSchema } from './auth';
import { FIRST_LEGAL_VERSION_IDS } from './legal';

describe('mobile phone (storefront spec section 5)', () => {
  it.each(['010-1234-5678', '01012345678', '010 1234 5678', '011-123-4567'])('accepts %s', (v) => {
    expect(isValidMobilePhone(v)).toBe(true);
  });
  it.each(['02-123-4567', '010-12-5678', '010-1234-56789', 'abc', ''])('refuses %s', (v) => {
    expect(isValidMobilePhone(v)).toBe(false);
  });
  it('formats 11 digits 3-4-4 and 10 digits 3-3-4', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('0111234567')).toBe('011-123-4567');
  });
});

describe('email', () => {
  it('needs no spaces and a domain', () => {
    expect(isValidEmail('a@b.kr')).toBe(true);
    expect(isValidEmail('a b@c.kr')).toBe(false);
    expect(isValidEmail('ab.kr')).toBe(false);
  });
});

describe('auth schemas use the spec messages', () => {
  const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
  it('login: empty email, bad email, empty password', () => {
    expect(first(LoginSchema.safeParse({ email: '', password: 'x' }))).toBe(AUTH_MESSAGES.emailRequired);
    expect(first(LoginSchema.safeParse({ email: 'nope', password: 'x' }))).toBe(AUTH_MESSAGES.emailInvalid);
    expect(first(LoginSchema.safeParse({ email: 'a@b.kr', password: '' }))).toBe(AUTH_MESSAGES.passwordRequired);
  });
  it('signup: short password, bad phone, blank name', () => {
    const base = { email: 'a@b.kr', password: 'secret1', name: '김하늘', agreements: FIRST_LEGAL_VERSION_IDS };
    expect(first(SignupSchema.safeParse({ ...base, password: '12345' }))).toBe('비밀번호는 6자 이상이어야 합니다.');
    expect(first(SignupSchema.safeParse({ ...base, phone: '010-12' }))).toBe('올바른 휴대폰 번호를 입력해주세요.');
    expect(first(SignupSchema.safeParse({ ...base, name: '   ' }))).toBe('이름을 입력해주세요.');
    expect(SignupSchema.safeParse({ ...base, phone: '' }).success).toBe(true);
  });
});
