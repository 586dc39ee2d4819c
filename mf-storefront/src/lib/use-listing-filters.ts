import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@market/ui/router';
import { DEFAULT_LISTING_FILTERS, parseListingFilters, resetFilters, toListingSearchParams, type ListingFilters } from './product-filters';

/**
 * The listing filters of the current URL and a way to change them; every change is a navigation,
 * so back/forward and a shared link reproduce the view.
 */
export function useListingFilters(defaults: ListingFilters = DEFAULT_LISTING_FILTERS) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseListingFilters(params, defaults), [params, defaults]);

  const change = useCallback(
    (patch: Partial<ListingFilters>, options?: { replace?: boolean }) => {
      // Read the address bar, not the last render: navigations render in a transition, so two
      // quick changes would otherwise build on stale params and drop the first.
      const current = typeof window !== 'undefined' ? new URLSearchParams(window.location.search) : params;
      setParams(toListingSearchParams({ ...parseListingFilters(current, defaults), ...patch }, defaults), {
        replace: options?.replace ?? false,
      });
    },
    [params, setParams, defaults],
  );
  const reset = useCallback(() => change(resetFilters(filters, defaults)), [change, filters, defaults]);

  return { filters, change, reset };
}
