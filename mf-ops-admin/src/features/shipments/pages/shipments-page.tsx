import { useStaffSession } from '@market/session/session-store';
import type { AdminShipment } from '@market/domain/admin-shipments';
import { AdminListPage } from '@market/ui/admin-list';
import { Stack } from '@market/ui/chakra';
import { ExportMenu } from '@market/ui/export-menu';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useCallback, useMemo, useState } from 'react';
import { exportAdminShipments, useAdminShipments } from '../api/get-admin-shipments';
import { shipmentColumns } from '../components/shipment-columns';
import { ShipmentDetailDialog } from '../components/shipment-detail-dialog';
import { CARRIER_OPTIONS, STATUS_OPTIONS } from '../components/shipment-format';
import { ShipmentSummary } from '../components/shipment-summary';

const LIST_DEFAULTS: ListParamsDefaults<'carrier' | 'status'> = {
  sort: 'shipped',
  order: 'desc',
  filterKeys: ['carrier', 'status'],
};

const FILTERS = [
  { key: 'carrier', label: '택배사', options: CARRIER_OPTIONS },
  { key: 'status', label: '상태', options: STATUS_OPTIONS },
] as const;

/** 배송 관리 (/admin/shipments): every seller's shipments, tracked through the carrier adapter; refresh and retry from the detail. */
export default function ShipmentsPage() {
  const list = useListParams(LIST_DEFAULTS);
  const query = useAdminShipments(list.apiQuery);
  const { can } = useStaffSession();
  // The dialog keeps its shipment when an action moves it out of the filtered page (a retried
  // exception leaves the 배송 예외 filter): it reads the shipment by id, the row only frames it.
  const [opened, setOpened] = useState<AdminShipment | null>(null);
  const selected = opened ? (query.data?.items.find((s) => s.id === opened.id) ?? opened) : null;
  const open = useCallback((row: AdminShipment) => setOpened(row), []);
  const close = useCallback(() => setOpened(null), []);
  const columns = useMemo(() => shipmentColumns(open), [open]);

  return (
    <AdminListPage
      title="배송 관리"
      description="택배사의 배송 추적 정보를 확인하고, 배송 예외 건은 재배송을 요청합니다. 배송 완료 시 주문도 배송 완료가 됩니다."
      summary={
        <Stack gap="3">
          {!query.error && <ShipmentSummary summary={query.data?.summary} />}
          {can('orders.shipments.export') && (
            <Stack direction="row" justify="flex-end">
              <ExportMenu
                label="배송 목록"
                personalData
                request={(format, reason) => exportAdminShipments(list.apiQuery, format, reason)}
              />
            </Stack>
          )}
        </Stack>
      }
      list={list}
      query={query}
      searchPlaceholder="배송번호, 주문번호, 송장번호, 고객명 검색"
      filters={FILTERS}
      label="배송 목록"
      errorTitle="배송 목록을 불러오지 못했습니다"
      emptyTitle="조건에 맞는 배송이 없습니다"
      columns={columns}
      onRowClick={open}
      rowLabel={(s) => `배송 ${s.trackingNumber ?? s.orderNumber} 상세 보기`}
    >
      <ShipmentDetailDialog row={selected} canUpdate={can('orders.shipments.update')} onClose={close} />
    </AdminListPage>
  );
}
