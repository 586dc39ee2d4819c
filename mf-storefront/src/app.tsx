import { Route, Routes } from '@market/ui/router';
import { StoreLayout } from './layout/store-layout';
import { NotFoundPage, PreparingPage, storeRoutes } from './routes';

/**
 * `mf_storefront/app`: the storefront's chrome and route tree. No router and no provider here:
 * the shell (or bootstrap.tsx when standalone) mounts it inside both, at `/*`.
 */
export default function StorefrontApp() {
  return (
    <Routes>
      <Route element={<StoreLayout />}>
        {storeRoutes.map(({ path, title, page: Page }) =>
          path === '' ? (
            <Route key="index" index element={Page ? <Page /> : <PreparingPage title={title} />} />
          ) : (
            <Route key={path} path={path} element={Page ? <Page /> : <PreparingPage title={title} />} />
          ),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
