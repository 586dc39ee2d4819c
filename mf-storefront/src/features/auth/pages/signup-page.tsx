import { Box, Button, HStack, Input, Link, Separator, Stack, Text } from '@market/ui/chakra';
import { ApiError } from '@market/api-client/api-fetch';
import { AUTH_MESSAGES, SignupFormSchema } from '@market/domain/auth';
import { formatPhone } from '@market/domain/contact';
import { useCustomerSession } from '@market/session/session-store';
import { signup } from '../api/signup';
import { toaster } from '@market/ui/toaster';
import { applyApiError, useZodForm } from '@market/ui/form';
import { FormField } from '@market/ui/form-field';
import { useFormState, useWatch } from 'react-hook-form';
import { LuGift } from 'react-icons/lu';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from '@market/ui/router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { urls } from '../../../urls';
import { afterSignIn } from '../after-sign-in';
import { safeNext } from '../safe-next';
import { AuthCard } from '../components/auth-card';
import { ConsentCheckbox } from '../components/consent-checkbox';
import { isLegalAgreementError, useCurrentLegal } from '../../../api/get-current-legal';
import { LegalDocLink } from '../../../components/legal/legal-doc-link';

/** Which version the box agrees to (the consent row records it). */
function VersionNote({ version }: { version: number }) {
  return (
    <Text as="span" color="fg.subtle" fontSize="xs" ms="1">
      (제{version}판)
    </Text>
  );
}

const INITIAL = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  agreeToTerms: false,
  agreeToPrivacy: false,
  agreeToMarketing: false,
};
const SIGNUP_ERROR = '회원가입 중 오류가 발생했습니다.';
const CONSENTS = ['agreeToTerms', 'agreeToPrivacy', 'agreeToMarketing'] as const;

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
  const form = useZodForm(SignupFormSchema, { defaultValues: INITIAL });
  const { control } = form;
  const busy = form.formState.isSubmitting;
  const consents = useWatch({ control, name: CONSENTS });
  const { errors } = useFormState({ control, name: ['agreeToTerms', 'agreeToPrivacy'] });
  const consentError = errors.agreeToTerms?.message ?? errors.agreeToPrivacy?.message;
  const { current, ensure: ensureLegal, refresh: refreshLegal } = useCurrentLegal();

  if (loaded && customer && !busy) return <Navigate to={next} replace />;

  const agreeAll = (checked: boolean) => {
    for (const name of CONSENTS) form.setValue(name, checked);
    form.clearErrors(['agreeToTerms', 'agreeToPrivacy']);
  };

  const submit = form.handleSubmit(async ({ name, email, password, phone, agreeToMarketing }) => {
    try {
      // The versions shown on this page; the server refuses them if one was replaced meanwhile.
      const shown = await ensureLegal();
      await signup({ name, email, password, ...(phone ? { phone } : {}), role: 'customer', agreeToMarketing, agreements: shown });
      await afterSignIn();
      toaster.create({ type: 'success', title: '회원가입 완료', description: AUTH_MESSAGES.signupSuccess, duration: 5000 });
      navigate(next, { replace: true });
    } catch (err) {
      const network = err instanceof ApiError && err.code === 'NETWORK';
      if (isLegalAgreementError(err)) {
        // A document was revised meanwhile: show the new versions and ask for the consent again.
        await refreshLegal();
        form.setValue('agreeToTerms', false);
        form.setValue('agreeToPrivacy', false);
        form.setError('agreeToTerms', { type: 'server', message: err.message }, { shouldFocus: true });
        toaster.create({ type: 'error', title: '약관 재동의 필요', description: err.message });
        return;
      }
      const { fields } = applyApiError(form.setError, err);
      // A taken e-mail comes as a 409 without fields: it is the e-mail's error all the same.
      if (!fields && err instanceof ApiError && err.status === 409)
        form.setError('email', { type: 'server', message: err.message }, { shouldFocus: true });
      toaster.create({
        type: 'error',
        title: '회원가입 실패',
        description: network ? AUTH_MESSAGES.networkError : err instanceof ApiError && err.message ? err.message : SIGNUP_ERROR,
      });
    }
  });

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
          <FormField control={control} name="name" label="이름" required id="signup-name">
            {(field) => <Input size="lg" {...field} autoComplete="name" placeholder="홍길동" />}
          </FormField>
          <FormField control={control} name="email" label="이메일" required id="signup-email">
            {(field) => (
              <Input size="lg" {...field} type="email" inputMode="email" autoComplete="email" placeholder="example@stylehub.kr" />
            )}
          </FormField>
          <FormField control={control} name="password" label="비밀번호" required id="signup-password" helper="6자 이상 입력해주세요">
            {(field) => <Input size="lg" {...field} type="password" autoComplete="new-password" placeholder="6자 이상" />}
          </FormField>
          <FormField control={control} name="confirmPassword" label="비밀번호 확인" required id="signup-confirmPassword">
            {(field) => (
              <Input size="lg" {...field} type="password" autoComplete="new-password" placeholder="비밀번호를 한 번 더 입력하세요" />
            )}
          </FormField>
          <FormField control={control} name="phone" label="휴대폰 번호 (선택)" id="signup-phone">
            {(field) => (
              <Input
                size="lg"
                {...field}
                value={field.value ?? ''}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="010-0000-0000"
                onBlur={() => {
                  field.onBlur();
                  if (field.value) form.setValue('phone', formatPhone(field.value));
                }}
              />
            )}
          </FormField>
          {/* The consents share one message (the first missing one), under the box. */}
          <Box
            role="group"
            aria-label="약관 동의"
            aria-describedby={consentError ? 'consent-error' : undefined}
            borderWidth="1px"
            borderColor={consentError ? 'border.error' : 'border'}
            rounded="lg"
            p="4"
            mt="2"
          >
            <Stack gap="3">
              <ConsentCheckbox strong testId="agree-all" checked={consents.every(Boolean)} onChange={agreeAll}>
                전체 동의
              </ConsentCheckbox>
              <Separator />
              <HStack justify="space-between" gap="3">
                <ConsentCheckbox tag="필수" testId="agree-terms" control={control} name="agreeToTerms">
                  이용약관 동의{current && <VersionNote version={current.terms.version} />}
                </ConsentCheckbox>
                <LegalDocLink kind="terms" testId="view-terms" />
              </HStack>
              <HStack justify="space-between" gap="3">
                <ConsentCheckbox tag="필수" testId="agree-privacy" control={control} name="agreeToPrivacy">
                  개인정보처리방침 동의{current && <VersionNote version={current.privacy.version} />}
                </ConsentCheckbox>
                <LegalDocLink kind="privacy" testId="view-privacy" />
              </HStack>
              <ConsentCheckbox tag="선택" testId="agree-marketing" control={control} name="agreeToMarketing">
                마케팅 정보 수신 동의
              </ConsentCheckbox>
            </Stack>
            {consentError && (
              <Text id="consent-error" fontSize="sm" color="fg.error" mt="3" role="alert" data-testid="consent-error">
                {consentError}
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
