import {
  Badge,
  Box,
  Button,
  Center,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Link as ChakraLink,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@market/ui/chakra';
import { Alert, Code, Field } from '@market/ui/chakra-more';
import { loadStaff, loginStaff, useStaffSession } from '@market/session/session-store';
import { ColorModeButton } from '@market/ui/color-mode-button';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LuArrowLeft, LuEye, LuEyeOff, LuInfo, LuLogIn } from 'react-icons/lu';
import { Link, Navigate, useLocation, useNavigate } from '@market/ui/router';
import { AdminLogo } from '../frame/admin-logo';
import { afterLoginPath, loginErrorMessage, validateLogin, type LoginFieldErrors } from './login-errors';
import { useDemoAccounts } from './use-demo-accounts';

/** Quick sign-in with the demo accounts; the endpoint exists only in demo mode (404 otherwise). */
function DemoAccountsSection({
  onPick,
  busyEmail,
  disabled,
}: {
  onPick: (email: string, password: string) => void;
  busyEmail: string | null;
  disabled: boolean;
}) {
  const { data } = useDemoAccounts();
  if (!data || !Array.isArray(data.accounts) || data.accounts.length === 0) return null;
  return (
    <Stack gap="3" data-testid="demo-accounts">
      <HStack gap="3" color="fg.subtle" fontSize="xs">
        <Box flex="1" h="1px" bg="border" />
        <Text as="span">데모 계정으로 빠른 로그인</Text>
        <Box flex="1" h="1px" bg="border" />
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
        {data.accounts.map((account) => (
          <Button
            key={account.email}
            type="button"
            variant="outline"
            h="auto"
            py="2.5"
            px="3"
            justifyContent="flex-start"
            textAlign="left"
            whiteSpace="normal"
            loading={busyEmail === account.email}
            disabled={disabled}
            onClick={() => onPick(account.email, data.password)}
            data-testid={`demo-login-${account.role}`}
          >
            <Stack gap="0.5" w="full" align="flex-start">
              <HStack gap="1.5" w="full" justify="space-between">
                <Text as="span" fontWeight="semibold" fontSize="sm" lineClamp={1}>
                  {account.name}
                </Text>
                <Badge size="sm" variant="subtle" flexShrink={0}>
                  {account.roleName}
                </Badge>
              </HStack>
              <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal" lineClamp={1}>
                {account.description}
              </Text>
              {/* Named by what it shows plus what it does (a name without the description trips speech input). */}
              <Text as="span" srOnly>
                계정으로 로그인
              </Text>
            </Stack>
          </Button>
        ))}
      </SimpleGrid>
      <Alert.Root status="info" variant="subtle" size="sm" rounded="md">
        <Alert.Indicator>
          <LuInfo />
        </Alert.Indicator>
        <Alert.Content>
          <Alert.Title>데모 안내</Alert.Title>
          <Alert.Description>
            모든 데모 계정의 비밀번호는{' '}
            <Code size="sm" data-testid="demo-password">
              {data.password}
            </Code>{' '}
            입니다. 역할마다 보이는 메뉴가 다릅니다.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}

/** `/admin/login`: the back office's sign-in card. */
export default function AdminLoginPage() {
  const { staff, loaded } = useStaffSession();
  const [checked, setChecked] = useState(loaded);
  const navigate = useNavigate();
  const location = useLocation();
  const target = afterLoginPath((location.state as { from?: unknown } | null)?.from);

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [fields, setFields] = useState<LoginFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<null | 'form' | string>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (loaded) return;
    loadStaff()
      .catch(() => undefined)
      .finally(() => setChecked(true));
  }, [loaded]);

  const signIn = async (values: { email: string; password: string }, who: 'form' | string) => {
    const result = validateLogin(values);
    if (!result.ok) {
      setFields(result.fields);
      setFormError(null);
      (result.fields.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setFields({});
    setFormError(null);
    setBusy(who);
    try {
      await loginStaff(result.data.email, result.data.password);
      navigate(target, { replace: true });
    } catch (error) {
      setFormError(loginErrorMessage(error));
      setBusy(null);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void signIn({ email, password }, 'form');
  };

  const onPick = (demoEmail: string, demoPassword: string) => {
    setEmail(demoEmail);
    setPassword(demoPassword);
    void signIn({ email: demoEmail, password: demoPassword }, demoEmail);
  };

  if (staff && busy === null) return <Navigate to={target} replace />;

  return (
    <Flex minH="100dvh" direction="column" bg="bg.subtle">
      <Flex justify="flex-end" px="4" pt="3">
        <ColorModeButton />
      </Flex>
      <Center as="main" flex="1" px="4" pb="10">
        <Box w="full" maxW="26rem">
          <Stack align="center" gap="2" mb="6" textAlign="center">
            <AdminLogo size="lg" />
            <Text color="fg.muted" fontSize="sm">
              스타일허브 운영 도구에 로그인하세요
            </Text>
          </Stack>
          <Box bg="bg.panel" borderWidth="1px" borderColor="border" rounded="xl" shadow="sm" p={{ base: '5', sm: '7' }}>
            {!checked && !loaded ? (
              <Center py="16" role="status" aria-busy="true" aria-label="확인 중">
                <Spinner size="md" color="fg.muted" />
              </Center>
            ) : (
              <Stack gap="6">
                <Heading as="h1" size="md">
                  관리자 로그인
                </Heading>
                <form onSubmit={onSubmit} noValidate aria-label="관리자 로그인">
                  <Stack gap="4">
                    {formError && (
                      <Alert.Root status="error" size="sm" rounded="md" data-testid="login-error">
                        <Alert.Indicator />
                        <Alert.Title>{formError}</Alert.Title>
                      </Alert.Root>
                    )}
                    <Field.Root invalid={!!fields.email} required>
                      <Field.Label>
                        이메일
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Input
                        ref={emailRef}
                        name="email"
                        type="email"
                        inputMode="email"
                        autoComplete="username"
                        placeholder="admin@stylehub.kr"
                        autoFocus
                        value={email}
                        onChange={(e) => {
                          setEmail(e.target.value);
                          if (fields.email) setFields((f) => ({ ...f, email: undefined }));
                        }}
                      />
                      <Field.ErrorText>{fields.email}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root invalid={!!fields.password} required>
                      <Field.Label>
                        비밀번호
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <InputGroup
                        endElement={
                          <IconButton
                            type="button"
                            variant="ghost"
                            size="xs"
                            me="-2"
                            aria-label={showPassword ? '비밀번호 숨기기' : '비밀번호 보기'}
                            onClick={() => setShowPassword((v) => !v)}
                          >
                            {showPassword ? <LuEyeOff /> : <LuEye />}
                          </IconButton>
                        }
                      >
                        <Input
                          ref={passwordRef}
                          name="password"
                          type={showPassword ? 'text' : 'password'}
                          autoComplete="current-password"
                          placeholder="비밀번호"
                          value={password}
                          onChange={(e) => {
                            setPassword(e.target.value);
                            if (fields.password) setFields((f) => ({ ...f, password: undefined }));
                          }}
                        />
                      </InputGroup>
                      <Field.ErrorText>{fields.password}</Field.ErrorText>
                    </Field.Root>
                    <Button
                      type="submit"
                      colorPalette="brand"
                      size="md"
                      w="full"
                      mt="1"
                      loading={busy === 'form'}
                      disabled={busy !== null}
                      loadingText="로그인 중"
                    >
                      <LuLogIn /> 로그인
                    </Button>
                  </Stack>
                </form>
                <DemoAccountsSection onPick={onPick} busyEmail={busy !== 'form' ? busy : null} disabled={busy !== null} />
              </Stack>
            )}
          </Box>
          <Center mt="6">
            <ChakraLink asChild fontSize="sm" color="fg.muted">
              <Link to="/">
                <LuArrowLeft /> 스토어로 돌아가기
              </Link>
            </ChakraLink>
          </Center>
        </Box>
      </Center>
    </Flex>
  );
}
