import { Box, Flex, Link, Text } from '@market/ui/chakra';
import type { IconType } from 'react-icons';
import { LuBookOpen, LuHouse, LuStore, LuTrophy, LuUser } from 'react-icons/lu';
import { Link as RouterLink, useMatch } from '@market/ui/router';
import { urls } from '../urls';

/** Height of the fixed bottom bar; the page content is padded by it. */
export const BOTTOM_NAV_HEIGHT = '4rem';

const ITEMS: { to: string; label: string; icon: IconType }[] = [
  { to: urls.home(), label: '홈', icon: LuHouse },
  { to: urls.magazine(), label: '매거진', icon: LuBookOpen },
  { to: urls.ranking(), label: '랭킹', icon: LuTrophy },
  { to: urls.brands(), label: '브랜드', icon: LuStore },
  { to: urls.profile(), label: '마이', icon: LuUser },
];

function BottomNavItem({ to, label, icon: Icon }: (typeof ITEMS)[number]) {
  const active = useMatch({ path: to, end: to === '/' }) !== null;
  return (
    <Link
      asChild
      flex="1"
      h="full"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="1"
      color={active ? 'fg' : 'fg.subtle'}
      _hover={{ textDecoration: 'none', color: 'fg' }}
    >
      <RouterLink to={to} aria-current={active ? 'page' : undefined}>
        <Icon size={22} strokeWidth={active ? 2.4 : 1.8} aria-hidden />
        <Text as="span" fontSize="2xs" fontWeight={active ? '700' : '500'}>
          {label}
        </Text>
      </RouterLink>
    </Link>
  );
}

/** Fixed bottom bar with the five main sections, reachable by thumb. */
export function BottomNav() {
  return (
    <Box
      as="nav"
      aria-label="주요 메뉴"
      data-testid="bottom-nav"
      position="fixed"
      bottom="0"
      insetX="0"
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      borderColor="border"
      pb="env(safe-area-inset-bottom)"
    >
      <Flex as="ul" listStyleType="none" maxW="lg" mx="auto" h={BOTTOM_NAV_HEIGHT}>
        {ITEMS.map((item) => (
          <Flex as="li" key={item.to} flex="1">
            <BottomNavItem {...item} />
          </Flex>
        ))}
      </Flex>
    </Box>
  );
}
