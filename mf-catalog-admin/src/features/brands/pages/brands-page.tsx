import { SimpleGrid } from '@market/ui/chakra';
import { AdminListPage, useSelectedRow } from '@market/ui/admin-list';
import { StatCard } from '@market/ui/stat-card';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useMemo } from 'react';
import { useAdminBrands, useBrandCount } from '../api/get-admin-brands';
import { brandColumns } from '../components/brand-columns';
import { BrandDetailDialog } from '../components/brand-detail-dialog';
import { BRAND_STATUS_OPTIONS } from '../components/brand-format';

const LIST_DEFAULTS: ListParamsDefaults<'status'> = { sort: 'newest', order: 'desc', filterKeys: ['status'] };

const FILTERS = [{ key: 'status', label: '상태', options: BRAND_STATUS_OPTIONS }] as const;

function CountTile({ label, status, testId }: { label: string; status?: 'active' | 'pending' | 'suspended'; testId: string }) {
  const { count, isLoading } = useBrandCount(status);
  return (
    <StatCard
      label={label}
      value={count === undefined ? '-' : count.toLocaleString('ko-KR')}
      loading={isLoading && count === undefined}
      testId={testId}
    />
  );
}

/** Brand management (/admin/catalog/brands): the brand table, searched, filtered, sorted and paged on the server. */
export default function BrandsPage() {
  const list = useListParams(LIST_DEFAULTS);
  const query = useAdminBrands(list.apiQuery);
  const { selected, open, close } = useSelectedRow(query.data?.items);
  const columns = useMemo(() => brandColumns(open), [open]);

  return (
    <AdminListPage
      title="브랜드 관리"
      description="입점 브랜드를 검색하고 상태와 실적을 확인합니다."
      summary={
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3">
          <CountTile label="전체 브랜드" testId="tile-total" />
          <CountTile label="운영중 브랜드" status="active" testId="tile-active" />
          <CountTile label="승인 대기" status="pending" testId="tile-pending" />
          <CountTile label="정지" status="suspended" testId="tile-suspended" />
        </SimpleGrid>
      }
      list={list}
      query={query}
      searchPlaceholder="브랜드명 또는 카테고리 검색"
      filters={FILTERS}
      label="브랜드 목록"
      errorTitle="브랜드 목록을 불러오지 못했습니다"
      emptyTitle="조건에 맞는 브랜드가 없습니다"
      columns={columns}
      onRowClick={open}
      rowLabel={(b) => `${b.name} 상세 보기`}
    >
      <BrandDetailDialog brand={selected} onClose={close} />
    </AdminListPage>
  );
}
