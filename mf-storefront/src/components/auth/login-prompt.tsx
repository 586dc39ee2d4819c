import { Button, Center, Heading, Stack, Text } from '@market/ui/chakra';
import { LuLock } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from '@market/ui/router';
import { urls } from '../../urls';

/** 'login required' with a login button that returns here after sign-in (spec 6). */
export function LoginPrompt({
  title = '로그인이 필요합니다',
  description,
  compact = false,
}: {
  title?: string;
  description?: string;
  compact?: boolean;
}) {
  const { pathname, search } = useLocation();
  return (
    <Center py={compact ? '6' : '14'} px="4" data-testid="login-prompt">
      <Stack align="center" gap="3" textAlign="center" maxW="sm">
        <Center boxSize="12" rounded="full" bg="bg.muted" color="fg.muted" aria-hidden>
          <LuLock />
        </Center>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        )}
        <Button asChild rounded="full" px="8">
          <RouterLink to={urls.login(`${pathname}${search}`)}>로그인</RouterLink>
        </Button>
        <Text fontSize="xs" color="fg.subtle">
          아직 회원이 아니신가요?{' '}
          <RouterLink to={urls.signup()} style={{ textDecoration: 'underline' }}>
            회원가입
          </RouterLink>
        </Text>
      </Stack>
    </Center>
  );
}
