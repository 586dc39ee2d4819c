import { Badge, Box, Button, CloseButton, Grid, Portal, Stack } from '@market/ui/chakra';
import { Drawer } from '@market/ui/chakra-interactive';
import type { ProductListResponse } from '@market/domain/product';
import { useState, type ReactNode } from 'react';
import { LuSlidersHorizontal } from 'react-icons/lu';
import { activeFilterChips, type ChipNames, type ListingFilters } from '../../lib/product-filters';
import { ActiveFilterChips } from './active-filter-chips';
import { FilterSidebar, type ListingFiltersChange } from './filter-sidebar';
import { ListingToolbar } from './listing-toolbar';
import { ProductResults } from './product-results';
import { formatNumber } from '@market/domain/format';

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
}: {
  filters: ListingFilters;
  first: { data?: ProductListResponse; error?: unknown; isLoading: boolean; mutate: () => unknown };
  onChange: ListingFiltersChange;
  onReset: () => void;
  chipNames?: ChipNames;
  empty: { title: string; description?: ReactNode };
}) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const chips = activeFilterChips(filters, chipNames);
  const facets = first.data?.facets;
  const resetButton =
    chips.length > 0 ? (
      <Button size="sm" variant="outline" rounded="full" onClick={onReset} data-testid="empty-reset">
        필터 전체 초기화
      </Button>
    ) : undefined;

  const filterButton = (
    <Drawer.Root open={drawerOpen} onOpenChange={(e) => setDrawerOpen(e.open)} placement="bottom">
      <Drawer.Trigger asChild>
        <Button size="sm" variant="outline" rounded="full" display={{ base: 'inline-flex', lg: 'none' }} data-testid="filter-toggle">
          <LuSlidersHorizontal aria-hidden /> 필터
          {chips.length > 0 && (
            <Badge size="xs" variant="solid" rounded="full">
              {chips.length}
            </Badge>
          )}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxH="85dvh" roundedTop="xl">
            <Drawer.Header borderBottomWidth="1px" borderColor="border">
              <Drawer.Title>필터</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <FilterSidebar filters={filters} facets={facets} onChange={onChange} />
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" borderColor="border" gap="2">
              <Button variant="outline" flex="1" onClick={onReset} disabled={chips.length === 0}>
                초기화
              </Button>
              <Button flex="2" onClick={() => setDrawerOpen(false)}>
                {first.data ? `${formatNumber(first.data.total)}개 상품 보기` : '상품 보기'}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="필터 닫기" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );

  return (
    <Grid templateColumns={{ base: '1fr', lg: '15rem 1fr' }} gap={{ base: '4', lg: '10' }} alignItems="start">
      <Box display={{ base: 'none', lg: 'block' }} position="sticky" top="4.5rem" maxH="calc(100dvh - 9rem)" overflowY="auto" pe="2">
        <FilterSidebar filters={filters} facets={facets} onChange={onChange} />
      </Box>
      <Stack gap="4" minW="0">
        <ListingToolbar filters={filters} total={first.data?.total} onChange={onChange} filterButton={filterButton} />
        <ActiveFilterChips chips={chips} onRemove={(chip) => onChange(chip.remove)} onReset={onReset} />
        <ProductResults filters={filters} first={first} empty={{ ...empty, action: resetButton }} />
      </Stack>
    </Grid>
  );
}
