import { Box, Button, Center, Flex, Heading, HStack, Link, Stack, Text } from '@market/ui/chakra';
import type { StaffUser } from '@market/domain/auth';
import { hasPermission } from '@market/domain/permission-match';
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Navigate, NavLink, Route, Routes } from '@market/ui/router';
import { ColorModeButton } from '@market/ui/color-mode-button';
import { ErrorState } from '@market/ui/states';
import { PageSkeleton } from '@market/ui/page-skeleton';

/** The parts of an admin route (`AdminRoute` in @market/contract) the standalone frame needs. */
interface StandaloneRoute {
  path: string;
  permission: string;
  label: string;
  icon?: ComponentType<{ size?: number | string }>;
  load: () => Promise<{ default: ComponentType }>;
}

type SessionState = { kind: 'loading' } | { kind: 'signed-out' } | { kind: 'error' } | { kind: 'staff'; staff: StaffUser };

/** Where the API's shell serves the sign-in page while a remote's dev server runs on its own port. */
function signInUrl(): string {
  const { protocol, hostname } = window.location;
  return `${protocol}//${hostname}:3000/admin/login`;
}

/**
 * A minimal admin frame for running one remote alone (its team's dev server): its own routes in a
 * side list, the signed-in staff member, and a sign-in notice without a session. The real frame is
 * the shell's; this one is never exposed.
 */
export function StandaloneAdmin({
  title,
  routes,
  checkSession,
}: {
  title: string;
  routes: StandaloneRoute[];
  checkSession: () => Promise<StaffUser | null>;
}) {
  const [session, setSession] = useState<SessionState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setSession({ kind: 'loading' });
    checkSession().then(
      (staff) => live && setSession(staff ? { kind: 'staff', staff } : { kind: 'signed-out' }),
      () => live && setSession({ kind: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [checkSession, attempt]);

  const pages = useMemo(() => routes.map((r) => ({ ...r, Page: lazy(r.load) })), [routes]);
  const first = routes[0]?.path ?? '';

  if (session.kind === 'loading') return <PageSkeleton />;
  if (session.kind === 'error')
    return (
      <ErrorState
        title="API에 연결할 수 없습니다"
        description="API 서버(포트 3000)가 실행 중인지 확인해주세요."
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  if (session.kind === 'signed-out')
    return (
      <Center minH="100vh" px="4">
        <Stack
          gap="3"
          maxW="md"
          textAlign="center"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l2"
          p="8"
          bg="bg.subtle"
          data-testid="sign-in-notice"
        >
          <Heading size="md">{title}</Heading>
          <Text>로그인이 필요합니다.</Text>
          <Text color="fg.muted" fontSize="sm">
            관리자 로그인 화면에서 로그인한 뒤 이 페이지를 새로고침하세요. 로그인 쿠키는 같은 호스트의 개발 서버에서 함께 사용됩니다.
          </Text>
          <HStack justify="center" gap="2">
            <Button asChild size="sm">
              <a href={signInUrl()}>관리자 로그인으로 이동</a>
            </Button>
            <Button size="sm" variant="outline" onClick={() => setAttempt((n) => n + 1)}>
              다시 확인
            </Button>
          </HStack>
        </Stack>
      </Center>
    );

  const { staff } = session;
  return (
    <Flex minH="100vh" direction="column">
      <HStack as="header" justify="space-between" px="4" h="12" borderBottomWidth="1px" borderColor="border" bg="bg">
        <HStack gap="2">
          <Text fontWeight="bold">STYLEHUB</Text>
          <Text color="fg.muted" fontSize="sm">
            {title} · 단독 실행
          </Text>
        </HStack>
        <HStack gap="3">
          <Text fontSize="sm">
            {staff.name}{' '}
            <Text as="span" color="fg.muted">
              ({staff.role.name})
            </Text>
          </Text>
          <ColorModeButton />
        </HStack>
      </HStack>
      <Flex flex="1">
        <Stack
          as="nav"
          aria-label={`${title} 메뉴`}
          w="220px"
          flexShrink={0}
          bg="sidebar"
          borderRightWidth="1px"
          borderColor="border"
          p="2"
          gap="0.5"
        >
          {routes.map((r) => {
            const Icon = r.icon;
            const allowed = hasPermission(staff.permissions, r.permission);
            return (
              <Link
                key={r.path}
                asChild
                px="3"
                py="1.5"
                borderRadius="l2"
                fontSize="sm"
                color={allowed ? 'fg' : 'fg.subtle'}
                _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                css={{ '&[aria-current=page]': { bg: 'bg.emphasized', fontWeight: 'semibold' } }}
              >
                <NavLink to={`/admin/${r.path}`}>
                  {Icon && <Icon size={16} />}
                  {r.label}
                </NavLink>
              </Link>
            );
          })}
        </Stack>
        <Box as="main" flex="1" minW="0" p="6">
          <Suspense fallback={<PageSkeleton />}>
            <Routes>
              <Route path="/" element={<Navigate to={`/admin/${first}`} replace />} />
              <Route path="/admin" element={<Navigate to={`/admin/${first}`} replace />} />
              {pages.map(({ path, permission, label, Page }) => (
                <Route
                  key={path}
                  path={`/admin/${path}`}
                  element={
                    hasPermission(staff.permissions, permission) ? (
                      <Page />
                    ) : (
                      <ErrorState title={`${label}: 권한이 없습니다`} description={`이 화면에는 ${permission} 권한이 필요합니다.`} />
                    )
                  }
                />
              ))}
              <Route path="*" element={<ErrorState title="페이지를 찾을 수 없습니다" description="요청하신 관리자 페이지가 없습니다." />} />
            </Routes>
          </Suspense>
        </Box>
      </Flex>
    </Flex>
  );
}
