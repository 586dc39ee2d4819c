import { Box, Grid, HStack, IconButton, Link } from '@market/ui/chakra';
import { ColorModeButton } from '@market/ui/color-mode-button';
import { LuSearch } from 'react-icons/lu';
import { Link as RouterLink } from '@market/ui/router';
import { CartButton } from '../features/cart/components/cart-button';
import { urls } from '../urls';
import { HeaderSearch } from './header-search';
import { TopMenu } from './top-menu';

/** Height of the fixed header; the page content is padded by it. */
export const HEADER_HEIGHT = '3.5rem';

/** Fixed top bar: menu, logo (home), search, theme, cart (opens the cart drawer) with its piece count. */
export function StoreHeader() {
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
          <CartButton />
        </HStack>
      </Grid>
    </Box>
  );
}
