import { Box, Float, Grid, HStack, IconButton, Link } from '@market/ui/chakra';
import { ColorModeButton } from '@market/ui/color-mode';
import { LuSearch, LuShoppingBag } from 'react-icons/lu';
import { Link as RouterLink } from '@market/ui/router';
import { useCartCount } from '../features/cart/use-cart-count';
import { urls } from '../urls';
import { HeaderSearch } from './header-search';
import { TopMenu } from './top-menu';

/** Height of the fixed header; the page content is padded by it. */
export const HEADER_HEIGHT = '3.5rem';

/** Fixed top bar: menu, logo (home), search, theme, cart with its piece count. */
export function StoreHeader() {
  const cartCount = useCartCount();
  return (
    <Box
      as="header"
      data-testid="store-header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border"
      pt="env(safe-area-inset-top)"
    >
      <Grid templateColumns="1fr auto 1fr" alignItems="center" h={HEADER_HEIGHT} maxW="6xl" mx="auto" px={{ base: '2', md: '6' }}>
        <HStack gap="0">
          <TopMenu />
        </HStack>
        <Link
          asChild
          fontSize={{ base: 'lg', md: 'xl' }}
          fontWeight="800"
          letterSpacing="-0.03em"
          _hover={{ textDecoration: 'none' }}
          title="스타일허브 홈"
        >
          <RouterLink to={urls.home()}>스타일허브</RouterLink>
        </Link>
        <HStack gap="0" justify="flex-end">
          <HStack display={{ base: 'none', lg: 'flex' }} me="2">
            <HeaderSearch />
          </HStack>
          <IconButton asChild variant="ghost" size="sm" aria-label="검색" display={{ base: 'inline-flex', lg: 'none' }}>
            <RouterLink to={urls.search()}>
              <LuSearch />
            </RouterLink>
          </IconButton>
          <ColorModeButton />
          <IconButton asChild variant="ghost" size="sm" aria-label={`장바구니, 상품 ${cartCount}개`} position="relative">
            <RouterLink to={urls.cart()}>
              <LuShoppingBag />
              <Float placement="top-end" offset="2">
                <Box
                  as="span"
                  data-testid="cart-count"
                  aria-hidden
                  minW="4"
                  h="4"
                  px="1"
                  borderRadius="full"
                  bg={cartCount > 0 ? 'brand.solid' : 'bg.muted'}
                  color={cartCount > 0 ? 'brand.contrast' : 'fg.muted'}
                  fontSize="2xs"
                  fontWeight="700"
                  lineHeight="1rem"
                  textAlign="center"
                >
                  {cartCount > 99 ? '99+' : cartCount}
                </Box>
              </Float>
            </RouterLink>
          </IconButton>
        </HStack>
      </Grid>
    </Box>
  );
}
