import type { AdminCustomerDetail } from '@market/domain/customer';
import { useStaffSession } from '@market/session/session-store';
import { AdminListPage, detailColumn } from '@market/ui/admin-list';
import { ExportMenu } from '@market/ui/export-menu';
import { useListParams, type ListParamsDefaults } from '@market/ui/use-list-params';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { exportCustomers, useAdminCustomers } from '../api/get-admin-customers';
import { customerColumns } from '../components/customer-columns';
import { CustomerDetailDialog } from '../components/customer-detail-dialog';
import { EditCustomerDialog, MessageCustomerDialog } from '../components/customer-form-dialogs';
import { GRADE_OPTIONS, STATUS_OPTIONS } from '../components/customer-format';
import { CustomerSummary } from '../components/customer-summary';

const LIST_DEFAULTS: ListParamsDefaults<'grade' | 'status'> = { sort: 'joined', order: 'desc', filterKeys: ['grade', 'status'] };

const FILTERS = [
  { key: 'grade', label: '등급', options: GRADE_OPTIONS },
  { key: 'status', label: '상태', options: STATUS_OPTIONS },
] as const;

/**
 * Customer management (/admin/customers): storefront accounts, searched, filtered, sorted and paged
 * on the server (keyset cursor, 이전/다음); detail with personal data (masked without customers.pii), edit, suspend /
 * activate, message, and the filtered view as a file.
 */
export default function CustomersPage() {
  const list = useListParams(LIST_DEFAULTS);
  // Keyset paging as on the orders screen: the cursors of the pages seen so far ([null] = page 1);
  // a new search, filter, sort or page size starts over.
  const { page: _page, ...filters } = list.apiQuery;
  const filterKey = JSON.stringify(filters);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  useEffect(() => setCursors([null]), [filterKey]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const query = useAdminCustomers(cursor ? { ...filters, cursor } : filters);
  const nextCursor = query.data?.nextCursor ?? null;
  const { can } = useStaffSession();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminCustomerDetail | null>(null);
  const [messaging, setMessaging] = useState<AdminCustomerDetail | null>(null);
  const open = useCallback((row: { id: string }) => setSelectedId(row.id), []);
  const columns = useMemo(() => [...customerColumns(new Date()), detailColumn(open)], [open]);
  const total = query.data?.total;

  return (
    <AdminListPage
      title={total === undefined ? '고객 관리' : `고객 관리 (${total.toLocaleString('ko-KR')})`}
      description="스토어 회원의 등급, 상태, 구매와 활동을 확인합니다."
      actions={
        can('customers.list.export') && (
          <ExportMenu label="고객 목록" personalData request={(format, reason) => exportCustomers(list.apiQuery, format, reason)} />
        )
      }
      summary={!query.error && <CustomerSummary summary={query.data?.summary} />}
      list={list}
      query={query}
      searchPlaceholder="이름, 이메일, 전화번호 검색"
      filters={FILTERS}
      label="고객 목록"
      errorTitle="고객 목록을 불러오지 못했습니다"
      emptyTitle="조건에 맞는 고객이 없습니다"
      columns={columns}
      onRowClick={open}
      rowLabel={(c) => `${c.name} 고객 상세 보기`}
      cursor={{
        page: cursors.length,
        hasPrev: cursors.length > 1,
        hasNext: Boolean(nextCursor),
        onPrev: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
        onNext: () => nextCursor && setCursors((c) => [...c, nextCursor]),
      }}
    >
      <CustomerDetailDialog
        customerId={selectedId}
        can={{ update: can('customers.list.update'), message: can('customers.messages.create') }}
        onClose={() => setSelectedId(null)}
        onEdit={setEditing}
        onMessage={setMessaging}
      />
      <EditCustomerDialog customer={editing} onClose={() => setEditing(null)} />
      <MessageCustomerDialog customer={messaging} onClose={() => setMessaging(null)} />
    </AdminListPage>
  );
}
