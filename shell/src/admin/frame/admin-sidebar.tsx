import { Box, Button, Flex, HStack, Skeleton, Stack, Text } from '@market/ui/chakra';
import { LuCircleAlert, LuDot, LuRotateCw } from 'react-icons/lu';
import { NavLink, useLocation } from '@market/ui/router';
import type { NavGroup } from './admin-routes';
import { navTestId } from './admin-routes';
import { AdminLogo } from './admin-logo';
import type { AdminRemoteView } from './use-admin-remotes';

function NavItemLink({ path, label, icon: Icon }: { path: string; label: string; icon?: NavGroup['items'][number]['icon'] }) {
  const { pathname } = useLocation();
  // `/admin` is the dashboard too.
  const landing = path === 'dashboard' && /^\/admin\/?$/.test(pathname);
  return (
    <NavLink to={`/admin/${path}`} end={false} data-testid={navTestId(path)}>
      {({ isActive: matched }) => {
        const isActive = matched || landing;
        return (
          <HStack
            as="span"
            gap="2.5"
            h="8"
            px="2.5"
            rounded="md"
            fontSize="sm"
            fontWeight={isActive ? 'semibold' : 'medium'}
            color={isActive ? 'fg' : 'fg.muted'}
            bg={isActive ? 'bg.emphasized' : 'transparent'}
            position="relative"
            transition="background 0.12s, color 0.12s"
            _hover={{ bg: isActive ? 'bg.emphasized' : 'bg.muted', color: 'fg' }}
            data-active={isActive ? '' : undefined}
          >
            <Box as="span" display="inline-flex" fontSize="md" color={isActive ? 'fg' : 'fg.subtle'} aria-hidden>
              {Icon ? <Icon size="1em" /> : <LuDot size="1em" />}
            </Box>
            <Text as="span" truncate>
              {label}
            </Text>
          </HStack>
        );
      }}
    </NavLink>
  );
}

/** Notice in the sidebar for an area whose remote failed: its menu is missing, with a retry. */
function FailedRemoteNotice({ remote }: { remote: AdminRemoteView }) {
  return (
    <Box
      mx="2"
      mt="3"
      p="2.5"
      rounded="md"
      borderWidth="1px"
      borderColor="border.error"
      bg="bg.error"
      fontSize="xs"
      data-testid={`nav-error-${remote.descriptor.name}`}
    >
      <HStack gap="1.5" color="fg.error" fontWeight="semibold" align="flex-start">
        <Box as="span" mt="0.5" aria-hidden>
          <LuCircleAlert />
        </Box>
        <Text>「{remote.descriptor.title}」 메뉴를 불러오지 못했습니다.</Text>
      </HStack>
      <Button size="2xs" variant="ghost" mt="1" ms="4" onClick={remote.retry}>
        <LuRotateCw /> 다시 시도
      </Button>
    </Box>
  );
}

/** The sidebar's content (used fixed on desktop and in the drawer below `lg`). */
export function AdminSidebarContent({
  groups,
  remotes,
  listStatus,
  retryList,
  brandName,
}: {
  groups: NavGroup[];
  remotes: AdminRemoteView[];
  listStatus: 'loading' | 'ready' | 'error';
  retryList: () => void;
  brandName?: string | null;
}) {
  const loading = listStatus === 'loading' || remotes.some((r) => r.status === 'loading');
  const failed = remotes.filter((r) => r.status === 'error');
  return (
    <Flex direction="column" h="full" minH="0">
      <Flex h="14" px="4" align="center" flexShrink={0} borderBottomWidth="1px" borderColor="border.muted">
        <NavLink to="/admin" aria-label="스타일허브 ADMIN 대시보드">
          <AdminLogo />
        </NavLink>
      </Flex>
      <Box as="nav" aria-label="관리자 메뉴" data-testid="admin-sidebar" flex="1" minH="0" overflowY="auto" px="2" py="3">
        {groups.map((group, i) => (
          <Box key={group.id} mt={i === 0 ? '0' : '4'} role="group" aria-labelledby={`nav-group-${group.id}`}>
            <Text id={`nav-group-${group.id}`} px="2.5" mb="1" fontSize="xs" fontWeight="semibold" color="fg.subtle" letterSpacing="0.02em">
              {group.label}
            </Text>
            <Stack gap="0.5" as="ul" listStyleType="none" m="0" p="0">
              {group.items.map((item) => (
                <li key={item.path}>
                  <NavItemLink path={item.path} label={item.label} icon={item.icon} />
                </li>
              ))}
            </Stack>
          </Box>
        ))}
        {loading && (
          <Stack gap="2" px="2.5" mt={groups.length ? '4' : '0'} role="status" aria-busy="true" aria-label="메뉴를 불러오는 중">
            <Skeleton h="3" w="40%" />
            <Skeleton h="6" />
            <Skeleton h="6" />
            <Skeleton h="6" w="80%" />
          </Stack>
        )}
        {failed.map((r) => (
          <FailedRemoteNotice key={r.descriptor.name} remote={r} />
        ))}
        {listStatus === 'error' && (
          <Box mx="2" mt="3" p="2.5" rounded="md" bg="bg.error" fontSize="xs" color="fg.error">
            <Text fontWeight="semibold">관리자 메뉴 목록을 불러오지 못했습니다.</Text>
            <Button size="2xs" variant="ghost" mt="1" onClick={retryList}>
              <LuRotateCw /> 다시 시도
            </Button>
          </Box>
        )}
      </Box>
      {brandName && (
        <Box px="4" py="3" borderTopWidth="1px" borderColor="border.muted" fontSize="xs" color="fg.muted" flexShrink={0}>
          담당 브랜드{' '}
          <Text as="span" fontWeight="semibold" color="fg">
            {brandName}
          </Text>
        </Box>
      )}
    </Flex>
  );
}
