import { Box, HStack, IconButton, Skeleton, Text } from '@market/ui/chakra';
import { PlainSelect } from '@market/ui/plain-select';
import type { ReactNode } from 'react';
import { LuLayoutGrid, LuList } from 'react-icons/lu';
import { PRODUCT_SORT_OPTIONS, type ProductSort } from '@market/domain/catalog-rules';
import type { ListingFilters } from '../../lib/product-filters';
import type { ListingFiltersChange } from './filter-sidebar';
import { formatNumber } from '@market/domain/format';

/**
 * Result count, sort select, grid/list toggle and (on phones) the filter button. On phones the
 * count has a row of its own: whether it fit beside the controls would depend on the font, and
 * the late web font would then move the page.
 */
export function ListingToolbar({
  filters,
  total,
  onChange,
  filterButton,
}: {
  filters: ListingFilters;
  total: number | undefined;
  onChange: ListingFiltersChange;
  filterButton?: ReactNode;
}) {
  return (
    <HStack gap="2" justify="space-between" wrap="wrap">
      {total === undefined ? (
        <Box w={{ base: 'full', sm: 'auto' }}>
          <Skeleton h="4" w="24" />
        </Box>
      ) : (
        <Text fontSize="sm" color="fg.muted" data-testid="result-count" w={{ base: 'full', sm: 'auto' }}>
          총{' '}
          <Text as="span" fontWeight="700" color="fg">
            {formatNumber(total)}
          </Text>
          개 상품
        </Text>
      )}
      <HStack gap="1.5">
        {filterButton}
        <PlainSelect
          rootProps={{ w: 'auto' }}
          aria-label="정렬"
          value={filters.sort}
          onChange={(e) => onChange({ sort: e.target.value as ProductSort })}
          rounded="full"
          data-testid="sort-select"
        >
          {PRODUCT_SORT_OPTIONS.filter((o) => o.value !== 'relevance' || filters.q).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </PlainSelect>
        <HStack gap="0" role="group" aria-label="보기 방식">
          <IconButton
            size="sm"
            variant={filters.view === 'grid' ? 'solid' : 'ghost'}
            aria-label="그리드로 보기"
            aria-pressed={filters.view === 'grid'}
            onClick={() => onChange({ view: 'grid' }, { replace: true })}
          >
            <LuLayoutGrid />
          </IconButton>
          <IconButton
            size="sm"
            variant={filters.view === 'list' ? 'solid' : 'ghost'}
            aria-label="리스트로 보기"
            aria-pressed={filters.view === 'list'}
            onClick={() => onChange({ view: 'list' }, { replace: true })}
          >
            <LuList />
          </IconButton>
        </HStack>
      </HStack>
    </HStack>
  );
}
