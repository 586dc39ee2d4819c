import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@market/ui/router';
import { useShopSettings } from '../api/get-shop-settings';
import {
  DEFAULT_LISTING_FILTERS,
  listingDefaultsFor,
  parseListingFilters,
  resetFilters,
  toListingSearchParams,
  type ListingFilters,
} from './product-filters';

/**
 * The listing filters of the current URL and a way to change them; every change is a navigation,
 * so back/forward and a shared link reproduce the view. What the URL leaves out follows the shop
 * settings (default sort, products per page), so the URL keeps only what the shopper chose.
 */
export function useListingFilters(base: ListingFilters = DEFAULT_LISTING_FILTERS) {
  const [params, setParams] = useSearchParams();
  const { listing } = useShopSettings();
  const defaults = useMemo(() => listingDefaultsFor(base, listing.defaultSort), [base, listing.defaultSort]);
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

  return { filters, change, reset, defaults, pageSize: listing.pageSize };
}
