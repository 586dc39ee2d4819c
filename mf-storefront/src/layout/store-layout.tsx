import { Box, SkipNavLink } from '@chakra-ui/react';
import { PageSkeleton } from '@market/ui/states';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { BOTTOM_NAV_HEIGHT, BottomNav } from './bottom-nav';
import { RouteErrorBoundary } from './route-error-boundary';
import { HEADER_HEIGHT, StoreHeader } from './store-header';

/** The storefront chrome around every page: fixed header, content, fixed bottom bar. */
export function StoreLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <SkipNavLink id="store-main">본문 바로가기</SkipNavLink>
      <StoreHeader />
      <Box
        as="main"
        id="store-main"
        tabIndex={-1}
        outline="none"
        minH="100dvh"
        pt={`calc(${HEADER_HEIGHT} + env(safe-area-inset-top))`}
        pb={`calc(${BOTTOM_NAV_HEIGHT} + env(safe-area-inset-bottom))`}
      >
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <BottomNav />
    </>
  );
}
