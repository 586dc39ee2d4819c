import { useStaffSession } from '@market/session/session-store';
import { Stack } from '@market/ui/chakra';
import { AdminListPage, useSelectedRow } from '@market/ui/admin-list';
import { ExportMenu } from '@market/ui/export-menu';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useMemo } from 'react';
import { exportAdminReturns, useAdminReturns } from '../api/get-admin-returns';
import { returnColumns } from '../components/return-columns';
import { ReturnDetailDialog } from '../components/return-detail-dialog';
import { REASON_OPTIONS, STATUS_OPTIONS, TYPE_OPTIONS } from '../components/return-format';
import { ReturnSummary } from '../components/return-summary';

const LIST_DEFAULTS: ListParamsDefaults<'type' | 'status' | 'reason'> = {
  sort: 'requested',
  order: 'desc',
  filterKeys: ['type', 'status', 'reason'],
};

const FILTERS = [
  { key: 'type', label: '유형', options: TYPE_OPTIONS },
  { key: 'status', label: '상태', options: STATUS_OPTIONS },
  { key: 'reason', label: '사유', options: REASON_OPTIONS },
] as const;

/** Returns and exchanges (/admin/returns): requests from the storefront, searched, filtered and paged on the server, moved on from a detail dialog. */
export default function ReturnsPage() {
  const list = useListParams(LIST_DEFAULTS);
  const query = useAdminReturns(list.apiQuery);
  const { can } = useStaffSession();
  const { selected, open, close } = useSelectedRow(query.data?.items);
  const columns = useMemo(() => returnColumns(open), [open]);

  return (
    <AdminListPage
      title="반품/교환 관리"
      description="고객의 반품·교환 요청을 확인하고 승인, 처리, 완료합니다. 반품 완료 시 환불과 포인트 환원, 재입고가, 교환 완료 시 교환 상품 배송이 등록됩니다."
      summary={
        !query.error && (
          <Stack gap="3">
            <ReturnSummary summary={query.data?.summary} />
            {can('orders.returns.export') && (
              <Stack direction="row" justify="flex-end">
                <ExportMenu label="반품/교환 목록" request={(format) => exportAdminReturns(list.apiQuery, format)} />
              </Stack>
            )}
          </Stack>
        )
      }
      list={list}
      query={query}
      searchPlaceholder="반품번호, 주문번호, 고객명 검색"
      filters={FILTERS}
      label="반품/교환 목록"
      errorTitle="반품/교환 목록을 불러오지 못했습니다"
      emptyTitle="조건에 맞는 반품/교환 요청이 없습니다"
      columns={columns}
      onRowClick={open}
      rowLabel={(r) => `${r.returnNumber} 상세 보기`}
    >
      <ReturnDetailDialog item={selected} canUpdate={can('orders.returns.update')} onClose={close} />
    </AdminListPage>
  );
}
