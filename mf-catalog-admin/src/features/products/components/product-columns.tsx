import { Box, Button, HStack, IconButton, Portal, Stack, Text } from '@market/ui/chakra';
import { Checkbox } from '@market/ui/chakra-form-controls';
import { Popover } from '@market/ui/chakra-overlay';
import type { AdminProduct } from '@market/domain/admin-products';
import { formatDate, formatKRW, formatNumber } from '@market/domain/format';
import type { DataTableColumn } from '@market/ui/data-table';
import { StatusBadge } from '@market/ui/status-badge';
import { useState, type MouseEvent } from 'react';
import { LuEllipsisVertical, LuEye, LuImage, LuPencil, LuTrash2, LuTriangleAlert } from 'react-icons/lu';
import { badgeOf, stockLevel } from './product-format';

const stop = (e: MouseEvent) => e.stopPropagation();

/** The selection of the bulk bar: the ids checked on the page shown. */
export interface ProductSelection {
  selected: ReadonlySet<string>;
  toggle: (id: string, on: boolean) => void;
  toggleAll: (on: boolean) => void;
  /** All rows of the page are checked / some are. */
  all: boolean;
  some: boolean;
}

export interface ProductRowActions {
  onOpen: (p: AdminProduct) => void;
  onEdit?: (p: AdminProduct) => void;
  onDelete?: (p: AdminProduct) => void;
}

/** The stock figure: 0 in red, under 20 in orange with the warning icon (spec 001 section 9). */
export function StockText({ stock }: { stock: number }) {
  const level = stockLevel(stock);
  const color = level === 'out' ? 'fg.error' : level === 'low' ? 'fg.warning' : undefined;
  return (
    <HStack gap="1" justify="flex-end" color={color} fontWeight={level === 'ok' ? undefined : 'semibold'} data-testid="product-stock">
      {level === 'low' && <LuTriangleAlert role="img" aria-label="재고 부족" />}
      <Text as="span" fontVariantNumeric="tabular-nums">
        {formatNumber(stock)}
      </Text>
    </HStack>
  );
}

/** The price column (spec 001): a sale price in red over the struck-through list price. */
export function PriceCell({ price, salePrice }: { price: number; salePrice: number | null }) {
  const onSale = salePrice !== null && salePrice < price;
  return (
    <Stack gap="0" align="flex-end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid="product-price">
      <Text fontWeight="semibold" color={onSale ? 'sale' : undefined}>
        {formatKRW(onSale ? salePrice : price)}
      </Text>
      {onSale && (
        <Text as="s" fontSize="xs" color="fg.subtle">
          {formatKRW(price)}
        </Text>
      )}
    </Stack>
  );
}

