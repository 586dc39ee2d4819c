import { Badge, Box, Button, Grid, Stack } from '@market/ui/chakra';
import type { ProductListResponse } from '@market/domain/product';
import { useAnnounce } from '@market/ui/announcer';
import { formatNumber } from '@market/domain/format';
import { lazy, Suspense, type ReactNode } from 'react';
import { LuSlidersHorizontal } from 'react-icons/lu';
import { activeFilterChips, type ChipNames, type ListingFilters } from '../../lib/product-filters';
import { ActiveFilterChips } from './active-filter-chips';
import type { ListingFiltersChange } from './filter-sidebar';
import { ListingToolbar } from './listing-toolbar';
import { ProductResults } from './product-results';
import { LazyDialogButton } from '../lazy-dialog-button';
import { useMediaQuery } from '../../lib/use-media-query';

const FilterDrawer = lazy(() => import(/* webpackChunkName: "filter-drawer" */ './filter-drawer'));
// The sidebar is for wide screens only: its code (checkboxes, slider, accordion) loads there,
// after hydration, and never on a phone, which filters in the drawer (ADR 039).
const FilterSidebar = lazy(() =>
  import(/* webpackChunkName: "filter-sidebar" */ './filter-sidebar').then((m) => ({ default: m.FilterSidebar })),
);
/** Chakra's `lg` breakpoint, where the sidebar shows. */
const SIDEBAR_QUERY = '(min-width: 64rem)';

/**
 * The shared body of /categories and /search: filter sidebar (a drawer on phones), toolbar,
 * active filter chips and the results with 'load more'.
 */
export function ProductListing({
  filters,
  first,
  onChange,
  onReset,
  chipNames,
  empty,
  pageSize,
}: {
  filters: ListingFilters;
  /** The shop's products per page (useListingFilters), as the page's first request used it. */
  pageSize: number;
  first: { data?: ProductListResponse; error?: unknown; isLoading: boolean; mutate: () => unknown };
  onChange: ListingFiltersChange;
  onReset: () => void;
  chipNames?: ChipNames;
  empty: { title: string; description?: ReactNode };
}) {
  const chips = activeFilterChips(filters, chipNames);
  const wide = useMediaQuery(SIDEBAR_QUERY);
  const facets = first.data?.facets;
  const resetButton =
    chips.length > 0 ? (
      <Button size="sm" variant="outline" rounded="full" onClick={onReset} data-testid="empty-reset">
        필터 전체 초기화
      </Button>
    ) : undefined;

  const filterButton = (
    <LazyDialogButton
      size="sm"
      variant="outline"
      rounded="full"
      display={{ base: 'inline-flex', lg: 'none' }}
      data-testid="filter-toggle"
      dialog={(props) => (
        <FilterDrawer
          filters={filters}
          facets={facets}
          total={first.data?.total}
          canReset={chips.length > 0}
          onChange={onChange}
          onReset={onReset}
          {...props}
        />
      )}
    >
      <LuSlidersHorizontal aria-hidden /> 필터
      {chips.length > 0 && (
        <Badge size="xs" variant="solid" rounded="full">
          {chips.length}
        </Badge>
      )}
    </LazyDialogButton>
  );

  // The count for the filters and query now asked, read once it arrives (not the previous answer kept on screen).
  useAnnounce(first.isLoading || !first.data ? undefined : `총 ${formatNumber(first.data.total)}개 상품`, {
    after: JSON.stringify({ ...filters, view: undefined }),
  });

  return (
    <Grid templateColumns={{ base: '1fr', lg: '15rem 1fr' }} gap={{ base: '4', lg: '10' }} alignItems="start">
      <Box display={{ base: 'none', lg: 'block' }} position="sticky" top="4.5rem" maxH="calc(100dvh - 9rem)" overflowY="auto" pe="2">
        {wide && (
          <Suspense fallback={null}>
            <FilterSidebar filters={filters} facets={facets} onChange={onChange} />
          </Suspense>
        )}
      </Box>
      <Stack gap="4" minW="0">
        <ListingToolbar filters={filters} total={first.data?.total} onChange={onChange} filterButton={filterButton} />
        <ActiveFilterChips chips={chips} onRemove={(chip) => onChange(chip.remove)} onReset={onReset} />
        <ProductResults filters={filters} first={first} pageSize={pageSize} empty={{ ...empty, action: resetButton }} />
      </Stack>
    </Grid>
  );
}
