import { Button, HStack } from '@market/ui/chakra';
import type { AdminBrandRow } from '@market/domain/admin-brands';
import { useStaffSession } from '@market/session/session-store';
import { AdminListPage, useSelectedRow } from '@market/ui/admin-list';
import { ExportMenu } from '@market/ui/export-menu';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { exportBrands } from '../api/export-brands';
import { useAdminBrands } from '../api/get-admin-brands';
import { brandColumns } from '../components/brand-columns';
import { BrandDetailDialog } from '../components/brand-detail-dialog';
import { BRAND_STATUS_OPTIONS } from '../components/brand-format';
import { CreateBrandDialog, EditBrandDialog } from '../components/brand-form-dialog';
import { BrandSummary } from '../components/brand-summary';

const LIST_DEFAULTS: ListParamsDefaults<'status'> = { sort: 'newest', order: 'desc', filterKeys: ['status'] };

const FILTERS = [{ key: 'status', label: '상태', options: BRAND_STATUS_OPTIONS }] as const;

/** Brand management (/admin/catalog/brands): tiles and the table on the server; detail, create, edit, the status flow and the download. */
export default function BrandsPage() {
  const list = useListParams(LIST_DEFAULTS);
  const query = useAdminBrands(list.apiQuery);
  const { can } = useStaffSession();
  const { selected, open, close } = useSelectedRow(query.data?.items);
  const columns = useMemo(() => brandColumns(open), [open]);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminBrandRow | null>(null);
  const canCreate = can('catalog.brands.create');

  return (
    <AdminListPage
      title="브랜드 관리"
      description="입점 브랜드를 등록·수정하고 승인·정지합니다. 정지된 브랜드는 스토어에서 바로 내려갑니다."
      actions={
        <HStack gap="2" wrap="wrap">
          {can('catalog.brands.export') && <ExportMenu label="브랜드 목록" request={(format) => exportBrands(list.apiQuery, format)} />}
          {canCreate && (
            <Button size="sm" onClick={() => setCreating(true)} data-testid="brand-add">
              <LuPlus aria-hidden /> 브랜드 등록
            </Button>
          )}
        </HStack>
      }
      summary={!query.error && <BrandSummary summary={query.data?.summary} />}
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
      <BrandDetailDialog brand={selected} canUpdate={can('catalog.brands.update')} onClose={close} onEdit={(b) => setEditing(b)} />
      <EditBrandDialog brand={editing} onClose={() => setEditing(null)} />
      {canCreate && (
        <CreateBrandDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(b) => {
            setCreating(false);
            open(b);
          }}
        />
      )}
    </AdminListPage>
  );
}
