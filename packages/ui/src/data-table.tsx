import { Box, ButtonGroup, chakra, HStack, IconButton, Skeleton, Text } from '@market/ui/chakra';
import { NativeSelect, Table } from '@market/ui/chakra-more';
import { Pagination } from '@market/ui/chakra-interactive';
import type { KeyboardEvent, ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { LIST_PAGE_SIZES, toggleSort, type SortOrder } from '@market/ui/list-params';
import { EmptyState } from '@market/ui/states';
import { useAnnounce } from '@market/ui/announcer';
import { formatNumber } from '@market/domain/format';

/** One column of a DataTable. */
export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Server sort key; the header becomes a sort toggle when set. */
  sortKey?: string;
  align?: 'start' | 'center' | 'end';
  width?: string;
  minW?: string;
  /** Keeps the column in view at the end while the table scrolls sideways (a row's actions on a phone). */
  sticky?: boolean;
}

export interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: DataTableColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** True while a request is in flight; with no rows yet, skeleton rows are shown. */
  loading?: boolean;
  sort?: string;
  order?: SortOrder;
  onSortChange?: (next: { sort: string; order: SortOrder }) => void;
  /** Sort keys that start ascending on first click (default: 'name'). */
  ascendingFirst?: readonly string[];
  page: number;
  limit: number;
  total: number;
  /** What the rows answer (the search and filters, serialised): a new one reads the count out when it arrives. */
  resultsKey?: string;
  onPageChange: (page: number) => void;
  /**
   * Keyset paging (a list answering `nextCursor`): previous / next buttons instead of page
   * numbers; `page` is then only the position shown ("n 페이지").
   */
  cursor?: { hasPrev: boolean; hasNext: boolean; onPrev: () => void; onNext: () => void };
  onLimitChange?: (limit: number) => void;
  pageSizes?: readonly number[];
  onRowClick?: (row: T) => void;
  /** Name of a row for screen readers when rows are clickable ("… 상세 보기"). */
  rowLabel?: (row: T) => string;
  emptyTitle?: string;
  emptyDescription?: ReactNode;
  /** Height of the scroll area that keeps the header sticky. */
  maxH?: string;
}

/** A column pinned to the end edge: opaque, above the scrolled cells, with a hairline on its start side. */
const stickyEnd = { position: 'sticky', insetInlineEnd: 0, bg: 'bg', boxShadow: 'inset 1px 0 0 var(--chakra-colors-border)' } as const;

const ARIA_SORT: Record<SortOrder, 'ascending' | 'descending'> = { asc: 'ascending', desc: 'descending' };

const SortButton = chakra('button', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    font: 'inherit',
    color: 'inherit',
    cursor: 'pointer',
    borderRadius: 'l1',
    _hover: { color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
  },
});

