import { lazy, Suspense } from 'react';
import { useSearchParams } from '@market/ui/router';

const QuickViewDialog = lazy(() => import(/* webpackChunkName: "quick-view" */ '../features/products/components/quick-view-dialog'));

/**
 * Mounts the quick-view overlay when the URL carries `?quickView=<id>` (any listing can open it);
 * its code is downloaded on first use.
 */
export function QuickViewHost() {
  const [params, setParams] = useSearchParams();
  const id = params.get('quickView');
  if (!id) return null;
  const close = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('quickView');
        return next;
      },
      { replace: true },
    );
  return (
    <Suspense fallback={null}>
      <QuickViewDialog productId={id.slice(0, 100)} onClose={close} />
    </Suspense>
  );
}
