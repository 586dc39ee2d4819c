import { Button, Stack } from '@market/ui/chakra';
import { DataTable, type DataTableColumn } from '@market/ui/data-table';
import { FilterBar, type FilterOption } from '@market/ui/filter-bar';
import { PageHeader } from '@market/ui/page-header';
import { ErrorState } from '@market/ui/states';
import { StatusBadge, type StatusTone } from '@market/ui/status-badge';
import type { ListParams, ListParamsPatch } from '@market/ui/use-list-params';
import { useCallback, useState, type ReactNode } from 'react';

/** One select above the list; its value lives in the URL under `key` ('' = all). */
export interface AdminListFilter<K extends string> {
  key: K;
  label: string;
  options: FilterOption[];
}

/** The part of an SWR list hook's answer the list reads. */
export interface AdminListQuery<T> {
  data?: { items: T[]; total: number };
  error?: unknown;
  isLoading: boolean;
  isValidating: boolean;
  mutate: () => unknown;
}

export interface AdminListPageProps<T extends { id: string }, K extends string> {
  title: string;
  description?: ReactNode;
  /** Buttons at the header's end (e.g. the screen's create button). */
  actions?: ReactNode;
  /** Cards between the header and the filters (pages hide theirs while the list has failed). */
  summary?: ReactNode;
  /** `useListParams(...)`: the list's state in the URL. */
  list: { params: ListParams<K>; setParams: (patch: ListParamsPatch<K>) => void };
  /** The page's SWR list hook, called with `list.apiQuery`. */
  query: AdminListQuery<T>;
  searchPlaceholder: string;
  filters: readonly AdminListFilter<K>[];
  /** Names of the table ("… 목록") and of its failure ("… 목록을 불러오지 못했습니다"). */
  label: string;
  errorTitle: string;
  emptyTitle: string;
  columns: DataTableColumn<T>[];
  /** Sort keys that start ascending on first click (a word column; default 'name'). */
  ascendingFirst?: readonly string[];
  onRowClick?: (row: T) => void;
  rowLabel?: (row: T) => string;
  /** Below the table: the detail dialog. */
  children?: ReactNode;
  /**
   * Keyset paging (the page keeps the cursors it has seen, like the orders screen): 이전/다음
   * instead of page numbers, `page` being how many pages in.
   */
  cursor?: { page: number; hasPrev: boolean; hasNext: boolean; onPrev: () => void; onNext: () => void };
}

/** The list part of an admin list screen, for a page of its own or a tab of one. */
export type AdminListProps<T extends { id: string }, K extends string> = Omit<
  AdminListPageProps<T, K>,
  'title' | 'description' | 'actions' | 'summary'
> & {
  /** Buttons at the end of the filter bar (a tab's create button). */
  toolbar?: ReactNode;
  emptyDescription?: string;
};

/**
 * An admin list: a search box and select filters kept in the URL, and the DataTable of rows (keyed
 * by id) paged and sorted on the server, or the error with a retry.
 */
export function AdminList<T extends { id: string }, K extends string>({
  list: { params, setParams },
  query: { data, error, isLoading, isValidating, mutate },
  searchPlaceholder,
  filters,
  label,
  errorTitle,
  emptyTitle,
  emptyDescription,
  columns,
  ascendingFirst,
  onRowClick,
  rowLabel,
  children,
  cursor,
  toolbar,
}: AdminListProps<T, K>) {
  return (
    <>
      <FilterBar
        search={{ value: params.q, onChange: (q) => setParams({ q }), placeholder: searchPlaceholder }}
        filters={filters.map((f) => ({
          key: f.key,
          label: f.label,
          value: params.filters[f.key],
          options: f.options,
          onChange: (value: string) => setParams({ filters: { [f.key]: value } as Partial<Record<K, string>> }),
        }))}
      >
        {toolbar}
      </FilterBar>
      {error && !data ? (
        <ErrorState title={errorTitle} description={error instanceof Error ? error.message : undefined} onRetry={() => void mutate()} />
      ) : (
        <DataTable
          label={label}
          columns={columns}
          rows={data?.items}
          rowKey={(row) => row.id}
          loading={isLoading || isValidating}
          sort={params.sort}
          order={params.order}
          onSortChange={(s) => setParams(s)}
          ascendingFirst={ascendingFirst}
          page={cursor ? cursor.page : params.page}
          limit={params.limit}
          total={data?.total ?? 0}
          resultsKey={JSON.stringify([params.q, params.filters])}
          onPageChange={(page) => setParams({ page })}
          cursor={cursor ? { hasPrev: cursor.hasPrev, hasNext: cursor.hasNext, onPrev: cursor.onPrev, onNext: cursor.onNext } : undefined}
          onLimitChange={(limit) => setParams({ limit })}
          onRowClick={onRowClick}
          rowLabel={rowLabel}
          emptyTitle={emptyTitle}
          emptyDescription={emptyDescription}
        />
      )}
      {children}
    </>
  );
}

/** An admin list screen: title, summary cards, then the list (`AdminList`). */
export function AdminListPage<T extends { id: string }, K extends string>({
  title,
  description,
  actions,
  summary,
  ...list
}: AdminListPageProps<T, K>) {
  return (
    <Stack gap="4">
      <PageHeader title={title} description={description} actions={actions} />
      {summary}
      <AdminList {...list} />
    </Stack>
  );
}

/**
 * The row a detail dialog shows, kept by id: after a change reloads the list, the dialog shows
 * the row as the new page has it (and closes if the row has left the page).
 */
export function useSelectedRow<T extends { id: string }>(rows: readonly T[] | undefined) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const open = useCallback((row: T) => setSelectedId(row.id), []);
  const close = useCallback(() => setSelectedId(null), []);
  return { selected: rows?.find((r) => r.id === selectedId) ?? null, open, close };
}

/** The last column of an admin table: '상세' opens the row's detail (without also clicking the row). */
export function detailColumn<T>(onOpen: (row: T) => void): DataTableColumn<T> {
  return {
    key: 'action',
    header: '관리',
    align: 'end',
    cell: (row) => (
      <Button
        size="xs"
        variant="outline"
        onClick={(e) => {
          e.stopPropagation();
          onOpen(row);
        }}
      >
        상세
      </Button>
    ),
  };
}

/** The '상태' column: the row's status as a badge of its tone; `testId` marks the badge for tests. */
export function statusColumn<S extends string>(
  tones: Record<S, StatusTone>,
  labels: Record<S, string>,
  testId?: string,
): DataTableColumn<{ status: S }> {
  return {
    key: 'status',
    header: '상태',
    cell: (row) => (
      <StatusBadge tone={tones[row.status]} data-testid={testId}>
        {labels[row.status]}
      </StatusBadge>
    ),
  };
}