/**
 * The admin's list table: server-driven sorting and paging, skeleton rows while loading, an empty
 * state, a sticky header and dense rows. State lives with the caller (usually in the URL).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    label,
    columns,
    rows,
    rowKey,
    loading,
    sort,
    order = 'desc',
    onSortChange,
    ascendingFirst,
    page,
    limit,
    total,
    onPageChange,
    cursor,
    onLimitChange,
    pageSizes = LIST_PAGE_SIZES,
    onRowClick,
    rowLabel,
    resultsKey,
    emptyTitle = '표시할 항목이 없습니다',
    emptyDescription = '검색어나 필터를 바꿔 보세요.',
    maxH = 'calc(100vh - 320px)',
  } = props;
  // The count is read out when it changes, and after each new search or filter (`resultsKey`)
  // once its answer has arrived (ADR 038).
  useAnnounce(loading || !rows ? undefined : `총 ${formatNumber(total)}건`, { after: resultsKey });
  const showSkeleton = !rows && loading;
  const skeletonRows = Math.min(limit, 8);

  const onRowKey = (e: KeyboardEvent<HTMLTableRowElement>, row: T) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onRowClick?.(row);
    }
  };

  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="l2" bg="bg" overflow="hidden">
      <Table.ScrollArea maxH={maxH} minH="200px" aria-busy={loading ? 'true' : undefined}>
        <Table.Root size="sm" stickyHeader interactive={Boolean(onRowClick)} aria-label={label} data-testid="data-table">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {columns.map((col) => {
                const active = col.sortKey !== undefined && col.sortKey === sort;
                const Icon = active ? (order === 'asc' ? LuArrowUp : LuArrowDown) : LuArrowUpDown;
                return (
                  <Table.ColumnHeader
                    key={col.key}
                    textAlign={col.align ?? 'start'}
                    width={col.width}
                    minW={col.minW}
                    color="fg.muted"
                    fontWeight="medium"
                    whiteSpace="nowrap"
                    bg="bg.subtle"
                    aria-sort={col.sortKey ? (active ? ARIA_SORT[order] : 'none') : undefined}
                    {...(col.sticky && stickyEnd)}
                    zIndex={col.sticky ? 2 : undefined}
                  >
                    {col.sortKey && onSortChange ? (
                      <SortButton
                        type="button"
                        onClick={() => onSortChange(toggleSort({ sort: sort ?? '', order }, col.sortKey!, ascendingFirst))}
                        color={active ? 'fg' : undefined}
                      >
                        {col.header}
                        <Box as="span" color={active ? 'fg' : 'fg.subtle'} aria-hidden>
                          <Icon size={12} />
                        </Box>
                      </SortButton>
                    ) : (
                      col.header
                    )}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          </Table.Header>
          <Table.Body opacity={loading && rows ? 0.6 : 1} transition="opacity 0.15s">
            {showSkeleton &&
              Array.from({ length: skeletonRows }, (_, i) => (
                <Table.Row key={`skeleton-${i}`} aria-hidden>
                  {columns.map((col) => (
                    <Table.Cell key={col.key}>
                      <Skeleton height="4" width={i % 2 ? '70%' : '90%'} />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            {rows?.map((row) => (
              <Table.Row
                key={rowKey(row)}
                data-testid="data-row"
                cursor={onRowClick ? 'pointer' : undefined}
                tabIndex={onRowClick ? 0 : undefined}
                aria-label={onRowClick && rowLabel ? rowLabel(row) : undefined}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                onKeyDown={onRowClick ? (e) => onRowKey(e, row) : undefined}
                _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
              >
                {columns.map((col) => (
                  <Table.Cell key={col.key} textAlign={col.align ?? 'start'} verticalAlign="middle" {...(col.sticky && stickyEnd)}>
                    {col.cell(row)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {rows && rows.length === 0 && <EmptyState title={emptyTitle} description={emptyDescription} />}
      </Table.ScrollArea>
      <HStack justify="space-between" px="3" py="2" borderTopWidth="1px" borderColor="border" gap="4" wrap="wrap" bg="bg.subtle">
        <HStack gap="3">
          <Text fontSize="sm" color="fg.muted" data-testid="data-table-total">
            총{' '}
            <Text as="span" color="fg" fontWeight="semibold">
              {formatNumber(total)}
            </Text>
            건
          </Text>
          {onLimitChange && (
            <NativeSelect.Root size="xs" width="auto">
              <NativeSelect.Field
                aria-label="페이지당 행 수"
                value={String(limit)}
                onChange={(e) => onLimitChange(Number(e.currentTarget.value))}
              >
                {pageSizes.map((n) => (
                  <option key={n} value={n}>
                    {n}개씩 보기
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </HStack>
        {cursor ? (
          <ButtonGroup variant="ghost" size="xs" attached={false} gap="1" role="group" aria-label="페이지 이동">
            <IconButton aria-label="이전 페이지" disabled={!cursor.hasPrev || loading} onClick={cursor.onPrev}>
              <LuChevronLeft />
            </IconButton>
            <Text fontSize="sm" color="fg.muted" px="1" fontVariantNumeric="tabular-nums" data-testid="data-table-page">
              {formatNumber(page)} 페이지
            </Text>
            <IconButton aria-label="다음 페이지" disabled={!cursor.hasNext || loading} onClick={cursor.onNext}>
              <LuChevronRight />
            </IconButton>
          </ButtonGroup>
        ) : (
          <Pagination.Root
            count={total}
            pageSize={limit}
            page={page}
            onPageChange={(e) => onPageChange(e.page)}
            siblingCount={1}
            aria-label="페이지 이동"
          >
            <ButtonGroup variant="ghost" size="xs" attached={false} gap="1">
              <Pagination.PrevTrigger asChild>
                <IconButton aria-label="이전 페이지">
                  <LuChevronLeft />
                </IconButton>
              </Pagination.PrevTrigger>
              <Pagination.Items
                render={(p) => (
                  <IconButton variant={{ base: 'ghost', _selected: 'outline' }} aria-label={`${p.value} 페이지`}>
                    {p.value}
                  </IconButton>
                )}
              />
              <Pagination.NextTrigger asChild>
                <IconButton aria-label="다음 페이지">
                  <LuChevronRight />
                </IconButton>
              </Pagination.NextTrigger>
            </ButtonGroup>
          </Pagination.Root>
        )}
      </HStack>
    </Box>
  );
}
