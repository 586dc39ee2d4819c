import { Button, HStack, Input, Stack, Text } from '@market/ui/chakra';
import { NativeSelect } from '@market/ui/chakra-more';
import type { AdminProduct, AdminProductDetail, ProductBulk } from '@market/domain/admin-products';
import { useStaffSession } from '@market/session/session-store';
import { ConfirmDialog } from '@market/ui/confirm-dialog';
import { DataTable } from '@market/ui/data-table';
import { ExportMenu } from '@market/ui/export-menu';
import { FilterBar } from '@market/ui/filter-bar';
import { PageHeader } from '@market/ui/page-header';
import { ErrorState } from '@market/ui/states';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { exportProducts } from '../api/export-products';
import { useAdminProduct, useAdminProducts, useProductChoices } from '../api/get-admin-products';
import { useProductWrites } from '../api/product-writes';
import { ProductBulkBar } from '../components/product-bulk-bar';
import { productColumns, type ProductSelection } from '../components/product-columns';
import { ProductDetailDialog } from '../components/product-detail-dialog';
import { CreateProductDialog, EditProductDialog } from '../components/product-form-dialog';
import { brandOptions, categoryOptions, parseWon, STATUS_OPTIONS, STOCK_OPTIONS } from '../components/product-format';
import { ProductImagesField } from '../components/product-images-field';
import { ProductImportButton } from '../components/product-import-button';
import { ProductSummary } from '../components/product-summary';

type FilterKey = 'status' | 'stock' | 'brandId' | 'categoryId' | 'priceMin' | 'priceMax';
const LIST_DEFAULTS: ListParamsDefaults<FilterKey> = {
  sort: 'created',
  order: 'desc',
  filterKeys: ['status', 'stock', 'brandId', 'categoryId', 'priceMin', 'priceMax'],
};

/** A select of the second filter row ('' = all), like the FilterBar's. */
function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelect.Root size="sm" width="auto" minW="160px">
      <NativeSelect.Field aria-label={label} data-testid={`filter-${id}`} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The price range boxes: applied on Enter or when the box is left. */
function PriceRange({
  min,
  max,
  onChange,
}: {
  min: string;
  max: string;
  onChange: (range: { priceMin: string; priceMax: string }) => void;
}) {
  const [from, setFrom] = useState(min);
  const [to, setTo] = useState(max);
  useEffect(() => setFrom(min), [min]);
  useEffect(() => setTo(max), [max]);
  const apply = () => {
    const a = parseWon(from);
    const b = parseWon(to);
    onChange({ priceMin: a === undefined ? '' : String(a), priceMax: b === undefined ? '' : String(b) });
  };
  const box = (value: string, set: (v: string) => void, label: string, testId: string) => (
    <Input
      size="sm"
      w="110px"
      inputMode="numeric"
      placeholder={label}
      aria-label={label}
      data-testid={testId}
      value={value}
      onChange={(e) => set(e.currentTarget.value)}
      onBlur={apply}
      onKeyDown={(e) => e.key === 'Enter' && apply()}
    />
  );
  return (
    <HStack gap="1" role="group" aria-label="가격 범위">
      {box(from, setFrom, '최저 가격', 'filter-price-min')}
      <Text color="fg.muted" aria-hidden>
        ~
      </Text>
      {box(to, setTo, '최고 가격', 'filter-price-max')}
    </HStack>
  );
}

/**
 * 상품 관리 (/admin/catalog/products): tiles from the database, search on name or brand and the
 * filters (status, stock, brand, category, price) kept in the URL, the table sorted on the server
 * and paged by keyset cursor, row selection with the bulk bar, detail, create and edit with
 * options, delete (archive when orders held the product) and the export of the filtered view.
 */
