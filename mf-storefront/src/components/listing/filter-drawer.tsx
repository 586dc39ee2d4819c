import { Button, CloseButton, Portal } from '@market/ui/chakra';
import { Drawer } from '@market/ui/chakra-overlay';
import { formatNumber } from '@market/domain/format';
import type { ProductFacets } from '@market/domain/product';
import type { ListingFilters } from '../../lib/product-filters';
import type { LazyDialogProps } from '../lazy-dialog-button';
import { FilterSidebar, type ListingFiltersChange } from './filter-sidebar';

/** The filter sidebar in a bottom drawer on phones, loaded when the shopper first presses '필터'. */
export default function FilterDrawer({
  filters,
  facets,
  total,
  canReset,
  onChange,
  onReset,
  open,
  onOpenChange,
  finalFocusEl,
}: {
  filters: ListingFilters;
  facets?: ProductFacets;
  total?: number;
  canReset: boolean;
  onChange: ListingFiltersChange;
  onReset: () => void;
} & LazyDialogProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} finalFocusEl={finalFocusEl} placement="bottom">
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
              <Button variant="outline" flex="1" onClick={onReset} disabled={!canReset}>
                초기화
              </Button>
              <Button flex="2" onClick={() => onOpenChange(false)}>
                {total !== undefined ? `${formatNumber(total)}개 상품 보기` : '상품 보기'}
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
}
