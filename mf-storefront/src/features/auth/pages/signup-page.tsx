import { Box, Button, HStack, Link, Separator, Stack, Text } from '@market/ui/chakra';
import { ApiError } from '@market/api-client/api-fetch';
import { AUTH_MESSAGES, SignupFormSchema } from '@market/domain/auth';
import { formatPhone } from '@market/domain/contact';
import { useCustomerSession } from '@market/session/session-store';
import { signup } from '../api/signup';
import { toaster } from '@market/ui/toaster';
import { useState, type FormEvent } from 'react';
import { LuGift } from 'react-icons/lu';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from '@market/ui/router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { urls } from '../../../urls';
import { afterSignIn } from '../after-sign-in';
import { safeNext } from '../safe-next';
import { AuthCard } from '../components/auth-card';
import { ConsentCheckbox } from '../components/consent-checkbox';
import { FormField } from '../components/form-field';
import { fieldErrors } from '../../../lib/field-errors';

interface Values {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone: string;
  agreeToTerms: boolean;
  agreeToPrivacy: boolean;
  agreeToMarketing: boolean;
}
type Key = keyof Values;

const INITIAL: Values = { name: '', email: '', password: '', confirmPassword: '', phone: '', agreeToTerms: false, agreeToPrivacy: false, agreeToMarketing: false };
const SIGNUP_ERROR = '회원가입 중 오류가 발생했습니다.';

/**
 * `/signup`: name, e-mail, password twice, optional phone, required and optional consents with
 * 'agree all' (spec 4, 5). Creates a customer, signs in, and gives the welcome coupon (server).
 */
export default function SignupPage() {
  useDocumentTitle('회원가입');
  const { customer, loaded } = useCustomerSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const [values, setValues] = useState<Values>(INITIAL);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [busy, setBusy] = useState(false);

  if (loaded && customer && !busy) return <Navigate to={next} replace />;

  const set = <K extends Key>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((er) => ({ ...er, [field]: undefined }));
  };
  const text = (field: Exclude<Key, 'agreeToTerms' | 'agreeToPrivacy' | 'agreeToMarketing'>) => ({
    id: `signup-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });
  const allAgreed = values.agreeToTerms && values.agreeToPrivacy && values.agreeToMarketing;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = SignupFormSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      document.getElementById(`signup-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    const { name, email, password, phone, agreeToMarketing } = parsed.data;
    setBusy(true);
    try {
      await signup({ name, email, password, ...(phone ? { phone } : {}), role: 'customer', agreeToMarketing });
      await afterSignIn();
      toaster.create({ type: 'success', title: '회원가입 완료', description: AUTH_MESSAGES.signupSuccess, duration: 5000 });
      navigate(next, { replace: true });
    } catch (err) {
      const network = err instanceof ApiError && err.code === 'NETWORK';
      if (err instanceof ApiError && err.fields) setErrors(err.fields as Partial<Record<Key, string>>);
      else if (err instanceof ApiError && err.status === 409) setErrors({ email: err.message });
      toaster.create({
        type: 'error',
        title: '회원가입 실패',
        description: network ? AUTH_MESSAGES.networkError : err instanceof ApiError && err.message ? err.message : SIGNUP_ERROR,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard eyebrow="JOIN" title="회원가입" lead="지금 가입하고 다양한 브랜드를 만나보세요">
      <HStack gap="3" bg="accent.subtle" color="accent.fg" rounded="lg" px="4" py="3" mb="6" data-testid="signup-benefit">
        <LuGift aria-hidden size={22} />
        <Stack gap="0">
          <Text fontSize="sm" fontWeight="700">
            신규 회원 첫 구매 30% 할인
          </Text>
          <Text fontSize="xs">가입 즉시 웰컴 쿠폰을 드려요 (최대 30,000원)</Text>
        </Stack>
      </HStack>
      <form noValidate onSubmit={(e) => void submit(e)} data-testid="signup-form">
        <Stack gap="4">
          <FormField label="이름" required autoComplete="name" placeholder="홍길동" {...text('name')} />
          <FormField label="이메일" required type="email" inputMode="email" autoComplete="email" placeholder="example@stylehub.kr" {...text('email')} />
          <FormField label="비밀번호" required type="password" autoComplete="new-password" placeholder="6자 이상" helper="6자 이상 입력해주세요" {...text('password')} />
          <FormField label="비밀번호 확인" required type="password" autoComplete="new-password" placeholder="비밀번호를 한 번 더 입력하세요" {...text('confirmPassword')} />
          <FormField
            label="휴대폰 번호 (선택)"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="010-0000-0000"
            {...text('phone')}
            onBlur={() => values.phone && set('phone', formatPhone(values.phone))}
          />
          <Box borderWidth="1px" borderColor={errors.agreeToTerms || errors.agreeToPrivacy ? 'border.error' : 'border'} rounded="lg" p="4" mt="2">
            <Stack gap="3">
              <ConsentCheckbox
                strong
                testId="agree-all"
                checked={allAgreed}
                onChange={(checked) => {
                  setValues((v) => ({ ...v, agreeToTerms: checked, agreeToPrivacy: checked, agreeToMarketing: checked }));
                  setErrors((er) => ({ ...er, agreeToTerms: undefined, agreeToPrivacy: undefined }));
                }}
              >
                전체 동의
              </ConsentCheckbox>
              <Separator />
              <ConsentCheckbox tag="필수" testId="agree-terms" checked={values.agreeToTerms} invalid={Boolean(errors.agreeToTerms)} onChange={(c) => set('agreeToTerms', c)}>
                이용약관 동의
              </ConsentCheckbox>
              <ConsentCheckbox tag="필수" testId="agree-privacy" checked={values.agreeToPrivacy} invalid={Boolean(errors.agreeToPrivacy)} onChange={(c) => set('agreeToPrivacy', c)}>
                개인정보처리방침 동의
              </ConsentCheckbox>
              <ConsentCheckbox tag="선택" testId="agree-marketing" checked={values.agreeToMarketing} onChange={(c) => set('agreeToMarketing', c)}>
                마케팅 정보 수신 동의
              </ConsentCheckbox>
            </Stack>
            {(errors.agreeToTerms || errors.agreeToPrivacy) && (
              <Text fontSize="sm" color="fg.error" mt="3" role="alert" data-testid="consent-error">
                {errors.agreeToTerms ?? errors.agreeToPrivacy}
              </Text>
            )}
          </Box>
          <Button type="submit" size="lg" w="full" mt="2" loading={busy} loadingText="가입 중" data-testid="signup-submit">
            가입하기
          </Button>
        </Stack>
      </form>
      <Text fontSize="sm" color="fg.muted" textAlign="center" mt="8">
        이미 회원이신가요?{' '}
        <Link asChild fontWeight="700" color="fg" textDecoration="underline">
          <RouterLink to={urls.login()}>로그인</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