export default function ProductsPage() {
  const { params, setParams } = useListParams(LIST_DEFAULTS);
  const { can, staff } = useStaffSession();
  const { data: choices } = useProductChoices();
  const f = params.filters;
  const filterKey = JSON.stringify([params.q, params.sort, params.order, params.limit, f]);
  // The cursors of the pages seen so far: [null (page 1), page 2's, ...]; any other change starts over.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  useEffect(() => setCursors([null]), [filterKey]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const filters = { q: params.q, sort: params.sort, order: params.order, ...f };
  const query = useAdminProducts({ ...filters, limit: params.limit, cursor: cursor ?? undefined });
  const { data, error, isLoading, isValidating, mutate } = query;

  const writes = useProductWrites();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  useEffect(() => setSelected(new Set()), [filterKey]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [editId, setEditId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Pick<AdminProduct, 'id' | 'name'> | null>(null);
  const editing = useAdminProduct(editId);

  const canUpdate = can('catalog.products.update');
  const canDelete = can('catalog.products.delete');
  const canCreate = can('catalog.products.create');

  const rows = useMemo(() => data?.items ?? [], [data]);
  const selection: ProductSelection | null = canUpdate
    ? {
        selected,
        all: rows.length > 0 && rows.every((r) => selected.has(r.id)),
        some: rows.some((r) => selected.has(r.id)),
        toggle: (id, on) =>
          setSelected((s) => {
            const next = new Set(s);
            if (on) next.add(id);
            else next.delete(id);
            return next;
          }),
        toggleAll: (on) =>
          setSelected((s) => {
            const next = new Set(s);
            for (const r of rows) {
              if (on) next.add(r.id);
              else next.delete(r.id);
            }
            return next;
          }),
      }
    : null;

  const open = useCallback((p: { id: string }) => setOpenId(p.id), []);
  const edit = useCallback((p: { id: string }) => {
    setOpenId(null);
    setEditId(p.id);
  }, []);
  const askDelete = useCallback((p: Pick<AdminProduct, 'id' | 'name'>) => setDeleting({ id: p.id, name: p.name }), []);
  const columns = productColumns(
    { onOpen: open, onEdit: canUpdate ? edit : undefined, onDelete: canDelete ? askDelete : undefined },
    selection,
  );

  const runBulk = async (action: ProductBulk['action']) => {
    const ids = [...selected];
    if (ids.length === 0) return;
    try {
      await writes.bulk({ ids, action });
      setSelected(new Set());
    } catch {
      // The toast says why; the selection stays for another try.
    }
  };

  return (
    <Stack gap="4">
      <PageHeader
        title="상품 관리"
        description={
          staff?.brandAccess
            ? `${staff.brandAccess.name} 브랜드의 상품을 등록하고 가격·재고·판매 상태를 관리합니다.`
            : '상품을 등록하고 가격·재고·판매 상태를 관리합니다. 변경 내용은 스토어에 바로 반영됩니다.'
        }
        actions={
          <HStack gap="2" wrap="wrap">
            {canCreate && <ProductImportButton onImported={() => void mutate()} />}
            {can('catalog.products.export') && <ExportMenu label="상품 목록" request={(format) => exportProducts(filters, format)} />}
            {canCreate && (
              <Button size="sm" onClick={() => setCreating(true)} data-testid="product-create-open">
                <LuPlus aria-hidden /> 상품 등록
              </Button>
            )}
          </HStack>
        }
      />
      {!(error && !data) && <ProductSummary summary={data?.summary} />}
      <Stack gap="2">
        <FilterBar
          search={{ value: params.q, onChange: (q) => setParams({ q }), placeholder: '상품명, 브랜드, 상품 ID 검색' }}
          filters={(
            [
              { key: 'status', label: '상태', options: STATUS_OPTIONS },
              { key: 'stock', label: '재고', options: STOCK_OPTIONS },
            ] as const
          ).map((x) => ({
            key: x.key,
            label: x.label,
            options: x.options,
            value: f[x.key],
            onChange: (value: string) => setParams({ filters: { [x.key]: value } }),
          }))}
        />
        <HStack gap="2" wrap="wrap" role="group" aria-label="상세 필터">
          {!staff?.brandAccess && (
            <FilterSelect
              id="brandId"
              label="브랜드"
              value={f.brandId}
              options={brandOptions(choices)}
              onChange={(brandId) => setParams({ filters: { brandId } })}
            />
          )}
          <FilterSelect
            id="categoryId"
            label="카테고리"
            value={f.categoryId}
            options={categoryOptions(choices)}
            onChange={(categoryId) => setParams({ filters: { categoryId } })}
          />
          <PriceRange min={f.priceMin} max={f.priceMax} onChange={(range) => setParams({ filters: range })} />
        </HStack>
      </Stack>
      {selection && (
        <ProductBulkBar
          count={selected.size}
          pending={writes.pending}
          onAction={(action) => void runBulk(action)}
          onClear={() => setSelected(new Set())}
        />
      )}
      {error && !data ? (
        <ErrorState
          title="상품 목록을 불러오지 못했습니다"
          description={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : (
        <DataTable
          label="상품 목록"
          columns={columns}
          rows={data?.items}
          rowKey={(p) => p.id}
          loading={isLoading || isValidating}
          sort={params.sort}
          order={params.order}
          onSortChange={(s) => setParams(s)}
          ascendingFirst={['name', 'brand', 'category', 'status']}
          page={cursors.length}
          limit={params.limit}
          total={data?.total ?? 0}
          onPageChange={() => undefined}
          cursor={{
            hasPrev: cursors.length > 1,
            hasNext: Boolean(data?.nextCursor),
            onPrev: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
            onNext: () => data?.nextCursor && setCursors((c) => [...c, data.nextCursor]),
          }}
          onLimitChange={(limit) => setParams({ limit })}
          onRowClick={open}
          rowLabel={(p) => `${p.name} 상세 보기`}
          emptyTitle="조건에 맞는 상품이 없습니다"
        />
      )}
      <ProductDetailDialog
        productId={openId}
        onClose={() => setOpenId(null)}
        onEdit={canUpdate ? edit : undefined}
        onDelete={canDelete ? askDelete : undefined}
      />
      <EditProductDialog
        product={editId ? ((editing.data as AdminProductDetail | undefined) ?? null) : null}
        onClose={() => setEditId(null)}
        images={(p) => <ProductImagesField productId={p.id} images={p.images} />}
      />
      {canCreate && (
        <CreateProductDialog
          open={creating}
          defaultBrandId={staff?.brandAccess?.id}
          onClose={() => setCreating(false)}
          onCreated={(p) => {
            setCreating(false);
            setOpenId(p.id);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="상품을 삭제할까요?"
        description={
          deleting
            ? `'${deleting.name}' 상품을 삭제합니다. 주문 이력이 있는 상품은 삭제 대신 판매 중지(보관)로 전환되어 스토어에서 내려갑니다.`
            : undefined
        }
        confirmLabel="삭제"
        destructive
        busy={writes.pending === 'delete'}
        testId="product-delete-confirm"
        onConfirm={() => {
          if (!deleting) return;
          writes
            .remove(deleting.id)
            .then(() => {
              setDeleting(null);
              setOpenId(null);
            })
            .catch(() => undefined);
        }}
      />
    </Stack>
  );
}
