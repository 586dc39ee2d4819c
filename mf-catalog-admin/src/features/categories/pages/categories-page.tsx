import { Button, HStack, Stack } from '@market/ui/chakra';
import { useStaffSession } from '@market/session/session-store';
import { DataTable } from '@market/ui/data-table';
import { ExportMenu } from '@market/ui/export-menu';
import { FilterBar } from '@market/ui/filter-bar';
import { PageHeader } from '@market/ui/page-header';
import { ErrorState } from '@market/ui/states';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { useCategoryWrites } from '../api/category-writes';
import { exportCategories } from '../api/export-categories';
import { useAdminCategories } from '../api/get-admin-categories';
import { categoryColumns } from '../components/category-columns';
import { CreateCategoryDialog, EditCategoryDialog } from '../components/category-form-dialog';
import { CategorySummary } from '../components/category-summary';
import { visibleRows, type CategoryTreeRow } from '../components/category-tree';

const LIST_DEFAULTS: ListParamsDefaults<'status'> = { sort: 'order', order: 'asc', filterKeys: ['status'] };
const STATUS_OPTIONS = [
  { value: '', label: '전체 상태' },
  { value: 'active', label: '활성' },
  { value: 'inactive', label: '비활성' },
];

/**
 * Category management (/admin/catalog/categories): the two-level tree searched on the server (a
 * parent shows when a child matches), the first two parents open, the tiles, create, edit and the
 * active toggle, and the download. The storefront follows the order and the toggle at once.
 */
export default function CategoriesPage() {
  const { params, setParams, apiQuery } = useListParams(LIST_DEFAULTS);
  const query = useAdminCategories(apiQuery);
  const { can } = useStaffSession();
  const writes = useCategoryWrites();
  const [toggled, setToggled] = useState<Map<string, boolean>>(new Map());
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<CategoryTreeRow | null>(null);
  const items = query.data?.items;
  const rows = useMemo(() => (items ? visibleRows(items, toggled, Boolean(params.q)) : undefined), [items, toggled, params.q]);
  const canUpdate = can('catalog.categories.update');
  const columns = useMemo(
    () =>
      categoryColumns({
        canUpdate,
        pending: writes.pending,
        onToggleOpen: (row) => setToggled((m) => new Map(m).set(row.id, !row.open)),
        onEdit: (row) => setEditing(row),
        onToggleActive: (row) => void writes.toggle(row.id, row.isActive).catch(() => undefined),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [canUpdate, writes.pending],
  );
  const total = query.data?.total ?? 0;

  return (
    <Stack gap="4">
      <PageHeader
        title="카테고리 관리"
        description="2단계 카테고리 트리를 관리합니다. 표시 순서와 활성 여부는 스토어 메뉴와 필터에 바로 반영됩니다."
        actions={
          <HStack gap="2" wrap="wrap">
            {can('catalog.categories.export') && (
              <ExportMenu label="카테고리 목록" request={(format) => exportCategories(apiQuery, format)} />
            )}
            {can('catalog.categories.create') && (
              <Button size="sm" onClick={() => setCreating(true)} data-testid="category-add">
                <LuPlus aria-hidden /> 카테고리 등록
              </Button>
            )}
          </HStack>
        }
      />
      {!query.error && <CategorySummary summary={query.data?.summary} />}
      <FilterBar
        search={{ value: params.q, onChange: (q) => setParams({ q }), placeholder: '카테고리명 또는 설명 검색' }}
        filters={[
          {
            key: 'status',
            label: '상태',
            value: params.filters.status,
            options: STATUS_OPTIONS,
            onChange: (status) => setParams({ filters: { status } }),
          },
        ]}
      />
      {query.error && !query.data ? (
        <ErrorState
          title="카테고리를 불러오지 못했습니다"
          description={query.error instanceof Error ? query.error.message : undefined}
          onRetry={() => void query.mutate()}
        />
      ) : (
        <DataTable
          label="카테고리 트리"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          loading={query.isLoading || query.isValidating}
          sort={params.sort}
          order={params.order}
          onSortChange={(s) => setParams(s)}
          ascendingFirst={['order', 'name']}
          page={1}
          limit={Math.max(total, 1)}
          total={total}
          onPageChange={() => undefined}
          emptyTitle="조건에 맞는 카테고리가 없습니다"
        />
      )}
      {creating && items && <CreateCategoryDialog items={items} onClose={() => setCreating(false)} />}
      {editing && items && <EditCategoryDialog key={editing.id} category={editing} items={items} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
