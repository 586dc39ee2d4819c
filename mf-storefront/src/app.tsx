import { Route, Routes } from '@market/ui/router';
import { StoreLayout } from './layout/store-layout';
import { NotFoundPage, storeRoutes } from './routes';

export { preloadRoute as preload } from './routes';

/**
 * `mf_storefront/app`: the storefront's chrome and route tree. No router and no provider here:
 * the shell (or bootstrap.tsx when standalone) mounts it inside both, at `/*`. `preload(path)`
 * fetches a path's page chunk ahead of rendering (the shell uses it before hydrating).
 */
export default function StorefrontApp() {
  return (
    <Routes>
      <Route element={<StoreLayout />}>
        {storeRoutes.map(({ path, page: Page }) =>
          path === '' ? <Route key="index" index element={<Page />} /> : <Route key={path} path={path} element={<Page />} />,
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
