import { Box, SkipNavLink } from '@market/ui/chakra';
import { PageSkeleton } from '@market/ui/page-skeleton';
import { loadCustomer, sessionStore } from '@market/session/session-store';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from '@market/ui/router';
import { BOTTOM_NAV_HEIGHT, BottomNav } from './bottom-nav';
import { StoreFooter } from './store-footer';
import { RouteErrorBoundary } from './route-error-boundary';
import { QuickViewHost } from './quick-view-host';
import { HEADER_HEIGHT, StoreHeader } from './store-header';

/** The storefront chrome around every page: fixed header, content, fixed bottom bar. */
export function StoreLayout() {
  const { pathname } = useLocation();
  // Who is shopping (for the write-review button, follow): asked once, if nobody asked yet.
  useEffect(() => {
    if (!sessionStore.customerLoaded) loadCustomer().catch(() => undefined);
  }, []);
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
      <StoreFooter />
      <BottomNav />
      <QuickViewHost />
    </>
  );
}
