import { Stack } from '@market/ui/chakra';
import type { AdminReturn } from '@market/domain/admin-returns';
import { useStaffSession } from '@market/session/session-store';
import { DataTable } from '@market/ui/data-table';
import { FilterBar } from '@market/ui/filter-bar';
import { PageHeader } from '@market/ui/page-header';
import { ErrorState } from '@market/ui/states';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useMemo, useState } from 'react';
import { useAdminReturns } from '../api/get-admin-returns';
import { returnColumns } from '../components/return-columns';
import { ReturnDetailDialog } from '../components/return-detail-dialog';
import { REASON_OPTIONS, STATUS_OPTIONS, TYPE_OPTIONS } from '../components/return-format';
import { ReturnSummary } from '../components/return-summary';

const LIST_DEFAULTS: ListParamsDefaults<'type' | 'status' | 'reason'> = { sort: 'requested', order: 'desc', filterKeys: ['type', 'status', 'reason'] };

/** Returns and exchanges (/admin/returns): requests from the storefront, searched, filtered and paged on the server, moved on from a detail dialog. */
export default function ReturnsPage() {
  const { params, setParams, apiQuery } = useListParams(LIST_DEFAULTS);
  const { data, error, isLoading, isValidating, mutate } = useAdminReturns(apiQuery);
  const { can } = useStaffSession();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const columns = useMemo(() => returnColumns((r) => setSelectedId(r.id)), []);
  // The row as the latest list shows it (a change reloads the list).
  const selected: AdminReturn | null = data?.items.find((r) => r.id === selectedId) ?? null;

  return (
    <Stack gap="4">
      <PageHeader title="반품/교환 관리" description="고객의 반품·교환 요청을 확인하고 승인, 처리, 완료합니다. 반품 완료 시 환불이 기록됩니다." />
      {!error && <ReturnSummary summary={data?.summary} />}
      <FilterBar
        search={{ value: params.q, onChange: (q) => setParams({ q }), placeholder: '반품번호, 주문번호, 고객명 검색' }}
        filters={[
          { key: 'type', label: '유형', value: params.filters.type, options: TYPE_OPTIONS, onChange: (type) => setParams({ filters: { type } }) },
          { key: 'status', label: '상태', value: params.filters.status, options: STATUS_OPTIONS, onChange: (status) => setParams({ filters: { status } }) },
          { key: 'reason', label: '사유', value: params.filters.reason, options: REASON_OPTIONS, onChange: (reason) => setParams({ filters: { reason } }) },
        ]}
      />
      {error && !data ? (
        <ErrorState
          title="반품/교환 목록을 불러오지 못했습니다"
          description={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : (
        <DataTable
          label="반품/교환 목록"
          columns={columns}
          rows={data?.items}
          rowKey={(r) => r.id}
          loading={isLoading || isValidating}
          sort={params.sort}
          order={params.order}
          onSortChange={(s) => setParams(s)}
          page={params.page}
          limit={params.limit}
          total={data?.total ?? 0}
          onPageChange={(page) => setParams({ page })}
          onLimitChange={(limit) => setParams({ limit })}
          onRowClick={(r) => setSelectedId(r.id)}
          rowLabel={(r) => `${r.returnNumber} 상세 보기`}
          emptyTitle="조건에 맞는 반품/교환 요청이 없습니다"
        />
      )}
      <ReturnDetailDialog item={selected} canUpdate={can('orders.returns.update')} onClose={() => setSelectedId(null)} />
    </Stack>
  );
}
