import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { pageCspNonce } from '@market/ui/csp-nonce';
import { UiProvider, type ServerAnswer } from '@market/ui/provider';
import { PageSkeleton } from '@market/ui/page-skeleton';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from '@market/ui/router';
import { RemoteBoundary } from '../federation/remote-boundary';
import { StorefrontArea } from '../storefront/storefront-area';

// Staff-only screens are separate chunks: a shopper's first page never downloads them.
const AdminLoginPage = lazy(() => import('../admin/login/admin-login-page'));
const AdminFrame = lazy(() => import('../admin/frame/admin-frame'));

function AdminArea({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RemoteBoundary name="shell" title="관리자" resetKey={pathname}>
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
    </RemoteBoundary>
  );
}

/**
 * Emotion's cache with the page's CSP nonce (api/src/lib/security-headers.ts), so the `<style>`
 * elements Chakra inserts at runtime are allowed by the page's `style-src` without
 * 'unsafe-inline'.
 */
const emotionCache = createCache({ key: 'css', nonce: pageCspNonce() });

/**
 * The only router and the only providers of the app; remotes render inside them. `initialData`:
 * the API answers a server-rendered page was made from (the tree must stay the one the storefront's
 * renderer draws: mf-storefront/src/ssr/render-page.tsx).
 */
export function App({
  initialData,
  initialErrors,
}: {
  initialData?: Record<string, unknown>;
  initialErrors?: Record<string, ServerAnswer>;
}) {
  // The page is live (rendered, or its server HTML hydrated): tests and tools wait for this mark.
  // A hook here, not a child: an extra child would shift the ids React gives the server's HTML.
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return (
    <CacheProvider value={emotionCache}>
      <UiProvider initialData={initialData} initialErrors={initialErrors}>
        <BrowserRouter>
          <Routes>
            <Route
              path="/admin/login"
              element={
                <AdminArea>
                  <AdminLoginPage />
                </AdminArea>
              }
            />
            <Route
              path="/admin/*"
              element={
                <AdminArea>
                  <AdminFrame />
                </AdminArea>
              }
            />
            <Route path="*" element={<StorefrontArea />} />
          </Routes>
        </BrowserRouter>
      </UiProvider>
    </CacheProvider>
  );
}
