import { Button, HStack } from '@market/ui/chakra';
import type { AdminSeller } from '@market/domain/admin-sellers';
import { useStaffSession } from '@market/session/session-store';
import { AdminListPage, useSelectedRow } from '@market/ui/admin-list';
import { ExportMenu } from '@market/ui/export-menu';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { exportSellers } from '../api/export-sellers';
import { useAdminSellers } from '../api/get-admin-sellers';
import { sellerColumns } from '../components/seller-columns';
import { SellerDetailDialog } from '../components/seller-detail-dialog';
import { STATUS_OPTIONS } from '../components/seller-format';
import { CreateSellerDialog, EditSellerDialog } from '../components/seller-form-dialog';
import { SellerSummary } from '../components/seller-summary';

const LIST_DEFAULTS: ListParamsDefaults<'status'> = { sort: 'joined', order: 'desc', filterKeys: ['status'] };
const FILTERS = [{ key: 'status', label: '상태', options: STATUS_OPTIONS }] as const;

/** Seller management (/admin/sellers/list): search, tiles and the table on the server; detail, create, edit and the status buttons. */
export default function SellersPage() {
  const list = useListParams(LIST_DEFAULTS);
  const query = useAdminSellers(list.apiQuery);
  const { can } = useStaffSession();
  const { selected, open, close } = useSelectedRow(query.data?.items);
  const columns = useMemo(() => sellerColumns(open), [open]);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminSeller | null>(null);
  const canCreate = can('sellers.list.create');

  return (
    <AdminListPage
      title="셀러 관리"
      description="입점 셀러의 정보, 수수료와 정산 계좌를 관리하고 승인·정지합니다. 정지된 셀러의 상품은 스토어에서 바로 내려갑니다."
      actions={
        <HStack gap="2" wrap="wrap">
          {can('sellers.list.export') && (
            <ExportMenu label="셀러 목록" personalData request={(format, reason) => exportSellers(list.apiQuery, format, reason)} />
          )}
          {canCreate && (
            <Button size="sm" onClick={() => setCreating(true)}>
              <LuPlus aria-hidden /> 셀러 등록
            </Button>
          )}
        </HStack>
      }
      summary={!query.error && <SellerSummary summary={query.data?.summary} />}
      list={list}
      query={query}
      searchPlaceholder="브랜드, 회사명, 담당자 검색"
      filters={FILTERS}
      label="셀러 목록"
      errorTitle="셀러 목록을 불러오지 못했습니다"
      emptyTitle="조건에 맞는 셀러가 없습니다"
      columns={columns}
      onRowClick={open}
      rowLabel={(s) => `${s.brandName || s.companyName} 상세 보기`}
    >
      <SellerDetailDialog item={selected} canUpdate={can('sellers.list.update')} onClose={close} onEdit={(s) => setEditing(s)} />
      <EditSellerDialog seller={editing} onClose={() => setEditing(null)} />
      {canCreate && (
        <CreateSellerDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(s) => {
            setCreating(false);
            open(s);
          }}
        />
      )}
    </AdminListPage>
  );
}
