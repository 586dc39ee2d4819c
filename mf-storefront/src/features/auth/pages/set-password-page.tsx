import { Box, Button, Input, Link, Skeleton, Stack, Text } from '@market/ui/chakra';
import { ApiError } from '@market/api-client/api-fetch';
import { AUTH_MESSAGES } from '@market/domain/auth';
import { formatLinkExpiry, PASSWORD_LINK_MESSAGES, SetPasswordSchema } from '@market/domain/password-link';
import { loadCustomer } from '@market/session/session-store';
import { applyApiError, useZodForm } from '@market/ui/form';
import { FormField } from '@market/ui/form-field';
import { toaster } from '@market/ui/toaster';
import { Link as RouterLink, useNavigate, useSearchParams } from '@market/ui/router';
import { useState } from 'react';
import { LuCircleAlert } from 'react-icons/lu';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { urls } from '../../../urls';
import { setPasswordWithLink, usePasswordLink } from '../api/password-link';
import { AuthCard } from '../components/auth-card';

/** What the sign-in page shows above its form after a password was set (router state). */
export interface LoginNotice {
  notice: string;
}

/** An unknown, used, replaced or expired link: why, and where to go instead. */
function LinkUnusable({ message }: { message: string }) {
  return (
    <Stack gap="5" align="center" textAlign="center" role="alert" data-testid="password-link-unusable">
      <Box color="fg.error" fontSize="3xl" aria-hidden>
        <LuCircleAlert />
      </Box>
      <Text fontWeight="600">{message}</Text>
      <Text fontSize="sm" color="fg.muted">
        비밀번호 설정 링크는 발급 후 72시간 동안 한 번만 쓸 수 있습니다. 이미 비밀번호를 정하셨다면 로그인해주세요.
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2" w="full" justify="center">
        <Button asChild size="lg">
          <RouterLink to={urls.login()}>로그인</RouterLink>
        </Button>
        <Button asChild size="lg" variant="outline">
          <RouterLink to={urls.customerService()}>고객센터</RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * `/account/set-password?token=…`: the page a 비밀번호 설정 링크 opens (ADR 034). The shopper types a
 * new password twice (the signup rule); success leads to the sign-in page with a notice.
 */
export default function SetPasswordPage() {
  useDocumentTitle('비밀번호 설정');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const link = usePasswordLink(token);
  const [gone, setGone] = useState<string | null>(null);
  const form = useZodForm(SetPasswordSchema, { defaultValues: { password: '', passwordConfirm: '' } });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await setPasswordWithLink(token, values);
      // The customer's sessions ended with the change: the session store learns it before sign-in.
      await loadCustomer().catch(() => null);
      navigate(urls.login(), { replace: true, state: { notice: message } satisfies LoginNotice });
    } catch (err) {
      if (err instanceof ApiError && (err.status === 404 || err.status === 410)) {
        setGone(err.message);
        return;
      }
      const { fields } = applyApiError(form.setError, err);
      if (!fields)
        toaster.create({
          type: 'error',
          title: '비밀번호를 설정하지 못했습니다',
          description:
            err instanceof ApiError && err.code === 'NETWORK' ? AUTH_MESSAGES.networkError : err instanceof Error ? err.message : undefined,
        });
    }
  });

  const unusable = !token
    ? PASSWORD_LINK_MESSAGES.notFound
    : (gone ??
      (link.error ? (link.error instanceof ApiError && link.error.message ? link.error.message : PASSWORD_LINK_MESSAGES.notFound) : null));

  return (
    <AuthCard
      eyebrow="PASSWORD"
      title="비밀번호 설정"
      lead={link.data && !unusable ? `${link.data.email} 계정의 비밀번호를 정해주세요` : '스타일허브 계정의 비밀번호를 정합니다'}
    >
      {unusable ? (
        <LinkUnusable message={unusable} />
      ) : !link.data ? (
        <Stack gap="4" role="status" aria-busy="true" aria-label="링크 확인 중">
          <Skeleton h="12" />
          <Skeleton h="12" />
          <Skeleton h="12" />
        </Stack>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} data-testid="set-password-form">
          <Stack gap="4">
            <FormField
              control={form.control}
              name="password"
              label="새 비밀번호"
              required
              requiredMarker={false}
              id="set-password-password"
              helper="6자 이상 입력해주세요"
            >
              {(field) => <Input size="lg" {...field} type="password" autoComplete="new-password" placeholder="6자 이상" />}
            </FormField>
            <FormField
              control={form.control}
              name="passwordConfirm"
              label="새 비밀번호 확인"
              required
              requiredMarker={false}
              id="set-password-confirm"
            >
              {(field) => (
                <Input size="lg" {...field} type="password" autoComplete="new-password" placeholder="비밀번호를 한 번 더 입력하세요" />
              )}
            </FormField>
            <Button type="submit" size="lg" w="full" mt="2" loading={busy} loadingText="설정 중">
              비밀번호 설정
            </Button>
            <Text fontSize="xs" color="fg.subtle" textAlign="center">
              이 링크는 {formatLinkExpiry(link.data.expiresAt)}까지 한 번만 쓸 수 있습니다. 설정하면 다른 기기에서는 로그아웃됩니다.
            </Text>
          </Stack>
        </form>
      )}
      {!unusable && (
        <Text fontSize="sm" color="fg.muted" textAlign="center" mt="8">
          비밀번호를 이미 정하셨나요?{' '}
          <Link asChild fontWeight="700" color="fg" textDecoration="underline">
            <RouterLink to={urls.login()}>로그인</RouterLink>
          </Link>
        </Text>
      )}
    </AuthCard>
  );
}
