import { Box, CloseButton, Link, Portal, Stack, Text } from '@market/ui/chakra';
import { Drawer } from '@market/ui/chakra-overlay';
import { ColorModeButton } from '@market/ui/color-mode-button';
import { useCustomerSession } from '@market/session/session-store';
import { Link as RouterLink } from '@market/ui/router';
import { useShopSettings } from '../api/get-shop-settings';
import { urls } from '../urls';

/** The spec's slide-out menu links, in order (spec 2, 'Global navigation'). */
const MENU_LINKS = [
  { to: urls.categories(), label: 'CATEGORY', sub: '카테고리' },
  { to: urls.newIn(), label: 'NEW IN', sub: '신상품' },
  { to: urls.collaborations(), label: 'collab', sub: '콜라보레이션' },
  { to: urls.brands(), label: 'BRAND', sub: '브랜드' },
  { to: urls.comingSoon(), label: 'COMING SOON', sub: '출시 예정' },
  { to: urls.archive(), label: 'ARCHIVE', sub: '아카이브' },
] as const;

const SECONDARY_LINKS = [
  { to: urls.events(), label: '이벤트' },
  { to: urls.customerService(), label: '고객센터' },
  { to: urls.login(), label: '로그인' },
];
/** Shown to a shopper not signed in while the shop allows guest checkout (ADR 033). */
const GUEST_LOOKUP_LINK = { to: urls.guestOrderLookup(), label: '비회원 주문조회' };

/** The slide-out menu; loaded on the first tap of the menu button (it needs the Drawer machine). */
export default function TopMenuDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const close = () => onOpenChange(false);
  const { guestCheckout } = useShopSettings();
  const { customer } = useCustomerSession();
  const secondary = guestCheckout && !customer ? [...SECONDARY_LINKS, GUEST_LOOKUP_LINK] : SECONDARY_LINKS;
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content pt="env(safe-area-inset-top)">
            <Drawer.Header borderBottomWidth="1px" borderColor="border">
              <Drawer.Title fontWeight="800" letterSpacing="-0.02em">
                스타일허브
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="6">
              <Box as="nav" aria-label="전체 메뉴">
                <Stack as="ul" gap="1" listStyleType="none">
                  {MENU_LINKS.map((item) => (
                    <li key={item.to}>
                      <Link
                        asChild
                        display="flex"
                        alignItems="baseline"
                        gap="3"
                        py="2.5"
                        fontSize="xl"
                        fontWeight="700"
                        letterSpacing="-0.01em"
                        _hover={{ textDecoration: 'none', color: 'fg.muted' }}
                      >
                        <RouterLink to={item.to} onClick={close}>
                          {item.label}
                          <Text as="span" fontSize="xs" fontWeight="500" color="fg.subtle">
                            {item.sub}
                          </Text>
                        </RouterLink>
                      </Link>
                    </li>
                  ))}
                  <li>
                    <Link
                      asChild
                      display="flex"
                      alignItems="baseline"
                      gap="3"
                      py="2.5"
                      fontSize="xl"
                      fontWeight="700"
                      color="sale"
                      _hover={{ textDecoration: 'none', opacity: 0.8 }}
                    >
                      <RouterLink to={urls.admin()} onClick={close} data-testid="menu-admin-link">
                        ADMIN
                        <Text as="span" fontSize="xs" fontWeight="500" color="fg.subtle">
                          관리자
                        </Text>
                      </RouterLink>
                    </Link>
                  </li>
                </Stack>
                <Stack as="ul" gap="0" mt="8" pt="6" borderTopWidth="1px" borderColor="border" listStyleType="none">
                  {secondary.map((item) => (
                    <li key={item.to}>
                      <Link asChild display="block" py="2" fontSize="sm" color="fg.muted">
                        <RouterLink to={item.to} onClick={close}>
                          {item.label}
                        </RouterLink>
                      </Link>
                    </li>
                  ))}
                </Stack>
              </Box>
            </Drawer.Body>
            <Drawer.Footer justifyContent="space-between" borderTopWidth="1px" borderColor="border">
              <Text fontSize="xs" color="fg.subtle">
                화면 테마
              </Text>
              <ColorModeButton />
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="메뉴 닫기" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
