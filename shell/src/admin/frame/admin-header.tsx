import {
  Badge,
  Box,
  Button,
  Circle,
  Flex,
  Float,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Portal,
  Separator,
  Stack,
  Text,
} from '@market/ui/chakra';
import { Popover } from '@market/ui/chakra-overlay';
import type { StaffUser } from '@market/domain/auth';
import { formatCount } from '@market/domain/format';
import { logoutStaff } from '@market/session/session-store';
import { ColorModeButton } from '@market/ui/color-mode-button';
import { useState, type FormEvent } from 'react';
import { LuBell, LuChevronRight, LuLogOut, LuMenu, LuSearch, LuX } from 'react-icons/lu';
import { Link, useNavigate } from '@market/ui/router';
import { useSWRConfig } from 'swr';
import { AdminLogo } from './admin-logo';
import { useAdminNotifications } from './use-admin-notifications';

function SearchForm({ autoFocus = false, onDone }: { autoFocus?: boolean; onDone?: () => void }) {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const term = q.trim();
    if (!term) return;
    navigate(`/admin/orders/list?q=${encodeURIComponent(term)}`);
    onDone?.();
  };
  return (
    <Box as="form" role="search" aria-label="관리자 검색" onSubmit={onSubmit} w="full">
      <InputGroup startElement={<LuSearch />} w="full">
        <Input
          size="sm"
          type="search"
          name="q"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="주문번호, 고객명, 상품명 검색"
          aria-label="관리자 검색"
          autoFocus={autoFocus}
          bg="bg.subtle"
          borderColor="border.muted"
          rounded="md"
        />
      </InputGroup>
    </Box>
  );
}

/** The bell: the number of pending items from the API, and the list in a popover. */
function NotificationsButton() {
  const { data, error, isLoading } = useAdminNotifications();
  const [open, setOpen] = useState(false);
  const count = data?.count ?? 0;
  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          // The visible count is a word of the name (WCAG 2.5.3: '알림 12 건', not '알림 12건').
          aria-label={count > 0 ? `알림 ${count > 99 ? '99+' : count} 건` : '알림'}
          data-testid="admin-notifications"
          position="relative"
        >
          <LuBell />
          {count > 0 && (
            <Float placement="top-end" offset="1.5">
              <Circle
                size="4"
                minW="4"
                px="1"
                bg="accent.solid"
                color="accent.contrast"
                fontSize="2xs"
                fontWeight="bold"
                data-testid="admin-notifications-count"
              >
                {count > 99 ? '99+' : count}
              </Circle>
            </Float>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: 'calc(100vw - 2rem)', sm: '22rem' }}>
            <Popover.Header py="3" px="4" borderBottomWidth="1px" borderColor="border.muted">
              <HStack justify="space-between">
                <Popover.Title fontWeight="semibold" fontSize="sm">
                  알림
                </Popover.Title>
                {count > 0 && (
                  <Badge size="sm" colorPalette="accent" variant="subtle">
                    {formatCount(count)}건
                  </Badge>
                )}
              </HStack>
            </Popover.Header>
            <Popover.Body p="1.5">
              {isLoading && !data ? (
                <Text px="2.5" py="3" fontSize="sm" color="fg.muted">
                  불러오는 중…
                </Text>
              ) : error && !data ? (
                <Text px="2.5" py="3" fontSize="sm" color="fg.error">
                  알림을 불러오지 못했습니다.
                </Text>
              ) : !data || data.items.length === 0 ? (
                <Text px="2.5" py="3" fontSize="sm" color="fg.muted">
                  새 알림이 없습니다.
                </Text>
              ) : (
                <Stack gap="0.5" as="ul" listStyleType="none" m="0" p="0" data-testid="admin-notifications-list">
                  {data.items.map((item) => (
                    <li key={`${item.type}-${item.href}`}>
                      <Link to={item.href} onClick={() => setOpen(false)}>
                        <HStack px="2.5" py="2" rounded="md" gap="3" _hover={{ bg: 'bg.muted' }} fontSize="sm">
                          <Text flex="1" lineClamp={2}>
                            {item.message}
                          </Text>
                          <Badge size="sm" variant="outline">
                            {formatCount(item.count)}
                          </Badge>
                          <Box as="span" color="fg.subtle" aria-hidden>
                            <LuChevronRight />
                          </Box>
                        </HStack>
                      </Link>
                    </li>
                  ))}
                </Stack>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/** The admin header: menu (below lg), search, notifications, colour mode, who is signed in, logout. */
export function AdminHeader({ staff, onOpenMenu }: { staff: StaffUser; onOpenMenu: () => void }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [searchOpen, setSearchOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const logout = async () => {
    setLeaving(true);
    await logoutStaff();
    // Nothing of the last staff member's data may show for the next one.
    void mutate(() => true, undefined, { revalidate: false });
    navigate('/admin/login', { replace: true });
  };

  return (
    <Box as="header" position="sticky" top="0" zIndex="docked" bg="bg" borderBottomWidth="1px" borderColor="border.muted">
      <Flex h="14" px={{ base: '3', md: '5' }} align="center" gap={{ base: '1', md: '3' }}>
        <IconButton variant="ghost" size="sm" aria-label="메뉴 열기" onClick={onOpenMenu} hideFrom="lg">
          <LuMenu />
        </IconButton>
        <Box hideFrom="lg">
          <Link to="/admin" aria-label="스타일허브 ADMIN 대시보드">
            <AdminLogo />
          </Link>
        </Box>
        <Box flex="1" maxW="md" hideBelow="md">
          <SearchForm />
        </Box>
        <Box flex="1" />
        <HStack gap="0.5">
          <IconButton variant="ghost" size="sm" aria-label="검색" hideFrom="md" onClick={() => setSearchOpen((v) => !v)}>
            {searchOpen ? <LuX /> : <LuSearch />}
          </IconButton>
          <NotificationsButton />
          <ColorModeButton />
        </HStack>
        <Separator orientation="vertical" h="6" hideBelow="sm" />
        <HStack gap="2.5" minW="0">
          <Circle size="8" bg="bg.emphasized" color="fg" fontSize="sm" fontWeight="semibold" flexShrink={0} aria-hidden hideBelow="sm">
            {staff.name.slice(0, 1)}
          </Circle>
          <Stack gap="0" minW="0" hideBelow="md" lineHeight="1.25">
            <Text fontSize="sm" fontWeight="semibold" truncate data-testid="admin-user-name">
              {staff.name}
            </Text>
            <Text fontSize="xs" color="fg.muted" truncate data-testid="admin-user-role">
              {staff.role.name}
            </Text>
          </Stack>
        </HStack>
        <Button variant="ghost" size="sm" onClick={logout} loading={leaving} aria-label="로그아웃" px={{ base: '2', md: '3' }}>
          <LuLogOut />
          <Text as="span" hideBelow="md">
            로그아웃
          </Text>
        </Button>
      </Flex>
      {searchOpen && (
        <Box px="3" pb="3" hideFrom="md">
          <SearchForm autoFocus onDone={() => setSearchOpen(false)} />
        </Box>
      )}
    </Box>
  );
}
