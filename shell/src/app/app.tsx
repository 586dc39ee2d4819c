import { UiProvider } from '@market/ui/provider';
import { PageSkeleton } from '@market/ui/states';
import { lazy, Suspense, type ReactNode } from 'react';
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

/** The only router and the only providers of the app; remotes render inside them. */
export function App() {
  return (
    <UiProvider>
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
  );
}
