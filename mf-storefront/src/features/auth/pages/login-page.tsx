import { Button, HStack, Input, Link, Separator, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import { ApiError } from '@market/api-client/api-fetch';
import { AUTH_MESSAGES, LoginSchema } from '@market/domain/auth';
import { loginCustomer, useCustomerSession } from '@market/session/session-store';
import { toaster } from '@market/ui/toaster';
import { useZodForm } from '@market/ui/form';
import { FormField } from '@market/ui/form-field';
import { LuShoppingBag, LuStore } from 'react-icons/lu';
import { Link as RouterLink, Navigate, useLocation, useNavigate, useSearchParams } from '@market/ui/router';
import { useShopSettings } from '../../../api/get-shop-settings';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { urls } from '../../../urls';
import { afterSignIn } from '../after-sign-in';
import { safeNext } from '../safe-next';
import { AuthCard } from '../components/auth-card';
import { useDemoShoppers } from '../api/demo-accounts';
import type { LoginNotice } from './set-password-page';

/** The spec's demo accounts (section 1): the buttons prefill, they do not submit. */
const DEMO_BUTTONS = {
  customer: { label: '구매자 데모', icon: LuShoppingBag, testId: 'demo-buyer' },
  seller: { label: '판매자 데모', icon: LuStore, testId: 'demo-seller' },
} as const;

/** `/login`: e-mail and password, demo buttons, link to sign-up; signed-in shoppers go home. */
export default function LoginPage() {
  useDocumentTitle('로그인');
  const { customer, loaded } = useCustomerSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const form = useZodForm(LoginSchema, { defaultValues: { email: '', password: '' } });
  const busy = form.formState.isSubmitting;
  const demo = useDemoShoppers();
  // Set by the set-password page: a notice, never HTML, shown above the form.
  const notice = (useLocation().state as Partial<LoginNotice> | null)?.notice;
  const { guestCheckout } = useShopSettings();

  if (loaded && customer && !busy) return <Navigate to={next} replace />;

  const submit = form.handleSubmit(async ({ email, password }) => {
    try {
      const { user } = await loginCustomer(email, password);
      await afterSignIn();
      toaster.create({ type: 'success', title: AUTH_MESSAGES.loginSuccess, description: `${user.name}님, 환영합니다.`, duration: 3000 });
      navigate(next, { replace: true });
    } catch (err) {
      const network = err instanceof ApiError && err.code === 'NETWORK';
      toaster.create({
        type: 'error',
        title: '로그인 실패',
        description: network ? AUTH_MESSAGES.networkError : err instanceof ApiError && err.message ? err.message : AUTH_MESSAGES.loginError,
      });
    }
  });

  return (
    <AuthCard eyebrow="LOGIN" title="로그인" lead="스타일허브에 오신 것을 환영합니다">
      {typeof notice === 'string' && (
        <Text role="status" bg="bg.subtle" rounded="lg" px="4" py="3" mb="6" fontSize="sm" data-testid="login-notice">
          {notice}
        </Text>
      )}
      <form noValidate onSubmit={(e) => void submit(e)} data-testid="login-form">
        <Stack gap="4">
          <FormField control={form.control} name="email" label="이메일" id="login-email">
            {(field) => (
              <Input size="lg" {...field} type="email" inputMode="email" autoComplete="email" placeholder="example@stylehub.kr" />
            )}
          </FormField>
          <FormField control={form.control} name="password" label="비밀번호" id="login-password">
            {(field) => <Input size="lg" {...field} type="password" autoComplete="current-password" placeholder="비밀번호" />}
          </FormField>
          <Button type="submit" size="lg" w="full" mt="2" loading={busy} loadingText="로그인 중" data-testid="login-submit">
            로그인
          </Button>
        </Stack>
      </form>
      {demo && demo.accounts.length > 0 && (
        <>
          <HStack my="6" gap="3">
            <Separator flex="1" />
            <Text fontSize="xs" color="fg.subtle" flexShrink="0">
              데모 계정으로 둘러보기
            </Text>
            <Separator flex="1" />
          </HStack>
          <SimpleGrid columns={2} gap="2">
            {demo.accounts.map(({ email, role }) => {
              const { label, icon: Icon, testId } = DEMO_BUTTONS[role];
              return (
                <Button
                  key={email}
                  variant="outline"
                  size="md"
                  data-testid={testId}
                  onClick={() => form.reset({ email, password: demo.password })}
                >
                  <Icon aria-hidden /> {label}
                </Button>
              );
            })}
          </SimpleGrid>
          <Text fontSize="xs" color="fg.subtle" textAlign="center" mt="2">
            버튼을 누르면 데모 계정 정보가 입력됩니다
          </Text>
        </>
      )}
      <Text fontSize="sm" color="fg.muted" textAlign="center" mt="8">
        아직 회원이 아니신가요?{' '}
        <Link asChild fontWeight="700" color="fg" textDecoration="underline">
          <RouterLink to={params.get('next') ? `${urls.signup()}?next=${encodeURIComponent(next)}` : urls.signup()}>회원가입</RouterLink>
        </Link>
      </Text>
      {/* Guest checkout (ADR 033): only while the shop allows it. */}
      {guestCheckout && (
        <HStack justify="center" gap="4" mt="3" fontSize="sm" data-testid="login-guest-links">
          {next === urls.checkout() && (
            <Link asChild fontWeight="700" color="fg" textDecoration="underline">
              <RouterLink to={urls.guestCheckout()}>비회원으로 주문하기</RouterLink>
            </Link>
          )}
          <Link asChild color="fg.muted" textDecoration="underline">
            <RouterLink to={urls.guestOrderLookup()}>비회원 주문조회</RouterLink>
          </Link>
        </HStack>
      )}
    </AuthCard>
  );
}
