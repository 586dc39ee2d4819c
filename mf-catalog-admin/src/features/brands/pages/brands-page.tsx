import { SimpleGrid, Stack } from '@market/ui/chakra';
import type { AdminBrand } from '@market/domain/brand';
import { DataTable } from '@market/ui/data-table';
import { FilterBar } from '@market/ui/filter-bar';
import { PageHeader } from '@market/ui/page-header';
import { StatCard } from '@market/ui/stat-card';
import { ErrorState } from '@market/ui/states';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useMemo, useState } from 'react';
import { useAdminBrands, useBrandCount } from '../api/get-admin-brands';
import { brandColumns } from '../components/brand-columns';
import { BrandDetailDialog } from '../components/brand-detail-dialog';
import { BRAND_STATUS_OPTIONS } from '../components/brand-format';

const LIST_DEFAULTS: ListParamsDefaults<'status'> = { sort: 'newest', order: 'desc', filterKeys: ['status'] };

function CountTile({ label, status, testId }: { label: string; status?: 'active' | 'pending' | 'suspended'; testId: string }) {
  const { count, isLoading } = useBrandCount(status);
  return <StatCard label={label} value={count === undefined ? '-' : count.toLocaleString('ko-KR')} loading={isLoading && count === undefined} testId={testId} />;
}

/** Brand management (/admin/catalog/brands): the brand table, searched, filtered, sorted and paged on the server. */
export default function BrandsPage() {
  const { params, setParams, apiQuery } = useListParams(LIST_DEFAULTS);
  const { data, error, isLoading, isValidating, mutate } = useAdminBrands(apiQuery);
  const [selected, setSelected] = useState<AdminBrand | null>(null);
  const columns = useMemo(() => brandColumns(setSelected), []);

  return (
    <Stack gap="4">
      <PageHeader title="브랜드 관리" description="입점 브랜드를 검색하고 상태와 실적을 확인합니다." />
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3">
        <CountTile label="전체 브랜드" testId="tile-total" />
        <CountTile label="운영중 브랜드" status="active" testId="tile-active" />
        <CountTile label="승인 대기" status="pending" testId="tile-pending" />
        <CountTile label="정지" status="suspended" testId="tile-suspended" />
      </SimpleGrid>
      <FilterBar
        search={{ value: params.q, onChange: (q) => setParams({ q }), placeholder: '브랜드명 또는 카테고리 검색' }}
        filters={[
          {
            key: 'status',
            label: '상태',
            value: params.filters.status,
            options: BRAND_STATUS_OPTIONS,
            onChange: (status) => setParams({ filters: { status } }),
          },
        ]}
      />
      {error && !data ? (
        <ErrorState
          title="브랜드 목록을 불러오지 못했습니다"
          description={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : (
        <DataTable
          label="브랜드 목록"
          columns={columns}
          rows={data?.items}
          rowKey={(b) => b.id}
          loading={isLoading || isValidating}
          sort={params.sort}
          order={params.order}
          onSortChange={(s) => setParams(s)}
          page={params.page}
          limit={params.limit}
          total={data?.total ?? 0}
          onPageChange={(page) => setParams({ page })}
          onLimitChange={(limit) => setParams({ limit })}
          onRowClick={setSelected}
          rowLabel={(b) => `${b.name} 상세 보기`}
          emptyTitle="조건에 맞는 브랜드가 없습니다"
        />
      )}
      <BrandDetailDialog brand={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
