import { Stack } from '@market/ui/chakra';
import { useStaffSession } from '@market/session/session-store';
import { DataTable } from '@market/ui/data-table';
import { ExportMenu } from '@market/ui/export-menu';
import { FilterBar } from '@market/ui/filter-bar';
import { PageHeader } from '@market/ui/page-header';
import { ErrorState } from '@market/ui/states';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { exportOrders, useAdminOrders } from '../api/orders';
import { orderColumns } from '../components/order-columns';
import { OrderDetailDialog } from '../components/order-detail-dialog';
import { STATUS_OPTIONS } from '../components/order-format';
import { OrderSummary } from '../components/order-summary';

const LIST_DEFAULTS: ListParamsDefaults<'status'> = { sort: 'created', order: 'desc', filterKeys: ['status'] };

/**
 * 주문 관리 (/admin/orders/list; the header search lands here with `?q=`): status tiles, search and
 * status filter in the URL, the orders table sorted on the server and paged by keyset cursor, and
 * the detail dialog with the one advance button and cancel with refund.
 */
export default function OrdersPage() {
  const { params, setParams } = useListParams(LIST_DEFAULTS);
  const { can } = useStaffSession();
  // The cursors of the pages seen so far: [null (page 1), page 2's, ...]; any other change starts over.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const filterKey = JSON.stringify([params.q, params.sort, params.order, params.limit, params.filters.status]);
  useEffect(() => setCursors([null]), [filterKey]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const query = useAdminOrders({
    q: params.q,
    sort: params.sort,
    order: params.order,
    limit: params.limit,
    status: params.filters.status,
    cursor: cursor ?? undefined,
  });
  const { data, error, isLoading, isValidating, mutate } = query;
  const [openId, setOpenId] = useState<string | null>(null);
  const open = useCallback((o: { id: string }) => setOpenId(o.id), []);
  const columns = useMemo(() => orderColumns(open), [open]);

  return (
    <Stack gap="4">
      <PageHeader
        title="주문 관리"
        description="주문을 검색하고 결제 완료 → 배송 준비 → 발송 → 배송 완료로 진행하거나, 발송 전 주문을 취소·환불합니다."
        actions={
          can('orders.list.export') && (
            <ExportMenu
              label="주문 목록"
              personalData
              request={(format, reason) =>
                exportOrders({ q: params.q, sort: params.sort, order: params.order, status: params.filters.status }, format, reason)
              }
            />
          )
        }
      />
      {!(error && !data) && (
        <OrderSummary summary={data?.summary} selected={params.filters.status} onSelect={(status) => setParams({ filters: { status } })} />
      )}
      <FilterBar
        search={{ value: params.q, onChange: (q) => setParams({ q }), placeholder: '주문번호, 고객명 검색' }}
        filters={[
          {
            key: 'status',
            label: '상태',
            value: params.filters.status,
            options: STATUS_OPTIONS,
            onChange: (status: string) => setParams({ filters: { status } }),
          },
        ]}
      />
      {error && !data ? (
        <ErrorState
          title="주문 목록을 불러오지 못했습니다"
          description={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : (
        <DataTable
          label="주문 목록"
          resultsKey={JSON.stringify([params.q, params.filters.status])}
          columns={columns}
          rows={data?.items}
          rowKey={(o) => o.id}
          loading={isLoading || isValidating}
          sort={params.sort}
          order={params.order}
          onSortChange={(s) => setParams(s)}
          ascendingFirst={['customer', 'number']}
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
          rowLabel={(o) => `${o.orderNumber} 상세 보기`}
          emptyTitle="조건에 맞는 주문이 없습니다"
        />
      )}
      <OrderDetailDialog orderId={openId} canUpdate={can('orders.list.update')} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
