import { Box, Flex, Portal, Skeleton, SkipNavLink, Stack } from '@market/ui/chakra';
import { Drawer } from '@market/ui/chakra-overlay';
import type { StaffUser } from '@market/domain/auth';
import { loadStaff, useStaffSession } from '@market/session/session-store';
import { ErrorState } from '@market/ui/states';
import { PageSkeleton } from '@market/ui/page-skeleton';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation } from '@market/ui/router';
import { AdminContent } from './admin-content';
import { AdminHeader } from './admin-header';
import { buildNav, collectAdminEntries } from './admin-routes';
import { AdminSidebarContent } from './admin-sidebar';
import { useAdminRemotes } from './use-admin-remotes';

const SIDEBAR_WIDTH = '15rem';

/** The frame's shape while we learn who is signed in. */
function FrameSkeleton() {
  return (
    <Flex minH="100dvh" role="status" aria-busy="true" aria-label="불러오는 중">
      <Box w={SIDEBAR_WIDTH} flexShrink={0} bg="sidebar" borderRightWidth="1px" borderColor="border.muted" hideBelow="lg" p="4">
        <Skeleton h="7" w="70%" mb="8" />
        <Stack gap="3">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} h="5" w={i % 3 === 0 ? '40%' : '85%'} />
          ))}
        </Stack>
      </Box>
      <Box flex="1" minW="0">
        <Flex h="14" px="5" align="center" gap="4" borderBottomWidth="1px" borderColor="border.muted">
          <Skeleton h="8" flex="1" maxW="md" />
          <Box flex="1" />
          <Skeleton h="8" w="32" />
        </Flex>
        <Box p={{ base: '4', md: '6' }}>
          <PageSkeleton />
        </Box>
      </Box>
    </Flex>
  );
}

/** Demo mode publishes the staff accounts' password: every admin page says so. */
function DemoModeRibbon() {
  return (
    <Box
      role="note"
      aria-label="데모 모드"
      data-testid="demo-mode-ribbon"
      bg="orange.subtle"
      color="orange.fg"
      px="4"
      py="1.5"
      fontSize="sm"
      textAlign="center"
      borderBottomWidth="1px"
      borderColor="orange.muted"
    >
      <Box as="strong" fontWeight="bold">
        데모 모드
      </Box>{' '}
      · 공개된 데모 계정으로 누구나 로그인할 수 있습니다. 실제 고객·주문 데이터를 넣지 마세요.
    </Box>
  );
}

function AdminLayout({ staff }: { staff: StaffUser }) {
  const { can, demoMode } = useStaffSession();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { remotes, withheld, tables, listStatus, retryList } = useAdminRemotes(staff.permissions);
  const groups = useMemo(() => buildNav(tables, can), [tables, can]);
  const entries = useMemo(() => collectAdminEntries(tables), [tables]);

  useEffect(() => setMenuOpen(false), [pathname]);

  const sidebar = (
    <AdminSidebarContent
      groups={groups}
      remotes={remotes}
      listStatus={listStatus}
      retryList={retryList}
      brandName={staff.brandAccess?.name}
    />
  );

  return (
    <>
      {/* The first Tab stop: past the sidebar's two dozen links to the screen itself. */}
      <SkipNavLink id="admin-main">본문 바로가기</SkipNavLink>
      <Flex minH="100dvh" bg="bg">
        <Box
          as="aside"
          w={SIDEBAR_WIDTH}
          flexShrink={0}
          bg="sidebar"
          borderRightWidth="1px"
          borderColor="border.muted"
          position="sticky"
          top="0"
          h="100dvh"
          hideBelow="lg"
        >
          {sidebar}
        </Box>
        <Drawer.Root open={menuOpen} onOpenChange={(e) => setMenuOpen(e.open)} placement="start" size="xs">
          <Portal>
            <Drawer.Backdrop hideFrom="lg" />
            <Drawer.Positioner hideFrom="lg">
              <Drawer.Content bg="sidebar" maxW="18rem">
                <Drawer.Body p="0">{sidebar}</Drawer.Body>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
        <Flex direction="column" flex="1" minW="0">
          {demoMode && <DemoModeRibbon />}
          <AdminHeader staff={staff} onOpenMenu={() => setMenuOpen(true)} />
          <Box
            as="main"
            id="admin-main"
            tabIndex={-1}
            outline="none"
            flex="1"
            minW="0"
            px={{ base: '4', md: '6', xl: '8' }}
            py={{ base: '4', md: '6' }}
          >
            <AdminContent entries={entries} remotes={remotes} withheld={withheld} listStatus={listStatus} retryList={retryList} />
          </Box>
        </Flex>
      </Flex>
    </>
  );
}

/** `/admin/*`: every page behind sign-in; the session is checked with the server on entry. */
export default function AdminFrame() {
  const { staff, loaded } = useStaffSession();
  const location = useLocation();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setFailed(false);
    loadStaff().catch(() => setFailed(true));
  }, [attempt]);

  // Roles are data (permission screen): each navigation re-reads the session, so a permission
  // taken away hides its sidebar item (and a disabled account is signed out) at the next page.
  const entered = useRef(false);
  useEffect(() => {
    if (!entered.current) {
      entered.current = true;
      return;
    }
    loadStaff().catch(() => undefined);
  }, [location.pathname]);

  if (!loaded) {
    if (failed) {
      return (
        <Box pt="20">
          <ErrorState
            title="관리자 정보를 확인하지 못했습니다"
            description="네트워크 상태를 확인한 뒤 다시 시도해주세요."
            onRetry={() => setAttempt((n) => n + 1)}
          />
        </Box>
      );
    }
    return <FrameSkeleton />;
  }
  if (!staff) return <Navigate to="/admin/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <AdminLayout staff={staff} />;
}