/** The row menu: details, edit, delete (archive when orders held the product). */
function RowMenu({ product, actions }: { product: AdminProduct; actions: ProductRowActions }) {
  const [open, setOpen] = useState(false);
  // The dialog opens once the menu has closed and given focus back to its button; opened in the
  // same click, the menu's focus restore counts as a move outside the dialog, which then closes.
  const run = (f: ((p: AdminProduct) => void) | undefined) => () => {
    setOpen(false);
    setTimeout(() => f?.(product), 80);
  };
  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton size="xs" variant="ghost" aria-label={`${product.name} 메뉴`} onClick={stop} data-testid="product-row-menu">
          <LuEllipsisVertical />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="140px" onClick={stop}>
            <Popover.Body p="1">
              <Stack gap="0">
                <Button size="sm" variant="ghost" justifyContent="flex-start" onClick={run(actions.onOpen)}>
                  <LuEye aria-hidden /> 상세 보기
                </Button>
                {actions.onEdit && (
                  <Button size="sm" variant="ghost" justifyContent="flex-start" onClick={run(actions.onEdit)}>
                    <LuPencil aria-hidden /> 수정
                  </Button>
                )}
                {actions.onDelete && (
                  <Button size="sm" variant="ghost" colorPalette="red" justifyContent="flex-start" onClick={run(actions.onDelete)}>
                    <LuTrash2 aria-hidden /> 삭제
                  </Button>
                )}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/**
 * The products table (spec 001): selection, image-count tile, name, id, brand, category, price
 * (sale price in red over the struck list price), stock, sold count, status badge, registration
 * date and the row menu.
 */
export function productColumns(actions: ProductRowActions, selection: ProductSelection | null): DataTableColumn<AdminProduct>[] {
  const columns: DataTableColumn<AdminProduct>[] = [];
  if (selection)
    columns.push({
      key: 'select',
      width: '40px',
      header: (
        <Checkbox.Root
          size="sm"
          checked={selection.all ? true : selection.some ? 'indeterminate' : false}
          onCheckedChange={(e) => selection.toggleAll(e.checked === true)}
        >
          <Checkbox.HiddenInput aria-label="이 페이지의 상품 모두 선택" data-testid="product-select-all" />
          <Checkbox.Control />
        </Checkbox.Root>
      ),
      cell: (p) => (
        <Box onClick={stop}>
          <Checkbox.Root
            size="sm"
            checked={selection.selected.has(p.id)}
            onCheckedChange={(e) => selection.toggle(p.id, e.checked === true)}
          >
            <Checkbox.HiddenInput aria-label={`${p.name} 선택`} data-testid="product-select" />
            <Checkbox.Control />
          </Checkbox.Root>
        </Box>
      ),
    });
  columns.push(
    {
      key: 'images',
      header: '이미지',
      width: '56px',
      cell: (p) => (
        <Stack
          align="center"
          justify="center"
          gap="0"
          w="10"
          h="10"
          borderRadius="l2"
          bg="bg.muted"
          color="fg.muted"
          role="img"
          aria-label={`이미지 ${p.images.length}장`}
          data-testid="product-image-count"
        >
          <LuImage size={14} aria-hidden />
          <Text fontSize="xs" fontVariantNumeric="tabular-nums" aria-hidden>
            {p.images.length}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'name',
      header: '상품명',
      sortKey: 'name',
      minW: '220px',
      cell: (p) => (
        <Stack gap="0" minW="0" maxW="320px">
          <Text fontWeight="medium" truncate data-testid="product-name">
            {p.name}
          </Text>
          {p.nameEn && (
            <Text fontSize="xs" color="fg.muted" truncate>
              {p.nameEn}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'id',
      header: 'ID',
      cell: (p) => (
        <Text fontSize="xs" color="fg.muted" fontFamily="mono" title={p.id}>
          {p.id.slice(0, 8)}
        </Text>
      ),
    },
    { key: 'brand', header: '브랜드', sortKey: 'brand', cell: (p) => <Text whiteSpace="nowrap">{p.brandName}</Text> },
    {
      key: 'category',
      header: '카테고리',
      sortKey: 'category',
      cell: (p) => (
        <Stack gap="0">
          <Text whiteSpace="nowrap">{p.categoryName}</Text>
          {p.parentCategoryName && (
            <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
              {p.parentCategoryName}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'price',
      header: '가격',
      sortKey: 'price',
      align: 'end',
      cell: (p) => <PriceCell price={p.price} salePrice={p.salePrice} />,
    },
    { key: 'stock', header: '재고', sortKey: 'stock', align: 'end', cell: (p) => <StockText stock={p.stock} /> },
    {
      key: 'sold',
      header: '판매량',
      sortKey: 'sold',
      align: 'end',
      cell: (p) => <Text fontVariantNumeric="tabular-nums">{formatNumber(p.soldCount)}</Text>,
    },
    {
      key: 'status',
      header: '상태',
      sortKey: 'status',
      cell: (p) => {
        const { label, tone } = badgeOf(p);
        return (
          <StatusBadge tone={tone} data-testid="product-status">
            {label}
          </StatusBadge>
        );
      },
    },
    {
      key: 'created',
      header: '등록일',
      sortKey: 'created',
      cell: (p) => (
        <Text fontSize="sm" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
          {formatDate(p.createdAt)}
        </Text>
      ),
    },
    { key: 'menu', header: '관리', align: 'end', sticky: true, cell: (p) => <RowMenu product={p} actions={actions} /> },
  );
  return columns;
}
